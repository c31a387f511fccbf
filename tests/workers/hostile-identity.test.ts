/**
 * Hostile input to seller verification: another seller's photo, a listing image or a bare key as
 * an identity photo, identity photos as listing images or through the public image route, NIKs
 * that are not NIKs, and the corpus in the name and address staff read (shown as text).
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { products, sellerVerifications, uploads } from "~/db/schema";
import { newUser, signedIn, USERS, verifiedUpload } from "./fixtures";
import { db } from "./helpers";
import { expectShownAsText, PAYLOADS } from "./hostile";
import { identityUpload, NIK, submittedVerification, verificationForm } from "./verification-fixtures";

vi.setConfig({ testTimeout: 60_000 });

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const newSeller = async (prefix: string) => {
  const u = await newUser("seller", prefix);
  return { ...u, c: await signedIn(u.id) };
};
const requests = (userId: string) => db().$count(sellerVerifications, eq(sellerVerifications.userId, userId));

describe("photos that are not the seller's own identity documents", () => {
  it("another seller's identity upload is a 403 'Akses Ditolak' and stays theirs", async () => {
    const [victim, attacker] = [await newSeller("korban"), await newSeller("penyerang")];
    const stolen = await identityUpload(victim.c, "ktp-korban.png");
    const res = await attacker.c.post(
      "/seller/verification",
      await verificationForm(attacker.c, { ktpUpload: stolen.id }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Akses Ditolak");
    expect(await requests(attacker.id)).toBe(0);
    const row = await db().query.uploads.findFirst({ where: eq(uploads.id, stolen.id) });
    expect(row).toMatchObject({ userId: victim.id, status: "verified" });
  });

  it("a listing image, a bare storage key, an unverified ticket or an unknown id is refused; nothing is stored", async () => {
    const s = await newSeller("kunci");
    const listingImage = await verifiedUpload(s.c, "produk.png");
    const pendingRes = await s.c.post("/uploads", { fileName: "belum.png", size: "67", purpose: "identity" });
    const pending = (await pendingRes.json()) as { id: string; key: string };
    const refused: [Record<string, string>, string][] = [
      [{ ktpUpload: listingImage.id }, "File ini bukan unggahan dokumen identitas."],
      // A storage key is never an upload id: too long to be one, or no upload has it as its id.
      [{ ktpUpload: pending.key }, "Foto KTP wajib diunggah."],
      [{ ktpUpload: `identity/${s.id}/1-ktp.png` }, "Foto belum selesai diverifikasi atau sudah dihapus."],
      [{ ktpUpload: pending.id }, "Foto belum selesai diverifikasi atau sudah dihapus."],
      [{ selfieUpload: "upl_tidak_ada" }, "Foto belum selesai diverifikasi atau sudah dihapus."],
      [{ ktpUpload: "x".repeat(500) }, "Foto KTP wajib diunggah."],
    ];
    const form = await verificationForm(s.c);
    for (const [over, message] of refused) {
      const res = await s.c.post("/seller/verification", { ...form, ...over });
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(await text(res), JSON.stringify(over).slice(0, 80)).toContain(message);
    }
    expect(await requests(s.id)).toBe(0);
  });

  it("an identity photo never becomes a listing image, nor is it served by /images under any spelling", async () => {
    const s = await newSeller("publik");
    const photo = await identityUpload(s.c, "ktp.png");
    const listing = await s.c.post("/sell/create-listing", {
      gameSlug: "valorant",
      categorySlug: "akun",
      title: "Akun Valorant dengan foto KTP",
      description: "Mencoba memasang foto identitas sebagai gambar listing.",
      price: "50000",
      stock: "1",
      platform: "PC",
      deliveryTime: "Instan",
      imageId: photo.id,
    });
    expect(listing.status).toBe(400);
    expect(await db().$count(products, eq(products.title, "Akun Valorant dengan foto KTP"))).toBe(0);
    for (const path of [
      `/images/${photo.key}`,
      `/images/product_images/../${photo.key}`,
      `/images/product_images/%2e%2e/${photo.key}`,
      `/images/${photo.key.replace("identity/", "identity%2F")}`,
    ]) {
      const res = await s.c.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type") ?? "", path).not.toContain("image/");
    }
  });

  it("staff's photo route answers only ktp and selfie of a known request", async () => {
    const s = await newSeller("foto");
    const { id } = await submittedVerification(s.id);
    const admin = await signedIn(USERS.admin.id);
    for (const path of [
      `/admin/verifications/${id}/ktp.png`,
      `/admin/verifications/${id}/..%2fselfie`,
      `/admin/verifications/ver_tidak_ada/ktp`,
      `/admin/verifications/${encodeURIComponent("' OR 1=1 --")}/ktp`,
    ]) {
      expect((await admin.get(path)).status, path).toBe(404);
    }
    expect((await admin.get(`/admin/verifications/ver_tidak_ada`)).status).toBe(404);
    expect(await env.IMAGES.head(`identity/${s.id}/x`)).toBeNull();
  });
});

describe("the identity staff read", () => {
  it("every payload in the name and address is shown to staff as text, never as markup", async () => {
    const admin = await signedIn(USERS.admin.id);
    for (const p of PAYLOADS) {
      const s = await newSeller("xssver");
      const res = await s.c.post(
        "/seller/verification",
        await verificationForm(s.c, { fullName: p.text.slice(0, 100), address: p.text }),
      );
      if (p.text.length > 300) {
        expect(res.status, p.name).toBe(400);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      const row = await db().query.sellerVerifications.findFirst({ where: eq(sellerVerifications.userId, s.id) });
      const html = await (await admin.get(`/admin/verifications/${row!.id}`)).text();
      expectShownAsText(html, [p], `verification: ${p.name}`);
      expect(html).toContain(NIK);
    }
  });
});
