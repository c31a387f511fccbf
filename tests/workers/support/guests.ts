/**
 * A guest's top-up as the guest tests drive it: the 'Beli Sekarang' review and confirm from a fresh
 * IP, the receipt mails in the dev outbox, and a paid guest order with its signed link.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders } from "~/db/schema";
import { settleAtProvider } from "../gateway-sim";
import { db } from "../helpers";
import { client } from "../http";
import { playerIdTopUp } from "./topups";

let ip = 0;
export const freshIp = () => `10.66.${Math.floor(++ip / 250)}.${ip % 250}`;
export const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
export const keyFrom = (html: string) => /name="idempotencyKey" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? null;

export const buyQuery = (l: { id: string; price: number }) =>
  `buy=${l.id}&price=${l.price}&quantity=1&user_id=1234567890&checkoutKey=${crypto.randomUUID()}`;

/**
 * The guest's 'Beli Sekarang' review, then its confirm with `fields` (contact, method…), both at
 * the review's one address (`query`, as the browser keeps it).
 */
export async function guestConfirm(
  l: { id: string; price: number },
  fields: Record<string, string>,
  c = client(),
  at = freshIp(),
) {
  const query = buyQuery(l);
  const review = await c.get(`/checkout?${query}`);
  expect(review.status).toBe(200);
  const html = await text(review);
  const res = await c.post(
    `/checkout?${query}`,
    {
      intent: "confirm",
      source: "buy-now",
      idempotencyKey: keyFrom(html)!,
      idsConfirmed: "1",
      lines: JSON.stringify([
        { listingId: l.id, quantity: 1, expectedPrice: l.price, userInputData: { user_id: "1234567890" } },
      ]),
      method: "qris",
      ...fields,
    },
    { "CF-Connecting-IP": at },
  );
  return { c, html, res, query };
}

export async function mailsTo(email: string) {
  const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=50&to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { text: string; link: string | null; code: string | null }[] }).messages;
}

/** The outbox of `email` once it holds `count` mails (the room dispatches in its own waitUntil). */
export async function mailsOnceThere(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailsTo(email);
}

export const guestEmail = () => `tamu.${crypto.randomUUID().slice(0, 8)}@contoh.id`;

/** A guest's paid top-up: the order, its signed link (from the receipt mail) and the guest's browser. */
export async function paidGuestOrder(method = "qris") {
  const listing = await playerIdTopUp();
  const email = guestEmail();
  const { c, res } = await guestConfirm(listing, { contact: email, method });
  expect(res.status).toBe(303);
  const paymentPath = res.headers.get("Location")!;
  expect(paymentPath).toMatch(/^\/payments\/pay-/);
  const order = (await db().query.orders.findFirst({ where: eq(orders.productId, listing.id) }))!;
  await settleAtProvider(paymentPath.split("/")[2]!);
  const link = (await mailsTo(email))[0]!.link!;
  return { listing, email, c, paymentPath, order, link: link.replace("https://pasargame.test", "") };
}
