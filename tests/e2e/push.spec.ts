/**
 * Web Push, end to end: a subscription made in Chromium — its P-256 key pair and 16-byte auth secret
 * made by the browser's own WebCrypto, as a push service would hand them out (headless Chromium
 * cannot reach a real one), the endpoint at the simulator's push service stand-in — goes through
 * the real POST /notifications/push. The seller ships the order; the 'order shipped' notification is
 * pushed; the encrypted body the stand-in received is decrypted IN CHROMIUM (RFC 8291) back to the
 * notification's title, body and link. And the opt-in block on /notifications.
 */
import { expect, test, type Page } from "./fixtures";
import { checkoutOne, expectNoSevereAxeViolations, loginAs, phoneContextPage } from "./helpers";
import { newMember } from "./people";

const SIM = `http://localhost:${Number(process.env.E2E_PORT ?? 8788) + 100}`;

/** Subscribes the signed-in user of `page` to `endpoint` with keys made in the page; answers the private JWK. */
async function subscribeInBrowser(page: Page, endpoint: string) {
  return page.evaluate(async (endpoint) => {
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
      "deriveBits",
    ])) as CryptoKeyPair;
    const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
    const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
    const response = await fetch("/notifications/push", {
      method: "POST",
      body: new URLSearchParams({ intent: "subscribe", endpoint, p256dh, auth }),
    });
    return {
      status: response.status,
      answer: await response.json(),
      privateJwk: await crypto.subtle.exportKey("jwk", pair.privateKey),
      p256dh,
      auth,
    };
  }, endpoint);
}

/** RFC 8291 decryption of an aes128gcm body (base64url) in the page, with the subscription's keys. */
async function decryptInBrowser(
  page: Page,
  body: string,
  keys: { privateJwk: JsonWebKey; p256dh: string; auth: string },
): Promise<string> {
  return page.evaluate(
    async ({ body, keys }) => {
      const bytes = (text: string) => {
        const plain = text.replace(/-/g, "+").replace(/_/g, "/");
        return Uint8Array.from(atob(plain + "=".repeat((4 - (plain.length % 4)) % 4)), (c) => c.charCodeAt(0));
      };
      const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
        const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const part of parts) {
          out.set(part, at);
          at += part.length;
        }
        return out;
      };
      const hkdf = async (salt: BufferSource, ikm: BufferSource, info: BufferSource, length: number) => {
        const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
        return new Uint8Array(
          await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8),
        );
      };
      const text = new TextEncoder();
      const message = bytes(body);
      const salt = message.slice(0, 16);
      const idLength = message[20]!;
      const senderPublic = message.slice(21, 21 + idLength);
      const record = message.slice(21 + idLength);
      const uaPublic = bytes(keys.p256dh);
      const privateKey = await crypto.subtle.importKey(
        "jwk",
        keys.privateJwk,
        { name: "ECDH", namedCurve: "P-256" },
        false,
        ["deriveBits"],
      );
      const senderKey = await crypto.subtle.importKey(
        "raw",
        senderPublic,
        { name: "ECDH", namedCurve: "P-256" },
        false,
        [],
      );
      const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: senderKey }, privateKey, 256));
      const ikm = await hkdf(
        bytes(keys.auth),
        ecdh,
        concat(text.encode("WebPush: info\0"), uaPublic, senderPublic),
        32,
      );
      const cek = await hkdf(salt, ikm, text.encode("Content-Encoding: aes128gcm\0"), 16);
      const nonce = await hkdf(salt, ikm, text.encode("Content-Encoding: nonce\0"), 12);
      const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
      const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, record));
      let end = padded.length - 1;
      while (padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record");
      return new TextDecoder().decode(padded.slice(0, end));
    },
    { body, keys },
  );
}

test("a subscription made in Chromium receives the 'order shipped' push; it decrypts in Chromium to the notification", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, a checkout, a shipment, a push
  // A buyer of the test's own: the demo buyer's wallet and notifications are shared by every spec.
  await loginAs(buyer, await newMember(baseURL, { deposit: 50_000 }));
  await buyer.goto("/notifications");
  const endpoint = `${SIM}/push/e2e-${Date.now()}`;
  const subscription = await subscribeInBrowser(buyer, endpoint);
  expect(subscription.status).toBe(200);
  expect(subscription.answer).toEqual({ subscribed: true });

  // A Roblox top-up of the demo seller (penjual_demo): Rp48.000 with plenty of stock, so the specs
  // that buy it before this one leave some; the seller ships it.
  const orderPath = await checkoutOne(buyer, baseURL!, {
    listingId: "lst_061",
    expectedPrice: 48_000,
    userInputData: { username: "pemain_push" },
  });
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await seller.goto(orderPath);
  await seller.getByLabel("Info Pengiriman").fill("Kode top up: RBX-7731");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();

  // The buyer's newest notification is the shipment; the dispatcher pushed it after the step committed.
  await buyer.goto("/notifications");
  const newest = buyer.getByTestId("notification").first();
  await expect(newest).toContainText("sudah dikirim penjual");
  const title = (await newest.locator("p").first().textContent())!.trim();

  // What the push service received: encrypted (aes128gcm), readable only with the browser's keys.
  type Stored = { messages: { body: string; ttl: number }[] };
  const received = async () =>
    ((await (await buyer.request.get(`${SIM}/_sim/push/${endpoint.split("/").pop()}`)).json()) as Stored).messages;
  const shipments = async () => {
    const payloads = [];
    for (const message of await received()) {
      expect(message.ttl).toBeGreaterThan(0);
      payloads.push(JSON.parse(await decryptInBrowser(buyer, message.body, subscription)));
    }
    return payloads.filter((p: { body: string }) => p.body.includes("sudah dikirim penjual"));
  };
  await expect.poll(async () => (await shipments()).length, { timeout: 15_000 }).toBe(1); // pushed once
  const [payload] = await shipments();
  expect(payload).toEqual({ title, body: expect.stringContaining("sudah dikirim penjual"), url: orderPath });

  // Unsubscribing removes it: the next push has nowhere to go.
  const off = await buyer.evaluate(
    async (endpoint) =>
      (
        await fetch("/notifications/push", {
          method: "POST",
          body: new URLSearchParams({ intent: "unsubscribe", endpoint }),
        })
      ).status,
    endpoint,
  );
  expect(off).toBe(200);
  const again = await buyer.request.post("/dev/push", { form: {}, headers: { Origin: baseURL! } });
  expect(((await again.json()) as { result: string }).result).toBe("skipped");
  await seller.context().close();
});

