/**
 * Staff's page of gateway payments (/admin/payments) as an admin reaches it: real payments created
 * through the app's Midtrans client against the simulator (PAYMENT_GATEWAY), real signed
 * notifications, the reconciliation against the ledger, filters, paging, the raw notifications
 * shown as text, and 'Periksa Ulang Status' applying what the provider says — once.
 */
import { env, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, paymentOrders, payments } from "~/db/schema";
import { ADMIN_PAYMENT_TEXTS as P } from "~/modules/admin/texts";
import { account } from "~/modules/money/constants";
import { balanceOf, readLedgerInvariants } from "~/modules/money/ledger.server";
import { startDepositPayment, startOrderPayment } from "~/modules/payments/payments.server";
import { PAYMENT_FLAG_LABELS } from "~/modules/payments/texts";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import { newListing, newUser, signedIn, toastOf, unpaidOrder, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { ORIGIN } from "./http";

const SIM = "https://sim.pasargame.test";
const ctx = () => ({ db: db(), env });

async function simStatus(paymentId: string, body: Record<string, unknown>): Promise<Record<string, string>> {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${paymentId}/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ deliver: false, ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { notification: Record<string, string> }).notification;
}

function deliver(notification: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/payments/midtrans/notification`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(notification),
  });
}

/** A buyer with `count` unpaid orders of Rp150.000 and a pending gateway payment for them. */
async function pendingPayment(count = 1, method = "qris") {
  const seller = await newUser("seller", "adm");
  const buyer = await newUser("buyer", "adm");
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const listing = await newListing(seller.id, `Akun Staf ${i}`, 150_000, 3);
    orderIds.push(await unpaidOrder(buyer.id, listing.id));
  }
  const started = await startOrderPayment(
    ctx(),
    { id: buyer.id, name: buyer.username, email: buyer.email },
    orderIds,
    method,
  );
  if (!started.ok) throw new Error(started.error.message);
  return { paymentId: started.paymentId, buyer, orderIds };
}

/** The HTML of one payment's row on the page. */
function rowOf(html: string, paymentId: string): string {
  const start = html.indexOf(`data-payment-id="${paymentId}"`);
  if (start < 0) return "";
  const end = html.indexOf('data-testid="payment-row"', start + 10);
  return html.slice(start, end < 0 ? undefined : end);
}

const page = async (path = "/admin/payments") => {
  const admin = await signedIn(USERS.admin.id);
  const res = await admin.get(path);
  expect(res.status).toBe(200);
  return res.text();
};

const figure = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

describe("/admin/payments", () => {
  it("is for admins only: a buyer, a seller and a visitor are refused, and so is their re-check", async () => {
    const { paymentId } = await pendingPayment();
    for (const id of [USERS.buyer.id, USERS.seller.id]) {
      const c = await signedIn(id);
      const res = await c.get("/admin/payments");
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Akses Ditolak");
      const post = await c.post("/admin/payments", { intent: "refresh", id: paymentId });
      expect(post.status).toBe(403);
    }
    const anonymous = await SELF.fetch(`${ORIGIN}/admin/payments`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
    expect((await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!.status).toBe("pending");
  });

  it("is in the admin navigation", async () => {
    const html = await page("/admin");
    expect(html).toContain('href="/admin/payments"');
  });

  it("shows a settled payment with its user, orders, amounts, share outcomes and the notifications as text; the reconciliation agrees", async () => {
    const { paymentId, buyer, orderIds } = await pendingPayment(2, "va_bca");
    const notification = await simStatus(paymentId, { status: "settlement" });
    // Fields the signature does not cover reach the stored raw notification: they must stay text.
    const res = await deliver({ ...notification, custom_field1: "<b>tebal</b><script>alert(1)</script>" });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const id of orderIds) {
      expect((await db().query.orders.findFirst({ where: eq(orders.id, id) }))!.status).toBe("Diproses");
    }

    const html = await page();
    const row = rowOf(html, paymentId);
    expect(row).toContain('data-status="settled"');
    expect(row).toContain("Berhasil");
    expect(row).toContain(buyer.username);
    expect(row).toContain(buyer.email);
    expect(row).toContain("Virtual Account BCA");
    expect(row).toContain(formatRupiah(300_000)); // amount
    expect(row).toContain(formatRupiah(4_000)); // fee
    expect(row).toContain(formatRupiah(304_000)); // gross
    const numbers = await db()
      .select({ id: orders.id, number: orders.orderNumber })
      .from(orders)
      .where(sql`${orders.id} IN (${sql.join(orderIds, sql`, `)})`);
    for (const o of numbers) {
      expect(row).toContain(`href="/order/${o.id}"`);
      expect(row).toContain(o.number!);
    }
    expect(row.match(/data-outcome="paid"/g)).toHaveLength(2);
    expect(row).toContain(P.shareOutcome.paid);
    // The raw notification and the event list, inside <details>, escaped.
    expect(row).toContain("<details");
    expect(row).toContain('data-event-status="settled"');
    expect(row).toContain("&lt;b&gt;tebal&lt;/b&gt;&lt;script&gt;");
    expect(row).not.toContain("<b>tebal</b>");
    expect(row).not.toContain("<script>alert(1)</script>");

    // Reconciliation: settled − unallocated = −external:gateway.
    const settled = await db().get<{ total: number }>(
      sql`SELECT coalesce(sum(gross_amount), 0) AS total FROM payments WHERE status = 'settled'`,
    );
    const ledger = -(await balanceOf(db(), account.externalGateway));
    expect(figure(html, "recon-settled")).toBe(formatRupiah(settled!.total));
    expect(figure(html, "recon-ledger")).toBe(formatRupiah(ledger));
    expect(html).toMatch(/data-testid="recon-status" data-ok="true"[^>]*>Sesuai</);
    await expectLedgerInvariants();
  });

  it("filters by status and by 'Ditandai', and pages with 'Muat Lebih Banyak'", async () => {
    const pending = await pendingPayment();
    const flagged = await pendingPayment();
    const wrong = await simStatus(flagged.paymentId, { status: "settlement", grossAmount: 999 });
    expect((await deliver(wrong)).status).toBe(200);
    expect((await db().query.payments.findFirst({ where: eq(payments.id, flagged.paymentId) }))!.flag).toBe(
      "amount_mismatch",
    );

    const pendingOnly = await page("/admin/payments?status=pending");
    expect(pendingOnly).toContain(`data-payment-id="${pending.paymentId}"`);
    expect(pendingOnly).not.toMatch(/data-testid="payment-row"[^>]*data-status="settled"/);
    const settledOnly = await page("/admin/payments?status=settled");
    expect(settledOnly).not.toContain(`data-payment-id="${pending.paymentId}"`);

    const flaggedOnly = await page("/admin/payments?flag=1");
    expect(flaggedOnly).toContain(`data-payment-id="${flagged.paymentId}"`);
    expect(flaggedOnly).not.toContain(`data-payment-id="${pending.paymentId}"`);
    expect(rowOf(flaggedOnly, flagged.paymentId)).toContain(PAYMENT_FLAG_LABELS.amount_mismatch!);

    // 105 more payments (pending, nothing moved), newer than everything: 20 per page, newest first;
    // page 6 lists 120 at once (more ids than D1 binds in one statement).
    const { id: userId } = await newUser("buyer", "hal");
    const later = Date.now() + 60_000;
    const ids = Array.from({ length: 105 }, (_, i) => `pay_page_${String(i).padStart(3, "0")}_${newId("x")}`);
    for (const [i, id] of ids.entries()) {
      await db()
        .insert(payments)
        .values({
          id,
          userId,
          purpose: "orders",
          provider: "midtrans",
          method: "qris",
          amount: 10_000,
          fee: 70,
          grossAmount: 10_070,
          expiresAt: later + 86_400_000,
          createdAt: later + i,
          updatedAt: later + i,
        });
    }
    const first = await page("/admin/payments?status=pending");
    expect(first.match(/data-testid="payment-row"/g)).toHaveLength(20);
    expect(first.indexOf(ids[104]!)).toBeGreaterThan(-1);
    expect(first.indexOf(ids[104]!)).toBeLessThan(first.indexOf(ids[103]!));
    expect(first).not.toContain(ids[84]!);
    expect(first).toContain('href="/admin/payments?status=pending&amp;page=2"');
    expect(first).toContain("Muat Lebih Banyak");
    const second = await page("/admin/payments?status=pending&page=2");
    expect(second.match(/data-testid="payment-row"/g)).toHaveLength(40);
    expect(second).toContain(ids[65]!);
    expect(second).not.toContain(ids[64]!);
    const sixth = await page("/admin/payments?status=pending&page=6");
    for (const id of ids) expect(sixth).toContain(id);
    expect(sixth).toContain(`data-payment-id="${pending.paymentId}"`);
    await db()
      .delete(payments)
      .where(sql`${payments.id} LIKE 'pay_page_%'`);
  });

  it("'Periksa Ulang Status' reads a settlement the notification never brought and applies it once", async () => {
    const { paymentId, orderIds } = await pendingPayment();
    await simStatus(paymentId, { status: "settlement" }); // not delivered
    const admin = await signedIn(USERS.admin.id);
    const gatewayBefore = await balanceOf(db(), account.externalGateway);

    const res = await admin.post("/admin/payments?status=pending", { intent: "refresh", id: paymentId });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/payments?status=pending");
    expect(toastOf(res)).toMatchObject({
      type: "success",
      title: P.refreshed,
      description: P.refreshOutcome.settled,
    });
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderIds[0]!) }))!.status).toBe("Diproses");
    const row = (await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!;
    expect(row.status).toBe("settled");
    expect(await balanceOf(db(), account.externalGateway)).toBe(gatewayBefore - row.grossAmount);

    // Again: the same answer, nothing moves twice.
    const again = await admin.post("/admin/payments", { intent: "refresh", id: paymentId });
    expect(toastOf(again)?.description).toBe(P.refreshOutcome.settled);
    expect(await balanceOf(db(), account.externalGateway)).toBe(gatewayBefore - row.grossAmount);
    await expectLedgerInvariants();
  });

  it("'Periksa Ulang Status' of a payment the provider expired closes it; an unknown id is refused", async () => {
    const { paymentId } = await pendingPayment();
    await simStatus(paymentId, { status: "expire" });
    const admin = await signedIn(USERS.admin.id);
    const res = await admin.post("/admin/payments", { intent: "refresh", id: paymentId });
    expect(toastOf(res)).toMatchObject({ type: "success", description: P.refreshOutcome.closed });
    expect((await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!.status).toBe("expired");

    const unknown = await admin.post("/admin/payments", { intent: "refresh", id: "pay_tidak_ada" });
    expect(toastOf(unknown)).toMatchObject({ type: "error", title: "Data Tidak Ditemukan" });
    const odd = await admin.post("/admin/payments", { intent: "hapus", id: paymentId });
    expect(odd.status).toBe(400);
  });

  it("shows a deposit payment with its deposit", async () => {
    const user = await newUser("buyer", "dep");
    const started = await startDepositPayment(
      ctx(),
      { id: user.id, name: user.username, email: user.email },
      75_000,
      "gopay",
    );
    if (!started.ok) throw new Error(started.error.message);
    const html = await page();
    const row = rowOf(html, started.paymentId);
    expect(row).toContain('data-testid="payment-deposit"');
    expect(row).toContain(started.depositId);
    expect(row).toContain("GoPay");
  });

  it("says 'Tidak sesuai' with the difference when the ledger and the provider disagree, and so does the ledger invariant", async () => {
    const { paymentId, orderIds } = await pendingPayment();
    await simStatus(paymentId, { status: "settlement" });
    // A payment marked settled without its movements (what a half-applied settlement would leave):
    // its share counts as unallocated, but its fee was never booked.
    const row = (await db().query.payments.findFirst({ where: eq(payments.id, paymentId) }))!;
    await db().update(payments).set({ status: "settled" }).where(eq(payments.id, paymentId));
    try {
      expect((await readLedgerInvariants(db())).gatewayDifference).toBe(row.fee);
      const html = await page();
      expect(html).toMatch(/data-testid="recon-status" data-ok="false"/);
      expect(html).toContain(P.mismatch(formatRupiah(row.fee)));
      const ledgerPage = await page("/admin/ledger");
      expect(ledgerPage).toMatch(/data-testid="invariant" data-ok="false"/);
      // A share marked paid without its money is caught as well.
      await db().update(paymentOrders).set({ outcome: "paid" }).where(eq(paymentOrders.orderId, orderIds[0]!));
      expect((await readLedgerInvariants(db())).gatewayDifference).toBe(row.grossAmount);
    } finally {
      await db().update(paymentOrders).set({ outcome: null }).where(eq(paymentOrders.orderId, orderIds[0]!));
      await db().update(payments).set({ status: "pending" }).where(eq(payments.id, paymentId));
    }
    expect((await readLedgerInvariants(db())).gatewayDifference).toBe(0);
  });
});
