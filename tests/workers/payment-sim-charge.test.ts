// The Midtrans simulator's Core API charge (workers/payment-sim/charge.ts), reached as the app
// reaches it in tests: the answer's shapes per payment type, the status answer carrying the same
// codes, its refusals, and the pay page a person uses to pay by VA number, pay code or QRIS data.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { crc16 } from "../../workers/payment-sim/midtrans";

const SIM = "https://sim.pasargame.test";
const AUTH = `Basic ${btoa("SB-Mid-server-test-only-0123456789:")}`;
let counter = 0;
const freshOrderId = (label: string) => `${label}-${Date.now()}-${++counter}`;

function call(path: string, init: { body?: unknown; auth?: boolean } = {}) {
  return env.PAYMENT_GATEWAY!.fetch(`${SIM}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: {
      ...(init.auth === false ? {} : { authorization: AUTH }),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: "manual",
  });
}

async function charge(orderId: string, payment: Record<string, unknown>, gross = 150_000) {
  const res = await call("/v2/charge", {
    body: { ...payment, transaction_details: { order_id: orderId, gross_amount: gross } },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("POST /v2/charge", () => {
  it("answers each payment type's instructions in Midtrans's shapes, pending with status code 201", async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { payment_type: "bank_transfer", bank_transfer: { bank: "bca" } },
        {
          payment_type: "bank_transfer",
          va_numbers: [{ bank: "bca", va_number: expect.stringMatching(/^39012\d{11}$/) }],
        },
      ],
      [
        { payment_type: "bank_transfer", bank_transfer: { bank: "permata" } },
        { payment_type: "bank_transfer", permata_va_number: expect.stringMatching(/^8562\d{12}$/) },
      ],
      [{ payment_type: "echannel" }, { biller_code: "70012", bill_key: expect.stringMatching(/^\d{12}$/) }],
      [
        { payment_type: "cstore", cstore: { store: "alfamart" } },
        { store: "alfamart", payment_code: expect.stringMatching(/^ALF\d{13}$/) },
      ],
      [
        { payment_type: "qris", qris: { acquirer: "gopay" } },
        {
          qr_string: expect.stringMatching(/^000201010212/),
          acquirer: "gopay",
          actions: [
            { name: "generate-qr-code", method: "GET", url: expect.stringMatching(/\/v2\/qris\/.+\/qr-code$/) },
          ],
        },
      ],
      [
        { payment_type: "gopay" },
        {
          actions: [
            expect.objectContaining({ name: "generate-qr-code" }),
            expect.objectContaining({ name: "deeplink-redirect", url: expect.stringContaining("/simulator/pay/") }),
            expect.objectContaining({ name: "get-status" }),
            expect.objectContaining({ name: "cancel", method: "POST" }),
          ],
        },
      ],
      [{ payment_type: "shopeepay" }, { actions: [expect.objectContaining({ name: "deeplink-redirect" })] }],
    ];
    for (const [payment, fields] of cases) {
      const orderId = freshOrderId(String(payment.payment_type));
      const { status, body } = await charge(orderId, payment);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({
        status_code: "201",
        transaction_status: "pending",
        fraud_status: "accept",
        order_id: orderId,
        gross_amount: "150000.00",
        currency: "IDR",
        ...fields,
      });
      expect(body.expiry_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      if (payment.bank_transfer && (payment.bank_transfer as { bank: string }).bank === "permata")
        expect(body).not.toHaveProperty("va_numbers");
      // The status read answers the same codes.
      const status2 = (await (await call(`/v2/${orderId}/status`)).json()) as Record<string, unknown>;
      for (const key of ["bill_key", "payment_code", "qr_string", "actions"])
        if (key in body) expect(status2[key], key).toEqual(body[key]);
    }
  });

  it("writes a QRIS payload with the amount and a valid CRC, and honours custom_expiry", async () => {
    expect(crc16("123456789")).toBe("29B1"); // CRC-16/CCITT-FALSE's check value
    const before = Date.now();
    const { body } = await charge(
      freshOrderId("qris-expiry"),
      { payment_type: "qris", custom_expiry: { expiry_duration: 30, unit: "minute" } },
      22_154,
    );
    const qr = body.qr_string as string;
    expect(qr).toContain("540522154");
    expect(qr.slice(-4)).toBe(crc16(qr.slice(0, -4)));
    const [d, t] = (body.expiry_time as string).split(" ");
    const expiry = Date.parse(`${d}T${t}+07:00`);
    expect(expiry - before).toBeGreaterThan(29 * 60_000);
    expect(expiry - before).toBeLessThan(31 * 60_000);
  });

  it("refuses no key (401), a bad body (400 with validation messages) and a used order id (406)", async () => {
    const orderId = freshOrderId("refused");
    const noKey = await call("/v2/charge", { body: { payment_type: "qris" }, auth: false });
    expect(noKey.status).toBe(401);
    for (const [payment, message] of [
      [{ payment_type: "bitcoin" }, /payment_type must be/],
      [{ payment_type: "bank_transfer", bank_transfer: { bank: "bsi" } }, /bank_transfer.bank/],
      [{ payment_type: "cstore" }, /cstore.store/],
      [
        { payment_type: "qris", item_details: [{ id: "a", name: "A", price: 1_000, quantity: 1 }] },
        /not equal to the sum of item_details/,
      ],
      [{ payment_type: "qris", custom_expiry: { expiry_duration: 0, unit: "minute" } }, /custom_expiry/],
    ] as const) {
      const { status, body } = await charge(orderId, payment);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status_code: "400" });
      expect((body.validation_messages as string[]).join(" ")).toMatch(message);
    }
    expect((await charge(orderId, { payment_type: "echannel" })).status).toBe(200);
    const again = await charge(orderId, { payment_type: "echannel" });
    expect(again).toMatchObject({ status: 406, body: { status_code: "406" } });
  });
});

describe("the pay page by code", () => {
  it("finds a charge by its VA number (spaces allowed) and pays it: settlement, notification sent", async () => {
    const orderId = freshOrderId("pay-by-va");
    const { body } = await charge(orderId, { payment_type: "bank_transfer", bank_transfer: { bank: "bni" } });
    const va = (body.va_numbers as { va_number: string }[])[0]!.va_number;
    const found = await call(`/simulator?code=${encodeURIComponent(va.replace(/(\d{4})/g, "$1 "))}`, { auth: false });
    expect(found.status).toBe(303);
    const page = found.headers.get("Location")!;
    expect(page).toMatch(/^\/simulator\/pay\//);
    const html = await (await call(page, { auth: false })).text();
    expect(html).toContain("Bayar (simulasi)");
    expect(html).toContain(va);
    const token = page.split("/").pop()!;
    const paid = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/snap/v4/redirection/${token}/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(paid.status).toBe(200); // no finish URL for a VA: the page shows the outcome
    const row = (await (await call(`/_sim/transactions/${orderId}`)).json()) as {
      status: string;
      deliveries: { status: string }[];
    };
    expect(row.status).toBe("settlement");
    expect(row.deliveries.map((d) => d.status)).toContain("settlement");
  });

  it("finds a QRIS charge by its payload; an unknown code is a 404 with the form again", async () => {
    const orderId = freshOrderId("pay-by-qr");
    const { body } = await charge(orderId, { payment_type: "qris" });
    const found = await call(`/simulator?code=${encodeURIComponent(body.qr_string as string)}`, { auth: false });
    expect(found.status).toBe(303);
    const unknown = await call("/simulator?code=000000", { auth: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('name="code"');
  });
});
