/**
 * The staff console as people reach it: real logins, real forms (POST with an intent, no
 * JavaScript), real D1, real OrderRooms. Only admins get in; every action changes exactly what it
 * says once, writes its audit row and tells the user.
 */
import { env } from "cloudflare:test";
import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS } from "~/modules/admin/texts";
import { account, MOVEMENT, platformFee } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { REFUSAL_TEXTS } from "~/modules/orders/texts";
import { DELIVERY_READ_ACTION } from "~/modules/orders/delivered.server";
import { requestDeposit } from "~/modules/wallet/deposits.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { formatRupiah } from "~/utils/format";
import { newId } from "~/utils/ids";
import {
  auditLog,
  deposits,
  ledgerTransactions,
  notifications,
  orders,
  products,
  sessions,
  users,
  withdrawals,
} from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants, TEST_PASSWORD_HASH } from "./helpers";
import { client, login, type Client } from "./http";
import { submittedVerification } from "./verification-fixtures";

const ADMIN = "usr_demo_admin";
const BUYER = "usr_demo_buyer";
const SELLER = "usr_demo_seller";
const EMAIL = { admin: "admin@pasargame.test", buyer: "pembeli@pasargame.test", seller: "penjual@pasargame.test" };

let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function signIn(email: string): Promise<Client> {
  const c = client();
  const res = await login(c, email, "demo12345", freshIp());
  expect(res.status, `login as ${email}`).toBe(302);
  return c;
}

// One session per person for the whole file (the login limit counts per e-mail).
const sessionsByRole = new Map<keyof typeof EMAIL, Promise<Client>>();
function as(who: keyof typeof EMAIL): Promise<Client> {
  let c = sessionsByRole.get(who);
  if (!c) {
    c = signIn(EMAIL[who]);
    sessionsByRole.set(who, c);
  }
  return c;
}

/** The final post of a staff decision: confirmed, with the reason both parties will read. */
const DECIDED = { confirmed: "ya", decisionReason: "Keputusan berdasarkan bukti di chat" };
const wallet = (userId: string) => walletBalance(db(), userId);
/** The audit rows of staff decisions on `targetId` (staff reads of delivered secrets: delivered-secrets.test.ts). */
const auditRows = (targetId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), ne(auditLog.action, DELIVERY_READ_ACTION)))
    .orderBy(auditLog.id);
const notificationsOf = (userId: string, title: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

/** Reads the toast cookie a redirect carries (base64 JSON). */
function toastOf(res: Response): { type: string; title: string; description?: string } | null {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("pg_toast="));
  if (!line) return null;
  const value = line.slice("pg_toast=".length).split(";")[0]!;
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description?: string };
}