test("the opt-in block on /notifications offers push on this device, or explains why not", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, "pembeli@pasargame.test");
  await page.goto("/notifications");
  const block = page.getByTestId("push-opt-in");
  await expect(block.getByRole("heading", { name: "Notifikasi push" })).toBeVisible();
  await expect(block).not.toHaveAttribute("data-state", "checking");
  const state = await block.getAttribute("data-state");
  if (state === "off") {
    await expect(block.getByRole("button", { name: "Aktifkan notifikasi push di perangkat ini" })).toBeEnabled();
  } else {
    // Headless Chromium may block notifications outright: then the block says so, without a button.
    expect(state).toBe("denied");
    await expect(block).toContainText("Izin notifikasi diblokir");
  }
  await expectNoSevereAxeViolations(page, { include: "main" });

  // A browser without the Push API gets the explanation instead of the button.
  const noPush = await phoneContextPage(browser, baseURL);
  await noPush.context().addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await loginAs(noPush, "pembeli@pasargame.test");
  await noPush.goto("/notifications");
  const explained = noPush.getByTestId("push-opt-in");
  await expect(explained).toHaveAttribute("data-state", "unsupported");
  await expect(explained).toContainText("Browser ini tidak mendukung notifikasi push.");
  await expect(explained.getByRole("button")).toHaveCount(0);
  await noPush.context().close();
});

test("the service worker shows a push as a notification that opens a page of the site only", async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(["notifications"], { origin: baseURL! });
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 20_000,
  });
  // Chromium's DevTools protocol delivers a push message to the registration, as a push service would.
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(baseURL!));
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  const origin = new URL(baseURL!).origin;
  const deliver = (data: object) =>
    cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data: JSON.stringify(data) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        url: (n.data as { url: string }).url,
      })),
    );

  await deliver({ title: "Pesanan Dikirim", body: "Pesanan sudah dikirim penjual.", url: "/order/ord_abc" });
  await expect.poll(shown).toContainEqual({
    title: "Pesanan Dikirim",
    body: "Pesanan sudah dikirim penjual.",
    url: "/order/ord_abc",
  });
  // A payload naming another site (or a protocol-relative address) opens /notifications instead.
  await deliver({ title: "Tautan Asing", body: "x", url: "https://evil.example/phish" });
  await deliver({ title: "Tautan Ganda", body: "y", url: "//evil.example/phish" });
  await expect.poll(shown).toEqual(
    expect.arrayContaining([
      { title: "Tautan Asing", body: "x", url: "/notifications" },
      { title: "Tautan Ganda", body: "y", url: "/notifications" },
    ]),
  );
  await cdp.detach();
});

test("'Aktifkan' subscribes this browser through the route, 'Matikan' takes it back", async ({ page, baseURL }) => {
  // Headless Chromium has no push service: the browser's pushManager hands out a subscription at the
  // stand-in, with keys made by its own WebCrypto. Everything else is the page's real code.
  const endpoint = `${SIM}/push/e2e-optin-${Date.now()}`;
  await page.context().grantPermissions(["notifications"], { origin: baseURL! });
  await page.addInitScript((endpoint) => {
    const w = window as unknown as { __pushSub: unknown };
    const b64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    PushManager.prototype.subscribe = async function () {
      const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ])) as CryptoKeyPair;
      const p256dh = b64url(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)));
      const sub = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => ((w.__pushSub = null), true),
      };
      w.__pushSub = sub;
      return sub as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => (w.__pushSub ?? null) as PushSubscription | null;
  }, endpoint);
  await loginAs(page, "pembeli@pasargame.test");
  await page.goto("/notifications");
  const block = page.getByTestId("push-opt-in");
  await expect(block).toHaveAttribute("data-state", "off");
  await expect(block).toContainText("Notifikasi push belum aktif di perangkat ini.");
  await block.getByRole("button", { name: "Aktifkan notifikasi push di perangkat ini" }).click();
  await expect(block).toHaveAttribute("data-state", "on");
  await expect(block).toContainText("Notifikasi push aktif di perangkat ini.");
  await expectNoSevereAxeViolations(page, { include: "main" });

  // The server has it: a push of the newest notification reaches the stand-in.
  const pushed = await page.request.post("/dev/push", { form: {}, headers: { Origin: baseURL! } });
  expect(((await pushed.json()) as { result: string }).result).toBe("sent");
  const stored = await page.request.get(`${SIM}/_sim/push/${endpoint.split("/").pop()}`);
  expect(((await stored.json()) as { messages: unknown[] }).messages).toHaveLength(1);

  await block.getByRole("button", { name: "Matikan" }).click();
  await expect(block).toHaveAttribute("data-state", "off");
  const after = await page.request.post("/dev/push", { form: {}, headers: { Origin: baseURL! } });
  expect(((await after.json()) as { result: string }).result).toBe("skipped");
});
