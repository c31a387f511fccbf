/**
 * The authorization matrix: every route and action × {anonymous, buyer, another buyer, another
 * seller, admin, seller} against objects of the demo buyer and seller, one `it` per cell. Each cell
 * asserts the exact status; a 403 carries 'Akses Ditolak' (or the route's refusal); a login
 * redirect goes to /login?redirect=…; a page a non-owner may open never shows the owner's data.
 * The fixture (tests/workers/fixtures.ts) is built once; roles run in ROLES order, so the owner's
 * destructive cells come after everyone else's attempts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { channelDefault, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "~/modules/notifications/kinds";
import { signUnsubscribeToken } from "~/modules/notifications/unsubscribe-token.server";
import { eq } from "drizzle-orm";
import { chatThreads, products, pushSubscriptions, users } from "~/db/schema";
import {
  buildFixture,
  newListing,
  openChat,
  ROLES,
  roomOf,
  SECRET,
  send,
  USERS,
  type Fixture,
  type Role,
} from "./fixtures";
import { db, insertOrder } from "./helpers";
import { ORIGIN } from "./http";
import { IDENTITY, submittedVerification } from "./verification-fixtures";

type Expected = {
  status: number;
  /** Exact Location, or a pattern, for redirects. */
  location?: string | RegExp;
  /** Text the body must contain (403s default to 'Akses Ditolak'). */
  text?: string;
};
type Cell = number | Expected;

interface Case {
  /** The path with {placeholders} as printed in the test name. */
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (f: Fixture) => string;
  /** Form fields (urlencoded) or a raw body with its own Content-Type. */
  form?: (f: Fixture) => Record<string, string>;
  raw?: { body: (f: Fixture) => BodyInit; type: string };
  websocket?: boolean;
  expect: Record<Role, Cell>;
  /** Owner-only strings: roles not listed in `owners` must never see them in the body. */
  hidden?: { owners: Role[]; strings: (f: Fixture) => string[] };
}

const LOGIN: Expected = { status: 302, location: /^\/login\?redirect=/ };
const HOME: Expected = { status: 302, location: "/" };
const DENIED: Expected = { status: 403, text: "Akses Ditolak" };
/** A party asking for a step the state machine does not give their role. */
const STEP_DENIED: Expected = { status: 403, text: "Aksi Ditolak" };
const STALE: Expected = { status: 409, text: "Aksi Ditolak" };
const API_401: Expected = { status: 401, text: "unauthorized" };

/** The seller's Web Push subscription (made in beforeAll): only the seller may remove or re-key it. */
const PUSH_KEY = `B${"A".repeat(86)}`; // 65 bytes, uncompressed point prefix 0x04
const SELLER_PUSH = {
  endpoint: "https://fcm.googleapis.com/fcm/send/matriks-penjual",
  p256dh: PUSH_KEY,
  auth: "AAAAAAAAAAAAAAAAAAAAAA",
};
const PUSH_401: Expected = { status: 401, text: "Login Diperlukan" };

const every = (cell: Cell) => Object.fromEntries(ROLES.map((r) => [r, cell])) as Record<Role, Cell>;
const signedIn = (cell: Cell, anonymous: Cell = LOGIN) => ({ ...every(cell), anonymous });
/** Only admins: visitors to login, everyone else 403. */
const adminOnly = (admin: Cell) => ({ ...signedIn(DENIED), admin });
/** The order's buyer, seller and admins; strangers 403 with the order's own text. */
const orderParties = (parties: Partial<Record<Role, Cell>>) => ({
  ...signedIn(DENIED),
  ...parties,
});

const ORDER_STEPS = ["pay", "ship", "confirm", "dispute", "release", "refund", "cancel"] as const;
/** Who may ask for a step at all (escrow.ts), on an order that is already 'Selesai'. */
const STEP_ROLE: Record<(typeof ORDER_STEPS)[number], Role[]> = {
  pay: ["buyer"],
  ship: ["seller"],
  confirm: ["buyer"],
  dispute: ["buyer"],
  release: ["admin"],
  refund: ["admin"],
  cancel: ["buyer", "seller", "admin"],
};

const withdrawForm = {
  intent: "withdraw",
  amount: "10000",
  method: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Matriks Tarik",
  // The holder's name the payout provider (the simulator) reports, confirmed.
  confirmedHolder: "PENJUAL DEMO",
};

/** A review's confirm key in its address (routes/checkout.tsx); without one the page redirects to add it. */
const REVIEW_KEY = "0b6f3a52-1c4e-4d8a-9f3e-2a7b5c9d1e40";