async function newUser(role: "buyer" | "seller" = "buyer") {
  const id = newId("usr");
  const username = `uji_${id.slice(-10)}`;
  const email = `${username}@pasargame.test`;
  const now = Date.now();
  await db().insert(users).values({
    id,
    email,
    username,
    role,
    passwordHash: TEST_PASSWORD_HASH,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { id, email, username };
}

/** A fresh listing of the demo seller. */
async function newListing(title: string, price = 40_000) {
  const now = Date.now();
  const id = newId("lst");
  await db().insert(products).values({
    id,
    sellerId: SELLER,
    gameSlug: "valorant",
    categorySlug: "akun",
    type: "Akun",
    title,
    price,
    stock: 3,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** An order of the demo buyer, walked through its room to 'Dikomplain' (pay, ship, dispute) with a chat. */
async function disputedOrder(price = 40_000) {
  const productId = await newListing("Akun uji komplain admin", price);
  const now = Date.now();
  const orderId = newId("ord");
  await db()
    .insert(orders)
    .values({
      id: orderId,
      buyerId: BUYER,
      sellerId: SELLER,
      productId,
      productTitle: "Akun uji komplain admin",
      productType: "Akun",
      unitPrice: price,
      quantity: 1,
      totalAmount: price,
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  await room.track(orderId);
  const buyer = { id: BUYER, role: "buyer" as const };
  const seller = { id: SELLER, role: "seller" as const };
  expect((await room.act({ orderId, action: "pay", by: buyer })).ok).toBe(true);
  expect((await room.act({ orderId, action: "ship", by: seller, extra: { deliveryInfo: "v1:a:b" } })).ok).toBe(true);
  await room.postMessage(BUYER, "Akunnya tidak bisa login, mohon dicek.");
  await room.postMessage(SELLER, "Sudah saya kirim data yang benar.");
  const disputed = await room.act({
    orderId,
    action: "dispute",
    by: buyer,
    extra: {
      disputeReason: "Akun tidak bisa login",
      disputeEvidence: ["Tangkapan layar: kata sandi salah"],
    },
  });
  expect(disputed).toMatchObject({ ok: true, order: { status: "Dikomplain" } });
  return orderId;
}

// ── Access ───────────────────────────────────────────────────────────────────

const PAGES = [
  "/admin",
  "/admin/deposits",
  "/admin/withdrawals",
  "/admin/disputes",
  "/admin/disputes/ord_tidak_ada",
  "/admin/users",
  "/admin/listings",
  "/admin/payments",
  "/admin/ledger",
];
const ACTIONS: [string, Record<string, string>][] = [
  ["/admin/deposits", { intent: "approve", id: "dep_x" }],
  ["/admin/deposits", { intent: "reject", id: "dep_x", reason: "x" }],
  ["/admin/withdrawals", { intent: "pay", id: "wd_x", transferReference: "x" }],
  ["/admin/withdrawals", { intent: "reject", id: "wd_x", reason: "x" }],
  ["/admin/disputes/ord_x", { intent: "release" }],
  ["/admin/disputes/ord_x", { intent: "refund" }],
  ["/admin/users", { intent: "verify", id: BUYER }],
  ["/admin/users", { intent: "suspend", id: BUYER }],
  ["/admin/listings", { intent: "take-down", id: "lst_001", reason: "x" }],
  ["/admin/payments", { intent: "refresh", id: "pay_x" }],
];

describe("who may use the console", () => {
  it("sends visitors to /login with 'Login Diperlukan', on every page and action", async () => {
    const anon = client();
    for (const path of PAGES) {
      const res = await anon.get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      expect(toastOf(res)?.title, path).toBe("Login Diperlukan");
    }
    for (const [path, fields] of ACTIONS) {
      const res = await anon.post(path, fields);
      expect(res.status, `${path} ${fields.intent}`).toBe(302);
      expect(res.headers.get("Location"), path).toMatch(/^\/login\?redirect=/);
    }
  });

  it("refuses buyers and sellers with 403 'Akses Ditolak' on every page and action, changing nothing", async () => {
    const auditBefore = (await db().select().from(auditLog)).length;
    for (const who of ["buyer", "seller"] as const) {
      const c = await as(who);
      for (const path of PAGES) {
        const res = await c.get(path);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(await res.text()).toContain("Akses Ditolak");
      }
      for (const [path, fields] of ACTIONS) {
        const res = await c.post(path, fields);
        expect(res.status, `${who} ${path} ${fields.intent}`).toBe(403);
      }
    }
    expect((await db().select().from(auditLog)).length).toBe(auditBefore);
    const buyer = await db().query.users.findFirst({ where: eq(users.id, BUYER) });
    expect(buyer).toMatchObject({ status: "active", isVerified: true }); // as seeded: unchanged
  });

  it("lets the admin open every page, and shows the admin link in the admin's menu only", async () => {
    const admin = await as("admin");
    for (const path of PAGES.filter((p) => !p.includes("ord_tidak_ada"))) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain("Konsol Admin");
    }
    expect((await admin.get("/admin/disputes/ord_tidak_ada")).status).toBe(404);
    const buyerHome = await (await (await as("buyer")).get("/")).text();
    expect(buyerHome).not.toContain('href="/admin"');
    expect(await (await admin.get("/")).text()).toContain('href="/admin"');
  });
});

// ── Deposits ─────────────────────────────────────────────────────────────────

describe("deposits", () => {
  it("approving credits the wallet with the whole transfer (amount plus unique code) exactly once, with an audit row and a notification", async () => {
    const admin = await as("admin");
    const requested = await requestDeposit(db(), BUYER, { amount: 123_000, method: "Bank Transfer BCA" });
    if (!requested.ok) throw new Error("deposit refused");
    const dep = requested.deposit;
    const page = await (await admin.get("/admin/deposits")).text();
    expect(page).toContain(dep.id);
    expect(page).toContain("Rp123.000");
    expect(page).toContain(formatRupiah(123_000 + dep.uniqueCode!));
    const credit = 123_000 + dep.uniqueCode!;
    expect(page).toContain(`Setujui ${formatRupiah(credit)}`);

    const before = await wallet(BUYER);
    const first = await admin.post("/admin/deposits", { intent: "approve", id: dep.id });
    expect(first.status).toBe(302);
    expect(toastOf(first)).toMatchObject({ type: "success", title: ADMIN_TEXTS.depositApproved });
    expect(await wallet(BUYER)).toBe(before + credit);

    const second = await admin.post("/admin/deposits", { intent: "approve", id: dep.id });
    expect(toastOf(second)).toMatchObject({ type: "error", title: ADMIN_TEXTS.alreadyProcessed });
    expect(await wallet(BUYER)).toBe(before + credit);
    const credits = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, MOVEMENT.depositApproved), eq(ledgerTransactions.reference, dep.id)));
    expect(credits).toHaveLength(1);

    const audit = await auditRows(dep.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: ADMIN,
      action: "deposit.approve",
      targetType: "deposit",
      before: { status: "pending" },
      after: { status: "approved" },
    });
    expect(audit[0]!.createdAt).toBeGreaterThan(Date.now() - 60_000);
    expect(await notificationsOf(BUYER, "Deposit Disetujui")).not.toHaveLength(0);
    await expectLedgerInvariants();
  });

  it("rejecting needs a reason, keeps what was typed when refused, and moves no money", async () => {
    const admin = await as("admin");
    const requested = await requestDeposit(db(), BUYER, { amount: 77_000, method: "Alfamart" });
    if (!requested.ok) throw new Error("deposit refused");
    const id = requested.deposit.id;
    const before = await wallet(BUYER);

    const blank = await admin.post("/admin/deposits", { intent: "reject", id, reason: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(ADMIN_TEXTS.reasonRequired);
    expect((await db().query.deposits.findFirst({ where: eq(deposits.id, id) }))!.status).toBe("pending");

    const res = await admin.post("/admin/deposits", { intent: "reject", id, reason: "Transfer tidak ditemukan" });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.depositRejected);
    expect(await db().query.deposits.findFirst({ where: eq(deposits.id, id) })).toMatchObject({
      status: "rejected",
      rejectReason: "Transfer tidak ditemukan",
      processedBy: ADMIN,
    });
    expect(await wallet(BUYER)).toBe(before);
    expect(await auditRows(id)).toMatchObject([
      { actorId: ADMIN, action: "deposit.reject", after: { status: "rejected", reason: "Transfer tidak ditemukan" } },
    ]);
    // Approving after the rejection is refused and credits nothing.
    await admin.post("/admin/deposits", { intent: "approve", id });
    expect(await wallet(BUYER)).toBe(before);
    await expectLedgerInvariants();
  });
});

// ── Withdrawals ──────────────────────────────────────────────────────────────

describe("withdrawals", () => {
  const bank = {
    method: "bank_transfer" as const,
    bankName: "BCA",
    accountNumber: "1234567890",
    accountName: "Pembeli Demo",
  };

  it("marking paid needs the transfer reference, sends the held money out once and audits it", async () => {
    const admin = await as("admin");
    const asked = await requestWithdrawal(db(), BUYER, { amount: 50_000, ...bank });
    if (!asked.ok) throw new Error("withdrawal refused");
    const id = asked.withdrawal.id;
    const page = await (await admin.get("/admin/withdrawals")).text();
    expect(page).toContain(id);
    expect(page).toContain("1234567890");
    expect(page).toContain("Pembeli Demo");

    const held = await balanceOf(db(), account.hold(BUYER));
    const walletBefore = await wallet(BUYER);
    const blank = await admin.post("/admin/withdrawals", { intent: "pay", id, transferReference: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(ADMIN_TEXTS.referenceRequired);

    const paid = await admin.post("/admin/withdrawals", { intent: "pay", id, transferReference: "TRF-0001" });
    expect(toastOf(paid)).toMatchObject({ type: "success", title: ADMIN_TEXTS.withdrawalPaid });
    expect(await balanceOf(db(), account.hold(BUYER))).toBe(held - 50_000);
    expect(await wallet(BUYER)).toBe(walletBefore);
    const again = await admin.post("/admin/withdrawals", { intent: "pay", id, transferReference: "TRF-0001" });
    expect(toastOf(again)?.title).toBe(ADMIN_TEXTS.alreadyProcessed);
    const rejectAfter = await admin.post("/admin/withdrawals", { intent: "reject", id, reason: "Salah" });
    expect(toastOf(rejectAfter)?.title).toBe(ADMIN_TEXTS.alreadyProcessed);
    expect(await balanceOf(db(), account.hold(BUYER))).toBe(held - 50_000);
    expect(await wallet(BUYER)).toBe(walletBefore);

    expect(await db().query.withdrawals.findFirst({ where: eq(withdrawals.id, id) })).toMatchObject({
      status: "paid",
      transferReference: "TRF-0001",
      processedBy: ADMIN,
    });
    expect(await auditRows(id)).toMatchObject([
      {
        actorId: ADMIN,
        action: "withdrawal.pay",
        before: { status: "pending" },
        after: { status: "paid", transferReference: "TRF-0001" },
      },
    ]);
    expect(await notificationsOf(BUYER, "Penarikan Dibayar")).not.toHaveLength(0);
    await expectLedgerInvariants();
  });

  it("rejecting with a reason returns the held money to the wallet", async () => {
    const admin = await as("admin");
    const asked = await requestWithdrawal(db(), BUYER, {
      amount: 30_000,
      method: "e_wallet",
      ewalletProvider: "GoPay",
      ewalletPhoneNumber: "081234567890",
    });
    if (!asked.ok) throw new Error("withdrawal refused");
    const id = asked.withdrawal.id;
    expect(await (await admin.get("/admin/withdrawals")).text()).toContain("081234567890");
    const walletBefore = await wallet(BUYER);
    const res = await admin.post("/admin/withdrawals", { intent: "reject", id, reason: "Nomor tidak terdaftar" });
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.withdrawalRejected);
    expect(await wallet(BUYER)).toBe(walletBefore + 30_000);
    expect(await auditRows(id)).toMatchObject([
      { actorId: ADMIN, action: "withdrawal.reject", after: { status: "rejected", reason: "Nomor tidak terdaftar" } },
    ]);
    await expectLedgerInvariants();
  });
});

// ── Users ────────────────────────────────────────────────────────────────────

describe("users", () => {
  it("finds users by username or e-mail", async () => {
    const admin = await as("admin");
    const someone = await newUser();
    const byName = await (await admin.get(`/admin/users?q=${someone.username.toUpperCase()}`)).text();
    expect(byName).toContain(someone.email);
    expect(byName).not.toContain("penjual@pasargame.test");
    const byEmail = await (await admin.get("/admin/users?q=penjual%40pasargame")).text();
    expect(byEmail).toContain("penjual@pasargame.test");
    expect(byEmail).not.toContain(someone.email);
  });

  it("gives the badge only with an approved identity; removes it, and gives it back, with audit rows and a notice", async () => {
    const admin = await as("admin");
    const someone = await newUser("seller");
    // Without an identity approved at /admin/verifications the badge would mean nothing.
    const refused = await admin.post("/admin/users", { intent: "verify", id: someone.id });
    expect(toastOf(refused)).toMatchObject({ type: "error", description: ADMIN_TEXTS.badgeNeedsIdentity });
    expect((await db().query.users.findFirst({ where: eq(users.id, someone.id) }))!.isVerified).toBe(false);
    const listed = await (await admin.get(`/admin/users?q=${someone.username}`)).text();
    expect(listed).not.toContain("Beri Verifikasi");

    const { id } = await submittedVerification(someone.id);
    expect((await admin.post(`/admin/verifications/${id}`, { intent: "approve" })).status).toBe(302);
    expect((await db().query.users.findFirst({ where: eq(users.id, someone.id) }))!.isVerified).toBe(true);
    const profile = await (await client().get(`/user/${someone.username}`)).text();
    expect(profile).toContain('title="Pengguna Terverifikasi"');
    await admin.post("/admin/users", { intent: "unverify", id: someone.id });
    expect((await db().query.users.findFirst({ where: eq(users.id, someone.id) }))!.isVerified).toBe(false);
    expect(await (await admin.get(`/admin/users?q=${someone.username}`)).text()).toContain("Beri Verifikasi");
    const back = await admin.post("/admin/users", { intent: "verify", id: someone.id });
    expect(toastOf(back)).toMatchObject({ type: "success" });
    // A second click of the same intent changes nothing and writes no row.
    await admin.post("/admin/users", { intent: "verify", id: someone.id });
    expect((await db().query.users.findFirst({ where: eq(users.id, someone.id) }))!.isVerified).toBe(true);
    const badgeRows = (await auditRows(someone.id)).filter((row) => row.action.startsWith("user."));
    expect(badgeRows).toMatchObject([
      { actorId: ADMIN, action: "user.unverify", before: { isVerified: true }, after: { isVerified: false } },
      { actorId: ADMIN, action: "user.verify", before: { isVerified: false }, after: { isVerified: true } },
    ]);
    expect(await notificationsOf(someone.id, "Lencana Verifikasi Dicabut")).toHaveLength(1);
  });

  it("suspending ends the user's sessions and blocks login; reinstating lets them back in", async () => {
    const admin = await as("admin");
    const someone = await newUser();
    const theirs = await signIn(someone.email);
    expect((await theirs.get("/my-account/profile")).status).toBe(200);

    const res = await admin.post("/admin/users", { intent: "suspend", id: someone.id });
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.userSuspended);
    expect(await db().select().from(sessions).where(eq(sessions.userId, someone.id))).toHaveLength(0);
    const after = await theirs.get("/my-account/profile");
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/login/);

    const again = await login(client(), someone.email, "demo12345", freshIp());
    expect(again.status).toBe(403);
    expect((await again.text()).replace(/<!-- -->/g, "")).toContain("Akun Anda ditangguhkan. Hubungi dukungan.");
    expect(again.headers.getSetCookie().some((l) => l.startsWith("pg_session="))).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, someone.id))).toHaveLength(0);

    await admin.post("/admin/users", { intent: "unsuspend", id: someone.id });
    expect((await login(client(), someone.email, "demo12345", freshIp())).status).toBe(302);
    expect(await auditRows(someone.id)).toMatchObject([
      { actorId: ADMIN, action: "user.suspend", before: { status: "active" }, after: { status: "suspended" } },
      { actorId: ADMIN, action: "user.unsuspend", before: { status: "suspended" }, after: { status: "active" } },
    ]);
    expect(await notificationsOf(someone.id, "Akun Ditangguhkan")).toHaveLength(1);
  });

  it("never suspends an admin", async () => {
    const admin = await as("admin");
    const res = await admin.post("/admin/users", { intent: "suspend", id: ADMIN });
    expect(toastOf(res)).toMatchObject({ type: "error", description: ADMIN_TEXTS.cannotSuspendAdmin });
    expect((await db().query.users.findFirst({ where: eq(users.id, ADMIN) }))!.status).toBe("active");
  });
});

