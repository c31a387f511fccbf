import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/app-error";
import { walletErrorOf } from "./form-error";

/** What `refuse(error, values, { form })` puts in an action's answer (refuse.server.ts). */
const refusal = (form: unknown, values: Record<string, string> | null = { amount: "5000" }) => ({
  error: { ...new AppError("Deposit Gagal", "Minimal deposit Rp10.000.", 400, "amount").toJSON(), form },
  values,
});

describe("walletErrorOf", () => {
  it("reads a deposit or withdrawal refusal back with its field and what was typed", () => {
    expect(walletErrorOf(refusal("deposit"))).toEqual({
      title: "Deposit Gagal",
      message: "Minimal deposit Rp10.000.",
      field: "amount",
      form: "deposit",
      values: { amount: "5000" },
    });
    expect(walletErrorOf(refusal("withdraw", null))).toMatchObject({ form: "withdraw", values: {} });
  });

  it("ignores answers that are not a wallet form's refusal", () => {
    for (const answer of [undefined, null, "teks", { ok: true }, refusal("review"), refusal(undefined)]) {
      expect(walletErrorOf(answer)).toBeNull();
    }
  });
});
