/**
 * A pending gateway order shows how to finish paying inside the app (issue 30): the VA number, the
 * Mandiri bill key and biller code, the minimarket pay code — the same the provider's status answer
 * gives — and the deadline, beside the link to the payment page (tests/workers/pay-charge.test.ts
 * covers the charge itself, QRIS and the payment page).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "~/db/schema";
import { formatDateTime } from "~/utils/format-date-time";
import { newListing, newUser, signedIn, unpaidOrder, USERS } from "./fixtures";
import { SIM } from "./gateway-sim";
import { db } from "./helpers";

/** What the provider's status read says of a transaction (the simulator speaks Midtrans's answer). */
async function providerStatus(paymentId: string) {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/v2/${paymentId}/status`, {
    headers: { Authorization: `Basic ${btoa(`${env.MIDTRANS_SERVER_KEY}:`)}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown> & { va_numbers?: { bank: string; va_number: string }[] };
}

async function pendingWith(method: string) {
  const buyer = await newUser("buyer", "instruksi");
  const listing = await newListing(USERS.otherSeller.id, `Akun instruksi ${method}`, 40_000);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  const c = await signedIn(buyer.id);
  expect((await c.post(`/order/${orderId}`, { intent: "pay", method })).status).toBe(303);
  const payment = (await db().query.payments.findFirst({ where: eq(payments.userId, buyer.id) }))!;
  const html = (await (await c.get(`/order/${orderId}`)).text()).replace(/<!-- -->/g, "");
  return { payment, html, provider: await providerStatus(payment.id) };
}

const shown = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

describe("a pending gateway order's pay instructions", () => {
  it("VA BCA: the bank, the VA number the provider gave, the amount and the deadline", async () => {
    const { payment, html, provider } = await pendingWith("va_bca");
    expect(shown(html, "pay-va-number")).toBe(provider.va_numbers![0]!.va_number);
    expect(shown(html, "pay-bank")).toBe("BCA");
    expect(html).toContain("Rp44.000");
    expect(shown(html, "pay-deadline")).toBe(formatDateTime(payment.expiresAt));
    expect(html).toContain('data-testid="continue-payment"');
  });

  it("Mandiri: the biller code and the bill key; Indomaret: the pay code", async () => {
    const mandiri = await pendingWith("va_mandiri");
    expect(shown(mandiri.html, "pay-biller-code")).toBe(mandiri.provider.biller_code);
    expect(shown(mandiri.html, "pay-bill-key")).toBe(mandiri.provider.bill_key);
    const store = await pendingWith("indomaret");
    expect(shown(store.html, "pay-code")).toBe(store.provider.payment_code);
  });
});