// ── Listings ─────────────────────────────────────────────────────────────────

describe("listings", () => {
  it("taking a listing down hides it from the game page and tells the seller why", async () => {
    const admin = await as("admin");
    const title = "Akun Valorant zebrapelangi uji turun";
    const id = await newListing(title);
    const gamePage = () => client().get("/games/valorant?q=zebrapelangi");
    expect(await (await gamePage()).text()).toContain(title);
    expect(await (await admin.get("/admin/listings?q=zebrapelangi")).text()).toContain(id);

    const blank = await admin.post("/admin/listings?q=zebrapelangi", { intent: "take-down", id, reason: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain(ADMIN_TEXTS.reasonRequired);

    const res = await admin.post("/admin/listings?q=zebrapelangi", {
      intent: "take-down",
      id,
      reason: "Melanggar aturan",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/listings?q=zebrapelangi");
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.listingTakenDown);
    expect(await (await gamePage()).text()).not.toContain(title);
    expect((await client().get(`/games/valorant/akun/${id}`)).status).toBe(404);
    expect(await auditRows(id)).toMatchObject([
      {
        actorId: ADMIN,
        action: "listing.take_down",
        before: { status: "active" },
        after: { status: "deleted", reason: "Melanggar aturan" },
      },
    ]);
    const [note] = await notificationsOf(SELLER, "Listing Diturunkan");
    expect(note?.body).toContain("Melanggar aturan");
  });
});

// ── Disputes ─────────────────────────────────────────────────────────────────

describe("searches with a long term", () => {
  const TOO_LONG = "Kata kunci terlalu panjang. Gunakan paling banyak 40 karakter.";

  it("a 60-character term on /admin/users and /admin/listings answers the page with a message, not a 500", async () => {
    const admin = await as("admin");
    const term = "a".repeat(60);
    for (const path of ["/admin/users", "/admin/listings"]) {
      for (const q of [term, "b".repeat(49), "%".repeat(30), "ü".repeat(30)]) {
        const res = await admin.get(`${path}?q=${encodeURIComponent(q)}`);
        expect(res.status, `${path} ${q.length}`).toBe(200);
        const html = await res.text();
        expect(html, `${path} ${q}`).toContain(TOO_LONG);
      }
    }
  });

  it("a term of 40 characters is still searched", async () => {
    const admin = await as("admin");
    const name = `u${"x".repeat(28)}`.slice(0, 29);
    const title = `Akun ${"panjangsekali".repeat(3)}`.slice(0, 40);
    const id = await newListing(title);
    const users = await admin.get(`/admin/users?q=${encodeURIComponent(`${name}@tidak.ada`.slice(0, 40))}`);
    expect(users.status).toBe(200);
    expect(await users.text()).not.toContain(TOO_LONG);
    const listings = await admin.get(`/admin/listings?q=${encodeURIComponent(title.toUpperCase())}`);
    expect(listings.status).toBe(200);
    const html = await listings.text();
    expect(html).not.toContain(TOO_LONG);
    expect(html).toContain(id);
  });
});

describe("disputes", () => {
  it("shows both sides, the evidence and the chat; release pays the seller minus the fee", async () => {
    const admin = await as("admin");
    const orderId = await disputedOrder(40_000);
    expect(await (await admin.get("/admin/disputes")).text()).toContain(`/admin/disputes/${orderId}`);
    const page = await (await admin.get(`/admin/disputes/${orderId}`)).text();
    for (const text of [
      "Akun tidak bisa login",
      "Tangkapan layar: kata sandi salah",
      "Akunnya tidak bisa login, mohon dicek.",
      "Sudah saya kirim data yang benar.",
      "pembeli_demo",
      "penjual_demo",
    ]) {
      expect(page).toContain(text);
    }

    const sellerBefore = await wallet(SELLER);
    const fees = await balanceOf(db(), account.platformFees);
    const res = await admin.post(`/admin/disputes/${orderId}`, { intent: "release", ...DECIDED });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.disputeReleased);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status).toBe("Selesai");
    expect(await wallet(SELLER)).toBe(sellerBefore + 40_000 - platformFee(40_000));
    expect(await balanceOf(db(), account.platformFees)).toBe(fees + platformFee(40_000));
    expect(await auditRows(orderId)).toMatchObject([
      {
        actorId: ADMIN,
        action: "dispute.release",
        targetType: "order",
        before: { status: "Dikomplain" },
        after: { status: "Selesai" },
      },
    ]);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, BUYER), eq(notifications.link, `/order/${orderId}`))),
    ).not.toHaveLength(0);

    // Deciding again is refused with the room's words and moves nothing.
    const again = await admin.post(`/admin/disputes/${orderId}`, { intent: "refund", ...DECIDED });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(REFUSAL_TEXTS.wrong_status);
    expect(await wallet(SELLER)).toBe(sellerBefore + 40_000 - platformFee(40_000));
    expect(await auditRows(orderId)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("refund returns the whole total to the buyer", async () => {
    const admin = await as("admin");
    const orderId = await disputedOrder(55_000);
    const buyerBefore = await wallet(BUYER);
    const sellerBefore = await wallet(SELLER);
    const res = await admin.post(`/admin/disputes/${orderId}`, { intent: "refund", ...DECIDED });
    expect(toastOf(res)?.title).toBe(ADMIN_TEXTS.disputeRefunded);
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status).toBe("Dibatalkan");
    expect(await wallet(BUYER)).toBe(buyerBefore + 55_000);
    expect(await wallet(SELLER)).toBe(sellerBefore);
    expect(await auditRows(orderId)).toMatchObject([
      { actorId: ADMIN, action: "dispute.refund", after: { status: "Dibatalkan" } },
    ]);
    await expectLedgerInvariants();
  });
});

// ── Ledger ───────────────────────────────────────────────────────────────────

describe("ledger page", () => {
  it("shows every invariant OK and the platform's balances", async () => {
    const admin = await as("admin");
    const html = await (await admin.get("/admin/ledger")).text();
    expect(html.match(/data-ok="true"/g)).toHaveLength(7); // the five ledger checks, the warranty holds and the gateway reconciliation
    expect(html).toContain("Pembayaran gateway: berhasil di penyedia − belum dialokasikan = tercatat di buku besar");
    expect(html).not.toContain('data-ok="false"');
    expect(html).not.toContain("NOT OK");
    const fees = await balanceOf(db(), account.platformFees);
    expect(html).toContain(`data-testid="balance-platform-fees">${formatRupiah(fees)}<`);
    await expectLedgerInvariants();
  });
});
