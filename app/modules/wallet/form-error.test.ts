import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/app-error";
import { refuseForm } from "~/utils/forms.server";
import { walletErrorOf, walletProblem } from "./form-error";

/** What `refuseForm(error, values, status, { form })` puts in an action's answer (forms.server.ts). */
const refusal = (form: unknown, values: Record<string, string> = { amount: "5000" }) =>
  refuseForm(new AppError("Deposit Gagal", "Minimal deposit Rp10.000.", 400, "amount"), values, 400, { form }).data;

describe("walletErrorOf", () => {
  it("reads a deposit or withdrawal refusal back with its field and what was typed", () => {
    const error = walletErrorOf(refusal("deposit"));
    expect(error).toEqual({
      fieldErrors: { amount: ["Minimal deposit Rp10.000."] },
      formError: null,
      titles: { amount: "Deposit Gagal" },
      form: "deposit",
      values: { amount: "5000" },
    });
    expect(walletProblem(error, "amount")).toEqual({ title: "Deposit Gagal", message: "Minimal deposit Rp10.000." });
    expect(walletProblem(error, "method")).toBeNull();
    expect(walletErrorOf(refusal("withdraw", {}))).toMatchObject({ form: "withdraw", values: {} });
  });

  it("ignores answers that are not a wallet form's refusal", () => {
    for (const answer of [undefined, null, "teks", { ok: true }, refusal("review"), refusal(undefined)]) {
      expect(walletErrorOf(answer)).toBeNull();
    }
  });
});
