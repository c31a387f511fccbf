/**
 * The order page's step forms on the one form pipeline (issue 31): ship, the dispute step, a
 * seller's cancel with its reason and the pay method answer 400 with every message at once and
 * the typed text back in the form; the order does not move.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { signedIn } from "./fixtures";
import { db } from "./helpers";
import { expectRefusedForm } from "./support/forms";
import { orderAt } from "./support/orders";

const statusOf = async (orderId: string) =>
  (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status;

describe("the order page's step forms show every problem at once and keep what was typed", () => {
  it("ship: delivery info too long, kept as typed", async () => {
    const o = await orderAt("paid");
    const seller = await signedIn(o.seller.id);
    const long = `Login: akun.uji@contoh.id ${"x".repeat(2_000)}`;
    const res = await seller.post(o.path, { intent: "ship", deliveryInfo: long });
    await expectRefusedForm(res, {
      messages: ["Info pengiriman maksimal 2.000 karakter."],
      kept: { deliveryInfo: long },
    });
    expect(await statusOf(o.orderId)).toBe("Diproses");
  });

  it("ship: blank delivery info", async () => {
    const o = await orderAt("paid");
    const seller = await signedIn(o.seller.id);
    const res = await seller.post(o.path, { intent: "ship", deliveryInfo: "   " });
    await expectRefusedForm(res, { messages: ["Info pengiriman wajib diisi."] });
    expect(await statusOf(o.orderId)).toBe("Diproses");
  });

  it("dispute: reason and evidence both missing, both said", async () => {
    const o = await orderAt("shipped");
    const buyer = await signedIn(o.buyer.id);
    const res = await buyer.post(o.path, { intent: "dispute", disputeReason: " ", disputeEvidence: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Alasan komplain wajib diisi.");
    expect(html).toContain("Bukti wajib diisi: jelaskan masalahnya dan sertakan tautan buktinya.");
    expect(await statusOf(o.orderId)).toBe("Dikirim");
  });

  it("a seller's cancel: a reason too short, kept in the confirmation", async () => {
    const o = await orderAt("paid");
    const seller = await signedIn(o.seller.id);
    const res = await seller.post(o.path, { intent: "cancel", confirmed: "ya", decisionReason: "stok" });
    await expectRefusedForm(res, {
      messages: ["Alasan terlalu singkat: tulis minimal 10 karakter."],
      kept: { decisionReason: "stok" },
    });
    expect(await statusOf(o.orderId)).toBe("Diproses");
  });

  it("pay: an unknown method, with its title and message", async () => {
    const o = await orderAt("unpaid");
    const buyer = await signedIn(o.buyer.id);
    const res = await buyer.post(o.path, { intent: "pay", method: "bitcoin" });
    const html = await expectRefusedForm(res, {
      messages: ["Metode Tidak Valid", "Pilih salah satu metode pembayaran yang tersedia."],
    });
    // Said at the pay form's method, not as a refusal of the whole step.
    expect(html).toContain('data-testid="method-problem"');
    expect(html).not.toContain('data-testid="action-error"');
    expect(await statusOf(o.orderId)).toBe("Menunggu Pembayaran");
  });
});
