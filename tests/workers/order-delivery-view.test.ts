/**
 * What the seller delivered, as the buyer reads it on the order page: above the step that confirms
 * it ('Konfirmasi Pesanan Diterima'), with advice that fits the kind — change the password of an
 * account; check the balance of a top-up — and, once the page runs, a copy button per 'Label: value'.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";

async function shippedOrder(type: "Akun" | "Top Up", deliveryInfo: string) {
  const seller = await newUser("seller", "kirim");
  const listing = await newListing(seller.id, `${type} uji kirim`, 30_000);
  if (type === "Top Up")
    await db().update(products).set({ type, categorySlug: "top-up" }).where(eq(products.id, listing.id));
  const buyer = await fundedBuyer(30_000);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  expect((await roomOf(orderId).act({ orderId, action: "pay", by: buyer })).ok).toBe(true);
  const encrypted = await encryptDeliveryInfo(deliveryKeyring(env), deliveryInfo);
  const shipped = await roomOf(orderId).act({
    orderId,
    action: "ship",
    by: { id: seller.id, role: "seller" },
    extra: { deliveryInfo: encrypted },
  });
  expect(shipped.ok).toBe(true);
  const html = (await (await (await signedIn(buyer.id)).get(`/order/${orderId}`)).text()).replace(/<!-- -->/g, "");
  return html;
}

describe("the delivered info on the buyer's order page", () => {
  it("stands above 'Konfirmasi Pesanan Diterima', with an account's advice", async () => {
    const html = await shippedOrder("Akun", "Email: akun@contoh.test / Sandi: Rahasia#2026");
    const info = html.indexOf('data-testid="delivery-info"');
    expect(info).toBeGreaterThan(-1);
    expect(info).toBeLessThan(html.indexOf("Konfirmasi Pesanan Diterima"));
    expect(html).toContain("Segera ganti password akun setelah login.");
    await expectLedgerInvariants();
  });

  it("gives a top-up's proof its own advice, not the password's", async () => {
    const html = await shippedOrder("Top Up", "SN: 0123-4567-89");
    expect(html).toContain("Bukti top up dari penjual. Cek saldo di game");
    expect(html).not.toContain("Segera ganti password");
    await expectLedgerInvariants();
  });
});