const CASES: Case[] = [
  // ── Public pages: everyone, and nobody's private data ─────────────────────
  { name: "/", method: "GET", path: () => "/", expect: every(200) },
  {
    name: "/games/valorant/akun/{listing}",
    method: "GET",
    path: (f) => f.listing.path,
    expect: every(200),
    hidden: { owners: [], strings: (f) => [f.seller.email, SECRET.chat] },
  },
  {
    name: "/user/{seller}",
    method: "GET",
    path: (f) => `/user/${f.seller.username}`,
    expect: every(200),
    hidden: { owners: [], strings: (f) => [f.seller.email] },
  },
  { name: "/user/{unknown}", method: "GET", path: () => "/user/tidak_ada_orangnya", expect: every(404) },
  {
    name: "/images/{seller's verified upload}",
    method: "GET",
    path: (f) => `/images/${f.upload.key}`,
    expect: every(200),
  },
  { name: "/cart", method: "GET", path: () => "/cart", expect: every(200) },
  // The dev outbox holds every OTP and reset link: even with DEV_OUTBOX=1 (these tests, `npm start`)
  // it opens only on a local host, so on the site's own host it is a 404 for everyone. Local hosts
  // and a deployment without DEV_OUTBOX: tests/workers/account-mail.test.ts.
  { name: "/dev/mail (DEV_OUTBOX=1, public host)", method: "GET", path: () => "/dev/mail", expect: every(404) },

  // ── The order page, its steps and its chat ───────────────────────────────
  {
    name: "/order/{order}",
    method: "GET",
    path: (f) => `/order/${f.orderId}`,
    expect: orderParties({ buyer: 200, seller: 200, admin: 200 }),
    hidden: { owners: ["buyer", "seller", "admin"], strings: () => [SECRET.chat, "Akun Valorant matriks akses"] },
  },
  {
    name: "/order/{disputed order}",
    method: "GET",
    path: (f) => `/order/${f.disputedId}`,
    expect: orderParties({ buyer: 200, seller: 200, admin: 200 }),
    hidden: { owners: ["buyer", "seller", "admin"], strings: () => ["Akun tidak bisa login"] },
  },
  { name: "/order/{unknown}", method: "GET", path: () => "/order/ord_tidak_ada", expect: signedIn(404) },
  { name: "/payment/{order} (old link)", method: "GET", path: (f) => `/payment/${f.orderId}`, expect: every(301) },
  ...ORDER_STEPS.map((step): Case => ({
    name: `/order/{order} intent=${step}`,
    method: "POST",
    path: (f) => `/order/${f.orderId}`,
    form: () => ({ intent: step, deliveryInfo: "x", disputeReason: "x", disputeEvidence: "x" }),
    // The order is 'Selesai': a party whose role may take the step hears it is too late (409), a
    // party whose role may not hears 'Aksi Ditolak' (403); strangers never reach the step.
    expect: orderParties(
      Object.fromEntries(
        (["buyer", "seller", "admin"] as const).map((r) => [r, STEP_ROLE[step].includes(r) ? STALE : STEP_DENIED]),
      ),
    ),
  })),
  {
    name: "/order/{order} intent=unknown",
    method: "POST",
    path: (f) => `/order/${f.orderId}`,
    form: () => ({ intent: "hapus-semua" }),
    expect: orderParties({ buyer: 400, seller: 400, admin: 400 }),
  },
  // ── A dispute's case: its page, its evidence images, its forms ─────────
  {
    name: "/order/{disputed order}/case",
    method: "GET",
    path: (f) => `/order/${f.disputedId}/case`,
    expect: orderParties({ buyer: 200, seller: 200, admin: 200 }),
    hidden: { owners: ["buyer", "seller", "admin"], strings: () => ["Akun tidak bisa login"] },
  },
  {
    name: "/order/{disputed order}/case-evidence/{unknown event}/0",
    method: "GET",
    path: (f) => `/order/${f.disputedId}/case-evidence/cev_tidak_ada/0`,
    // Strangers are refused before the event is looked up; the parties find no such image.
    expect: {
      ...signedIn({ status: 403, text: "Anda tidak memiliki izin untuk melihat pesanan ini." }),
      buyer: 404,
      seller: 404,
      admin: 404,
    },
  },
  {
    name: "/order/{disputed order}/case intent=case_evidence",
    method: "POST",
    path: (f) => `/order/${f.disputedId}/case`,
    form: () => ({ intent: "case_evidence", body: "Bukti tambahan matriks", links: "https://contoh.id/v" }),
    // Both parties add evidence; staff decide and add none; strangers never reach the form.
    expect: orderParties({
      buyer: { status: 302, location: /#kasus$/ },
      seller: { status: 302, location: /#kasus$/ },
      admin: STEP_DENIED,
    }),
  },
  ...(["dispute", "answer_case"] as const).map((intent): Case => ({
    name: `/order/{order}/case intent=${intent}`,
    method: "POST",
    path: (f) => `/order/${f.orderId}/case`,
    form: () => ({ intent, reason: "Lainnya", body: "Matriks kasus", links: "" }),
    // The order is 'Selesai': the role that may take the step hears it is too late (409).
    expect: orderParties({
      buyer: intent === "dispute" ? STALE : STEP_DENIED,
      seller: intent === "answer_case" ? STALE : STEP_DENIED,
      admin: STEP_DENIED,
    }),
  })),
  {
    name: "/order/{order}/claim",
    method: "GET",
    path: (f) => `/order/${f.orderId}/claim`,
    expect: orderParties({ buyer: 200, seller: 200, admin: 200 }),
    hidden: { owners: ["buyer", "seller", "admin"], strings: () => ["Akun Valorant matriks akses"] },
  },
  {
    name: "/order/{order}/claim intent=claim_warranty",
    method: "POST",
    path: (f) => `/order/${f.orderId}/claim`,
    form: () => ({ intent: "claim_warranty", reason: "banned", description: "Akun diblokir" }),
    // The order has no warranty: its buyer hears the step cannot happen; the others may not file.
    expect: orderParties({ buyer: STALE, seller: STEP_DENIED, admin: STEP_DENIED }),
  },
  {
    name: "/order/{order}/claim intent=answer_claim",
    method: "POST",
    path: (f) => `/order/${f.orderId}/claim`,
    form: () => ({ intent: "answer_claim", offer: "resecure", answer: "Saya amankan ulang" }),
    expect: orderParties({ buyer: STEP_DENIED, seller: STALE, admin: STEP_DENIED }),
  },
  {
    name: "/order/{order}/claim intent=case_evidence",
    method: "POST",
    path: (f) => `/order/${f.orderId}/claim`,
    form: () => ({ intent: "case_evidence", body: "Bukti klaim matriks", links: "https://contoh.id/v" }),
    // No open claim on the order: its parties hear the case takes nothing; staff add no evidence.
    expect: orderParties({ buyer: STALE, seller: STALE, admin: STEP_DENIED }),
  },
  {
    name: "/order/{order}/evidence/0",
    method: "GET",
    path: (f) => `/order/${f.orderId}/evidence/0`,
    // A resource (an image): strangers get the order's own refusal as plain text.
    expect: {
      ...orderParties({ buyer: 404, seller: 404, admin: 404 }),
      otherBuyer: { status: 403, text: "Anda tidak memiliki izin untuk melihat pesanan ini." },
      otherSeller: { status: 403, text: "Anda tidak memiliki izin untuk melihat pesanan ini." },
    },
  },
  {
    name: "/order/{order}/chat (WebSocket upgrade, same Origin)",
    method: "GET",
    path: (f) => `/order/${f.orderId}/chat`,
    websocket: true,
    expect: {
      anonymous: { status: 401, text: "Login Diperlukan" },
      buyer: 101,
      otherBuyer: { status: 403, text: "Anda tidak memiliki izin untuk melihat pesanan ini." },
      otherSeller: { status: 403, text: "Anda tidak memiliki izin untuk melihat pesanan ini." },
      admin: 101,
      seller: 101,
    },
  },
  {
    name: "/messages",
    method: "GET",
    path: () => "/messages",
    expect: signedIn(200),
    hidden: { owners: ["buyer", "seller"], strings: () => [SECRET.chat, SECRET.inquiry] },
  },
  // ── Pre-sale conversations ───────────────────────────────────────────────
  {
    name: "/messages/{inquiry}",
    method: "GET",
    path: (f) => `/messages/${f.inquiryId}`,
    expect: orderParties({ buyer: 200, seller: 200, admin: 200 }),
    hidden: { owners: ["buyer", "seller", "admin"], strings: () => [SECRET.inquiry] },
  },
  {
    name: "/messages/{inquiry}/chat (WebSocket upgrade, same Origin)",
    method: "GET",
    path: (f) => `/messages/${f.inquiryId}/chat`,
    websocket: true,
    expect: {
      anonymous: { status: 401, text: "Login Diperlukan" },
      buyer: 101,
      otherBuyer: { status: 403, text: "Anda tidak memiliki izin untuk melihat percakapan ini." },
      otherSeller: { status: 403, text: "Anda tidak memiliki izin untuk melihat percakapan ini." },
      admin: 101,
      seller: 101,
    },
  },
  {
    // Anyone signed in may ask about the listing: their own conversation, never the buyer's.
    name: "/messages/new (about the seller's listing)",
    method: "POST",
    path: () => "/messages/new",
    form: (f) => ({ listingId: f.listing.id, from: f.listing.path }),
    expect: {
      anonymous: { status: 302, location: /^\/login\?redirect=%2Fgames%2Fvalorant%2Fakun%2F/ },
      buyer: { status: 302, location: /^\/messages\/inq_/ },
      otherBuyer: { status: 302, location: /^\/messages\/inq_/ },
      otherSeller: { status: 302, location: /^\/messages\/inq_/ },
      admin: { status: 302, location: /^\/messages\/inq_/ },
      seller: { status: 302, location: /^\/games\/valorant\/akun\// },
    },
  },
  {
    // Anyone signed in may keep a listing in their own Favorit; a visitor is sent to log in and back.
    name: "/favorites (add the seller's listing)",
    method: "POST",
    path: () => "/favorites",
    form: (f) => ({ intent: "add", productId: f.listing.id, from: f.listing.path }),
    expect: {
      anonymous: { status: 302, location: /^\/login\?redirect=%2Fgames%2Fvalorant%2Fakun%2F/ },
      buyer: { status: 302, location: /^\/games\/valorant\/akun\// },
      otherBuyer: { status: 302, location: /^\/games\/valorant\/akun\// },
      otherSeller: { status: 302, location: /^\/games\/valorant\/akun\// },
      admin: { status: 302, location: /^\/games\/valorant\/akun\// },
      seller: { status: 302, location: /^\/games\/valorant\/akun\// },
    },
  },
  {
    name: "/wishlist",
    method: "GET",
    path: () => "/wishlist",
    expect: { anonymous: LOGIN, buyer: 200, otherBuyer: 200, otherSeller: 200, admin: 200, seller: 200 },
  },
  {
    name: "/my-account/orders",
    method: "GET",
    path: () => "/my-account/orders",
    expect: signedIn(200),
    hidden: { owners: ["buyer"], strings: (f) => [`/order/${f.orderId}`] },
  },
  {
    name: "/seller/dashboard?tab=orders",
    method: "GET",
    path: () => "/seller/dashboard?tab=orders",
    expect: { ...signedIn(HOME), otherSeller: 200, seller: 200 },
    hidden: { owners: ["seller"], strings: (f) => [`/order/${f.orderId}`] },
  },

  // ── Wallet: deposits and withdrawals ────────────────────────────────────
  {
    name: "/my-account/wallet",
    method: "GET",
    path: () => "/my-account/wallet",
    expect: signedIn(200),
    hidden: { owners: ["buyer"], strings: (f) => [SECRET.accountNumber, SECRET.accountName, f.depositId] },
  },
  {
    name: "/my-account/wallet/deposits/{deposit}",
    method: "GET",
    path: (f) => `/my-account/wallet/deposits/${f.depositId}`,
    expect: { ...signedIn(DENIED), buyer: 200 },
    hidden: { owners: ["buyer"], strings: (f) => [f.depositId] },
  },
  {
    name: "/my-account/wallet/deposits/{unknown}",
    method: "GET",
    path: () => "/my-account/wallet/deposits/dep_tidak_ada",
    expect: signedIn(404),
  },
  {
    name: "/my-account/wallet intent=withdraw (a forged userId of the buyer is ignored)",
    method: "POST",
    path: () => "/my-account/wallet",
    form: () => ({ ...withdrawForm, userId: USERS.buyer.id }),
    // Each from their own wallet: the buyer and seller have money, the others have none (400).
    expect: { ...signedIn(400), buyer: 302, seller: 302 },
  },
  {
    name: "/seller/dashboard?tab=withdrawals",
    method: "GET",
    path: () => "/seller/dashboard?tab=withdrawals",
    expect: { ...signedIn(HOME), otherSeller: 200, seller: 200 },
    hidden: { owners: [], strings: () => [SECRET.accountNumber, SECRET.accountName] },
  },

  // ── Listings of the seller ──────────────────────────────────────────────
  {
    name: "/seller/dashboard",
    method: "GET",
    path: () => "/seller/dashboard",
    expect: { ...signedIn(HOME), otherSeller: 200, seller: 200 },
    hidden: { owners: ["seller"], strings: (f) => [f.listing.id] },
  },
  {
    name: "/seller/dashboard?hapus={listing} (delete confirmation)",
    method: "GET",
    path: (f) => `/seller/dashboard?hapus=${f.listing.id}`,
    expect: { ...signedIn(HOME), otherSeller: DENIED, seller: 200 },
  },
  {
    name: "/seller/dashboard intent=update {listing}",
    method: "POST",
    path: () => "/seller/dashboard",
    form: (f) => ({ intent: "update", listingId: f.listing.id, price: "40000", originalPrice: "", stock: "5" }),
    expect: { ...signedIn(DENIED), seller: 302 },
  },
  {
    name: "/seller/dashboard intent=delete {listing}",
    method: "POST",
    path: () => "/seller/dashboard",
    form: (f) => ({ intent: "delete", listingId: f.toDelete.id, confirmed: "1" }),
    expect: { ...signedIn(DENIED), seller: 302 },
  },
  {
    name: "/sell/edit-listing/{listing}",
    method: "GET",
    path: (f) => `/sell/edit-listing/${f.listing.id}`,
    expect: { ...signedIn(HOME), otherSeller: DENIED, seller: 200 },
  },
  {
    name: "/sell/edit-listing/{listing} POST",
    method: "POST",
    path: (f) => `/sell/edit-listing/${f.listing.id}`,
    form: () => ({
      title: "Akun Valorant matriks akses",
      description: "Deskripsi Akun Valorant matriks akses",
      price: "40000",
      originalPrice: "",
      stock: "5",
      platform: "PC/Mobile",
      serverRegion: "",
      deliveryTime: "Instan",
      tags: "",
    }),
    expect: { ...signedIn(DENIED), seller: 302 },
  },
  {
    name: "/sell/create-listing",
    method: "GET",
    path: () => "/sell/create-listing",
    expect: { ...signedIn(HOME), otherSeller: 200, seller: 200 },
  },
  {
    name: "/sell/create-listing with the seller's upload as image",
    method: "POST",
    path: () => "/sell/create-listing",
    form: (f) => ({
      gameSlug: "valorant",
      categorySlug: "akun",
      title: "Akun matriks pinjam gambar",
      description: "Mencoba memakai gambar penjual lain.",
      price: "50000",
      stock: "1",
      platform: "PC",
      deliveryTime: "Instan",
      imageId: f.upload.id,
    }),
    expect: { ...signedIn(DENIED), seller: 302 },
  },
  {
    name: "/games/…/{listing} intent=review",
    method: "POST",
    path: (f) => f.listing.path,
    form: () => ({ intent: "review", rating: "1", comment: "Ulasan dari orang yang tidak membeli." }),
    // The buyer already reviewed (409); the seller may not review their own listing (403).
    expect: {
      ...signedIn({ status: 403, text: "Ulasan hanya bisa diberikan setelah pesanan Anda untuk produk ini selesai." }),
      buyer: 409,
      seller: { status: 403, text: "Penjual tidak dapat memberi ulasan untuk listing miliknya sendiri." },
    },
  },

  // ── Uploads of the seller ───────────────────────────────────────────────
  {
    name: "/uploads (new ticket)",
    method: "POST",
    path: () => "/uploads",
    raw: { body: () => JSON.stringify({ fileName: "a.png", size: 100 }), type: "application/json" },
    expect: { ...every(DENIED), anonymous: 401, otherSeller: 201, seller: 201 },
  },
  {
    name: "/uploads/{upload} PUT",
    method: "PUT",
    path: (f) => f.upload.uploadUrl,
    raw: { body: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47]), type: "application/octet-stream" },
    // The owner's ticket was used up by the fixture's upload.
    expect: { ...every(DENIED), anonymous: 401, seller: 409 },
  },
  {
    name: "/uploads/{upload} POST (verify)",
    method: "POST",
    path: (f) => f.upload.uploadUrl,
    // Verifying again is harmless for the owner (the image is attached by now).
    expect: { ...every(DENIED), anonymous: 401, seller: 200 },
  },
  {
    name: "/uploads/{upload} DELETE",
    method: "DELETE",
    path: (f) => f.upload.uploadUrl,
    // The seller's own listing above took the image: it cannot be deleted from under it.
    expect: { ...every(DENIED), anonymous: 401, seller: { status: 409, text: "Gambar sedang dipakai oleh listing." } },
  },
  {
    name: "/uploads/{unknown} DELETE",
    method: "DELETE",
    path: () => "/uploads/upl_tidak_ada",
    expect: { ...every(DENIED), anonymous: 401, otherSeller: 404, seller: 404 },
  },

  // ── Profiles and settings ───────────────────────────────────────────────
  {
    name: "/my-account/profile",
    method: "GET",
    path: () => "/my-account/profile",
    expect: signedIn(200),
    hidden: { owners: ["buyer"], strings: () => [USERS.buyer.email] },
  },
  { name: "/my-account/settings", method: "GET", path: () => "/my-account/settings", expect: signedIn(200) },
  // Each signed-in user gives or withdraws their own consents and writes their own data request.
  {
    name: "/my-account/settings intent=consents",
    method: "POST",
    path: () => "/my-account/settings",
    form: () => ({ intent: "consents", marketingEmail: "1" }),
    expect: signedIn({ status: 302, location: "/my-account/settings" }),
  },
  {
    name: "/my-account/settings intent=data_request",
    method: "POST",
    path: () => "/my-account/settings",
    form: () => ({ intent: "data_request", kind: "correction", message: "Mohon perbaiki nama saya." }),
    expect: signedIn({ status: 302, location: "/my-account/settings" }),
  },
  { name: "/notifications", method: "GET", path: () => "/notifications", expect: signedIn(200) },
  {
    name: "/notifications/push intent=subscribe {seller's endpoint, other keys}",
    method: "POST",
    path: () => "/notifications/push",
    form: () => ({ intent: "subscribe", ...SELLER_PUSH, auth: "AQEBAQEBAQEBAQEBAQEBAQ" }),
    // Another account cannot take the seller's device over; the seller may re-key their own.
    expect: { ...signedIn(DENIED), anonymous: PUSH_401, seller: 200 },
  },
  {
    name: "/notifications/push intent=unsubscribe {seller's endpoint}",
    method: "POST",
    path: () => "/notifications/push",
    form: () => ({ intent: "unsubscribe", endpoint: SELLER_PUSH.endpoint }),
    expect: { ...signedIn(DENIED), anonymous: PUSH_401, seller: 200 },
  },
  {
    name: "/dev/push (DEV_OUTBOX=1, public host)",
    method: "POST",
    path: () => "/dev/push",
    form: () => ({}),
    expect: every(404),
  },
  {
    name: "/notifications intent=mark-all-read",
    method: "POST",
    path: () => "/notifications",
    form: () => ({ intent: "mark-all-read" }),
    expect: signedIn(302),
  },
  { name: "/notifications/pengaturan", method: "GET", path: () => "/notifications/pengaturan", expect: signedIn(200) },
  {
    // The defaults as the page shows them, posted back: each signed-in user saves their own.
    name: "/notifications/pengaturan (save)",
    method: "POST",
    path: () => "/notifications/pengaturan",
    form: () => DEFAULT_SETTINGS_FORM,
    expect: signedIn(302),
  },
  // The unsubscribe link needs no login: its signed token is the authority, whoever holds it.
  {
    name: "/notifications/berhenti?token={valid}",
    method: "GET",
    path: () => `/notifications/berhenti?token=${encodeURIComponent(unsubscribeToken)}`,
    expect: every({ status: 200, text: "Ya, berhenti menerima email ini" }),
  },
  {
    name: "/notifications/berhenti?token={tampered} POST",
    method: "POST",
    path: () => `/notifications/berhenti?token=${encodeURIComponent(`${unsubscribeToken}x`)}`,
    form: () => ({ "List-Unsubscribe": "One-Click" }),
    expect: every({ status: 400, text: "Tautan berhenti berlangganan tidak valid" }),
  },
  {
    name: "/notifications/berhenti (no token) POST",
    method: "POST",
    path: () => "/notifications/berhenti",
    form: () => ({ "List-Unsubscribe": "One-Click" }),
    expect: every({ status: 400, text: "Tautan berhenti berlangganan tidak valid" }),
  },
  {
    name: "/notifications/berhenti?token={valid} POST",
    method: "POST",
    path: () => `/notifications/berhenti?token=${encodeURIComponent(unsubscribeToken)}`,
    form: () => ({ "List-Unsubscribe": "One-Click" }),
    expect: every({ status: 200, text: "Anda tidak akan lagi menerima email" }),
  },

  // ── Cart and checkout ───────────────────────────────────────────────────
  {
    name: "/checkout",
    method: "GET",
    path: () => "/checkout",
    expect: signedIn(200, { status: 302, location: "/login?redirect=%2Fcart" }),
  },
  {
    name: "/checkout intent=review",
    method: "POST",
    path: () => "/checkout",
    form: (f) => ({
      intent: "review",
      lines: JSON.stringify([{ listingId: f.listing.id, quantity: 1, expectedPrice: 40_000 }]),
    }),
    expect: signedIn(200, { status: 302, location: "/login?redirect=%2Fcart" }),
  },

  {
    name: "/checkout?buy={listing}",
    method: "GET",
    path: (f) => `/checkout?buy=${f.listing.id}&quantity=1&price=40000&checkoutKey=${REVIEW_KEY}`,
    expect: signedIn(200, { status: 302, location: /^\/login\?redirect=%2Fcheckout%3Fbuy%3D/ }),
  },
  {
    name: "/cart intent=add",
    method: "POST",
    path: () => "/cart",
    form: (f) => ({ intent: "add", listingId: f.listing.id, quantity: "1", price: "40000" }),
    // Signed in: added (or, for its seller, refused) and back to the listing; visitors log in first.
    expect: signedIn(
      { status: 302, location: /^\/games\/valorant\/akun\/lst_/ },
      { status: 302, location: /^\/login\?redirect=%2Fgames%2Fvalorant%2Fakun%2Flst_\w+&add=/ },
    ),
  },
  { name: "/cart/sync", method: "GET", path: () => "/cart/sync", expect: every(200) },
  {
    name: "/cart/sync intent=replace",
    method: "POST",
    path: () => "/cart/sync",
    form: () => ({ intent: "replace", lines: "[]" }),
    expect: signedIn(200, { status: 401 }),
  },

  // ── The staff console ───────────────────────────────────────────────────
  ...[
    "/admin",
    "/admin/deposits",
    "/admin/withdrawals",
    "/admin/disputes",
    "/admin/chats",
    "/admin/users",
    "/admin/listings",
    "/admin/denominations",
    "/admin/payments",
    "/admin/ledger",
    "/admin/data-requests",
    "/admin/marketing",
  ].map((path): Case => ({ name: path, method: "GET", path: () => path, expect: adminOnly(200) })),
  {
    name: "/admin/disputes/{disputed order}",
    method: "GET",
    path: (f) => `/admin/disputes/${f.disputedId}`,
    expect: adminOnly(200),
    hidden: { owners: ["admin"], strings: () => ["Akun tidak bisa login"] },
  },
  {
    name: "/admin/deposits intent=approve {deposit}",
    method: "POST",
    path: () => "/admin/deposits",
    form: (f) => ({ intent: "approve", id: f.depositId }),
    expect: adminOnly({ status: 302, location: "/admin/deposits" }),
  },
  {
    name: "/admin/deposits intent=reject {deposit}",
    method: "POST",
    path: () => "/admin/deposits",
    form: (f) => ({ intent: "reject", id: f.depositId, reason: "Tidak ada transfer" }),
    expect: adminOnly({ status: 302, location: "/admin/deposits" }),
  },
  {
    name: "/admin/withdrawals intent=pay {withdrawal}",
    method: "POST",
    path: () => "/admin/withdrawals",
    form: (f) => ({ intent: "pay", id: f.withdrawalId, transferReference: "TRX-MATRIKS-1" }),
    expect: adminOnly({ status: 302, location: "/admin/withdrawals" }),
  },
  {
    name: "/admin/withdrawals intent=reject {withdrawal}",
    method: "POST",
    path: () => "/admin/withdrawals",
    form: (f) => ({ intent: "reject", id: f.withdrawalId, reason: "Rekening salah" }),
    expect: adminOnly({ status: 302, location: "/admin/withdrawals" }),
  },
  ...(["release", "refund"] as const).map((intent): Case => ({
    name: `/admin/disputes/{completed order} intent=${intent}`,
    method: "POST",
    path: (f) => `/admin/disputes/${f.orderId}`,
    form: () => ({ intent }),
    expect: adminOnly(409),
  })),
  ...(["verify", "unverify", "suspend", "unsuspend"] as const).map((intent): Case => ({
    name: `/admin/users intent=${intent}`,
    method: "POST",
    path: () => "/admin/users",
    form: (f) => ({ intent, id: f.target.id }),
    expect: adminOnly({ status: 302, location: "/admin/users" }),
  })),
  {
    name: "/admin/listings intent=take-down",
    method: "POST",
    path: () => "/admin/listings",
    form: (f) => ({ intent: "take-down", id: f.toTakeDown.id, reason: "Melanggar aturan" }),
    expect: adminOnly({ status: 302, location: "/admin/listings" }),
  },
  {
    name: "/admin/denominations intent=add",
    method: "POST",
    path: () => "/admin/denominations",
    form: () => ({ intent: "add", game: "mobile-legends", label: "Nominal uji", amount: "", unit: "" }),
    expect: adminOnly({ status: 302, location: "/admin/denominations?game=mobile-legends" }),
  },
  {
    name: "/admin/payments intent=refresh",
    method: "POST",
    path: () => "/admin/payments",
    form: () => ({ intent: "refresh", id: "pay-tidak-ada" }),
    expect: adminOnly({ status: 302, location: "/admin/payments" }),
  },

  // ── Seller verification: the seller's own page, identity data for staff only ──
  {
    name: "/uploads (identity ticket)",
    method: "POST",
    path: () => "/uploads",
    raw: {
      body: () => JSON.stringify({ fileName: "ktp.png", size: 100, purpose: "identity" }),
      type: "application/json",
    },
    expect: { ...every(DENIED), anonymous: 401, otherSeller: 201, seller: 201 },
  },
  {
    name: "/seller/verification",
    method: "GET",
    path: () => "/seller/verification",
    expect: { ...signedIn(DENIED), otherSeller: 200, seller: 200 },
    hidden: { owners: ["seller"], strings: () => [IDENTITY.fullName] },
  },
  {
    name: "/seller/verification (an empty form)",
    method: "POST",
    path: () => "/seller/verification",
    form: () => ({ fullName: "" }),
    // The seller's request is pending: it cannot be replaced.
    expect: { ...signedIn(DENIED), otherSeller: 400, seller: 409 },
  },
  {
    name: "/admin/verifications",
    method: "GET",
    path: () => "/admin/verifications",
    expect: adminOnly(200),
  },
  {
    name: "/admin/verifications/{seller's request}",
    method: "GET",
    path: () => `/admin/verifications/${verification.id}`,
    expect: adminOnly(200),
    hidden: { owners: ["admin"], strings: () => [IDENTITY.nik, IDENTITY.address] },
  },
  ...(["ktp", "selfie"] as const).map((photo): Case => ({
    name: `/admin/verifications/{seller's request}/${photo}`,
    method: "GET",
    path: () => `/admin/verifications/${verification.id}/${photo}`,
    expect: adminOnly(200),
  })),
  {
    name: "/admin/verifications/{seller's request} intent=reject",
    method: "POST",
    path: () => `/admin/verifications/${verification.id}`,
    form: () => ({ intent: "reject", reason: "Foto buram" }),
    expect: adminOnly({ status: 302, location: "/admin/verifications" }),
  },
  {
    name: "/admin/data-requests {unknown request}",
    method: "POST",
    path: () => "/admin/data-requests",
    form: () => ({ requestId: "dreq_tidak_ada", note: "Sudah ditangani." }),
    expect: adminOnly({ status: 404, text: "Permohonan tidak ditemukan." }),
  },
  {
    name: "/admin/marketing (send a promotion)",
    method: "POST",
    path: () => "/admin/marketing",
    form: () => ({ title: "Promo matriks", body: "Isi promo matriks.", link: "/promotions" }),
    expect: adminOnly({ status: 302, location: "/admin/marketing" }),
  },

  // ── The internal payout API: a bearer token, never a session ─────────────
  { name: "/internal/payouts", method: "GET", path: () => "/internal/payouts", expect: every(API_401) },
  {
    name: "/internal/payouts/{withdrawal}",
    method: "GET",
    path: (f) => `/internal/payouts/${f.withdrawalId}`,
    expect: every(API_401),
  },
  {
    name: "/internal/payouts/{withdrawal} POST",
    method: "POST",
    path: (f) => `/internal/payouts/${f.withdrawalId}`,
    raw: { body: () => JSON.stringify({ status: "paid", transferReference: "X" }), type: "application/json" },
    expect: every(API_401),
  },
];

let f: Fixture;
/** The demo seller's pending verification (made in beforeAll). */
let verification: { id: string };
/** The demo buyer's unsubscribe token for 'Pesan' e-mails (as a notification e-mail carries it). */
let unsubscribeToken = "";
const DEFAULT_SETTINGS_FORM = Object.fromEntries(
  NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.filter((channel) => channelDefault(kind, channel)).map((channel) => [
      `${kind}.${channel}`,
      "on",
    ]),
  ),
);
beforeAll(async () => {
  f = await buildFixture();
  await db()
    .insert(pushSubscriptions)
    .values({ id: "psub_matriks", userId: USERS.seller.id, ...SELLER_PUSH, createdAt: Date.now() });
  unsubscribeToken = await signUnsubscribeToken(env.EMAIL_LINK_KEY!, USERS.buyer.id, "chat");
  verification = await submittedVerification(USERS.seller.id);
});

async function run(c: Case, role: Role): Promise<Response> {
  const who = f.clients[role];
  const path = c.path(f);
  if (c.websocket) return who.get(path, { Upgrade: "websocket", Origin: ORIGIN });
  if (c.form) return who.post(path, c.form(f));
  if (c.raw) return send(who, c.method, path, c.raw.body(f), { "Content-Type": c.raw.type });
  if (c.method === "GET") return who.get(path);
  return send(who, c.method, path);
}

describe("authorization matrix", () => {
  for (const c of CASES) {
    for (const role of ROLES) {
      const cell = c.expect[role];
      const want: Expected = typeof cell === "number" ? { status: cell } : cell;
      it(`${c.method} ${c.name} as ${role} → ${want.status}`, async () => {
        const res = await run(c, role);
        if (res.status === 101) {
          res.webSocket!.accept();
          res.webSocket!.close(1000, "matriks");
        }
        const body = res.status === 101 ? "" : await res.text();
        const snippet = body
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .slice(0, 300);
        expect(res.status, snippet).toBe(want.status);
        if (want.location !== undefined) {
          const location = res.headers.get("Location") ?? "";
          if (typeof want.location === "string") expect(location).toBe(want.location);
          else expect(location).toMatch(want.location);
        }
        const text = want.text ?? (want.status === 403 ? "Akses Ditolak" : undefined);
        if (text) expect(body.includes(text), `body lacks "${text}": ${snippet}`).toBe(true);
        if (c.hidden && !c.hidden.owners.includes(role)) {
          for (const secret of c.hidden.strings(f)) expect(body.includes(secret), `${role} sees ${secret}`).toBe(false);
        }
      });
    }
  }
});

describe("what the refused cells left alone", () => {
  it("nobody but the seller changed the seller's listings; the take-down was the admin's", async () => {
    const rows = await db().select().from(products).where(eq(products.sellerId, USERS.seller.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(f.listing.id)).toMatchObject({ status: "active", price: 40_000, stock: 5 });
    expect(byId.get(f.toDelete.id)?.status).toBe("deleted");
    expect(byId.get(f.toTakeDown.id)?.status).toBe("deleted");
    // No other seller's listing was created with the seller's image.
    const borrowed = await db().select().from(products).where(eq(products.title, "Akun matriks pinjam gambar"));
    expect(borrowed.map((r) => r.sellerId)).toEqual([USERS.seller.id]);
  });

  it("a profile form carrying another user's id edits only the signed-in user", async () => {
    const before = await db().query.users.findFirst({ where: eq(users.id, USERS.buyer.id) });
    const res = await f.clients.otherBuyer.post("/my-account/profile", {
      id: USERS.buyer.id,
      userId: USERS.buyer.id,
      username: f.otherBuyer.username,
      fullName: "Bukan Pembeli Demo",
      phone: "",
      avatarUrl: "",
    });
    expect(res.status).toBe(302);
    const after = await db().query.users.findFirst({ where: eq(users.id, USERS.buyer.id) });
    expect(after?.fullName).toBe(before?.fullName);
    const other = await db().query.users.findFirst({ where: eq(users.id, f.otherBuyer.id) });
    expect(other?.fullName).toBe("Bukan Pembeli Demo");
  });
});

describe("the seller's push subscription", () => {
  it("only the seller changed it: re-keyed, then removed", async () => {
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, SELLER_PUSH.endpoint));
    expect(rows).toEqual([]);
  });
});

describe("forged chat handshake headers", () => {
  /**
   * The room trusts only what the worker sets after its access check. A party of one order sends the
   * room's headers in its own handshake, naming another order and that order's buyer: the socket
   * still belongs to their own order and to them, and the other order's parties see nothing. The
   * socket's order has never been through the room (like seeded or imported orders), so a room
   * that took its order from the browser's header would bind to the other order here.
   */
  it("X-Order-Id and X-Chat-User from the browser have no effect: the message lands in its own order's inbox", async () => {
    const listing = await newListing(USERS.otherSeller.id, "Akun Valorant matriks penyerang");
    const ownOrder = await insertOrder(f.otherBuyer.id, listing.id, "Selesai");
    const text = "Pembayaran gagal. Transfer ulang Rp40.000 ke BCA 5544332211 a.n. Admin PasarGame.";
    const chat = await openChat(f.clients.otherBuyer, ownOrder, {
      "X-Order-Id": f.orderId,
      "X-Chat-User": USERS.buyer.id,
      "X-Chat-Session": "sesi-palsu",
    });
    const clientId = chat.say(text);
    const [echo] = (await chat.until((all) => all.some((m) => m.type === "chat"))).filter((m) => m.type === "chat");
    expect(echo).toMatchObject({ message: { sender: f.otherBuyer.id, body: text, clientId } });
    chat.ws.close(1000, "matriks");

    // The socket's own counterparty has it as unread; the other order's parties have nothing.
    const threads = (orderId: string) => db().select().from(chatThreads).where(eq(chatThreads.orderId, orderId));
    await expect
      .poll(async () => (await threads(ownOrder)).find((t) => t.userId === USERS.otherSeller.id)?.unread)
      .toBe(1);
    expect((await threads(f.orderId)).map((t) => t.lastMessagePreview)).not.toContain(text);
    for (const victim of ["buyer", "seller"] as const) {
      const inbox = await (await f.clients[victim].get("/messages")).text();
      expect(inbox.includes("5544332211"), `${victim} sees the forged message`).toBe(false);
    }
    expect((await (await f.clients.otherSeller.get("/messages")).text()).includes("5544332211")).toBe(true);
    expect((await roomOf(f.orderId).history()).map((m) => m.body)).not.toContain(text);
  });
});
