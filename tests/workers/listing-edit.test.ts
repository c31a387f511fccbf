/**
 * A seller edits their own listing's details after creation — title, description, price and the rest,
 * and its images through the same upload flow — with the create form's rules; nobody else may.
 */
import { env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, uploads } from "~/db/schema";
import { db } from "./helpers";
import { newListing, newUser, signedIn, USERS, verifiedUpload } from "./fixtures";
import type { Client } from "./http";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const toastOf = (res: Response) => {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="));
  if (!cookie) return null;
  const bytes = Uint8Array.from(atob(cookie.split(";")[0]!.slice("pg_toast=".length)), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { title: string; description?: string };
};
const catalogVersion = () =>
  env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'catalog'").first<number>("version");

const edited = (extra: Record<string, string | string[]> = {}) => ({
  title: "Akun Valorant Diamond 3 — judul baru",
  description: "Deskripsi baru: 40 skin, email bisa diganti.",
  price: "321000",
  originalPrice: "",
  stock: "4",
  platform: "PC",
  serverRegion: "Asia",
  deliveryTime: "1 Jam",
  tags: "diamond, skin",
  ...extra,
});

/** A listing made through the create form, with one image. */
async function createdWithImage(c: Client) {
  const first = await verifiedUpload(c, "lama.png");
  const res = await c.post("/sell/create-listing", {
    gameSlug: "valorant",
    categorySlug: "akun",
    title: "Akun Valorant judul lama",
    description: "Deskripsi lama.",
    price: "150000",
    originalPrice: "",
    stock: "2",
    platform: "PC/Mobile",
    serverRegion: "",
    deliveryTime: "Instan",
    tags: "",
    imageId: first.id,
  });
  expect(res.status).toBe(302);
  const upload = (await db().query.uploads.findFirst({ where: eq(uploads.id, first.id) }))!;
  return { listingId: upload.productId!, firstImage: first };
}

describe("editing a listing", () => {
  it("the owner changes title, description, price and images; the catalog version moves", async () => {
    const seller = await newUser("seller", "ubah");
    const c = await signedIn(seller.id);
    const { listingId, firstImage } = await createdWithImage(c);

    const dashboard = await text(await c.get("/seller/dashboard"));
    expect(dashboard).toContain(`href="/sell/edit-listing/${listingId}"`);
    const form = await text(await c.get(`/sell/edit-listing/${listingId}`));
    expect(form).toContain('value="Akun Valorant judul lama"');
    expect(form).toContain("Deskripsi lama.");
    expect(form).toContain(`name="imageId" value="${firstImage.id}"`);

    const second = await verifiedUpload(c, "baru.png");
    const before = await catalogVersion();
    const res = await c.post(`/sell/edit-listing/${listingId}`, edited({ imageId: second.id }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/seller/dashboard");
    expect(toastOf(res)?.title).toBe("Data Diperbarui");
    expect(await catalogVersion()).not.toBe(before);

    const row = (await db().query.products.findFirst({ where: eq(products.id, listingId) }))!;
    expect(row).toMatchObject({
      title: "Akun Valorant Diamond 3 — judul baru",
      description: "Deskripsi baru: 40 skin, email bisa diganti.",
      price: 321000,
      stock: 4,
      deliveryTime: "1 Jam",
      gameSlug: "valorant",
      categorySlug: "akun",
      images: [`/images/${second.key}`],
    });
    const ups = await db()
      .select()
      .from(uploads)
      .where(inArray(uploads.id, [firstImage.id, second.id]));
    expect(ups.find((u) => u.id === second.id)).toMatchObject({ status: "attached", productId: listingId });
    // The dropped image is no longer the listing's: an unused verified upload the sweep removes.
    expect(ups.find((u) => u.id === firstImage.id)).toMatchObject({ status: "verified", productId: null });

    const page = await text(await c.get(`/games/valorant/akun/${listingId}`));
    expect(page).toContain("Akun Valorant Diamond 3 — judul baru");
  });

  it("keeps the demo catalog's pictures the form sends back, drops the others, and never takes a foreign URL", async () => {
    const c = await signedIn(USERS.seller.id);
    const form = await text(await c.get("/sell/edit-listing/lst_sample_1"));
    expect(form).toContain('name="imageId" value="/seed/listings/valorant-akun.svg"');
    expect(form).toContain('name="imageId" value="/seed/listings/valorant-vp.svg"');
    const res = await c.post(
      "/sell/edit-listing/lst_sample_1",
      edited({ imageId: ["/seed/listings/valorant-vp.svg", "https://contoh.invalid/x.png"] }),
    );
    expect(res.status).toBe(400);
    const ok = await c.post("/sell/edit-listing/lst_sample_1", edited({ imageId: "/seed/listings/valorant-vp.svg" }));
    expect(ok.status).toBe(302);
    const row = (await db().query.products.findFirst({ where: eq(products.id, "lst_sample_1") }))!;
    expect(row.images).toEqual(["/seed/listings/valorant-vp.svg"]);
  });

  it("refuses other sellers and buyers with 403 'Akses Ditolak' and changes nothing", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Valorant milik penjual demo", 50_000, 2);
    for (const userId of [USERS.otherSeller.id, USERS.buyer.id]) {
      const other = await signedIn(userId);
      const page = await other.get(`/sell/edit-listing/${listing.id}`);
      expect(page.status === 403 || page.status === 302).toBe(true);
      const post = await other.post(`/sell/edit-listing/${listing.id}`, edited());
      expect(post.status).toBe(403);
      expect(await post.text()).toContain("Akses Ditolak");
    }
    const other = await signedIn(USERS.otherSeller.id);
    const page = await other.get(`/sell/edit-listing/${listing.id}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Akses Ditolak");
    const row = (await db().query.products.findFirst({ where: eq(products.id, listing.id) }))!;
    expect(row.title).toBe("Akun Valorant milik penjual demo");
  });

  it("refuses another seller's image with 403", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Valorant gambar asing", 50_000, 2);
    const foreign = await verifiedUpload(await signedIn(USERS.otherSeller.id), "asing.png");
    const res = await (
      await signedIn(USERS.seller.id)
    ).post(`/sell/edit-listing/${listing.id}`, edited({ imageId: foreign.id }));
    expect(res.status).toBe(403);
    expect((await db().query.uploads.findFirst({ where: eq(uploads.id, foreign.id) }))!.status).toBe("verified");
  });

  it("shows the create form's messages and keeps what was typed", async () => {
    const listing = await newListing(USERS.seller.id, "Akun Valorant validasi ubah", 50_000, 2);
    const c = await signedIn(USERS.seller.id);
    const res = await c.post(
      `/sell/edit-listing/${listing.id}`,
      edited({ title: "abc", price: "0", description: "Deskripsi yang diketik tetap ada." }),
    );
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Judul minimal 5 karakter.");
    expect(html).toContain("Harga harus berupa angka bulat lebih dari 0.");
    expect(html).toContain('value="abc"');
    expect(html).toContain("Deskripsi yang diketik tetap ada.");
    const empty = await text(await c.post(`/sell/edit-listing/${listing.id}`, edited({ title: "", description: "" })));
    expect(empty).toContain("Mohon isi semua field yang wajib diisi.");
    const row = (await db().query.products.findFirst({ where: eq(products.id, listing.id) }))!;
    expect(row.title).toBe("Akun Valorant validasi ubah");
  });
});
