// Where a push may go (issue 30, security probe): a subscription's endpoint must be a push service's
// host (or the local simulator's stand-in in development) — never an address inside a network, a
// cloud metadata service or loopback — and the sender never follows a push service's redirect.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pushSubscriptions } from "~/db/schema";
import type { Env } from "~/env.server";
import { sendPushNotification } from "~/modules/push/send.server";
import { newId } from "~/utils/ids";
import { newUser, signedIn } from "./fixtures";
import { db } from "./helpers";
import { answerWith, browserKeys, freshEndpoint, notification, rowsOf, stored, subscribedUser } from "./push-fixtures";

describe("POST /notifications/push: the endpoint's host", () => {
  it("refuses any host that is not a push service's", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    const { p256dh, auth } = await browserKeys();
    const hosts = [
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.7/push/x",
      "https://127.0.0.2/push/x",
      "https://[::1]/push/x",
      "https://0.0.0.0/push/x",
      "https://localhost./push/x",
      "https://localhost/push/x",
      "https://push.example.net/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://evilpush.apple.com/x",
      "https://push.apple.com.evil.example/x",
      "https://notify.windows.com/w/?token=x",
      // The simulator's stand-in only on its own origin.
      "https://sim.pasargame.test:8443/push/x",
    ];
    for (const endpoint of hosts) {
      const res = await c.post("/notifications/push", { intent: "subscribe", endpoint, p256dh, auth });
      expect(res.status, endpoint).toBe(400);
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("accepts the push services of Chrome, Firefox, Safari and Edge", async () => {
    const user = await newUser("buyer", "push");
    const c = await signedIn(user.id);
    const { p256dh, auth } = await browserKeys();
    const endpoints = [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMK",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    ];
    for (const endpoint of endpoints) {
      const res = await c.post("/notifications/push", { intent: "subscribe", endpoint, p256dh, auth });
      expect(res.status, endpoint).toBe(200);
    }
    expect((await rowsOf(user.id)).map((r) => r.endpoint).sort()).toEqual([...endpoints].sort());
  });
});

describe("sendPushNotification: where it sends", () => {
  it("does not follow a push service's redirect", async () => {
    const { user, endpoint } = await subscribedUser();
    const elsewhere = freshEndpoint();
    await answerWith(endpoint, 307, elsewhere);
    expect(await sendPushNotification(env as Env, db(), notification(user.id))).not.toBe("sent");
    expect(await stored(elsewhere)).toEqual([]);
  });

  it("never sends to a stored endpoint outside the push services, and drops it", async () => {
    const user = await newUser("buyer", "push");
    const { p256dh, auth } = await browserKeys();
    const asked: string[] = [];
    const recording = {
      ...env,
      PAYMENT_GATEWAY: {
        fetch: (url: string) => {
          asked.push(url);
          return Promise.resolve(new Response(null, { status: 201 }));
        },
      },
    } as unknown as Env;
    // A row written before endpoints were checked.
    await db()
      .insert(pushSubscriptions)
      .values({
        id: newId("psub"),
        userId: user.id,
        endpoint: `https://169.254.169.254/latest/meta-data/${newId("x")}`,
        p256dh,
        auth,
        createdAt: Date.now(),
      });
    expect(await sendPushNotification(recording, db(), notification(user.id))).toBe("skipped");
    expect(asked).toEqual([]);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});
