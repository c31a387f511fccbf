/**
 * Paying inside the app (issue 30, point 2): 'Bayar' with a concrete method charges it through
 * Midtrans's Core API (`POST /v2/charge`, the simulator standing in) and lands on the app's own
 * payment page with the instructions the charge answered — VA number, Mandiri bill, store code,
 * QRIS drawn as a QR, e-wallet link — the amount with its fee and the deadline. A second 'Bayar'
 * shows the same transaction; another method first closes it at the provider, so at most one
 * transaction can be paid at any time. Before this change 'Bayar' went to Snap's hosted page and a
 * fresh order showed no QRIS at all.
 */
import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";
import { newListing, newUser, signedIn, unpaidOrder, USERS } from "./fixtures";
import { SIM, settleAtProvider } from "./gateway-sim";
import { db, expectLedgerInvariants } from "./helpers";

type SimRow = { status: string; request: Record<string, unknown>; expiresAt: number };

/** The simulator's own record of a transaction (what Midtrans would hold), or null. */
async function atProvider(paymentId: string): Promise<SimRow | null> {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${paymentId}`);
  return res.status === 200 ? ((await res.json()) as SimRow) : null;
}

/** Midtrans's status answer for a transaction. */
async function providerStatus(paymentId: string) {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/v2/${paymentId}/status`, {
    headers: { Authorization: `Basic ${btoa(`${env.MIDTRANS_SERVER_KEY}:`)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown> & { va_numbers?: { va_number: string }[] };
}

async function buyerWithOrder(price = 40_000) {
  const buyer = await newUser("buyer", "charge");
  const listing = await newListing(USERS.otherSeller.id, `Akun charge ${price}`, price);
  return { buyer, orderId: await unpaidOrder(buyer.id, listing.id), c: await signedIn(buyer.id) };
}

/** The page text without React's text separators. */
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const shown = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

/** 'Bayar' on the order page with `method`: lands on the app's payment page; that page's HTML. */
async function payWith(method: string, price = 40_000) {
  const { buyer, orderId, c } = await buyerWithOrder(price);
  const res = await c.post(`/order/${orderId}`, { intent: "pay", method });
  expect(res.status).toBe(303);
  const location = res.headers.get("Location")!;
  const payment = (await db().query.payments.findFirst({ where: eq(payments.userId, buyer.id) }))!;
  expect(location).toBe(`/payments/${payment.id}`);
  const page = await text(await c.get(location));
  const orderPage = await text(await c.get(`/order/${orderId}`));
  return { buyer, orderId, c, payment, page, orderPage, sim: (await atProvider(payment.id))! };
}

describe("'Bayar' charges the chosen method and shows its instructions inside the app", () => {
  it("VA BCA and Permata: the bank_transfer charge's VA number, stored and shown with amount, fee and deadline", async () => {
    const bca = await payWith("va_bca");
    expect(bca.sim.request).toMatchObject({
      payment_type: "bank_transfer",
      bank_transfer: { bank: "bca" },
      transaction_details: { order_id: bca.payment.id, gross_amount: 44_000 },
    });
    const va = (await providerStatus(bca.payment.id)).va_numbers![0]!.va_number;
    expect(bca.payment.instructions).toMatchObject({ bank: "BCA", vaNumber: va });
    for (const html of [bca.page, bca.orderPage]) {
      expect(shown(html, "pay-va-number")).toBe(va);
      expect(shown(html, "pay-amount")).toBe("Rp44.000");
      expect(html).toContain(`${formatRupiah(40_000)} + biaya ${formatRupiah(4_000)}`);
      expect(shown(html, "pay-deadline")).toBe(formatDateTime(bca.payment.expiresAt));
    }
    expect(shown(bca.page, "pay-deadline")).toMatch(/WIB$/);

    const permata = await payWith("va_permata");
    expect(permata.sim.request).toMatchObject({ payment_type: "bank_transfer", bank_transfer: { bank: "permata" } });
    expect(shown(permata.page, "pay-va-number")).toBe((await providerStatus(permata.payment.id)).permata_va_number);
    expect(shown(permata.page, "pay-bank")).toBe("PERMATA");
  });

  it("Mandiri: the echannel charge's bill key and biller code; Indomaret: the cstore charge's pay code", async () => {
    const mandiri = await payWith("va_mandiri");
    expect(mandiri.sim.request).toMatchObject({ payment_type: "echannel", echannel: { bill_info1: "Pembayaran" } });
    const status = await providerStatus(mandiri.payment.id);
    expect(shown(mandiri.page, "pay-biller-code")).toBe(status.biller_code);
    expect(shown(mandiri.page, "pay-bill-key")).toBe(status.bill_key);

    const store = await payWith("indomaret");
    expect(store.sim.request).toMatchObject({ payment_type: "cstore", cstore: { store: "indomaret" } });
    expect(shown(store.page, "pay-code")).toBe((await providerStatus(store.payment.id)).payment_code);
    expect(shown(store.orderPage, "pay-code")).toBe(shown(store.page, "pay-code"));
  });

  it("QRIS: the qris charge's QR string drawn by the server as an SVG QR code, with the total including 0,7 %", async () => {
    const qris = await payWith("qris", 22_000);
    expect(qris.sim.request).toMatchObject({ payment_type: "qris", qris: { acquirer: "gopay" } });
    const qrString = (await providerStatus(qris.payment.id)).qr_string as string;
    expect(qrString).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(qris.payment.instructions).toMatchObject({ qrString });
    for (const html of [qris.page, qris.orderPage]) {
      const svg = /<svg[^>]*data-testid="pay-qr"[^>]*>[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
      expect(svg).toContain(`data-qr-string="${qrString}"`);
      expect(svg).toMatch(/<path d="M4 4h7v1h-7z[^"]+" fill="#000"/); // the top-left finder's first row
      expect(shown(html, "pay-amount")).toBe("Rp22.154");
    }
  });

  it("GoPay: the gopay charge's deeplink (back to the finish page); DANA stays on the provider's hosted page", async () => {
    const gopay = await payWith("gopay");
    expect(gopay.sim.request).toMatchObject({
      payment_type: "gopay",
      gopay: { enable_callback: true, callback_url: expect.stringMatching(/\/payments\/pay-[0-9a-f]+\/finish$/) },
    });
    expect(gopay.page).toMatch(
      /href="https:\/\/sim\.pasargame\.test\/simulator\/pay\/[^"]+"[^>]*data-testid="pay-app-link"/,
    );

    const { c, orderId } = await buyerWithOrder();
    const dana = await c.post(`/order/${orderId}`, { intent: "pay", method: "dana" });
    expect(dana.headers.get("Location")).toMatch(/^https:\/\/sim\.pasargame\.test\/snap\/v4\/redirection\//);
  });

  it("the amount with its fee is what the ledger moves when the charge is paid; the order records the method", async () => {
    const { payment, orderId } = await payWith("va_bni", 75_000);
    expect(payment).toMatchObject({ amount: 75_000, fee: 4_000, grossAmount: 79_000 });
    const fees = await balanceOf(db(), account.platformPaymentFees);
    const gateway = await balanceOf(db(), account.externalGateway);
    await settleAtProvider(payment.id);
    expect(await balanceOf(db(), account.platformPaymentFees)).toBe(fees + 4_000);
    expect(await balanceOf(db(), account.externalGateway)).toBe(gateway - 79_000);
    expect(await balanceOf(db(), account.escrow(orderId))).toBe(75_000);
    const order = (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
    expect(order).toMatchObject({ status: "Diproses", paymentMethod: "va_bni" });
    // Staff's order view (the dispute page) states the method used, the total with its fee, the references.
    const admin = await signedIn(USERS.admin.id);
    const line =
      /data-testid="paid-with-line"[^]*?<\/span><\/dd>/.exec(
        await text(await admin.get(`/admin/disputes/${orderId}`)),
      )?.[0] ?? "";
    expect(line).toContain('data-via="gateway">Virtual Account BNI<');
    expect(line).toContain("Rp79.000 (termasuk biaya Rp4.000)");
    expect(line).toContain(payment.id);
    await expectLedgerInvariants();
  });

  it("a wallet-paid order records 'wallet' and the dispute view says Saldo PasarGame", async () => {
    const listing = await newListing(USERS.otherSeller.id, "Akun dompet", 5_000);
    const orderId = await unpaidOrder(USERS.buyer.id, listing.id); // the demo buyer: a funded wallet
    const c = await signedIn(USERS.buyer.id);
    expect((await c.post(`/order/${orderId}`, { intent: "pay", method: "wallet" })).status).toBe(302);
    const order = (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
    expect(order).toMatchObject({ status: "Diproses", paymentMethod: "wallet" });
    const admin = await signedIn(USERS.admin.id);
    const page = await text(await admin.get(`/admin/disputes/${orderId}`));
    expect(page).toContain('data-via="wallet">Saldo PasarGame<');
    await expectLedgerInvariants();
  });
});

describe("one payable transaction at a time", () => {
  /** The buyer's transactions the provider would still accept money for. */
  async function payableAtProvider(userId: string) {
    const rows = await db().select({ id: payments.id }).from(payments).where(eq(payments.userId, userId));
    const states = await Promise.all(rows.map((r) => atProvider(r.id)));
    return states.filter((s) => s && s.status === "pending" && s.expiresAt > Date.now()).length;
  }

  it("a second 'Bayar' with the same method shows the same instructions and charges nothing new", async () => {
    const first = await payWith("va_bri");
    const again = await first.c.post(`/order/${first.orderId}`, { intent: "pay", method: "va_bri" });
    expect(again.headers.get("Location")).toBe(`/payments/${first.payment.id}`);
    const page = await text(await first.c.get(`/payments/${first.payment.id}`));
    expect(shown(page, "pay-va-number")).toBe(shown(first.page, "pay-va-number"));
    expect(await db().$count(payments, eq(payments.userId, first.buyer.id))).toBe(1);
    expect(await payableAtProvider(first.buyer.id)).toBe(1);
  });

  it("another method closes the first at the provider before charging again; never two payable", async () => {
    const first = await payWith("qris");
    expect(await payableAtProvider(first.buyer.id)).toBe(1);
    for (const method of ["va_bca", "indomaret", "qris"]) {
      const res = await first.c.post(`/order/${first.orderId}`, { intent: "pay", method });
      expect(res.status).toBe(303);
      expect(await payableAtProvider(first.buyer.id)).toBe(1);
    }
    const rows = await db().select().from(payments).where(eq(payments.userId, first.buyer.id));
    expect(rows.map((p) => [p.method, p.status])).toEqual([
      ["qris", "expired"],
      ["va_bca", "expired"],
      ["indomaret", "expired"],
      ["qris", "pending"],
    ]);
    const closed = rows.filter((p) => p.status === "expired").map((p) => p.id);
    for (const id of closed) expect(await atProvider(id)).toMatchObject({ status: "expire" });
    // The order page shows only the open one's instructions.
    const open = rows.at(-1)!;
    const orderPage = await text(await first.c.get(`/order/${first.orderId}`));
    expect(orderPage.match(/data-testid="pay-instructions"/g)).toHaveLength(1);
    expect(orderPage).toContain(`href="/payments/${open.id}"`);
    expect(
      await db()
        .select()
        .from(payments)
        .where(and(inArray(payments.id, closed), eq(payments.status, "pending"))),
    ).toHaveLength(0);
    await expectLedgerInvariants();
  });

  it("the payment page is the payer's only: another user and a stranger's made-up id get 404", async () => {
    const { payment } = await payWith("va_bca");
    const other = await signedIn(USERS.buyer.id);
    expect((await other.get(`/payments/${payment.id}`)).status).toBe(404);
    const { c } = await buyerWithOrder();
    expect((await c.get("/payments/pay-0000%3Cscript%3E")).status).toBe(404);
  });

  it("a paid charge's page sends the buyer on to the paid order", async () => {
    const { c, payment, orderId } = await payWith("alfamart");
    await settleAtProvider(payment.id);
    const res = await c.get(`/payments/${payment.id}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/payments/${payment.id}/finish`);
    const finish = await c.get(`/payments/${payment.id}/finish`);
    expect(finish.headers.get("Location")).toBe(`/order/${orderId}`);
  });
});
