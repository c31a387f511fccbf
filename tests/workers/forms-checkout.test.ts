/**
 * The checkout form on the one form pipeline (issue 31): a confirm with several problems (the IDs'
 * tick, the method, a guest's contact, a line without its Player ID) answers 400 with every message
 * at once and the review filled in again with what was typed; nothing is ordered.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { fundedBuyer, signedIn } from "./fixtures";
import { db } from "./helpers";
import { client } from "./http";
import { expectRefusedForm } from "./support/forms";
import { playerIdTopUp } from "./support/topups";

let ip = 0;
const freshIp = () => `10.93.${Math.floor(++ip / 250)}.${ip % 250}`;

const line = (l: { id: string; price: number }, userInputData: Record<string, string>) => ({
  listingId: l.id,
  quantity: 1,
  expectedPrice: l.price,
  userInputData,
});

const ordered = async (...ids: string[]) => {
  let n = 0;
  for (const id of ids) n += await db().$count(orders, eq(orders.productId, id));
  return n;
};

const TICK = "Centang 'ID di atas sudah benar' setelah memeriksa ID tujuan top up, lalu bayar lagi.";

describe("the checkout form shows every problem at once and keeps what was typed", () => {
  it("a signed-in buyer: the IDs' tick, the method and a line without its Player ID, together", async () => {
    const buyer = await fundedBuyer(100_000);
    const c = await signedIn(buyer.id);
    const good = await playerIdTopUp();
    const noId = await playerIdTopUp(15_000);
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: JSON.stringify([line(good, { user_id: "77889900" }), line(noId, {})]),
      method: "bitcoin",
    });
    const html = await expectRefusedForm(res, {
      messages: [
        TICK,
        "Metode Tidak Valid",
        "Pilih salah satu metode pembayaran yang tersedia.",
        "Mohon isi Player ID.",
      ],
    });
    // The Player ID typed on the listing is shown again for the buyer to check.
    expect(html).toContain("77889900");
    expect(html).toContain('data-testid="checkout-confirm"');
    expect(await ordered(good.id, noId.id)).toBe(0);
  });

  it("a signed-in buyer's chosen method stays chosen when the tick is missing", async () => {
    const buyer = await fundedBuyer(100_000);
    const c = await signedIn(buyer.id);
    const good = await playerIdTopUp();
    const res = await c.post("/checkout", {
      intent: "confirm",
      idempotencyKey: crypto.randomUUID(),
      lines: JSON.stringify([line(good, { user_id: "55443322" })]),
      method: "va_bca",
    });
    const html = await expectRefusedForm(res, { messages: [TICK], kept: { method: "va_bca" } });
    expect(html).toMatch(/value="va_bca"[^>]*checked|checked[^>]*value="va_bca"/);
    expect(await ordered(good.id)).toBe(0);
  });

  it("a guest: the tick, the wallet (not for guests) and a bad contact, together", async () => {
    const l = await playerIdTopUp();
    const query = `buy=${l.id}&price=${l.price}&quantity=1&user_id=1234567890&checkoutKey=${crypto.randomUUID()}`;
    const c = client();
    const review = await c.get(`/checkout?${query}`);
    expect(review.status).toBe(200);
    const res = await c.post(
      `/checkout?${query}`,
      {
        intent: "confirm",
        source: "buy-now",
        idempotencyKey: crypto.randomUUID(),
        lines: JSON.stringify([line(l, { user_id: "1234567890" })]),
        method: "wallet",
        contact: "bukan kontak",
      },
      { "CF-Connecting-IP": freshIp() },
    );
    const html = await expectRefusedForm(res, {
      messages: [
        TICK,
        "Tanpa akun, bayar dengan QRIS, Virtual Account, e-wallet atau minimarket.",
        "Masukkan email atau nomor WhatsApp yang valid (contoh: nama@email.com atau 081234567890).",
      ],
      kept: { contact: "bukan kontak" },
    });
    expect(html).toContain("1234567890");
    expect(await ordered(l.id)).toBe(0);
  });
});
