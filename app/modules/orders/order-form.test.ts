import { describe, expect, it } from "vitest";
import {
  DELIVERY_INFO_MAX_LENGTH,
  DISPUTE_REASON_MAX_LENGTH,
  isConfirmed,
  isUserAction,
  needsReason,
  readOrderForm,
} from "./order-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("readOrderForm", () => {
  it("knows only the steps a person may post", () => {
    expect(isUserAction("ship")).toBe(true);
    expect(isUserAction("expire")).toBe(false);
    expect(isUserAction(null)).toBe(false);
  });

  it("needs delivery info to ship, trimmed and at most the limit", () => {
    expect(readOrderForm("ship", form({ deliveryInfo: "  " }))).toEqual({
      ok: false,
      fieldErrors: { deliveryInfo: "Info pengiriman wajib diisi." },
      values: { deliveryInfo: "  " },
    });
    const long = readOrderForm("ship", form({ deliveryInfo: "x".repeat(DELIVERY_INFO_MAX_LENGTH + 1) }));
    expect(long.ok || long.fieldErrors.deliveryInfo).toBe("Info pengiriman maksimal 2.000 karakter.");
    expect(readOrderForm("ship", form({ deliveryInfo: " user: budi \n" }))).toEqual({
      ok: true,
      input: { kind: "ship", deliveryInfo: "user: budi" },
    });
  });

  it("needs a reason and evidence to dispute, and gives back what was typed", () => {
    const missing = readOrderForm("dispute", form({ disputeReason: "x".repeat(DISPUTE_REASON_MAX_LENGTH + 1) }));
    expect(missing).toEqual({
      ok: false,
      fieldErrors: {
        disputeReason: "Alasan komplain maksimal 200 karakter.",
        disputeEvidence: "Bukti wajib diisi: jelaskan masalahnya dan sertakan tautan buktinya.",
      },
      values: { disputeReason: "x".repeat(DISPUTE_REASON_MAX_LENGTH + 1), disputeEvidence: "" },
    });
    expect(readOrderForm("dispute", form({ disputeReason: " Akun salah ", disputeEvidence: " foto " }))).toEqual({
      ok: true,
      input: { kind: "dispute", disputeReason: "Akun salah", disputeEvidence: "foto" },
    });
  });

  it("reads no fields for the other steps", () => {
    expect(readOrderForm("confirm", form({ deliveryInfo: "ignored" }))).toEqual({ ok: true, input: { kind: "none" } });
  });

  it("asks irreversible steps once and wants a reason from the seller cancelling and from staff", () => {
    expect(isConfirmed("confirm", form({}))).toBe(false);
    expect(isConfirmed("confirm", form({ confirmed: "ya" }))).toBe(true);
    expect(isConfirmed("pay", form({}))).toBe(true);
    expect(needsReason("cancel", "buyer")).toBe(false);
    expect(needsReason("cancel", "seller")).toBe(true);
    expect(needsReason("refund", "admin")).toBe(true);
    expect(needsReason("confirm", "buyer")).toBe(false);
    expect(readOrderForm("cancel", form({ decisionReason: " singkat " }), "seller")).toEqual({
      ok: false,
      fieldErrors: { decisionReason: "Alasan terlalu singkat: tulis minimal 10 karakter." },
      values: { decisionReason: " singkat " },
    });
    expect(readOrderForm("refund", form({ decisionReason: " Bukti pembeli cukup " }), "admin")).toEqual({
      ok: true,
      input: { kind: "decision", decisionReason: "Bukti pembeli cukup" },
    });
  });
});
