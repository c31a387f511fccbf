import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { forgetCatalogVersion, readCatalogVersion } from "~/modules/cache/catalog-version.server";
import { toastCookie } from "~/utils/toast.server";
import { formatRupiah } from "~/utils/format";
import { db } from "./helpers";
import { client, ORIGIN } from "./http";

/** A client signed in as `userId` (sessions made directly; the login form is auth.test.ts's). */
async function signedIn(userId: string) {
  const c = client();
  const { token } = await createSession(db(), userId, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return c;
}

/** An anonymous GET with no cookies at all. */
const visit = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });

/**
 * Anonymous GETs until the edge answers from its cache: the first visit stores the page after the
 * response (waitUntil), so the very next request may still race it.
 */
async function visitUntilHit(path: string) {
  for (let i = 0; i < 20; i++) {
    const res = await visit(path);
    if (res.headers.get("X-Cache") === "HIT") return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} never came from the cache`);
}

/** The response's CSP nonce ("" when the app sends no nonce). */
function nonceOf(res: Response) {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
}

async function catalogVersion() {
  return env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'catalog'").first<number>("version");
}

/** What only a signed-in visitor's header shows (the buyer's name appears on no public page). */
function expectNoPersonalBits(html: string) {
  for (const bit of [
    "pembeli_demo",
    'data-testid="cart-link"',
    'data-testid="notifications-link"',
    'data-testid="menu-balance"',
    "Saldo:",
  ]) {
    expect(html).not.toContain(bit);
  }
}

describe("edge cache for anonymous visitors", () => {
  it("serves the second anonymous visit of the home page from the cache, the same page with a fresh nonce", async () => {
    const first = await visit("/");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.get("Set-Cookie")).toBeNull();
    const firstNonce = nonceOf(first);
    const firstHtml = await first.text();

    const second = await visitUntilHit("/");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("Content-Type")).toContain("text/html");
    const secondNonce = nonceOf(second);
    const html = await second.text();
    // Byte for byte the same page, except that each answer's CSP nonce is its own.
    const normal = (text: string, nonce: string) => (nonce ? text.split(nonce).join("NONCE") : text);
    expect(normal(html, secondNonce)).toBe(normal(firstHtml, firstNonce));
    if (firstNonce) {
      expect(secondNonce).not.toBe(firstNonce);
      // Every script that runs (JSON-LD blocks are data).
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !tag.includes('type="application/ld+json"'));
      for (const tag of scripts) expect(tag).toContain(`nonce="${secondNonce}"`);
    }
    expect(html).toContain("Masuk"); // the visitor's header, not a member's
    expectNoPersonalBits(html);
  });

  it("caches Remix data requests of public pages too", async () => {
    const first = await visit("/games.data");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const body = await first.text();
    const again = await visitUntilHit("/games.data");
    expect(await again.text()).toBe(body);
  });

  it("never caches a signed-in visitor's page, and never serves them a cached one", async () => {
    await visitUntilHit("/featured");
    const buyer = await signedIn("usr_demo_buyer");
    for (let i = 0; i < 2; i++) {
      const res = await buyer.get("/featured");
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Cache")).not.toBe("HIT");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain("pembeli_demo");
      expect(html).toContain('data-testid="menu-balance"');
    }
    // What visitors get afterwards is still the visitor's page.
    const anon = await visitUntilHit("/featured");
    expectNoPersonalBits(await anon.text());
  });

  it("keeps signed-in-only and private paths out of the cache even for visitors", async () => {
    for (const path of ["/cart", "/login", "/my-account"]) {
      for (let i = 0; i < 2; i++) {
        const res = await visit(path);
        expect(res.headers.get("X-Cache")).not.toBe("HIT");
        if ((res.headers.get("Content-Type") ?? "").includes("text/html")) {
          expect(res.headers.get("Cache-Control")).toBe("private, no-store");
        }
        await res.arrayBuffer();
      }
    }
  });

  it("shows a seller's new price on the very next anonymous visit (the catalog version moves)", async () => {
    const page = "/games/valorant/akun/lst_sample_1";
    const cached = await visitUntilHit(page);
    expect(await cached.text()).toContain(formatRupiah(2_750_000));
    const before = await catalogVersion();

    const seller = await signedIn("usr_demo_seller");
    const edit = await seller.post("/seller/dashboard", {
      intent: "update",
      listingId: "lst_sample_1",
      price: "2.450.000",
      originalPrice: "3.200.000",
      stock: "1",
    });
    expect(edit.status).toBe(302);
    expect(await catalogVersion()).toBe(before! + 1);

    const next = await visit(page);
    expect(next.headers.get("X-Cache")).toBe("MISS");
    const html = await next.text();
    expect(html).toContain(formatRupiah(2_450_000));
    expect(html).not.toContain(formatRupiah(2_750_000));
    // The game page's grid too.
    expect(await (await visit("/games/valorant")).text()).toContain(formatRupiah(2_450_000));
  });

  it("counts a deleted listing out of /games on the next visit: the loaders forget the version the worker forgot", async () => {
    // The worker and the server build each bundle the version memo; both must drop it on a write,
    // or the page rebuilt under the new version is filled from counts kept for the old one.
    const valorantCount = (html: string) =>
      Number(/href="\/games\/valorant"><img[^]*?([\d.]+)(?:<!-- -->)? produk/.exec(html)?.[1]?.replace(/\./g, ""));
    const before = valorantCount(await (await visitUntilHit("/games")).text());
    expect(before).toBeGreaterThan(0);

    const seller = await signedIn("usr_demo_seller");
    const gone = await seller.post("/seller/dashboard", {
      intent: "delete",
      listingId: "lst_004",
      confirmed: "1",
    });
    expect(gone.status).toBe(302);

    const next = await visit("/games");
    expect(next.headers.get("X-Cache")).toBe("MISS");
    expect(valorantCount(await next.text())).toBe(before - 1);
  });

  it("never answers or stores a POST from the cache", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await SELF.fetch(`${ORIGIN}/contact`, {
        method: "POST",
        body: new URLSearchParams({ name: "", email: "", subject: "", message: "" }),
        headers: { Host: new URL(ORIGIN).host, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
      expect(res.headers.get("X-Cache")).not.toBe("HIT");
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      await res.arrayBuffer();
    }
  });

  it("lets a pending toast through to the app, and keeps it out of the cached page", async () => {
    await visitUntilHit("/");
    const toast = toastCookie({ type: "success", title: "Pesan Terkirim Khusus Uji" }).split(";")[0]!;
    const res = await visit("/", { Cookie: toast });
    expect(res.headers.get("X-Cache")).not.toBe("HIT");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Set-Cookie")).toContain("pg_toast=;");
    expect(await res.text()).toContain("Pesan Terkirim Khusus Uji");

    const anon = await visitUntilHit("/");
    expect(await anon.text()).not.toContain("Pesan Terkirim Khusus Uji");
  });
});

describe("the catalog version", () => {
  it("is trusted for a few seconds (a hot page costs no D1 query), then read again", async () => {
    forgetCatalogVersion();
    const t = Date.now();
    const version = await readCatalogVersion(env.DB, 5_000, t);
    expect(version).toEqual(expect.any(Number));
    await env.DB.prepare("UPDATE cache_versions SET version = version + 1 WHERE key = 'catalog'").run();
    expect(await readCatalogVersion(env.DB, 5_000, t + 4_000)).toBe(version);
    expect(await readCatalogVersion(env.DB, 5_000, t + 5_001)).toBe(version! + 1);
    expect(await readCatalogVersion(env.DB, 0)).toBe(version! + 1);
    forgetCatalogVersion();
  });
});

describe("D1 read replicas (Sessions API bookmark cookie)", () => {
  it("gives a writer a bookmark to read their own writes, and visitors' reads no cookie", async () => {
    const anon = await visit("/games");
    expect(anon.headers.getSetCookie().join()).not.toContain("pg_d1=");

    const seller = await signedIn("usr_demo_seller");
    const edit = await seller.post("/seller/dashboard", {
      intent: "update",
      listingId: "lst_sample_1",
      price: "2.400.000",
      originalPrice: "",
      stock: "1",
    });
    expect(edit.status).toBe(302);
    const bookmark = seller.jar.get("pg_d1");
    expect(bookmark, "a write answers with the session's bookmark").toBeTruthy();

    // The next read carries the bookmark and sees the write.
    const dashboard = await seller.get("/seller/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(formatRupiah(2_400_000));
  });
});
