/**
 * Hostile input, through the real forms and pages:
 * - an XSS corpus in every user text field that is shown again renders as text on every page that
 *   shows it (or is refused with a clear 400);
 * - oversize and malformed bodies get 413/400, never a 500;
 * - fuzzed form posts (fast-check) to every action never produce a 5xx (FUZZ_RUNS for more runs);
 * - uploads that lie about what they are (what uploads.test.ts does not cover yet).
 */
import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { deposits, notificationPrefs, orders, products, pushSubscriptions, users, withdrawals } from "~/db/schema";
import { CHAT_MESSAGE_MAX_LENGTH } from "~/modules/orders/chat-protocol";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "~/modules/notifications/kinds";
import {
  newListing,
  newUser,
  openChatAt,
  roomOf,
  send,
  signedIn,
  unpaidOrder,
  USERS,
  verifiedUpload,
} from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client, type Client } from "./http";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// ── The corpus ────────────────────────────────────────────────────────────

interface Payload {
  name: string;
  text: string;
  /** Whether the page must show the escaped text verbatim (control characters may be dropped). */
  verbatim: boolean;
}
const P = (name: string, text: string, verbatim = true): Payload => ({ name, text, verbatim });
const LONG = "<script>alert(1)</script>".repeat(300); // 7,500 characters

const PAYLOADS: Payload[] = [
  P("script tag", "<script>alert(1)</script>"),
  P("attribute break-out", `"><img src=x onerror=alert(1)>`),
  P("javascript url", "javascript:alert(1)"),
  P("svg onload", "<svg onload=alert(1)>"),
  P("textarea break-out", "</textarea><script>alert(1)</script>"),
  P("script-data break-out", "</script><script>alert(1)</script>"),
  P("template", "{{7*7}}"),
  P("template literal", "${alert(1)}"),
  P("RTL override", "akun\u202Egnp.exe"),
  P("null byte", "akun\u0000<script>alert(1)</script>", false),
  P("single-quote break-out", `'><iframe src=javascript:alert(1)></iframe>`),
  P("link", `<a href="javascript:alert(1)">klik</a>`),
  P("style", "<style>body{display:none}</style>"),
  P("pre-escaped", "&lt;script&gt;alert(1)&lt;/script&gt;"),
  P("unclosed img", "<img src=x onerror=alert(1)//"),
  P("very long", LONG),
];

/** React's text and attribute escaping. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * The page holds no live markup from the corpus: no `<script>alert` anywhere (a break-out of the
 * data script would leave one), no event-handler attribute (React never renders one), no
 * javascript: URL in a link or source, no iframe or style block of ours.
 */
