/**
 * An order states how it was really paid (issue 30): the order page, the order lists and the paid
 * order's notification name the method used (QRIS, Virtual Account BCA …, Saldo PasarGame), what
 * was paid with its fee, and the payment's references — for the buyer and staff; the seller sees
 * the method only.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, payments } from "~/db/schema";
import { startOrderPayment } from "~/modules/payments/payments.server";
import { newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { settleAtProvider } from "./gateway-sim";
import { db, expectLedgerInvariants } from "./helpers";

const ctx = () => ({ db: db(), env });
/** Rendered HTML without React's text separators. */
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const testId = (html: string, id: string) =>
  new RegExp(`data-testid="${id}"[^>]*>(.*?)</span>`, "s").exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? null;

async function gatewayPaid(method: string, prices: number[]) {
  const seller = await newUser("seller", "paidwith");
  const buyer = await newUser("buyer", "paidwith");
  const orderIds: string[] = [];
  for (const [i, price] of prices.entries()) {
    const listing = await newListing(seller.id, `Akun dibayar ${method} ${i}`, price);
    orderIds.push(await unpaidOrder(buyer.id, listing.id));
  }
  const started = await startOrderPayment(
    ctx(),
    { id: buyer.id, name: buyer.username, email: buyer.email },
    orderIds,
    method,
  );
  if (!started.ok) throw new Error(started.error.message);
  await settleAtProvider(started.paymentId);
  const payment = (await db().query.payments.findFirst({ where: eq(payments.id, started.paymentId) }))!;
  return { seller, buyer, orderIds, payment };
}

describe("the order page says how the order was paid", () => {
  it("a QRIS order: QRIS, Rp22.154 with the 0,7 % fee, the payment id and the provider's reference", async () => {
    const { buyer, seller, orderIds, payment } = await gatewayPaid("qris", [22_000]);
    expect(payment).toMatchObject({ status: "settled", grossAmount: 22_154, fee: 154 });
    expect(payment.providerTransactionId).toBeTruthy();

    const html = await text(await (await signedIn(buyer.id)).get(`/order/${orderIds[0]}`));
    expect(html).not.toContain("Saldo Dompet PasarGame");
    expect(testId(html, "paid-method")).toBe("QRIS");
    expect(testId(html, "paid-amount")).toBe("Rp22.154 (termasuk biaya Rp154)");
    expect(testId(html, "paid-reference")).toBe(`${payment.id} · Ref. penyedia ${payment.providerTransactionId}`);

    // Staff read the same; the seller reads the method, not the buyer's payment.
    const staff = await text(await (await signedIn(USERS.admin.id)).get(`/order/${orderIds[0]}`));
    expect(testId(staff, "paid-amount")).toBe("Rp22.154 (termasuk biaya Rp154)");
    const sellers = await text(await (await signedIn(seller.id)).get(`/order/${orderIds[0]}`));
    expect(testId(sellers, "paid-method")).toBe("QRIS");
    expect(sellers).not.toContain('data-testid="paid-amount"');
    expect(sellers).not.toContain(payment.providerTransactionId!);
    await expectLedgerInvariants();
  });

  it("one VA payment for two orders: each order shows the payment's total and fee and its own share", async () => {
    const { buyer, orderIds, payment } = await gatewayPaid("va_bca", [30_000, 20_000]);
    expect(payment.grossAmount).toBe(54_000);
    const c = await signedIn(buyer.id);
    const first = await text(await c.get(`/order/${orderIds[0]}`));
    expect(testId(first, "paid-method")).toBe("Virtual Account BCA");
    expect(testId(first, "paid-amount")).toBe(
      "Rp54.000 (termasuk biaya Rp4.000) · untuk 2 pesanan; bagian pesanan ini Rp30.000",
    );
    const second = await text(await c.get(`/order/${orderIds[1]}`));
    expect(testId(second, "paid-amount")).toContain("bagian pesanan ini Rp20.000");
    await expectLedgerInvariants();
  });

  it("a wallet order: Saldo PasarGame, its total, no gateway reference; an unpaid order: 'Belum dibayar'", async () => {
    const seller = await newUser("seller", "paidwallet");
    const listing = await newListing(seller.id, "Akun dibayar saldo", 5_000);
    const paidId = await unpaidOrder(USERS.buyer.id, listing.id);
    expect(
      (await roomOf(paidId).act({ orderId: paidId, action: "pay", by: { id: USERS.buyer.id, role: "buyer" } })).ok,
    ).toBe(true);
    const unpaidId = await unpaidOrder(USERS.buyer.id, listing.id);
    const c = await signedIn(USERS.buyer.id);

    const paid = await text(await c.get(`/order/${paidId}`));
    expect(testId(paid, "paid-method")).toBe("Saldo PasarGame");
    expect(testId(paid, "paid-amount")).toBe("Rp5.000");
    expect(paid).not.toContain('data-testid="paid-reference"');
    const unpaid = await text(await c.get(`/order/${unpaidId}`));
    expect(testId(unpaid, "paid-method")).toBe("Belum dibayar");
    await expectLedgerInvariants();
  });
});

describe("the order lists and the paid order's notification", () => {
  it("the buyer's and the seller's lists name each order's method; the buyer's notice names method, total and fee", async () => {
    const { buyer, seller, orderIds } = await gatewayPaid("qris", [22_000]);
    const listing = await newListing(seller.id, "Akun lewat saldo", 5_000);
    const walletOrder = await unpaidOrder(USERS.buyer.id, listing.id);
    expect(
      (
        await roomOf(walletOrder).act({
          orderId: walletOrder,
          action: "pay",
          by: { id: USERS.buyer.id, role: "buyer" },
        })
      ).ok,
    ).toBe(true);

    const rowMethod = (html: string, orderId: string) =>
      new RegExp(`data-order-id="${orderId}".*?data-testid="order-paid-method"[^>]*>([^<]*)<`, "s").exec(html)?.[1];
    const mine = await text(await (await signedIn(buyer.id)).get("/my-account/orders"));
    expect(rowMethod(mine, orderIds[0]!)).toBe("QRIS");
    const incoming = await text(await (await signedIn(seller.id)).get("/seller/dashboard?tab=orders"));
    expect(rowMethod(incoming, orderIds[0]!)).toBe("QRIS");
    expect(rowMethod(incoming, walletOrder)).toBe("Saldo PasarGame");

    const notices = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    const paidNotice = notices.find((n) => n.link === `/order/${orderIds[0]}`);
    expect(paidNotice?.body).toContain("Dibayar dengan QRIS Rp22.154 (termasuk biaya Rp154).");
  });
});
