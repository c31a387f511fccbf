/**
 * Verified sellers (issue 34 point 3): a seller sends their KTP data and two photos through the
 * presigned flow under the private prefix; staff open it (every view and photo audited), reject
 * with a reason or approve; approval gives the 'Penjual Terverifikasi' badge and lifts the rules
 * (withdrawals above Rp5.000.000, Akun listings above Rp10.000.000). Nobody else sees the data.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, notifications, sellerVerifications, uploads, users } from "~/db/schema";
import { newListing, newUser, PNG, signedIn, toastOf, USERS } from "./fixtures";
import { NIK, verificationForm } from "./verification-fixtures";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { db, expectLedgerInvariants } from "./helpers";
import type { Client } from "./http";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const requestOf = async (userId: string) =>
  (await db().query.sellerVerifications.findFirst({ where: eq(sellerVerifications.userId, userId) }))!;
const views = (id: string) =>
  db().$count(auditLog, and(eq(auditLog.action, "verification.view"), eq(auditLog.targetId, id)));

describe("a seller's verification, from the form to the badge", () => {
  it("is sent sealed and private, shown to staff with every view audited, rejected, re-sent, then approved", async () => {
    const seller = await newUser("seller", "verif");
    const c = await signedIn(seller.id);
    const admin = await signedIn(USERS.admin.id);
    expect(await text(await c.get("/seller/verification"))).toContain("Verifikasi Penjual");

    const sent = await c.post("/seller/verification", await verificationForm(c));
    expect(sent.status).toBe(302);
    expect(toastOf(sent)?.title).toBe("Verifikasi Terkirim");
    const row = await requestOf(seller.id);
    expect(row).toMatchObject({ status: "submitted", taxBasis: "npwp" });
    // Sealed: neither the NIK nor the name is stored in the clear.
    expect(row.identitySealed).toMatch(/^v2:/);
    expect(row.identitySealed).not.toContain(NIK);
    expect(row.identitySealed).not.toContain("Budi");
    expect(row.ktpKey.startsWith(`identity/${seller.id}/`)).toBe(true);
    const attached = await db().select().from(uploads).where(eq(uploads.key, row.ktpKey));
    expect(attached[0]?.status).toBe("attached");
    // The public image route never serves it, even to its owner.
    expect((await c.get(`/images/${row.ktpKey}`)).status).toBe(404);
    // The seller sees the status and the NIK's last digits only.
    const page = await text(await c.get("/seller/verification"));
    expect(page).toContain("Sedang diperiksa");
    expect(page).toContain("0001");
    expect(page).not.toContain(NIK);

    // Staff: the queue (no identity), then the request (decrypted), audited each time.
    const queue = await text(await admin.get("/admin/verifications"));
    expect(queue).toContain(seller.username);
    expect(queue).not.toContain(NIK);
    // The console's tab counts the requests waiting.
    expect(queue).toMatch(/href="\/admin\/verifications"[^>]*>Verifikasi<span[^>]*>[1-9]\d*<\/span>/);
    expect(await views(row.id)).toBe(0);
    const opened = await text(await admin.get(`/admin/verifications/${row.id}`));
    expect(opened).toContain(NIK);
    expect(opened).toContain("Jl. Merdeka No. 1, Bandung");
    expect(opened).toContain("NPWP 123456789012345");
    await admin.get(`/admin/verifications/${row.id}`);
    expect(await views(row.id)).toBe(2);
    const photo = await admin.get(`/admin/verifications/${row.id}/ktp`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(photo.headers.get("Cache-Control")).toContain("no-store");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    expect(await views(row.id)).toBe(3);

    // Rejected with a reason the seller reads; a reason is required.
    expect((await admin.post(`/admin/verifications/${row.id}`, { intent: "reject", reason: " " })).status).toBe(400);
    const rejected = await admin.post(`/admin/verifications/${row.id}`, {
      intent: "reject",
      reason: "Foto KTP buram.",
    });
    expect(rejected.status).toBe(302);
    expect(toastOf(rejected)?.title).toBe("Verifikasi Ditolak");
    const rejectedPage = await text(await c.get("/seller/verification"));
    expect(rejectedPage).toContain("Verifikasi ditolak: Foto KTP buram.");
    expect(rejectedPage).toContain("Kirim Ulang Verifikasi");
    const notes = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notes.map((n) => n.title)).toContain("Verifikasi Penjual Ditolak");

    // Re-sent with new photos (turnover statement this time): the old photos are gone from R2.
    const again = await c.post("/seller/verification", {
      ...(await verificationForm(c)),
      taxBasis: "turnover_statement",
      npwp: "",
      turnoverStatement: "on",
    });
    expect(again.status).toBe(302);
    const second = await requestOf(seller.id);
    expect(second).toMatchObject({ id: row.id, status: "submitted", taxBasis: "turnover_statement", reason: null });
    expect(second.turnoverStatedAt).not.toBeNull();
    expect(await env.IMAGES.head(row.ktpKey)).toBeNull();
    expect(await env.IMAGES.head(second.ktpKey)).not.toBeNull();
    // A pending request cannot be replaced.
    const third = await c.post("/seller/verification", await verificationForm(c));
    expect(third.status).toBe(409);

    // Approved: the flag, the notice, the badge on the seller's listing.
    const approved = await admin.post(`/admin/verifications/${row.id}`, { intent: "approve" });
    expect(toastOf(approved)).toMatchObject({ title: "Verifikasi Disetujui" });
    const user = await db().query.users.findFirst({ where: eq(users.id, seller.id) });
    expect(user?.isVerified).toBe(true);
    expect((await requestOf(seller.id)).reviewerId).toBe(USERS.admin.id);
    const listing = await newListing(seller.id, "Akun Valorant terverifikasi");
    expect(await text(await c.get(listing.path))).toContain('title="Penjual Terverifikasi"');
    // A stale second click changes nothing.
    const stale = await admin.post(`/admin/verifications/${row.id}`, { intent: "reject", reason: "Terlambat" });
    expect(toastOf(stale)?.title).toBe("Sudah Diproses");
    expect((await requestOf(seller.id)).status).toBe("approved");
  });
});

describe("what the form refuses", () => {
  it("a malformed or impossible NIK, a bad NPWP, a missing turnover statement, the same photo twice", async () => {
    const seller = await newUser("seller", "verifx");
    const c = await signedIn(seller.id);
    const form = await verificationForm(c);
    const cases: [Record<string, string>, string][] = [
      [{ nik: "12345" }, "NIK harus 16 digit angka sesuai KTP."],
      [{ nik: "320101120590000a" }, "NIK harus 16 digit angka sesuai KTP."],
      [{ nik: "3201019905900001" }, "NIK tidak valid."],
      [{ nik: "0001011205900001" }, "NIK tidak valid."],
      [{ npwp: "1234" }, "NPWP harus 15 atau 16 digit angka."],
      [{ taxBasis: "turnover_statement" }, "Centang pernyataan omzet untuk melanjutkan."],
      [{ taxBasis: "lainnya" }, "Pilih NPWP atau pernyataan omzet."],
      [{ selfieUpload: form.ktpUpload }, "Foto KTP dan foto selfie harus dua file yang berbeda."],
      [{ fullName: "" }, "Nama sesuai KTP wajib diisi"],
    ];
    for (const [over, message] of cases) {
      const res = await c.post("/seller/verification", { ...form, ...over });
      expect(res.status, message).toBe(400);
      expect(await text(res)).toContain(message);
    }
    expect(await db().$count(sellerVerifications, eq(sellerVerifications.userId, seller.id))).toBe(0);
  });
});

/** A new seller holding `funds` in their wallet (through the ledger). */
async function fundedSeller(funds: number) {
  const seller = await newUser("seller", "ambang");
  await move(db(), {
    kind: "test_funding",
    reference: seller.id,
    legs: [
      { account: account.externalDeposits, amount: -funds },
      { account: account.wallet(seller.id), amount: funds },
    ],
  });
  return { ...seller, client: await signedIn(seller.id) };
}

