/**
 * Hostile input, through the real forms and pages (shared corpus and checks: hostile.ts): an XSS
 * corpus in listings, reviews, profiles, the contact form, data requests, withdrawals, reject and
 * take-down reasons renders as text on every page that shows it, or is refused with a clear 400.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { requestDeposit } from "~/modules/wallet/deposits.server";
import { deposits, withdrawals } from "~/db/schema";
import { newListing, newUser, signedIn, USERS } from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client, type Client } from "./http";
import {
  expectInert,
  expectShownAsText,
  freshIp,
  hostileCast,
  page,
  PAYLOADS,
  type Cast,
  type Payload,
} from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;
let admin: Client;
let buyer: Cast["buyer"];
let sellerName: string;

beforeAll(async () => {
  ({ seller, admin, buyer, sellerName } = await hostileCast());
});

describe("an XSS corpus renders as text", () => {
  const created = new Map<string, { id: string; path: string }>();

  it(`in data requests, in Pengaturan and the staff queue (${PAYLOADS.length} requests)`, async () => {
    const shown: Payload[] = [];
    for (const p of PAYLOADS) {
      const u = await newUser("buyer", "xssmohon");
      const c = await signedIn(u.id);
      const res = await c.post("/my-account/settings", { intent: "data_request", kind: "other", message: p.text });
      if (!p.text.trim() || p.text.trim().length > 1500) {
        // Refused with the form's message, what was typed echoed inert.
        expect(res.status, p.name).toBe(400);
        expectInert(await res.text(), `data request refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      expectShownAsText(await page(c, "/my-account/settings"), [p], `settings ${p.name}`);
      shown.push(p);
    }
    expectShownAsText(await page(admin, "/admin/data-requests"), shown, "staff data-request queue");
  });

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
    // The wallet's history shows the holder's name the provider confirmed: a hostile provider answer
    // (here the typed text, written as the confirmed name) must render as text there too.
    await db()
      .update(withdrawals)
      .set({ verifiedAccountName: sql`${withdrawals.accountName}` })
      .where(eq(withdrawals.userId, buyer.id));
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
