/**
 * Hostile uploads, push subscriptions and redirects: files that lie about what they are, push
 * endpoints and keys from a hostile page, and `redirect`/`from` values that would send the
 * browser to another site.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { products, pushSubscriptions } from "~/db/schema";
import { newListing, newUser, send, signedIn, USERS, verifiedUpload } from "./fixtures";
import { db } from "./helpers";
import { client, type Client } from "./http";
import { freshIp, hostileCast, PAYLOADS } from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;

beforeAll(async () => {
  ({ seller } = await hostileCast());
});

describe("push subscriptions from a hostile page", () => {
  it("endpoints that are not a push service's https URL, and keys that are not keys, are a 400 with nothing stored", async () => {
    const user = await newUser("buyer", "pushjahat");
    const c = await signedIn(user.id);
    const p256dh = `B${"A".repeat(86)}`;
    const auth = "AAAAAAAAAAAAAAAAAAAAAA";
    const endpoints = [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://push.example.net/x",
      "http://push.example.net/x",
      "https://localhost/push/x",
      "https://127.0.0.1:8888/push/x",
      "https://user:sandi@push.example.net/x",
      "https://push.example.net/x", // not a push service's host (push-endpoints.test.ts)
      "https://fcm.googleapis.com/x#<img src=x onerror=alert(1)>",
      `https://fcm.googleapis.com/${"x".repeat(2000)}`,
      "//push.example.net/x",
      "https://",
      " https://push.example.net/x",
      ...PAYLOADS.map((p) => p.text),
    ];
    for (const endpoint of endpoints) {
      const res = await c.post("/notifications/push", { intent: "subscribe", endpoint, p256dh, auth });
      expect(res.status, endpoint.slice(0, 80)).toBe(400);
      expect(((await res.json()) as { error: { title: string } }).error.title).toBe("Data Tidak Valid");
    }
    const keys: [string, string][] = [
      [p256dh.slice(1), auth],
      [`C${p256dh.slice(1)}`, auth], // not an uncompressed point
      [`${p256dh}AAAA`, auth],
      [p256dh, `${auth}AA`],
      [p256dh, "*".repeat(22)],
      [PAYLOADS[0]!.text, auth],
    ];
    for (const [key, secret] of keys) {
      const res = await c.post("/notifications/push", {
        intent: "subscribe",
        endpoint: "https://fcm.googleapis.com/fcm/send/ok",
        p256dh: key,
        auth: secret,
      });
      expect(res.status, `${key.slice(0, 20)} ${secret}`).toBe(400);
    }
    const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
    // The same subscription with a proper endpoint is accepted: the refusals were about the input.
    const ok = await c.post("/notifications/push", {
      intent: "subscribe",
      endpoint: "https://fcm.googleapis.com/fcm/send/ok",
      p256dh,
      auth,
    });
    expect(ok.status).toBe(200);
  });
});

describe("uploads that lie about what they are", () => {
  async function upload(fileName: string, bytes: Uint8Array) {
    const res = await send(seller, "POST", "/uploads", JSON.stringify({ fileName, size: bytes.byteLength }), {
      "Content-Type": "application/json",
    });
    expect(res.status).toBe(201);
    const ticket = (await res.json()) as { id: string; uploadUrl: string; key: string };
    const put = await send(seller, "PUT", ticket.uploadUrl, bytes as BodyInit);
    return { ticket, put, verify: put.status === 200 ? await send(seller, "POST", ticket.uploadUrl) : null };
  }

  it("an HTML page named .png is refused with 'File bukan gambar PNG, JPG, atau GIF.'", async () => {
    const html = new TextEncoder().encode("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
    const { ticket, verify } = await upload("foto.png", html);
    expect(verify!.status).toBe(415);
    expect(await verify!.json()).toMatchObject({
      error: { title: "Gagal Unggah Gambar", message: "foto.png: File bukan gambar PNG, JPG, atau GIF." },
    });
    expect(await env.IMAGES.head(ticket.key)).toBeNull();
  });

  it("an SVG (script-capable) named .gif is refused", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const { verify } = await upload("logo.gif", svg);
    expect(verify!.status).toBe(415);
  });

  it("polyglots — a GIF header in front of HTML, HTML after a real PNG or GIF — are refused and removed", async () => {
    const png = (await import("./fixtures")).PNG;
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const join = (...parts: Uint8Array[]) => {
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const part of parts) out.set(part, (at += part.length) - part.length);
      return out;
    };
    // A minimal real GIF (1×1, ends with the 0x3B trailer).
    const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) =>
      c.charCodeAt(0),
    );
    const cases: [string, Uint8Array][] = [
      ["kucing.gif", join(new TextEncoder().encode("GIF89a"), html)],
      ["foto.png", join(png, html)],
      ["anim.gif", join(gif, new TextEncoder().encode("<?php system($_GET['c']); ?>;"))],
      ["logo.png", join(png.slice(0, 16), new TextEncoder().encode("<SVG onload=alert(1)>"), png.slice(16))],
    ];
    for (const [name, bytes] of cases) {
      const { ticket, verify } = await upload(name, bytes);
      expect(verify!.status, name).toBe(415);
      expect(await verify!.json()).toMatchObject({
        error: { title: "Gagal Unggah Gambar", message: `${name}: File bukan gambar PNG, JPG, atau GIF.` },
      });
      expect(await env.IMAGES.head(ticket.key), name).toBeNull();
    }
    // The same real images without the payload are accepted.
    for (const [name, bytes] of [
      ["bersih.png", png],
      ["bersih.gif", gif],
    ] as const) {
      const { verify } = await upload(name, bytes);
      expect(verify!.status, name).toBe(200);
    }
  });

  it("a PNG named .jpg is accepted as the PNG its bytes are", async () => {
    const png = (await import("./fixtures")).PNG;
    const t = await verifiedUpload(seller, "foto.jpg", png);
    const res = await send(client(), "GET", `/images/${t.key}`);
    expect(res.headers.get("Content-Type")).toBe("image/png");
  });

  it("zero bytes and 2 MB + 1 byte are refused at the ticket, whatever the name says", async () => {
    for (const [size, message] of [
      [0, /kosong|tidak valid/i],
      [2 * 1024 * 1024 + 1, /2 MB/],
    ] as const) {
      const res = await send(seller, "POST", "/uploads", JSON.stringify({ fileName: "a.png", size }), {
        "Content-Type": "application/json",
      });
      expect(res.status, String(size)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
  });

  it("a hostile file name is stored under a sanitised key", async () => {
    const t = await verifiedUpload(seller, `"><script>alert(1)</script>.png`);
    expect(t.key).toMatch(/^product_images\/usr_demo_seller\/\d+-[A-Za-z0-9._-]+$/);
    const row = await db().query.products.findFirst({ where: eq(products.sellerId, "nobody") });
    expect(row).toBeUndefined();
  });
});

// ── 5. Redirects, chunked bodies, malformed escapes, decimal amounts ──────

/** A Location that stays on this site: a single-slash path, never `//host`, `/\host` or another origin. */
function expectSameSiteLocation(res: Response, where: string) {
  const location = res.headers.get("Location");
  expect(location, where).not.toBeNull();
  expect(location!, where).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, "https://pasargame.test").origin, where).toBe("https://pasargame.test");
}

