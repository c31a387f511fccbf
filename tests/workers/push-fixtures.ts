/**
 * What the Web Push tests share (push.test.ts, push-endpoints.test.ts): a browser's subscription
 * keys, fresh endpoints at the simulator's push service stand-in (reached through PAYMENT_GATEWAY),
 * and the stand-in's controls: the messages it kept, and the answer it gives.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { pushSubscriptions } from "~/db/schema";
import { fromBase64Url, toBase64Url } from "~/modules/push/web-push";
import { newUser, signedIn } from "./fixtures";
import { db } from "./helpers";

export const SIM = "https://sim.pasargame.test";
let counter = 0;
export const freshEndpoint = () => `${SIM}/push/t${Date.now()}-${++counter}`;

/** What a browser's push subscription holds: a P-256 key pair and a 16-byte auth secret. */
export async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    p256dh: toBase64Url(publicKey),
    auth: toBase64Url(auth),
    receiver: { publicKey, privateD: fromBase64Url(jwk.d!), auth },
  };
}

/** A notification as the dispatcher hands it to sendPushNotification. */
export const notification = (userId: string, link: string | null = "/order/ord_123") => ({
  id: `ntf_${crypto.randomUUID().replace(/-/g, "")}`,
  userId,
  kind: "order_shipped",
  title: "Pesanan Dikirim",
  body: "Penjual telah mengirim pesanan Anda.",
  link,
  createdAt: Date.now(),
});

/** The messages the stand-in kept for this endpoint. */
export const stored = async (endpoint: string) => {
  const res = await env.PAYMENT_GATEWAY!.fetch(endpoint.replace("/push/", "/_sim/push/"));
  return ((await res.json()) as { messages: { body: string; ttl: number; topic: string | null }[] }).messages;
};

/** Makes the stand-in answer every later push to this endpoint with `status` (and `location`, for a redirect). */
export const answerWith = (endpoint: string, status: number, location?: string) =>
  env.PAYMENT_GATEWAY!.fetch(`${endpoint.replace("/push/", "/_sim/push/")}/answer`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status, location }),
  });

/** A new buyer whose browser subscribed through POST /notifications/push. */
export async function subscribedUser() {
  const user = await newUser("buyer", "push");
  const c = await signedIn(user.id);
  const keys = await browserKeys();
  const endpoint = freshEndpoint();
  const res = await c.post("/notifications/push", {
    intent: "subscribe",
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ subscribed: true });
  return { user, c, keys, endpoint };
}

/** The user's stored subscriptions. */
export const rowsOf = (userId: string) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