/** Sent and approved through the pages, as seller and staff do. */
async function approve(c: Client, userId: string) {
  expect((await c.post("/seller/verification", await verificationForm(c))).status).toBe(302);
  const admin = await signedIn(USERS.admin.id);
  const { id } = await requestOf(userId);
  expect((await admin.post(`/admin/verifications/${id}`, { intent: "approve" })).status).toBe(302);
}

const withdraw = (c: Client, amount: string) =>
  c.post("/my-account/wallet", {
    intent: "withdraw",
    amount,
    method: "bank_transfer",
    bankName: "BCA",
    accountNumber: "1234567890",
    accountName: "Penjual Ambang",
    confirmedHolder: "PENJUAL DEMO",
  });

const akun = (price: string) => ({
  gameSlug: "valorant",
  categorySlug: "akun",
  title: "Akun Valorant Radiant ambang harga",
  description: "Akun dengan banyak skin langka untuk uji ambang harga.",
  price,
  stock: "1",
  platform: "PC",
  deliveryTime: "Instan",
});

describe("what needs a verified seller", () => {
  it("a withdrawal above Rp5.000.000: refused with the way to verify, allowed once approved", async () => {
    const seller = await fundedSeller(12_000_000);
    const over = await withdraw(seller.client, "5.000.001");
    expect(over.status).toBe(403);
    const html = await text(over);
    expect(html).toContain("Verifikasi Penjual Diperlukan");
    expect(html).toContain("Penarikan di atas Rp5.000.000 hanya untuk Penjual Terverifikasi");
    expect(html).toContain("/seller/verification");
    expect((await withdraw(seller.client, "5.000.000")).status).toBe(302);

    await approve(seller.client, seller.id);
    expect((await withdraw(seller.client, "6.000.000")).status).toBe(302);
    await expectLedgerInvariants();
  });

  it("an Akun listing above Rp10.000.000, created or repriced: refused until approved; other types are not", async () => {
    const seller = await newUser("seller", "ambangl");
    const c = await signedIn(seller.id);
    const over = await c.post("/sell/create-listing", akun("10.000.001"));
    expect(over.status).toBe(403);
    expect(await text(over)).toContain(
      "Listing akun dengan harga di atas Rp10.000.000 hanya untuk Penjual Terverifikasi",
    );
    expect((await c.post("/sell/create-listing", akun("10.000.000"))).status).toBe(302);

    // Repricing an existing listing on the dashboard or the edit page is held to the same line.
    const listing = await newListing(seller.id, "Akun Valorant ambang ubah harga");
    const update = { intent: "update", listingId: listing.id, originalPrice: "", stock: "1" };
    const repriced = await c.post("/seller/dashboard", { ...update, price: "15.000.000" });
    expect(repriced.status).toBe(400);
    expect(await text(repriced)).toContain("hanya untuk Penjual Terverifikasi");
    const edited = await c.post(`/sell/edit-listing/${listing.id}`, akun("15.000.000"));
    expect(edited.status).toBe(403);

    await approve(c, seller.id);
    expect((await c.post("/sell/create-listing", akun("25.000.000"))).status).toBe(302);
    expect((await c.post("/seller/dashboard", { ...update, price: "15.000.000" })).status).toBe(302);
  });

  it("the thresholds come from the environment", async () => {
    const { verifiedThresholds } = await import("~/modules/sellers/rules.server");
    expect(verifiedThresholds({})).toEqual({ withdrawal: 5_000_000, listingPrice: 10_000_000 });
    expect(
      verifiedThresholds({ VERIFIED_WITHDRAWAL_THRESHOLD: "1000000", VERIFIED_LISTING_PRICE_THRESHOLD: "abc" }),
    ).toEqual({ withdrawal: 1_000_000, listingPrice: 10_000_000 });
  });
});