const HOSTILE_REDIRECTS = [
  "/./\\/evil.example/x",
  "/.//evil.example/x",
  "/..//evil.example",
  "/a/..//evil.example/phish",
  "/./\\evil.example",
  "/%2E%2E//evil.example",
  "/a/%2e%2e/%2e//evil.example",
  "/.\\\\evil.example",
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
];

describe("a login never sends the browser to another site, whatever `redirect` holds", () => {
  it("dot segments in /login?redirect=… (signed in: the loader's redirect)", async () => {
    const c = await signedIn(USERS.buyer.id);
    const res = await c.get(`/login?redirect=${encodeURIComponent("/.//evil.example/x")}`);
    expect(res.status).toBe(302);
    expectSameSiteLocation(res, "/login?redirect=%2F.%2F%2Fevil.example%2Fx");
    for (const target of HOSTILE_REDIRECTS) {
      const r = await c.get(`/login?redirect=${encodeURIComponent(target)}`);
      expect(r.status, target).toBe(302);
      expectSameSiteLocation(r, target);
    }
    // A harmless path with dot segments still arrives where it resolves to.
    const ok = await c.get(`/login?redirect=${encodeURIComponent("/a/../my-account/wallet?tab=1#x")}`);
    expect(ok.headers.get("Location")).toBe("/my-account/wallet?tab=1#x");
  });

  it("dot segments in the login form's redirect field (the action's redirect)", async () => {
    for (const target of HOSTILE_REDIRECTS) {
      const u = await newUser("buyer", "alih"); // one login each: the per-address limit stays out of it
      const res = await client().post(
        "/login",
        { email: u.email, password: "demo12345", intent: "login", redirect: target },
        { "CF-Connecting-IP": freshIp() },
      );
      expect(res.status, target).toBe(302);
      expectSameSiteLocation(res, `form ${target}`);
    }
  });

  it("dot segments in the pre-sale conversation's way back (`from` of /messages/new)", async () => {
    const c = await signedIn(USERS.seller.id);
    const listing = await newListing(USERS.seller.id, "Akun uji alih tanya");
    for (const target of HOSTILE_REDIRECTS) {
      // The seller's own listing is refused, so the answer goes back to `from`.
      const own = await send(c, "POST", "/messages/new", new URLSearchParams({ listingId: listing.id, from: target }), {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(own.status, target).toBe(302);
      expectSameSiteLocation(own, `own listing ${target}`);
      const visitor = await send(
        client(),
        "POST",
        "/messages/new",
        new URLSearchParams({ listingId: listing.id, from: target }),
        {
          "Content-Type": "application/x-www-form-urlencoded",
        },
      );
      expect(visitor.status, target).toBe(302);
      expect(visitor.headers.get("Location"), target).toMatch(/^\/login\?redirect=/);
      const back = decodeURIComponent(visitor.headers.get("Location")!.slice("/login?redirect=".length));
      expect(
        back.startsWith("/") && !back.startsWith("//") && !back.startsWith("/\\"),
        `visitor ${target}: ${back}`,
      ).toBe(true);
    }
  });

  it("dot segments in the OAuth return path: the failed callback's way back to /login stays on the site", async () => {
    // No provider credentials here: /auth/google goes back to /login, so the saved return path is
    // planted as the browser would hold it, and the callback must not trust it.
    for (const target of HOSTILE_REDIRECTS) {
      const res = await client().get(`/auth/google?redirect=${encodeURIComponent(target)}`);
      expect(res.status, target).toBe(302);
      expectSameSiteLocation(res, `oauth start ${target}`);
    }
  });
});