function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script>alert/i);
  expect(html, where).not.toMatch(/<iframe/i);
  expect(html, where).not.toMatch(/<style>body\{display:none\}/i);
  // Tags outside script bodies, with their attributes parsed loosely (quoted values kept whole).
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "<script></script>");
  const tag = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  const attr = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
  for (const [, name, attrs] of markup.matchAll(tag)) {
    for (const [, key, raw] of (attrs ?? "").matchAll(attr)) {
      expect(/^on/i.test(key!), `${where}: <${name} ${key}=…>`).toBe(false);
      const value = (raw ?? "").replace(/^["']|["']$/g, "").replace(/&#x3A;|&colon;/gi, ":");
      if (/^(href|src|action|formaction)$/i.test(key!)) {
        expect(/^\s*javascript:/i.test(value), `${where}: <${name} ${key}="${value}">`).toBe(false);
      }
    }
  }
}

/** Inert, and each stored payload is there as text. */
function expectShownAsText(html: string, shown: Payload[], where: string) {
  expectInert(html, where);
  for (const p of shown) {
    if (!p.verbatim) continue;
    const at = html.indexOf("alert(1)");
    const near = at < 0 ? "(no alert(1) on the page)" : html.slice(Math.max(0, at - 80), at + 40);
    expect(html.includes(escapeHtml(p.text)), `${where}: ${p.name} as text; near: ${near}`).toBe(true);
  }
}

const page = async (c: Client, path: string) => {
  const res = await c.get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

let ipCounter = 0;
const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

// ── Shared objects ────────────────────────────────────────────────────────

let seller: Client;
let admin: Client;
let buyer: { id: string; username: string; c: Client };
let sellerName: string;

beforeAll(async () => {
  seller = await signedIn(USERS.seller.id);
  admin = await signedIn(USERS.admin.id);
  const u = await newUser("buyer", "xss");
  buyer = { ...u, c: await signedIn(u.id) };
  // Money for the disputed orders and the withdrawals, through the ledger as an approved deposit.
  const dep = await requestDeposit(db(), u.id, { amount: 5_000_000, method: "Bank Transfer BCA" });
  if (!dep.ok) throw new Error("deposit refused");
  const approved = await approveDeposit(db(), dep.deposit.id, USERS.admin.id);
  if (!approved.ok) throw new Error("deposit approval refused");
  sellerName = (await db().query.users.findFirst({ where: (t, { eq: is }) => is(t.id, USERS.seller.id) }))!.username;
});

// ── 1. XSS corpus ─────────────────────────────────────────────────────────

describe("an XSS corpus renders as text", () => {
  const created = new Map<string, { id: string; path: string }>();

  it(`in listing title, description and tags (${PAYLOADS.length} listings via /sell/create-listing)`, async () => {
    for (const p of PAYLOADS) {
      const res = await seller.post("/sell/create-listing", {
        gameSlug: "valorant",
        categorySlug: "akun",
        title: p.text,
        description: p.text,
        tags: p.text.slice(0, 30),
        price: "15000",
        stock: "3",
        platform: "PC",
        deliveryTime: "Instan",
      });
      if (p.text.trim().length > 120) {
        // Refused with the field's message, the typed text kept, and still inert.
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Judul maksimal 120 karakter.");
        expectInert(html, `create-listing refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      const row = await db().query.products.findFirst({
        where: (t, { and, eq: is }) => and(is(t.sellerId, USERS.seller.id), is(t.description, p.text.trim())),
      });
      expect(row, p.name).toBeDefined();
      const path = `/games/valorant/akun/${row!.id}`;
      created.set(p.name, { id: row!.id, path });
      expectShownAsText(await page(client(), path), [p], `listing page ${p.name}`);
    }
    const stored = PAYLOADS.filter((p) => created.has(p.name));
    expect(stored.length).toBe(PAYLOADS.length - 1);
    expectShownAsText(await page(seller, "/seller/dashboard"), stored, "seller dashboard");
    expectShownAsText(await page(client(), `/user/${sellerName}`), stored.slice(-6), "seller profile");
    expectShownAsText(await page(client(), "/search?q=alert"), [], "search");
    expectShownAsText(await page(client(), "/games/valorant?sort=terbaru"), [], "game page");
  });

  it("in review comments (a completed order per listing, posted through the listing page)", async () => {
    const shown: Payload[] = [];
    for (const p of PAYLOADS) {
      const listing = created.get(p.name) ?? created.get("script tag")!;
      const reviewer = await newUser("buyer", "ulas");
      await insertOrder(reviewer.id, listing.id, "Selesai");
      const c = await signedIn(reviewer.id);
      const res = await c.post(listing.path, { intent: "review", rating: "4", comment: p.text });
      if (p.text.length > 1000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Komentar maksimal 1000 karakter.");
        expectInert(html, `review refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      shown.push(p);
      expectShownAsText(await page(client(), `${listing.path}?tab=ulasan`), [p], `reviews ${p.name}`);
    }
    expectShownAsText(await page(client(), `/user/${sellerName}`), [], "seller profile reviews");
  });

  it("in chat messages (the room's postMessage), on the order page, the admin's dispute page and inboxes", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji obrolan berbahaya", 1_000);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const room = roomOf(orderId);
    expect((await room.act(orderId, "pay", { id: buyer.id, role: "buyer" })).ok).toBe(true);
    expect(
      (await room.act(orderId, "ship", { id: USERS.seller.id, role: "seller" }, { deliveryInfo: "v1:a:b" })).ok,
    ).toBe(true);
    for (const p of PAYLOADS) await room.postMessage(buyer.id, p.text);
    expect(
      (
        await room.act(
          orderId,
          "dispute",
          { id: buyer.id, role: "buyer" },
          { disputeReason: "x", disputeEvidence: ["y"] },
        )
      ).ok,
    ).toBe(true);
    expectShownAsText(await page(buyer.c, `/order/${orderId}`), PAYLOADS, "order page (buyer)");
    expectShownAsText(await page(seller, `/order/${orderId}`), PAYLOADS, "order page (seller)");
    expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), PAYLOADS, "admin dispute page");
    expectInert(await page(seller, "/messages"), "seller inbox");
    expectInert(await page(buyer.c, "/messages"), "buyer inbox");
  });

  it("in pre-sale chat messages (sent over the socket), on the conversation page, inboxes and the staff's flagged list", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji tanya berbahaya", 1_000);
    const asker = await newUser("buyer", "xsstanya");
    // An older account, so the corpus fits the message rate (new accounts write slower).
    await db()
      .update(users)
      .set({ createdAt: Date.now() - 30 * 86_400_000 })
      .where(eq(users.id, asker.id));
    const askerC = await signedIn(asker.id);
    const started = await send(askerC, "POST", "/messages/new", new URLSearchParams({ listingId: listing.id }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const path = started.headers.get("Location")!;
    expect(path).toMatch(/^\/messages\/inq_/);
    const fits = PAYLOADS.filter((p) => p.text.length <= CHAT_MESSAGE_MAX_LENGTH);
    const buyerChat = await openChatAt(askerC, `${path}/chat`);
    const sellerChat = await openChatAt(seller, `${path}/chat`);
    const ids = fits.map((p, i) => (i % 2 === 0 ? buyerChat : sellerChat).say(p.text));
    await buyerChat.until((all) => ids.every((id) => all.some((m) => m.type === "chat" && m.message.clientId === id)));
    // Longer than a message may be: refused, stored nowhere.
    const long = buyerChat.say(LONG);
    await buyerChat.until((all) => all.some((m) => m.type === "error" && m.clientId === long));
    buyerChat.ws.close(1000, "selesai");
    sellerChat.ws.close(1000, "selesai");
    expectShownAsText(await page(askerC, path), fits, "pre-sale conversation (buyer)");
    expectShownAsText(await page(seller, path), fits, "pre-sale conversation (seller)");
    expectShownAsText(await page(admin, path), fits, "pre-sale conversation (staff)");
    expectInert(await page(askerC, "/messages"), "buyer inbox");
    expectInert(await page(seller, "/messages"), "seller inbox");
    expectInert(await page(admin, "/admin/chats"), "flagged chats");
  });

  it("in dispute reason and evidence (the order page's form), on both parties' and the admin's pages", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji komplain berbahaya", 1_000, 100);
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act(orderId, "pay", { id: buyer.id, role: "buyer" });
      await room.act(orderId, "ship", { id: USERS.seller.id, role: "seller" }, { deliveryInfo: "v1:a:b" });
      const res = await buyer.c.post(`/order/${orderId}`, {
        intent: "dispute",
        disputeReason: p.text.slice(0, 200),
        disputeEvidence: p.text,
      });
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Bukti maksimal 2.000 karakter.");
        expectInert(html, `dispute refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `dispute ${p.name} (buyer)`);
      expectShownAsText(await page(seller, `/order/${orderId}`), [p], `dispute ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `dispute ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue");
  });

  it("in a dispute case (the case page's multipart form): description, answer and links, on every page that shows them", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji kasus berbahaya", 1_000, 100);
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act(orderId, "pay", { id: buyer.id, role: "buyer" });
      await room.act(orderId, "ship", { id: USERS.seller.id, role: "seller" }, { deliveryInfo: "v1:a:b" });
      const path = `/order/${orderId}/case`;
      // Hostile text as a link: refused in Indonesian, nothing live on the page that says so.
      const badLink = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: "ok", links: p.text }),
      );
      expect(badLink.status, p.name).toBe(400);
      const badHtml = await badLink.text();
      expect(badHtml).toMatch(/gunakan alamat yang diawali http:\/\/ atau https:\/\/|Maksimal 5 tautan\./);
      expectInert(badHtml, `case link refusal ${p.name}`);

      const res = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: p.text, links: "" }),
      );
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Maksimal 2.000 karakter.");
        expectInert(html, `case refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      // The seller answers with the same text and a link carrying markup in its query.
      const answered = await send(
        seller,
        "POST",
        path,
        form({ intent: "answer_case", body: p.text, links: `https://contoh.id/v?q=${p.text.slice(0, 100)}` }),
      );
      expect(answered.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `case ${p.name} (buyer)`);
      expectShownAsText(await page(seller, path), [p], `case page ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `case ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue (cases)");
  });

  it("in profile fields: the full name is shown as text, a hostile username or avatar URL gets a clear 400", async () => {
    const u = await newUser("buyer", "profil");
    const c = await signedIn(u.id);
    for (const p of PAYLOADS) {
      const bad = await c.post("/my-account/profile", { username: p.text, fullName: "", phone: "", avatarUrl: "" });
      expect(bad.status, p.name).toBe(400);
      const badHtml = await bad.text();
      expect(badHtml).toMatch(/Username (hanya boleh berisi huruf, angka, dan garis bawah|maksimal)/);
      expectInert(badHtml, `username refusal ${p.name}`);

      const res = await c.post("/my-account/profile", {
        username: u.username,
        fullName: p.text,
        phone: "",
        avatarUrl: "",
      });
      if (p.text.length > 100) {
        expect(res.status, p.name).toBe(400);
        expect(await res.text()).toContain("Nama lengkap maksimal 100 karakter.");
        continue;
      }
      expect(res.status, p.name).toBe(302);
      expectShownAsText(await page(c, "/my-account/profile"), [p], `profile ${p.name}`);
      expectShownAsText(await page(c, "/contact"), [p], `contact defaults ${p.name}`);
    }
    for (const avatarUrl of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//jahat.example/a.png",
    ]) {
      const res = await c.post("/my-account/profile", { username: u.username, fullName: "", phone: "", avatarUrl });
      expect(res.status, avatarUrl).toBe(400);
      const html = await res.text();
      expect(html).toContain("Avatar harus gambar yang Anda unggah di situs ini atau avatar bawaan (/avatars/…).");
      expectInert(html, `avatar ${avatarUrl}`);
    }
    expectInert(await page(client(), `/user/${u.username}`), "public profile");
  });

  it("in the contact form: a refused form echoes what was typed as text", async () => {
    for (const p of PAYLOADS) {
      const res = await client().post(
        "/contact",
        { name: p.text, email: p.text, subject: p.text, message: p.text },
        { "CF-Connecting-IP": freshIp() },
      );
      expect(res.status, p.name).toBe(400);
      const html = await res.text();
      expect(html).toContain("Format alamat email tidak valid.");
      expectShownAsText(html, p.text.length <= 10_000 ? [p] : [], `contact ${p.name}`);
    }
  });

  it("in withdrawal account names and admin reject reasons, on the wallet, deposit, notification and queue pages", async () => {
    const depositIds: string[] = [];
    const shown: Payload[] = [];
    for (const p of PAYLOADS) {
      const res = await buyer.c.post("/my-account/wallet", {
        intent: "withdraw",
        amount: "10000",
        method: "bank_transfer",
        bankName: "BCA",
        accountNumber: "1234567890",
        accountName: p.text,
        // The holder's name the payout provider (the simulator) reports, confirmed.
        confirmedHolder: "PENJUAL DEMO",
      });
      // Names are cut at 100 characters (the form keeps what it can store).
      expect(res.status, p.name).toBe(302);
      if (p.text.length <= 100) shown.push(p);
      const dep = await requestDeposit(db(), buyer.id, {
        amount: 20_000 + depositIds.length,
        method: "Bank Transfer BCA",
      });
      if (!dep.ok) throw new Error("deposit refused");
      depositIds.push(dep.deposit.id);
    }
    expectShownAsText(await page(admin, "/admin/withdrawals"), shown, "admin withdrawal queue");
    expectShownAsText(await page(buyer.c, "/my-account/wallet"), shown, "wallet (account names)");

    const pending = await db().select().from(withdrawals).where(eq(withdrawals.userId, buyer.id));
    const rejected: Payload[] = [];
    for (const [i, p] of PAYLOADS.entries()) {
      for (const [path, id] of [
        ["/admin/deposits", depositIds[i]!],
        ["/admin/withdrawals", pending[i]!.id],
      ] as const) {
        const res = await admin.post(path, { intent: "reject", id, reason: p.text });
        if (p.text.length > 500) {
          expect(res.status, `${path} ${p.name}`).toBe(400);
          expectInert(await res.text(), `${path} refusal ${p.name}`);
        } else {
          expect(res.status, `${path} ${p.name}`).toBe(302);
        }
      }
      if (p.text.length <= 500) {
        rejected.push(p);
        expectShownAsText(
          await page(buyer.c, `/my-account/wallet/deposits/${depositIds[i]}`),
          [p],
          `deposit page reason ${p.name}`,
        );
      }
    }
    const rows = await db().select().from(deposits).where(eq(deposits.userId, buyer.id));
    expect(rows.filter((r) => r.status === "rejected")).toHaveLength(rejected.length);
    expectShownAsText(await page(buyer.c, "/my-account/wallet"), rejected, "wallet (reject reasons)");
    expectInert(await page(buyer.c, "/notifications"), "notifications");
  });

  it("in listing take-down reasons, on the seller's notifications", async () => {
    for (const p of PAYLOADS.filter((x) => x.text.length <= 500)) {
      const listing = await newListing(USERS.seller.id, `Akun diturunkan ${p.name}`);
      const res = await admin.post("/admin/listings", { intent: "take-down", id: listing.id, reason: p.text });
      expect(res.status, p.name).toBe(302);
    }
    expectInert(await page(seller, "/notifications"), "seller notifications");
    expectInert(await page(admin, "/admin/listings?q=diturunkan"), "admin listings");
  });
});

// ── 2. Oversize and malformed bodies ──────────────────────────────────────

describe("oversize and malformed bodies get a clear 413 or 400", () => {
  const MB2 = 2 * 1024 * 1024;
  let routes: [string, Client][];
  beforeAll(async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji badan permintaan");
    const orderId = await insertOrder(USERS.buyer.id, listing.id, "Dikirim");
    const demoBuyer = await signedIn(USERS.buyer.id);
    routes = [
      ["/login", client()],
      ["/contact", client()],
      ["/checkout", demoBuyer],
      [`/order/${orderId}`, demoBuyer],
      ["/my-account/wallet", demoBuyer],
      ["/sell/create-listing", seller],
      ["/admin/deposits", admin],
    ];
  });

  it("a 2 MB form post is refused with 413 'Permintaan terlalu besar.' before any action runs", async () => {
    for (const [path, c] of routes) {
      const res = await send(c, "POST", path, `a=${"x".repeat(MB2)}`, {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(res.status, path).toBe(413);
      expect(await res.text()).toBe("Permintaan terlalu besar.");
    }
  });

  it("a body that is not a form (JSON, text, broken multipart) sent to a form route is a 400, not a 500", async () => {
    const bodies: [string, string | null][] = [
      ["application/json", '{"email":'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data; boundary=batas", "--batas\r\nrusak"],
      ["multipart/form-data", "tanpa boundary"],
      ["text/plain", null],
    ];
    for (const [path, c] of routes) {
      for (const [type, body] of bodies) {
        const res = await send(c, "POST", path, body, { "Content-Type": type });
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(await res.text()).toBe("Permintaan tidak valid.");
      }
    }
  });

  it("malformed JSON where JSON is expected is a 400 with a message", async () => {
    const ticket = await send(seller, "POST", "/uploads", '{"fileName":', { "Content-Type": "application/json" });
    expect(ticket.status).toBe(400);
    expect(await ticket.json()).toMatchObject({ error: { message: "Permintaan tidak valid." } });

    const payout = await send(client(), "POST", "/internal/payouts/wd_tidak_ada", "{rusak", {
      "Content-Type": "application/json",
      Authorization: `Bearer ${env.PAYOUT_API_TOKEN}`,
    });
    expect(payout.status).toBe(400);
    expect(await payout.json()).toMatchObject({ error: "bad_request", message: "The body must be JSON." });

    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const lines of ["{", "[{]", '"x"', "[]", JSON.stringify([{ listingId: 1, quantity: "a" }])]) {
      const res = await demoBuyer.post("/checkout", { intent: "review", lines });
      expect(res.status, lines).toBe(400);
    }
  });

  it("a form exactly under the limit is still read by the action (the guard only refuses)", async () => {
    const res = await send(client(), "POST", "/login", `email=&password=&pad=${"x".repeat(900 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshIp(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Email dan password wajib diisi.");
  });
});

// ── 3. Fuzzed form posts ──────────────────────────────────────────────────

/** Vite forwards only VITE_-prefixed host variables into the workerd isolate; FUZZ_RUNS where the runner does. */
function readEnv(name: string): string | undefined {
  const fromProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  return fromProcess ?? (import.meta as { env?: Record<string, string | undefined> }).env?.[name];
}
const RUNS = Number(readEnv("FUZZ_RUNS") ?? readEnv("VITE_FUZZ_RUNS") ?? 50) || 50;

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "Infinity", "9007199254740993", "[]", "{}", "null", "true"),
  fc.constantFrom(...PAYLOADS.map((p) => p.text)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

/** A random form: mostly the action's own fields (some missing, some repeated), plus strangers. */
function formFor(fields: string[], fixed: Record<string, fc.Arbitrary<string>> = {}) {
  return fc
    .tuple(
      fc.dictionary(
        fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })),
        fc.oneof(weird, fc.array(weird, { maxLength: 3 })),
        {
          maxKeys: fields.length + 2,
        },
      ),
      fc.record(fixed, { requiredKeys: [] }),
    )
    .map(([random, chosen]) => ({ ...random, ...chosen }) as Record<string, string | string[]>);
}

describe(`fuzzed form posts never produce a 5xx (${RUNS} runs per action)`, () => {
  let f: {
    buyer: Client;
    seller: Client;
    orderPath: string;
    listingPath: string;
  };
  beforeAll(async () => {
    const b = await newUser("buyer", "fuzz");
    const s = await newUser("seller", "fuzzj");
    const listing = await newListing(s.id, "Akun uji fuzz", 5_000);
    const orderId = await unpaidOrder(b.id, listing.id);
    await insertOrder(b.id, listing.id, "Selesai"); // lets the review form go all the way
    f = {
      buyer: await signedIn(b.id),
      seller: await signedIn(s.id),
      orderPath: `/order/${orderId}`,
      listingPath: listing.path,
    };
  });

  const intent = (...names: string[]) => fc.oneof(fc.constantFrom(...names), weird);
  const ACTIONS: [string, () => Client, () => string, fc.Arbitrary<Record<string, string | string[]>>][] = [
    [
      "login",
      () => client(),
      () => "/login",
      formFor(["email", "password", "redirect"], { intent: intent("login", "resend-otp") }),
    ],
    [
      "register",
      () => client(),
      () => "/register",
      formFor(["username", "email", "phone", "role", "password", "confirmPassword"]),
    ],
    ["contact", () => client(), () => "/contact", formFor(["name", "email", "subject", "message"])],
    [
      "checkout",
      () => f.buyer,
      () => "/checkout",
      formFor(["idempotencyKey"], {
        intent: intent("review", "confirm"),
        lines: fc.oneof(
          weird,
          fc
            .array(
              fc.record(
                {
                  listingId: fc.oneof(fc.constantFrom("lst_001", "lst_002"), fc.string({ maxLength: 70 })),
                  quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
                  expectedPrice: fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER), fc.string()),
                  userInputData: fc.dictionary(
                    fc.string({ maxLength: 70 }),
                    fc.oneof(fc.string({ maxLength: 120 }), fc.integer()),
                  ),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 25 },
            )
            .map((v) => JSON.stringify(v)),
        ),
      }),
    ],
    [
      "order actions",
      () => f.buyer,
      () => f.orderPath,
      formFor(["deliveryInfo", "disputeReason", "disputeEvidence", "decisionReason", "confirmed"], {
        intent: intent("pay", "ship", "confirm", "dispute", "release", "refund", "cancel"),
      }),
    ],
    [
      "dispute case (buyer)",
      () => f.buyer,
      () => `${f.orderPath}/case`,
      formFor(["reason", "body", "links"], { intent: intent("dispute", "answer_case", "case_evidence") }),
    ],
    [
      "dispute case (seller)",
      () => f.seller,
      () => `${f.orderPath}/case`,
      formFor(["reason", "body", "links"], { intent: intent("dispute", "answer_case", "case_evidence") }),
    ],
    [
      "wallet deposit/withdraw",
      () => f.buyer,
      () => "/my-account/wallet",
      formFor(
        [
          "amount",
          "method",
          "bankName",
          "otherBankName",
          "accountNumber",
          "accountName",
          "ewalletProvider",
          "ewalletPhoneNumber",
        ],
        { intent: intent("deposit", "withdraw") },
      ),
    ],
    ["review", () => f.buyer, () => f.listingPath, formFor(["rating", "comment"], { intent: intent("review") })],
    [
      "create listing",
      () => f.seller,
      () => "/sell/create-listing",
      formFor([
        "gameSlug",
        "categorySlug",
        "title",
        "description",
        "price",
        "originalPrice",
        "stock",
        "platform",
        "serverRegion",
        "deliveryTime",
        "tags",
        "buyerInputs",
        "customBuyerInputs",
        "imageId",
      ]),
    ],
    [
      "seller dashboard",
      () => f.seller,
      () => "/seller/dashboard",
      formFor(["listingId", "price", "originalPrice", "stock", "confirmed", "amount", "method"], {
        intent: intent("update", "delete", "withdraw"),
      }),
    ],
    [
      "push subscription",
      () => f.buyer,
      () => "/notifications/push",
      formFor(["endpoint", "p256dh", "auth"], {
        intent: intent("subscribe", "unsubscribe"),
        endpoint: fc.oneof(weird, fc.webUrl({ withQueryParameters: true, withFragments: true })),
        p256dh: fc.oneof(weird, fc.base64String({ minLength: 84, maxLength: 92 })),
      }),
    ],
    ["profile", () => f.buyer, () => "/my-account/profile", formFor(["username", "fullName", "phone", "avatarUrl"])],
    [
      "settings",
      () => f.buyer,
      () => "/my-account/settings",
      formFor(["currentPassword", "password", "confirmPassword"]),
    ],
    [
      "notification settings",
      () => f.buyer,
      () => "/notifications/pengaturan",
      formFor(NOTIFICATION_KINDS.flatMap((k) => NOTIFICATION_CHANNELS.map((c) => `${k}.${c}`))),
    ],
    [
      "unsubscribe link (a forged token)",
      () => client(),
      () => "/notifications/berhenti?token=bm9ib2R5Om9yZGVyX3BhaWQ.AAAA",
      formFor(["List-Unsubscribe", "token", "userId", "kind"]),
    ],
    [
      "admin queues",
      () => admin,
      () => "/admin/deposits",
      formFor(["id", "reason"], { intent: intent("approve", "reject") }),
    ],
    [
      "admin users",
      () => admin,
      () => "/admin/users",
      formFor(["id"], { intent: intent("verify", "unverify", "suspend", "unsuspend") }),
    ],
  ];

  for (const [name, who, path, form] of ACTIONS) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(form, async (fields) => {
          const res = await who().post(path(), fields, { "CF-Connecting-IP": freshIp() });
          const body = await res.text();
          if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(fields).slice(0, 400)}`);
          return body !== undefined;
        }),
        { numRuns: RUNS },
      );
    });
  }
});

