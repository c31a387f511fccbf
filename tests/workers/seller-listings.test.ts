import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { listGamesWithCounts } from "~/modules/catalog/games.server";
import { products, uploads } from "~/db/schema";
import { db } from "./helpers";
import { client, ORIGIN, type Client } from "./http";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

/**
 * A client signed in as `userId`. Sessions are created directly (the login form itself is covered by
 * auth.test.ts): many sign-ins of one address would otherwise hit the per-address login limit.
 */
async function signedIn(userId: string) {
  const c = client();
  const { token } = await createSession(db(), userId, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return c;
}
const seller = () => signedIn("usr_demo_seller");

function send(c: Client, method: string, path: string, body?: BodyInit) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    body,
    headers: { Origin: ORIGIN, Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
}

/** A verified upload of the client's user (ticket → PUT → verify). */
async function verifiedImage(c: Client, name = "cover.png") {
  const res = await send(c, "POST", "/uploads", new URLSearchParams({ fileName: name, size: String(PNG.byteLength) }));
  const t = (await res.json()) as { id: string; uploadUrl: string; key: string };
  expect((await send(c, "PUT", t.uploadUrl, PNG)).status).toBe(200);
  expect((await send(c, "POST", t.uploadUrl)).status).toBe(200);
  return t;
}

const form = (extra: Record<string, string | string[]> = {}) => ({
  gameSlug: "valorant",
  categorySlug: "akun",
  title: "Akun Valorant Ascendant 1 Full Skin",
  description: "Akun main sendiri, bisa ganti email.",
  price: "275000",
  originalPrice: "",
  stock: "2",
  platform: "PC",
  serverRegion: "Asia Pacific",
  deliveryTime: "30 Menit",
  tags: "ascendant, full skin, ,",
  ...extra,
});

const toastOf = (res: Response) => {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="));
  if (!cookie) return null;
  const value = cookie.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { title: string; description?: string };
};

const newest = (sellerId: string) =>
  db().query.products.findFirst({
    where: eq(products.sellerId, sellerId),
    orderBy: (p, { desc }) => desc(p.createdAt),
  });

describe("/sell/create-listing", () => {
  it("sends visitors to login and refuses non-sellers", async () => {
    const anonymous = await client().get("/sell/create-listing");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/login?redirect=%2Fsell%2Fcreate-listing");
    expect(toastOf(anonymous)?.title).toBe("Login Diperlukan");

    const buyer = await signedIn("usr_demo_buyer");
    const page = await buyer.get("/sell/create-listing");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
    expect(toastOf(page)).toMatchObject({
      title: "Akses Ditolak",
      description: "Hanya penjual yang dapat membuat listing.",
    });
    const post = await buyer.post("/sell/create-listing", form());
    expect(post.status).toBe(403);
  });

  it("renders the form for a seller with games, and the chosen game's categories without JavaScript", async () => {
    const c = await seller();
    const res = await c.get("/sell/create-listing?game=mobile-legends");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Buat Listing — PasarGame</title>");
    expect(html).toContain("Unggah gambar memerlukan JavaScript");
    expect(html).toContain('value="skin-hero"');
    expect(html).not.toContain('value="item-skin-senjata"');
  });

  it("asks for the required fields with the spec's texts and keeps what was typed", async () => {
    const c = await seller();
    const res = await c.post("/sell/create-listing", form({ title: "", price: "", description: "Deskripsi saya" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Form Tidak Lengkap");
    expect(html).toContain("Mohon isi semua field yang wajib diisi.");
    expect(html).toContain("Deskripsi saya");

    const price = await c.post("/sell/create-listing", form({ price: "100000001", originalPrice: "5" }));
    expect(price.status).toBe(400);
    const priceHtml = await price.text();
    expect(priceHtml).toContain("Gagal Membuat Listing");
    expect(priceHtml).toContain("Harga maksimal Rp100.000.000.");

    const foreignCategory = await c.post("/sell/create-listing", form({ categorySlug: "skin-hero" }));
    expect(foreignCategory.status).toBe(400);
    expect(await foreignCategory.text()).toContain("Pilih kategori dari game yang dipilih.");
  });

  it("creates an active listing with its type from the category, tags, buyer inputs and verified images", async () => {
    const c = await seller();
    const a = await verifiedImage(c, "a.png");
    const b = await verifiedImage(c, "b.png");
    const res = await c.post(
      "/sell/create-listing",
      form({
        gameSlug: "mobile-legends",
        categorySlug: "top-up",
        imageId: [b.id, a.id],
        buyerInputs: ["User ID", "Zone ID"],
        customBuyerInputs: "Nickname",
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/seller/dashboard");
    expect(toastOf(res)?.title).toBe("Listing Dibuat!");

    const listing = (await newest("usr_demo_seller"))!;
    expect(listing).toMatchObject({
      gameSlug: "mobile-legends",
      categorySlug: "top-up",
      type: "Top Up",
      status: "active",
      price: 275000,
      stock: 2,
      tags: ["ascendant", "full skin"],
      images: [`/images/${b.key}`, `/images/${a.key}`],
    });
    expect(listing.requiredInputs.map((i) => i.label)).toEqual(["User ID", "Zone ID", "Nickname"]);
    const attached = await db()
      .select()
      .from(uploads)
      .where(and(eq(uploads.productId, listing.id), eq(uploads.status, "attached")));
    expect(attached).toHaveLength(2);
    // An attached image is served, and can no longer be removed through the upload endpoint.
    expect((await SELF.fetch(`${ORIGIN}/images/${a.key}`)).status).toBe(200);
    expect((await send(c, "DELETE", a.uploadUrl)).status).toBe(409);

    const dashboard = await (await c.get("/seller/dashboard")).text();
    expect(dashboard).toContain("Akun Valorant Ascendant 1 Full Skin");
  });

  it("never attaches an unverified upload or another seller's upload", async () => {
    const c = await seller();
    const res = await send(c, "POST", "/uploads", new URLSearchParams({ fileName: "raw.png", size: "67" }));
    const pending = (await res.json()) as { id: string; uploadUrl: string };
    await send(c, "PUT", pending.uploadUrl, PNG); // stored, never verified
    const before = await db().$count(products);
    const unverified = await c.post("/sell/create-listing", form({ imageId: pending.id }));
    expect(unverified.status).toBe(400);
    expect(await unverified.text()).toContain("Gagal Unggah Gambar");
    expect(await db().$count(products)).toBe(before);

    const other = await signedIn("usr_seller_2");
    const foreign = await verifiedImage(other, "raka.png");
    const stolen = await c.post("/sell/create-listing", form({ imageId: foreign.id }));
    expect(stolen.status).toBe(403);
    expect(await db().$count(products)).toBe(before);
    expect((await db().query.uploads.findFirst({ where: eq(uploads.id, foreign.id) }))!.status).toBe("verified");
  });
});

describe("/seller/dashboard", () => {
  it("sends visitors to login and refuses non-sellers", async () => {
    const anonymous = await client().get("/seller/dashboard");
    expect(anonymous.headers.get("Location")).toBe("/login?redirect=%2Fseller%2Fdashboard");
    const buyer = await signedIn("usr_demo_buyer");
    const page = await buyer.get("/seller/dashboard");
    expect(page.headers.get("Location")).toBe("/");
    expect(toastOf(page)).toMatchObject({
      title: "Akses Ditolak",
      description: "Hanya penjual yang dapat mengakses halaman ini.",
    });
    expect(
      (await buyer.post("/seller/dashboard", { intent: "delete", listingId: "lst_sample_1", confirmed: "1" })).status,
    ).toBe(403);
  });

  it("lists only the seller's own non-deleted listings, newest first", async () => {
    const c = await seller();
    const html = await (await c.get("/seller/dashboard")).text();
    const mine = await db()
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.sellerId, "usr_demo_seller"), eq(products.status, "active")))
      .orderBy(products.createdAt);
    expect(mine.length).toBeGreaterThan(1);
    const positions = mine.map((p) => html.indexOf(`data-listing-id="${p.id}"`));
    expect(positions.every((p) => p > 0)).toBe(true);
    // Oldest last.
    expect([...positions].sort((x, y) => y - x)).toEqual(positions);
    expect(html).not.toContain('data-listing-id="lst_sample_2"'); // usr_seller_5's
    expect(html).toContain("Muat Ulang");
    expect(html).toContain('href="/sell/create-listing"');
  });

  it("edits price and stock, keeping the original price above the price or clearing it", async () => {
    const c = await seller();
    const bad = await c.post("/seller/dashboard", {
      intent: "update",
      listingId: "lst_sample_1",
      price: "3300000",
      originalPrice: "3200000",
      stock: "-1",
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Harga asli harus lebih besar dari harga jual.");
    expect(html).toContain("Stok harus berupa angka bulat minimal 0.");

    const ok = await c.post("/seller/dashboard", {
      intent: "update",
      listingId: "lst_sample_1",
      price: "3.300.000",
      originalPrice: "",
      stock: "0",
    });
    expect(ok.status).toBe(302);
    expect(toastOf(ok)?.title).toBe("Data Diperbarui");
    const row = await db().query.products.findFirst({ where: eq(products.id, "lst_sample_1") });
    expect(row).toMatchObject({ price: 3300000, originalPrice: null, stock: 0 });
  });

  it("refuses to edit or delete another seller's listing with 403", async () => {
    const c = await seller();
    const edit = await c.post("/seller/dashboard", {
      intent: "update",
      listingId: "lst_sample_2",
      price: "1000",
      originalPrice: "",
      stock: "1",
    });
    expect(edit.status).toBe(403);
    expect(await edit.text()).toContain("Akses Ditolak");
    const del = await c.post("/seller/dashboard", { intent: "delete", listingId: "lst_sample_2", confirmed: "1" });
    expect(del.status).toBe(403);
    const confirmPage = await c.get("/seller/dashboard?hapus=lst_sample_2");
    expect(confirmPage.status).toBe(403);
    const row = await db().query.products.findFirst({ where: eq(products.id, "lst_sample_2") });
    expect(row!.status).toBe("active");
  });

  it("soft-deletes after confirmation: hidden from the dashboard and from the game's count", async () => {
    const c = await seller();
    const countBefore = (await listGamesWithCounts({ db: db() })).find((g) => g.slug === "valorant")!.listingCount;

    // Without the confirmation the seller is sent to the confirmation step.
    const unconfirmed = await c.post("/seller/dashboard", { intent: "delete", listingId: "lst_sample_1" });
    expect(unconfirmed.headers.get("Location")).toBe("/seller/dashboard?hapus=lst_sample_1");
    const step = await (await c.get("/seller/dashboard?hapus=lst_sample_1")).text();
    expect(step).toContain("Hapus listing ini?");

    const res = await c.post("/seller/dashboard", { intent: "delete", listingId: "lst_sample_1", confirmed: "1" });
    expect(res.status).toBe(302);
    expect(toastOf(res)?.title).toBe("Listing Dihapus");
    const row = await db().query.products.findFirst({ where: eq(products.id, "lst_sample_1") });
    expect(row!.status).toBe("deleted");
    expect(row!.updatedAt).toBeGreaterThan(Date.now() - 60_000);

    const html = await (await c.get("/seller/dashboard")).text();
    expect(html).not.toContain('data-listing-id="lst_sample_1"');
    const countAfter = (await listGamesWithCounts({ db: db() })).find((g) => g.slug === "valorant")!.listingCount;
    expect(countAfter).toBe(countBefore - 1);

    const again = await c.post("/seller/dashboard", { intent: "delete", listingId: "lst_sample_1", confirmed: "1" });
    expect(toastOf(again)?.title).toBe("Gagal Menghapus Listing");
  });
});
