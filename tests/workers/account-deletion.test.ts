/**
 * 'Hapus Akun' (issue 34 point 1): refused, saying what to finish first, while a balance or an
 * order is open; with the right password and nothing open, the person's identity leaves the row at
 * once, every session ends and they cannot sign in again, while orders and the ledger stay whole.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:test";
import { chatThreads, mailOutbox, notifications, sellerVerifications, sessions, uploads, users } from "~/db/schema";
import { newId } from "~/utils/ids";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { fundedBuyer, newListing, newUser, signedIn, unpaidOrder } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login } from "./http";
import { submittedVerification } from "./verification-fixtures";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const remove = (c: Awaited<ReturnType<typeof signedIn>>, password = "demo12345") =>
  c.post("/my-account/settings", { intent: "delete_account", deletePassword: password });

describe("deleting one's account", () => {
  it("is refused with a balance, then done once it is withdrawn: identity gone, sessions ended, ledger whole", async () => {
    const buyer = await fundedBuyer(12_500);
    const before = (await db().query.users.findFirst({ where: eq(users.id, buyer.id) }))!;
    const c = await signedIn(buyer.id);

    const wrong = await remove(c, "bukan-password");
    expect(wrong.status).toBe(400);
    expect(await text(wrong)).toContain("Password salah.");

    const refused = await remove(c);
    expect(refused.status).toBe(409);
    const html = await text(refused);
    expect(html).toContain("Akun Belum Bisa Dihapus");
    expect(html).toContain("Saldo Anda masih Rp12.500. Tarik atau gunakan saldo terlebih dahulu.");
    expect((await db().query.users.findFirst({ where: eq(users.id, buyer.id) }))!.deletedAt).toBeNull();

    // The balance leaves as a paid-out withdrawal would (the outside world: the bank).
    await move(db(), {
      kind: "test_withdrawal",
      reference: buyer.id,
      legs: [
        { account: account.wallet(buyer.id), amount: -12_500 },
        { account: account.externalPayouts, amount: 12_500 },
      ],
    });
    const done = await remove(c);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/");
    expect(done.headers.getSetCookie().join(";")).toMatch(/pg_session=;|Max-Age=0/);

    const after = (await db().query.users.findFirst({ where: eq(users.id, buyer.id) }))!;
    expect(after.deletedAt).not.toBeNull();
    expect(after.username).toMatch(/^Pengguna dihapus /);
    expect(after).toMatchObject({ fullName: null, phone: null, avatarUrl: null, passwordHash: null });
    expect(after.email).not.toBe(before.email);
    expect(await db().$count(sessions, eq(sessions.userId, buyer.id))).toBe(0);
    expect((await login(client(), before.email, "demo12345")).status).not.toBe(302);
    await expectLedgerInvariants();
  });

  it("takes a seller's verification with it: the sealed identity and both photos are gone", async () => {
    const seller = await newUser("seller", "hapusv");
    const { keys } = await submittedVerification(seller.id);
    expect((await remove(await signedIn(seller.id))).status).toBe(302);
    expect(await db().$count(sellerVerifications, eq(sellerVerifications.userId, seller.id))).toBe(0);
    expect(await env.IMAGES.head(keys.ktp)).toBeNull();
    expect(await env.IMAGES.head(keys.selfie)).toBeNull();
  });

  it("reaches the person's notices, conversation list, outbox mails and listing images", async () => {
    const seller = await newUser("seller", "hapusjejak");
    const now = Date.now();
    const key = `product_images/${seller.id}/${now}-foto.png`;
    await env.IMAGES.put(key, new Uint8Array([1, 2, 3]));
    await db()
      .insert(uploads)
      .values({
        id: newId("upl"),
        userId: seller.id,
        key,
        fileName: "foto.png",
        status: "attached",
        expiresAt: now,
        createdAt: now,
      });
    await db()
      .insert(notifications)
      .values({
        id: newId("ntf"),
        userId: seller.id,
        title: "Halo",
        body: "Isi",
        link: "/",
        kind: "order_update",
        createdAt: now,
      });
    await db()
      .insert(mailOutbox)
      .values({ id: newId("mail"), to: seller.email, subject: "Kode", text: "x", html: "x", createdAt: now });

    const done = await remove(await signedIn(seller.id));
    expect(done.status).toBe(302);
    expect(await db().$count(notifications, eq(notifications.userId, seller.id))).toBe(0);
    expect(await db().$count(chatThreads, eq(chatThreads.userId, seller.id))).toBe(0);
    expect(await db().$count(mailOutbox, eq(mailOutbox.to, seller.email))).toBe(0);
    expect(await env.IMAGES.head(key)).toBeNull();
    expect((await db().query.uploads.findFirst({ where: eq(uploads.key, key) }))!.status).toBe("deleted");
  });

  it("waits for an open order, and says so", async () => {
    const seller = await newUser("seller", "hapus");
    const listing = await newListing(seller.id, "Akun masih dipesan", 9_000);
    const buyer = await newUser("buyer", "hapus");
    await unpaidOrder(buyer.id, listing.id);
    const res = await remove(await signedIn(buyer.id));
    expect(res.status).toBe(409);
    expect(await text(res)).toContain("Masih ada 1 pesanan yang berjalan");
    // The seller too: the same order is theirs to finish.
    const sellerRes = await remove(await signedIn(seller.id));
    expect(sellerRes.status).toBe(409);
  });
});
