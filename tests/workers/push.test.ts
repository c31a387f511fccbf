// Web Push: subscriptions through POST /notifications/push, sendPushNotification to the simulator's
// push service stand-in (workers/payment-sim/push.ts, reached through PAYMENT_GATEWAY as in every
// test), the stand-in's VAPID checks, and what happens to gone (410) and failing (5xx) endpoints.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "~/env.server";
import { sendPushNotification } from "~/modules/push/send.server";
import { decryptPayload, fromBase64Url, toBase64Url, vapidAuthorization } from "~/modules/push/web-push";
import { newUser, send, signedIn } from "./fixtures";
import { db } from "./helpers";
import { client } from "./http";
import { answerWith, browserKeys, freshEndpoint, notification, rowsOf, stored, subscribedUser } from "./push-fixtures";

/** The same user subscribes a second browser (its own keys); answers its endpoint. */
async function secondDevice(c: Awaited<ReturnType<typeof subscribedUser>>["c"]) {
  const keys = await browserKeys();
  const endpoint = freshEndpoint();
  await c.post("/notifications/push", { intent: "subscribe", endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return endpoint;
}

describe("sendPushNotification", () => {
  it("pushes the notification encrypted to the subscription; the browser's keys decrypt it", async () => {
    const { user, keys, endpoint } = await subscribedUser();
    const n = notification(user.id);
    expect(await sendPushNotification(env as Env, db(), n)).toBe("sent");
    const messages = await stored(endpoint);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.ttl).toBe(86400);
    const plain = await decryptPayload(fromBase64Url(messages[0]!.body), keys.receiver);
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual({
      title: "Pesanan Dikirim",
      body: "Penjual telah mengirim pesanan Anda.",
      url: "/order/ord_123",
    });
    // The ciphertext does not contain the text.
    expect(new TextDecoder().decode(fromBase64Url(messages[0]!.body))).not.toContain("Pesanan");
    const [row] = await rowsOf(user.id);
    expect(row!.userAgent).toBeNull();
  });

  it("opens only same-origin paths: another link becomes /notifications", async () => {
    const { user, keys, endpoint } = await subscribedUser();
    await sendPushNotification(env as Env, db(), notification(user.id, "https://evil.example/x"));
    await sendPushNotification(env as Env, db(), notification(user.id, null));
    const urls = await Promise.all(
      (await stored(endpoint)).map(
        async (m) =>
          JSON.parse(new TextDecoder().decode(await decryptPayload(fromBase64Url(m.body), keys.receiver))).url,
      ),
    );
    expect(urls).toEqual(["/notifications", "/notifications"]);
  });

  it("is 'skipped' for a user without subscriptions", async () => {
    const user = await newUser("buyer", "push");
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("skipped");
  });

  it("is 'skipped' when push is not configured (no VAPID private key)", async () => {
    const { user, endpoint } = await subscribedUser();
    const unconfigured = { ...env, VAPID_PRIVATE_KEY: undefined } as Env;
    expect(await sendPushNotification(unconfigured, db(), notification(user.id))).toBe("skipped");
    expect(await stored(endpoint)).toEqual([]);
  });

  it("removes a subscription the push service answers 410 (gone), keeps the others", async () => {
    const { user, c, endpoint } = await subscribedUser();
    const alive = await secondDevice(c);
    expect(await rowsOf(user.id)).toHaveLength(2);
    await answerWith(endpoint, 410);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("sent");
    expect((await rowsOf(user.id)).map((r) => r.endpoint)).toEqual([alive]);
    expect(await stored(alive)).toHaveLength(1);
  });

  it("removes a subscription answered 404 too", async () => {
    const { user, endpoint } = await subscribedUser();
    await answerWith(endpoint, 404);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("skipped");
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("answers 'retry' on a 5xx and keeps the subscription", async () => {
    const { user, endpoint } = await subscribedUser();
    await answerWith(endpoint, 503);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("retry");
    expect(await rowsOf(user.id)).toHaveLength(1);
    await answerWith(endpoint, 201);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("sent");
  });

  it("answers 'sent' when one device took it and another failed, so a retry shows it on no phone twice", async () => {
    const { user, c, endpoint } = await subscribedUser();
    const alive = await secondDevice(c);
    await answerWith(endpoint, 503);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).toBe("sent");
    expect(await stored(alive)).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it("answers 'retry' when the push service cannot be reached", async () => {
    const { user } = await subscribedUser();
    const unreachable = {
      ...env,
      PAYMENT_GATEWAY: { fetch: () => Promise.reject(new TypeError("Network connection lost.")) },
    } as unknown as Env;
    expect(await sendPushNotification(unreachable, db(), notification(user.id))).toBe("retry");
    expect(await rowsOf(user.id)).toHaveLength(1);
  });
});

describe("the push service stand-in checks VAPID", () => {
  const keys = {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY!,
    subject: "mailto:support@pasargame.id",
  };
  const post = (endpoint: string, authorization: string, headers: Record<string, string> = {}) =>
    env.PAYMENT_GATEWAY!.fetch(endpoint, {
      method: "POST",
      headers: { Authorization: authorization, "Content-Encoding": "aes128gcm", TTL: "60", ...headers },
      body: new Uint8Array(100),
    });

  it("accepts a good JWT (201) and refuses a forged, foreign, expired or too long one", async () => {
    const endpoint = freshEndpoint();
    expect((await post(endpoint, await vapidAuthorization(endpoint, keys))).status).toBe(201);
    const good = await vapidAuthorization(endpoint, keys);
    const forged = good.replace(/k=\S+$/, `k=${(await browserKeys()).p256dh}`);
    expect((await post(endpoint, forged)).status).toBe(401);
    expect((await post(endpoint, await vapidAuthorization("https://push.other.example/x", keys))).status).toBe(403);
    expect((await post(endpoint, await vapidAuthorization(endpoint, keys, Date.now() - 2 * 86400_000))).status).toBe(
      403,
    );
    expect((await post(endpoint, await vapidAuthorization(endpoint, keys, Date.now(), 25 * 3600))).status).toBe(403);
    expect((await post(endpoint, "Bearer x")).status).toBe(401);
    expect((await post(endpoint, good, { "Content-Encoding": "aesgcm" })).status).toBe(415);
    expect((await post(endpoint, good, { TTL: "" })).status).toBe(400);
    expect(await stored(endpoint)).toHaveLength(1);
  });
});

describe("POST /notifications/push", () => {
  it("needs a signed-in user", async () => {
    const { p256dh, auth } = await browserKeys();
    const res = await client().post("/notifications/push", {
      intent: "subscribe",
      endpoint: freshEndpoint(),
      p256dh,
      auth,
    });
    expect(res.status).toBe(401);
  });

  it("refuses endpoints that are not https and keys of the wrong length", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    const { p256dh, auth } = await browserKeys();
    const bad: Record<string, string>[] = [
      { endpoint: "http://push.example.net/x", p256dh, auth },
      // The local stand-in's http://localhost only with the local switch (npm start), not here.
      { endpoint: "http://localhost:8888/push/x", p256dh, auth },
      { endpoint: "javascript:alert(1)", p256dh, auth },
      { endpoint: "https://user:pw@push.example.net/x", p256dh, auth },
      { endpoint: `https://push.example.net/${"a".repeat(1100)}`, p256dh, auth },
      { endpoint: freshEndpoint(), p256dh: p256dh.slice(0, 40), auth },
      { endpoint: freshEndpoint(), p256dh: toBase64Url(new Uint8Array(65)), auth },
      { endpoint: freshEndpoint(), p256dh, auth: toBase64Url(new Uint8Array(12)) },
      { endpoint: freshEndpoint(), p256dh: `${p256dh.slice(0, -1)}+`, auth },
      { endpoint: freshEndpoint(), p256dh },
    ];
    for (const fields of bad) {
      const res = await c.post("/notifications/push", { intent: "subscribe", ...fields });
      expect(res.status, JSON.stringify(fields).slice(0, 120)).toBe(400);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("stores a short label of the browser, not the whole user agent", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    const keys = await browserKeys();
    await c.post(
      "/notifications/push",
      { intent: "subscribe", endpoint: freshEndpoint(), p256dh: keys.p256dh, auth: keys.auth },
      { "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36" },
    );
    expect((await rowsOf(user.id))[0]!.userAgent).toBe("Chrome · Android");
  });

  it("unsubscribes the user's own endpoint; another user's stays (403)", async () => {
    const a = await subscribedUser();
    const b = await subscribedUser();
    const res = await b.c.post("/notifications/push", { intent: "unsubscribe", endpoint: a.endpoint });
    expect(res.status).toBe(403);
    expect(await rowsOf(a.user.id)).toHaveLength(1);
    const own = await a.c.post("/notifications/push", { intent: "unsubscribe", endpoint: a.endpoint });
    expect(await own.json()).toEqual({ subscribed: false });
    expect(await rowsOf(a.user.id)).toEqual([]);
  });

  it("cannot take over another user's endpoint without its keys; the same browser's subscription moves", async () => {
    const a = await subscribedUser();
    const b = await newUser("buyer", "push");
    const cb = await signedIn(b.id);
    const other = await browserKeys();
    const stolen = await cb.post("/notifications/push", {
      intent: "subscribe",
      endpoint: a.endpoint,
      p256dh: other.p256dh,
      auth: other.auth,
    });
    expect(stolen.status).toBe(403);
    expect(await rowsOf(a.user.id)).toHaveLength(1);
    // The same browser (same keys), now signed in as b: the device is b's.
    const moved = await cb.post("/notifications/push", {
      intent: "subscribe",
      endpoint: a.endpoint,
      p256dh: a.keys.p256dh,
      auth: a.keys.auth,
    });
    expect(moved.status).toBe(200);
    expect(await rowsOf(a.user.id)).toEqual([]);
    expect(await rowsOf(b.id)).toHaveLength(1);
  });

  it("keeps at most 10 devices per user, dropping the oldest", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    const keys = await browserKeys();
    const endpoints = Array.from({ length: 12 }, () => freshEndpoint());
    for (const endpoint of endpoints) {
      await c.post("/notifications/push", { intent: "subscribe", endpoint, p256dh: keys.p256dh, auth: keys.auth });
    }
    const kept = (await rowsOf(user.id)).map((r) => r.endpoint).sort();
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoints[0]);
  });

  it("answers 405 to GET and 400 to an unknown intent", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    expect((await c.get("/notifications/push")).status).toBe(405);
    expect((await c.post("/notifications/push", { intent: "hapus-semua" })).status).toBe(400);
    expect(
      (await send(c, "POST", "/notifications/push", '{"intent":"subscribe"}', { "Content-Type": "application/json" }))
        .status,
    ).toBe(400);
  });
});
