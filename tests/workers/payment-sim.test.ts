// The Midtrans simulator (workers/payment-sim/), reached the way the app reaches it in tests
// (env.PAYMENT_GATEWAY): Midtrans's API, the signed notifications, the hosted payment page.
import { createHash } from "node:crypto";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const SERVER_KEY = "SB-Mid-server-test-only-0123456789";
const SIM = "https://sim.pasargame.test";
const basic = (key: string) => `Basic ${btoa(`${key}:`)}`;
const UNAUTHORIZED = "Access denied due to unauthorized transaction, please check client or server key";

let counter = 0;
/** A fresh order id per call: storage may be shared between the tests of a file. */
const freshOrderId = (label: string) => `${label}-${Date.now()}-${++counter}`;

async function call(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (init.key !== null) headers.authorization = basic(init.key ?? SERVER_KEY);
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  } else if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  return env.PAYMENT_GATEWAY.fetch(`${SIM}${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
}

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

async function create(orderId: string, method: string, extra: Record<string, unknown> = {}, grossAmount = 150000) {
  const res = await call("/snap/v1/transactions", {
    body: {
      transaction_details: { order_id: orderId, gross_amount: grossAmount },
      enabled_payments: [method],
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { token: string; redirect_url: string };
}

const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

describe("Midtrans API", () => {
  it("refuses requests without the server key or with a wrong one (401)", async () => {
    const orderId = freshOrderId("auth");
    const body = { transaction_details: { order_id: orderId, gross_amount: 1000 } };
    for (const key of [null, "SB-Mid-server-wrong", ""]) {
      const res = await call("/snap/v1/transactions", { body, key });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({
        status_code: "401",
        status_message: UNAUTHORIZED,
        error_messages: [UNAUTHORIZED],
      });
    }
    const status = await call(`/v2/${orderId}/status`, { key: "SB-Mid-server-wrong" });
    expect(status.status).toBe(401);
    // None of the refused attempts created the transaction.
    expect((await call(`/v2/${orderId}/status`)).status).toBe(404);
  });

  it("creates a transaction: a token and the hosted page's URL", async () => {
    const { token, redirect_url } = await create(freshOrderId("create"), "bca_va");
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(redirect_url).toBe(`${SIM}/snap/v4/redirection/${token}`);
  });

  it("accepts an order id once only (400 on reuse), and refuses bad bodies with error messages", async () => {
    const orderId = freshOrderId("reuse");
    await create(orderId, "gopay");
    const again = await call("/snap/v1/transactions", {
      body: { transaction_details: { order_id: orderId, gross_amount: 5000 }, enabled_payments: ["gopay"] },
    });
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ error_messages: ["transaction_details.order_id sudah digunakan"] });

    for (const body of [
      {},
      { transaction_details: { order_id: freshOrderId("bad") } },
      { transaction_details: { order_id: freshOrderId("bad"), gross_amount: 0 } },
      { transaction_details: { order_id: freshOrderId("bad"), gross_amount: 1500.5 } },
      { transaction_details: { order_id: freshOrderId("bad"), gross_amount: "1500" } },
      { transaction_details: { order_id: freshOrderId("bad"), gross_amount: 1500 }, enabled_payments: ["bitcoin"] },
      "not json",
    ]) {
      const res = await call("/snap/v1/transactions", { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).error_messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it("answers the status of a transaction like Midtrans, and 404 for an unknown one", async () => {
    const orderId = freshOrderId("status");
    await create(orderId, "bri_va", {}, 150000);
    const res = await call(`/v2/${orderId}/status`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      status_code: "201",
      status_message: "Success, transaction is found",
      order_id: orderId,
      gross_amount: "150000.00",
      currency: "IDR",
      payment_type: "bank_transfer",
      transaction_status: "pending",
      fraud_status: "accept",
    });
    expect(body.transaction_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.expiry_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.va_numbers).toEqual([{ bank: "bri", va_number: expect.stringMatching(/^26215\d{11}$/) }]);
    expect(body).not.toHaveProperty("settlement_time");

    const unknown = await call(`/v2/${freshOrderId("nobody")}/status`);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ status_code: "404", status_message: "Transaction doesn't exist." });
  });

  it("reports the payment type and codes of each method family", async () => {
    const expected: [string, Record<string, unknown>][] = [
      ["other_qris", { payment_type: "qris" }],
      ["permata_va", { payment_type: "bank_transfer", va_numbers: [expect.objectContaining({ bank: "permata" })] }],
      ["echannel", { payment_type: "echannel", biller_code: "70012", bill_key: expect.stringMatching(/^\d{12}$/) }],
      ["shopeepay", { payment_type: "shopeepay" }],
      ["indomaret", { payment_type: "cstore", store: "indomaret", payment_code: expect.any(String) }],
    ];
    for (const [method, fields] of expected) {
      const orderId = freshOrderId(method);
      await create(orderId, method);
      expect(await json(await call(`/v2/${orderId}/status`)), method).toMatchObject(fields);
    }
  });

  it("expires a pending transaction through Midtrans's expire API, once", async () => {
    const orderId = freshOrderId("expire-api");
    await create(orderId, "bni_va");
    const res = await call(`/v2/${orderId}/expire`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status_code: "407", transaction_status: "expire" });
    expect((await call(`/v2/${orderId}/expire`, { method: "POST" })).status).toBe(412);
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({ transaction_status: "expire" });
  });
});

describe("notifications (test controls)", () => {
  it("signs a notification with SHA-512 of order id, status code, amount and server key", async () => {
    const orderId = freshOrderId("sign");
    await create(orderId, "other_qris", {}, 150000);
    const res = await call(`/_sim/transactions/${orderId}/status`, {
      key: null,
      body: { status: "settlement", deliver: false },
    });
    expect(res.status).toBe(200);
    const { notification, delivered } = (await res.json()) as {
      notification: Record<string, string>;
      delivered: number[];
    };
    expect(delivered).toEqual([]);
    expect(notification).toMatchObject({
      order_id: orderId,
      status_code: "200",
      gross_amount: "150000.00",
      transaction_status: "settlement",
      payment_type: "qris",
      fraud_status: "accept",
    });
    expect(notification.settlement_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(notification.signature_key).toBe(sha512(`${orderId}200150000.00${SERVER_KEY}`));
    // The stored status changed: the status API says so too.
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({
      transaction_status: "settlement",
      status_code: "200",
    });
  });

  it("signs with a wrong key on request, and reports the amount the payer actually paid", async () => {
    const orderId = freshOrderId("badsig");
    await create(orderId, "dana", {}, 150000);
    const res = await call(`/_sim/transactions/${orderId}/status`, {
      key: null,
      body: { status: "settlement", deliver: false, badSignature: true, grossAmount: 149000 },
    });
    const { notification } = (await res.json()) as { notification: Record<string, string> };
    expect(notification.gross_amount).toBe("149000.00");
    expect(notification.signature_key).toMatch(/^[0-9a-f]{128}$/);
    expect(notification.signature_key).not.toBe(sha512(`${orderId}200149000.00${SERVER_KEY}`));
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({ gross_amount: "149000.00" });
  });

  it("sends an out-of-order notification without changing the stored status", async () => {
    const orderId = freshOrderId("old");
    await create(orderId, "ovo");
    await call(`/_sim/transactions/${orderId}/status`, { key: null, body: { status: "settlement", deliver: false } });
    const res = await call(`/_sim/transactions/${orderId}/notify`, {
      key: null,
      body: { status: "pending", deliver: false },
    });
    const { notification } = (await res.json()) as { notification: Record<string, string> };
    expect(notification).toMatchObject({ transaction_status: "pending", status_code: "201" });
    expect(notification.signature_key).toBe(sha512(`${orderId}201150000.00${SERVER_KEY}`));
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({ transaction_status: "settlement" });
  });

  it("tries to deliver every copy and reports each attempt (0 when the merchant cannot be reached)", async () => {
    const orderId = freshOrderId("copies");
    await create(orderId, "alfamart");
    const res = await call(`/_sim/transactions/${orderId}/status`, {
      key: null,
      body: { status: "expire", copies: 2 },
    });
    const { notification, delivered } = (await res.json()) as {
      notification: Record<string, string>;
      delivered: number[];
    };
    expect(notification).toMatchObject({ status_code: "407", transaction_status: "expire" });
    expect(delivered).toHaveLength(2);
    const row = await json(await call(`/_sim/transactions/${orderId}`, { key: null }));
    expect(row).toMatchObject({ orderId, status: "expire", deliveries: [{ status: "expire" }, { status: "expire" }] });
  });

  it("refuses a control body it does not understand, and an unknown order", async () => {
    const orderId = freshOrderId("ctl");
    await create(orderId, "gopay");
    for (const body of [
      { status: "paid" },
      { status: "settlement", copies: 0 },
      { status: "settlement", grossAmount: -1 },
    ])
      expect((await call(`/_sim/transactions/${orderId}/status`, { key: null, body })).status).toBe(400);
    const unknown = await call(`/_sim/transactions/${freshOrderId("ctl-none")}/status`, {
      key: null,
      body: { status: "settlement" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("hosted payment page", () => {
  async function page(token: string) {
    const res = await call(`/snap/v4/redirection/${token}`, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    return res.text();
  }

  it("shows the amount, the order id, the deadline and each method family's instructions", async () => {
    const cases: [string, RegExp[]][] = [
      ["other_qris", [/<svg[^>]*role="img"/, /Pindai kode QRIS ini dengan aplikasi bank atau e-wallet Anda/]],
      ["bca_va", [/Nomor Virtual Account BCA/, /39012\d{11}/]],
      ["echannel", [/70012/, /Kode pembayaran \(bill key\)/]],
      ["gopay", [/Buka aplikasi GoPay dan setujui pembayaran/]],
      ["dana", [/Buka aplikasi DANA dan setujui pembayaran/]],
      ["indomaret", [/Kode pembayaran/, /IDM\d{13}/]],
    ];
    for (const [method, patterns] of cases) {
      const orderId = freshOrderId(method);
      const { token } = await create(orderId, method, { expiry: { unit: "hours", duration: 2 } }, 150000);
      const text = await page(token);
      expect(text).toContain("<title>Simulator Pembayaran Midtrans</title>");
      expect(text).toContain("Rp150.000");
      expect(text).toContain(orderId);
      expect(text).toMatch(/Bayar sebelum.*\d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d WIB/s);
      expect(text).toContain("Bayar (simulasi)");
      expect(text).toContain("Batalkan");
      for (const pattern of patterns) expect(text, method).toMatch(pattern);
    }
  });

  it("escapes what the merchant sent", async () => {
    const orderId = freshOrderId("esc");
    const { token } = await create(orderId, "gopay", {
      callbacks: { finish: 'https://pasargame.test/bayar/selesai?x="><script>alert(1)</script>' },
    });
    await call(`/_sim/transactions/${orderId}/status`, { key: null, body: { status: "cancel", deliver: false } });
    const text = await page(token);
    expect(text).not.toContain("<script>");
    expect(text).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("pays: settlement, then a 303 back to the finish URL with Snap's parameters", async () => {
    const orderId = freshOrderId("pay");
    const { token } = await create(orderId, "bca_va", {
      callbacks: { finish: "https://pasargame.test/pembayaran/selesai?dari=snap" },
    });
    const res = await call(`/snap/v4/redirection/${token}/pay`, { key: null, form: { action: "pay" } });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://pasargame.test/pembayaran/selesai");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      dari: "snap",
      order_id: orderId,
      status_code: "200",
      transaction_status: "settlement",
    });
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({ transaction_status: "settlement" });
    // The merchant was sent the notification (here unreachable: logged as 0).
    expect(await json(await call(`/_sim/transactions/${orderId}`, { key: null }))).toMatchObject({
      deliveries: [{ status: "settlement", http: 0 }],
    });
    // Paid: the page shows so, without the button; a second press changes nothing.
    const text = await page(token);
    expect(text).toContain("Pembayaran berhasil");
    expect(text).not.toContain("Bayar (simulasi)");
    const again = await call(`/snap/v4/redirection/${token}/pay`, { key: null, form: { action: "cancel" } });
    expect(again.status).toBe(200);
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({ transaction_status: "settlement" });
  });

  it("cancels, and without a finish URL shows the outcome itself", async () => {
    const orderId = freshOrderId("cancel");
    const { token } = await create(orderId, "alfamart");
    const res = await call(`/snap/v4/redirection/${token}/pay`, { key: null, form: { action: "cancel" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Pembayaran dibatalkan");
    expect(await json(await call(`/v2/${orderId}/status`))).toMatchObject({
      transaction_status: "cancel",
      status_code: "200",
    });
  });

  it("says so for an unknown token", async () => {
    const res = await call(`/snap/v4/redirection/${crypto.randomUUID()}`, { key: null });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Transaksi tidak ditemukan");
  });
});