// ── 4. Uploads that lie ───────────────────────────────────────────────────

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

describe("form bodies without a Content-Length are capped as well", () => {
  /** A body of `bytes` in 64 KiB chunks: fetch sends it chunked, with no Content-Length. */
  function chunkedForm(bytes: number) {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a="));
      },
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
  }
  const post = (c: Client, path: string, body: ReadableStream<Uint8Array>) =>
    SELF.fetch(`https://pasargame.test${path}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        Host: "pasargame.test",
        Origin: "https://pasargame.test",
        Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      redirect: "manual",
    } as RequestInit);

  it("a 3 MB chunked form post is refused with 413 'Permintaan terlalu besar.'", async () => {
    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const [path, c] of [
      ["/login", client()],
      ["/contact", client()],
      ["/my-account/wallet", demoBuyer],
      ["/sell/create-listing", seller],
    ] as const) {
      const res = await post(c, path, chunkedForm(3 * 1024 * 1024));
      expect(res.status, path).toBe(413);
      expect(await res.text()).toBe("Permintaan terlalu besar.");
    }
  });

  it("a small chunked form post is read by the action as usual", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=&password="));
        controller.close();
      },
    });
    const res = await post(client(), "/login", stream);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Email dan password wajib diisi.");
  });
});

describe("malformed percent escapes in a path are a 404, never a 500", () => {
  it("/avatars/%25.svg is the avatar of the name '%' (decoded once); undecodable names are a 404", async () => {
    const percent = await client().get("/avatars/%25.svg");
    expect(percent.status).toBe(200);
    expect(percent.headers.get("Content-Type")).toBe("image/svg+xml");
    for (const path of ["/avatars/%E0%A4%A.svg", "/avatars/%.svg", "/avatars/%zz.svg", "/avatars/%C3%28.svg"]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(404);
    }
    // A name that decodes once is drawn, and is not decoded a second time ("%2541" is "%41", not "A").
    const ok = await client().get("/avatars/budi%20santoso.svg");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(">BU<");
    const once = await client().get("/avatars/%2541.svg");
    expect(once.status).toBe(200);
    expect(await once.text()).toContain(">41<");
  });

  it("every route that takes a name or id from the path", async () => {
    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const bad of ["%25", "%E0%A4%A", "%zz"]) {
      for (const [path, c] of [
        [`/user/${bad}`, client()],
        [`/games/${bad}`, client()],
        [`/games/valorant/${bad}`, client()],
        [`/games/valorant/akun/${bad}`, client()],
        [`/images/product_images/${bad}`, client()],
        [`/${bad}`, client()],
        [`/order/${bad}`, demoBuyer],
        [`/payment/${bad}`, demoBuyer],
        [`/my-account/wallet/deposits/${bad}`, demoBuyer],
        [`/admin/disputes/${bad}`, admin],
      ] as const) {
        const res = await c.get(path);
        expect([301, 404], path).toContain(res.status);
      }
      const upload = await send(seller, "PUT", `/uploads/${bad}`, new Uint8Array([1, 2, 3]));
      expect(upload.status, `/uploads/${bad}`).toBe(404);
      const verify = await send(seller, "POST", `/uploads/${bad}`);
      expect(verify.status, `/uploads/${bad}`).toBe(404);
    }
  });
});

describe("amounts with a decimal point are refused, not read as thousands", () => {
  it("a deposit of '100000.5' is refused with the amount's message; '100.000' means one hundred thousand", async () => {
    const c = buyer.c;
    const before = await db().$count(deposits, eq(deposits.userId, buyer.id));
    for (const amount of ["100000.5", "10.00", "1.5", "100.0000", "1..000", ".100", "100.", "1.000.00"]) {
      const res = await c.post("/my-account/wallet", { intent: "deposit", amount, method: "GoPay" });
      expect(res.status, amount).toBe(400);
      const html = await res.text();
      expect(html, amount).toContain("Jumlah Deposit harus lebih dari 0");
    }
    expect(await db().$count(deposits, eq(deposits.userId, buyer.id))).toBe(before);
    const ok = await c.post("/my-account/wallet", { intent: "deposit", amount: "100.000", method: "GoPay" });
    expect(ok.status).toBe(302);
    const rows = await db().select().from(deposits).where(eq(deposits.userId, buyer.id));
    expect(rows.some((r) => r.amount === 100_000)).toBe(true);
  });

  it("a withdrawal of '10000.5' is refused with the amount's message", async () => {
    const res = await buyer.c.post("/my-account/wallet", {
      intent: "withdraw",
      amount: "10000.5",
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "Pemilik Desimal",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Jumlah penarikan harus lebih dari 0.");
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, buyer.id));
    expect(rows.some((r) => r.accountName === "Pemilik Desimal")).toBe(false);
  });

  it("a listing priced '15000.5' (or with stock '1.5') is refused with the field's message", async () => {
    const base = {
      gameSlug: "valorant",
      categorySlug: "akun",
      title: "Akun harga desimal",
      description: "Harga berkoma tidak boleh dibaca sebagai ribuan.",
      tags: "",
      price: "15000",
      stock: "3",
      platform: "PC",
      deliveryTime: "Instan",
    };
    for (const price of ["15000.5", "15.0000", "1.5"]) {
      const res = await seller.post("/sell/create-listing", { ...base, price });
      expect(res.status, price).toBe(400);
      expect(await res.text()).toContain("Harga harus berupa angka bulat lebih dari 0.");
    }
    const stock = await seller.post("/sell/create-listing", { ...base, stock: "1.5" });
    expect(stock.status).toBe(400);
    expect(await stock.text()).toContain("Stok harus berupa angka bulat minimal 0.");
    const rows = await db().select().from(products).where(eq(products.title, "Akun harga desimal"));
    expect(rows).toHaveLength(0);
  });
});

describe("warranty claims: hostile text and bodies", () => {
  /** A completed account order of the demo seller whose money waits in its 7-day warranty hold. */
  async function heldOrder(title: string) {
    const listing = await newListing(USERS.seller.id, title, 1_000, 100);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    await db().update(orders).set({ warrantyDays: 7 }).where(eq(orders.id, orderId));
    const room = roomOf(orderId);
    await room.act(orderId, "pay", { id: buyer.id, role: "buyer" });
    await room.act(orderId, "ship", { id: USERS.seller.id, role: "seller" }, { deliveryInfo: "v1:a:b" });
    expect((await room.act(orderId, "confirm", { id: buyer.id, role: "buyer" })).ok).toBe(true);
    return orderId;
  }
  const PNG_BYTES = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

  it("a claim's description and the seller's answer render as text for both parties and staff", async () => {
    // Each payload on its own order, all at once (each order has its own room).
    const shown = PAYLOADS.filter((x) => x.text.length <= 1000);
    await Promise.all(
      shown.map(async (p) => {
        const orderId = await heldOrder(`Akun uji klaim berbahaya ${p.name}`);
        const form = new FormData();
        form.append("intent", "claim_warranty");
        form.append("reason", "recovered");
        form.append("description", p.text);
        form.append("evidence", new File([PNG_BYTES], "bukti.png", { type: "image/png" }));
        const filed = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
        if (!p.text.trim()) {
          expect(filed.status, p.name).toBe(400);
          return;
        }
        expect(filed.status, p.name).toBe(302);
        const answered = await seller.post(`/order/${orderId}/claim`, {
          intent: "answer_claim",
          offer: "none",
          answer: p.text,
        });
        expect(answered.status, p.name).toBe(302);
        expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `claim ${p.name} (buyer)`);
        expectShownAsText(await page(seller, `/order/${orderId}/claim`), [p], `claim ${p.name} (seller)`);
        expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `claim ${p.name} (admin)`);
      }),
    );
    expectInert(await page(admin, "/admin/disputes"), "admin queue with claims");
  }, 180_000);

  it("the claim form takes up to three 2 MB images, refuses a larger body with 413 and broken multipart with 400", async () => {
    const orderId = await heldOrder("Akun uji klaim besar");
    const big = await send(buyer.c, "POST", `/order/${orderId}/claim`, `a=${"x".repeat(7 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("Permintaan terlalu besar.");
    const broken = await send(buyer.c, "POST", `/order/${orderId}/claim`, "--batas\r\nrusak", {
      "Content-Type": "multipart/form-data; boundary=batas",
    });
    expect(broken.status).toBe(400);
    // Four images: refused in words, nothing stored.
    const form = new FormData();
    form.append("intent", "claim_warranty");
    form.append("reason", "banned");
    form.append("description", "Akun diblokir setelah dua hari.");
    for (let i = 0; i < 4; i++) form.append("evidence", new File([PNG_BYTES], `b${i}.png`, { type: "image/png" }));
    const four = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
    expect(four.status).toBe(400);
    expect(await four.text()).toContain("Maksimal 3 gambar bukti.");
    // The rest of the site keeps its 1 MB form limit.
    const elsewhere = await send(buyer.c, "POST", `/order/${orderId}`, `a=${"x".repeat(2 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(elsewhere.status).toBe(413);
  });
});

describe("the unsubscribe link's token", () => {
  it(`any string as the token is refused with a 400 (GET and POST), never a 5xx, and switches nothing off`, async () => {
    const before = await db().select().from(notificationPrefs);
    await fc.assert(
      fc.asyncProperty(fc.oneof(weird, fc.string({ maxLength: 600 })), fc.boolean(), async (token, post) => {
        const path = `/notifications/berhenti?token=${encodeURIComponent(token)}`;
        const res = post ? await client().post(path, { "List-Unsubscribe": "One-Click" }) : await client().get(path);
        await res.text();
        return res.status === 400;
      }),
      { numRuns: RUNS },
    );
    expect(await db().select().from(notificationPrefs)).toEqual(before);
  });
});
