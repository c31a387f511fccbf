/**
 * Sending a notification as Web Push to every device its user subscribed (RFC 8030/8291/8292,
 * web-push.ts), after the notification row commits, never inside a money batch. Only push services'
 * endpoints are posted to (endpoints.ts), never following a redirect. 404/410: the subscription is
 * gone (row removed). 5xx, 429 or no answer: "retry" — only when no device took it, so a phone that
 * already shows the notification never shows it twice (the one that failed misses this push).
 * Locally the endpoints may be the simulator's stand-in (workers/payment-sim/push.ts); in the tests,
 * requests to the simulator's URL go through its PAYMENT_GATEWAY service binding (no network there).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications, pushSubscriptions } from "~/db/schema";
import type { Env } from "~/env.server";
import { isAllowedPushEndpoint, localPushService } from "./endpoints";
import { PUSH } from "./texts";
import { encryptPayload, vapidAuthorization, type VapidKeys } from "./web-push";

export interface PushableNotification {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: number;
}

export type PushEnv = Pick<
  Env,
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
  | "PUBLIC_ORIGIN"
  | "DEV_OUTBOX"
  | "MIDTRANS_SIMULATOR_URL"
  | "PAYMENT_GATEWAY"
>;

/** The VAPID keys when push is configured, else null. */
export function vapidKeys(env: PushEnv): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT || "mailto:support@pasargame.id",
  };
}

/** The VAPID public key the browser subscribes with, or null when push is off. */
export function pushPublicKey(env: PushEnv): string | null {
  return vapidKeys(env)?.publicKey ?? null;
}

/** How long a push service keeps an undelivered message (seconds): a day, like the VAPID JWT's limit. */
const TTL_SECONDS = 24 * 3600;

/** The payload the service worker shows (public/sw.js): title, body, and a same-origin path to open. */
export function pushPayload(n: Pick<PushableNotification, "title" | "body" | "link">) {
  const url = n.link && n.link.startsWith("/") && !n.link.startsWith("//") ? n.link : "/notifications";
  return JSON.stringify({ title: n.title, body: n.body, url });
}

/** Posts without following redirects: a push service answers directly, and a 3xx must lead nowhere. */
function sender(env: PushEnv): (url: string, init: RequestInit) => Promise<Response> {
  const via = env.PAYMENT_GATEWAY;
  const simulator = localPushService(env)?.origin ?? null;
  return (url, init) => {
    const request = { ...init, redirect: "manual" as const };
    return via && simulator && new URL(url).origin === simulator ? via.fetch(url, request) : fetch(url, request);
  };
}

export async function sendPushNotification(
  env: Env,
  db: Db,
  n: PushableNotification,
): Promise<"sent" | "skipped" | "retry"> {
  const keys = vapidKeys(env);
  if (!keys) return "skipped";
  const subscriptions = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, n.userId));
  if (subscriptions.length === 0) return "skipped";

  const payload = pushPayload(n);
  const send = sender(env);
  // An endpoint stored before endpoints were checked (or a simulator's, once the switches are off)
  // gets nothing and goes.
  const gone = subscriptions.filter((s) => !isAllowedPushEndpoint(s.endpoint, env)).map((s) => s.id);
  let retry = false;
  let sent = 0;
  await Promise.all(
    subscriptions
      .filter((s) => !gone.includes(s.id))
      .map(async (subscription) => {
        try {
          const body = await encryptPayload(subscription, payload);
          const response = await send(subscription.endpoint, {
            method: "POST",
            headers: {
              Authorization: await vapidAuthorization(subscription.endpoint, keys),
              "Content-Encoding": "aes128gcm",
              "Content-Type": "application/octet-stream",
              TTL: String(TTL_SECONDS),
              Urgency: "normal",
              // One message per notification: a retry replaces an undelivered copy instead of adding one.
              Topic: n.id.replace(/[^A-Za-z0-9_-]/g, "").slice(-32) || "pasargame",
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await response.body?.cancel();
          if (response.status === 404 || response.status === 410) gone.push(subscription.id);
          else if (response.ok) sent++;
          else if (response.status >= 500 || response.status === 429) retry = true;
          else console.warn(`push to ${new URL(subscription.endpoint).origin} refused: ${response.status}`);
        } catch (error) {
          console.warn(`push to ${new URL(subscription.endpoint).origin} failed: ${String(error)}`);
          retry = true;
        }
      }),
  );
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (sent > 0) return "sent";
  return retry ? "retry" : "skipped";
}

/**
 * Pushes one of `userId`'s stored notifications again (the newest when `notificationId` is null;
 * a test message when the user has none yet):
 * what the local /dev/push route does, so a push can be tried by hand and end-to-end tests can send
 * one for a notification an action made. Null when the user has no such notification.
 */
export async function pushStoredNotification(env: Env, db: Db, userId: string, notificationId: string | null) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      notificationId
        ? and(eq(notifications.userId, userId), eq(notifications.id, notificationId))
        : eq(notifications.userId, userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(1);
  if (!row && notificationId) return null;
  if (!row) {
    // No notification yet: a test message, so push can still be tried.
    const test = { id: `test_${Date.now()}`, title: PUSH.testTitle, body: PUSH.testBody, link: "/notifications" };
    const result = await sendPushNotification(env, db, { ...test, userId, kind: "test", createdAt: Date.now() });
    return { result, notification: { id: test.id, title: test.title, body: test.body, link: test.link } };
  }
  const result = await sendPushNotification(env, db, { ...row, kind: "" });
  return { result, notification: { id: row.id, title: row.title, body: row.body, link: row.link } };
}
