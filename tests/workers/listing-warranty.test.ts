/**
 * Garansi on the listing side: an Akun seller chooses 0, 7, 14 or 30 days on the create and edit
 * forms (7 unless chosen; Top Up and Jasa never carry one), the card and the listing page show it,
 * and the game page and search filter by 'Bergaransi' and 'Pengiriman Instan' (a listing that
 * really delivers at once, not one that only says 'Instan').
 */
import { env } from "cloudflare:test";
import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { SEED_LISTINGS } from "../../drizzle/seed-data";
import { addItems } from "~/modules/listings/instant-items.server";
import { client } from "./http";
import { newListing, newUser, signedIn } from "./fixtures";
import { db, expectDbError } from "./helpers";

const text = async (res: Response) =>
  (await res.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
const rowOf = async (id: string) => (await db().query.products.findFirst({ where: eq(products.id, id) }))!;

const akun = {
  gameSlug: "valorant",
  categorySlug: "akun",
  title: "Akun Valorant Garansi Qelvorin",
  description: "Akun main sendiri, email bisa diganti.",
  price: "750000",
  originalPrice: "",
  stock: "1",
  platform: "PC",
  serverRegion: "",
  deliveryTime: "30 Menit",
  tags: "",
};
const topUp = {
  ...akun,
  categorySlug: "top-up",
  title: "Top Up VP Valorant Qelvorin",
  deliveryTime: "5 Menit",
  buyerInputs: ["User ID"],
};

/** The listing ids of the cards on a catalog page. */
const cardIds = (html: string) =>
  new Set([...html.matchAll(/href="\/games\/[a-z0-9-]+\/[a-z0-9-]+\/([A-Za-z0-9_]+)"/g)].map((m) => m[1]!));
/** The card of `id` on a catalog page: from its link to the next link. */
const cardOf = (html: string, id: string) => {
  const start = html.indexOf(`/${id}"`);
  expect(start, `card of ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf("<a ", start);
  return html.slice(start, end === -1 ? undefined : end);
};
/** A listing page without its related rows (their cards carry their own listings' badges). */
const ownPart = (page: string) => {
  const cuts = ['data-testid="more-from-seller"', 'data-testid="similar-listings"']
    .map((marker) => page.indexOf(marker))
    .filter((at) => at > -1);
  return cuts.length ? page.slice(0, Math.min(...cuts)) : page;
};
/** A public page as a visitor sees it, fresh (the tests share the edge cache; each read is its own address). */
const visit = async (path: string) =>
  text(await client().get(`${path}${path.includes("?") ? "&" : "?"}fresh=${crypto.randomUUID()}`));

async function createAs(sellerId: string, fields: Record<string, string | string[]>) {
  const res = await (await signedIn(sellerId)).post("/sell/create-listing", fields);
  expect(res.status, "created").toBe(302);
  const row = await db().query.products.findFirst({ where: eq(products.sellerId, sellerId) });
  return row!;
}

describe("the seller chooses the warranty", () => {
  it("an Akun listing with 14 days stores them and shows 'Garansi 14 hari' on its page and its card", async () => {
    const seller = await newUser("seller", "garansi");
    const c = await signedIn(seller.id);
    const form = await text(await c.get("/sell/create-listing?game=valorant&categorySlug=akun"));
    expect(form).toContain('name="warrantyDays"');
    expect(form).toMatch(/<option value="7" selected="">7 hari<\/option>/);
    expect(form).toContain("Tanpa garansi");
    expect(form).toContain("Dana pesanan ditahan selama masa garansi, lalu masuk ke saldo Anda.");

    const row = await createAs(seller.id, { ...akun, warrantyDays: "14" });
    expect(row.warrantyDays).toBe(14);

    const page = await visit(`/games/valorant/akun/${row.id}?tab=detail`);
    expect(page).toContain("Garansi 14 hari");
    const details = page.slice(page.indexOf('data-testid="product-details"'));
    expect(details).toMatch(/Garansi<\/dt><dd[^>]*>Garansi 14 hari<\/dd>/);

    const search = await visit("/search?q=qelvorin");
    expect(cardOf(search, row.id)).toContain("Garansi 14 hari");
  });

  it("an Akun listing posted without the field gets 7 days; 'Tanpa garansi' stores 0 and shows no badge", async () => {
    const seller = await newUser("seller", "garansi");
    const row = await createAs(seller.id, akun);
    expect(row.warrantyDays).toBe(7);
    const other = await newUser("seller", "garansi");
    const none = await createAs(other.id, { ...akun, title: "Akun Valorant Tanpa Qelvorin", warrantyDays: "0" });
    expect(none.warrantyDays).toBe(0);

    const search = await visit("/search?q=qelvorin");
    expect(cardOf(search, row.id)).toContain("Garansi 7 hari");
    expect(cardOf(search, none.id)).not.toContain("Garansi");
    const page = await visit(`/games/valorant/akun/${none.id}?tab=detail`);
    expect(page).toContain('data-testid="product-details"');
    expect(ownPart(page)).not.toMatch(/Garansi<\/dt>|Garansi \d+ hari/);
  });

  it("a Top Up or Jasa listing is not offered the field and stores 0 whatever is posted", async () => {
    const seller = await newUser("seller", "garansi");
    const c = await signedIn(seller.id);
    for (const category of ["top-up", "jasa-joki"]) {
      const form = await text(await c.get(`/sell/create-listing?game=valorant&categorySlug=${category}`));
      expect(form, category).not.toContain('name="warrantyDays"');
    }
    const row = await createAs(seller.id, { ...topUp, warrantyDays: "14" });
    expect(row).toMatchObject({ type: "Top Up", warrantyDays: 0 });
    const jasaSeller = await newUser("seller", "garansi");
    const jasa = await createAs(jasaSeller.id, {
      ...akun,
      categorySlug: "jasa-joki",
      title: "Joki Rank Valorant Qelvorin",
      warrantyDays: "30",
    });
    expect(jasa).toMatchObject({ type: "Jasa", warrantyDays: 0 });

    const search = await visit("/search?q=qelvorin");
    expect(cardOf(search, row.id)).not.toContain("Garansi");
    expect(cardOf(search, jasa.id)).not.toContain("Garansi");
    // And the database itself refuses a warranty on anything but an Akun listing, or an odd number of days.
    await expectDbError(db().update(products).set({ warrantyDays: 14 }).where(eq(products.id, row.id)), /CHECK/);
    await expectDbError(
      db().update(products).set({ warrantyDays: 5 }).where(eq(products.sellerId, seller.id)),
      /CHECK/,
    );
  });

  it("refuses 5 days with an Indonesian message and gives the form back filled in", async () => {
    const seller = await newUser("seller", "garansi");
    const res = await (await signedIn(seller.id)).post("/sell/create-listing", { ...akun, warrantyDays: "5" });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Gagal Membuat Listing");
    expect(html).toContain("Pilih masa garansi: tanpa garansi, 7, 14, atau 30 hari.");
    expect(html).toContain(`value="${akun.title}"`);
    expect(html).toContain(akun.description);
    expect(await db().query.products.findFirst({ where: eq(products.sellerId, seller.id) })).toBeUndefined();

    // Another field refused: the chosen warranty comes back chosen.
    const other = await (
      await signedIn(seller.id)
    ).post("/sell/create-listing", {
      ...akun,
      price: "0",
      warrantyDays: "30",
    });
    expect(other.status).toBe(400);
    expect(await text(other)).toMatch(/<option value="30" selected="">30 hari<\/option>/);
  });

  it("the edit form shows the listing's days, saves a new choice and refuses an odd one; Top Up has no field", async () => {
    const seller = await newUser("seller", "garansi");
    const row = await createAs(seller.id, { ...akun, warrantyDays: "14" });
    const c = await signedIn(seller.id);
    const form = await text(await c.get(`/sell/edit-listing/${row.id}`));
    expect(form).toMatch(/<option value="14" selected="">14 hari<\/option>/);

    const { gameSlug: _game, categorySlug: _category, ...fields } = akun;
    expect((await c.post(`/sell/edit-listing/${row.id}`, { ...fields, warrantyDays: "30" })).status).toBe(302);
    expect((await rowOf(row.id)).warrantyDays).toBe(30);
    // A post without the field keeps the days.
    expect((await c.post(`/sell/edit-listing/${row.id}`, fields)).status).toBe(302);
    expect((await rowOf(row.id)).warrantyDays).toBe(30);
    const refused = await c.post(`/sell/edit-listing/${row.id}`, { ...fields, warrantyDays: "10" });
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain("Pilih masa garansi: tanpa garansi, 7, 14, atau 30 hari.");
    expect((await rowOf(row.id)).warrantyDays).toBe(30);
    expect(await visit(`/games/valorant/akun/${row.id}`)).toContain("Garansi 30 hari");

    const other = await newUser("seller", "garansi");
    const top = await createAs(other.id, topUp);
    const o = await signedIn(other.id);
    expect(await text(await o.get(`/sell/edit-listing/${top.id}`))).not.toContain('name="warrantyDays"');
    const { gameSlug: _g, categorySlug: _c, ...topFields } = topUp;
    expect((await o.post(`/sell/edit-listing/${top.id}`, { ...topFields, warrantyDays: "14" })).status).toBe(302);
    expect((await rowOf(top.id)).warrantyDays).toBe(0);
  });

  it("the seeded Akun listings carry the days their text promises", async () => {
    expect(await rowOf("lst_sample_1")).toMatchObject({
      warrantyInfo: "Garansi 14 hari anti hackback",
      warrantyDays: 14,
    });
    expect(await rowOf("lst_sample_2")).toMatchObject({
      warrantyInfo: "Garansi 7 hari anti hackback",
      warrantyDays: 7,
    });
    const ids = new Set(SEED_LISTINGS.map((l) => l.id));
    const seeded = (await db().select().from(products)).filter((p) => ids.has(p.id));
    expect(seeded).toHaveLength(SEED_LISTINGS.length);
    for (const p of seeded) {
      const promised = /Garansi (\d+) hari/.exec(p.warrantyInfo ?? "")?.[1];
      expect(p.warrantyDays, p.id).toBe(p.type === "Akun" && promised ? Number(promised) : 0);
    }
    expect(seeded.some((p) => p.warrantyDays === 30)).toBe(true);
  });
});

describe("the 'Bergaransi' and 'Pengiriman Instan' filters", () => {
  /** A listing that really delivers at once (items stocked), one that only says 'Instan', and warranties. */
  async function catalog(token: string) {
    const seller = await newUser("seller", "filter");
    const ctx = { db: db(), env };
    const instant = await newListing(seller.id, `Akun Valorant Instan ${token}`, 50_000, 0);
    expect(await addItems(ctx, seller.id, instant.id, "akun1:sandi1\nakun2:sandi2")).toEqual({ ok: true, added: 2 });
    const instantToo = await newListing(seller.id, `Akun Valorant Instan Kedua ${token}`, 60_000, 0);
    await addItems(ctx, seller.id, instantToo.id, "akun3:sandi3");
    const saysInstant = await newListing(seller.id, `Akun Valorant Katanya Instan ${token}`, 70_000, 1);
    await db().update(products).set({ deliveryTime: "Instan" }).where(eq(products.id, saysInstant.id));
    const warranted = await newListing(seller.id, `Akun Valorant Bergaransi ${token}`, 80_000, 1);
    await db().update(products).set({ warrantyDays: 30 }).where(eq(products.id, warranted.id));
    const plain = await newListing(seller.id, `Akun Valorant Polos ${token}`, 90_000, 1);
    return { instant, instantToo, saysInstant, warranted, plain };
  }

  it("the game page shows exactly the listings that match, with the count", async () => {
    const l = await catalog("Brisvale");
    // Straight addresses (no cache-busting parameter): the filters must be part of the cached page's key.
    const page = async (query: string) => text(await client().get(`/games/valorant?${query}&page=10`));

    const instant = await page("instant=1");
    expect(cardIds(instant)).toEqual(new Set([l.instant.id, l.instantToo.id]));
    expect(instant).toMatch(/data-testid="result-count"[^>]*>2 produk/);
    expect(instant).toMatch(/name="instant"[^>]*checked=""/);

    const warranted = await page("warranty=1");
    const expected = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.gameSlug, "valorant"), eq(products.status, "active"), gt(products.warrantyDays, 0)));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThanOrEqual(120);
    expect(cardIds(warranted)).toEqual(new Set(expected.map((r) => r.id)));
    expect(cardIds(warranted).has(l.warranted.id)).toBe(true);
    expect(cardIds(warranted).has(l.plain.id)).toBe(false);
    expect(warranted).toContain(`${expected.length} produk`);

    const both = await page("instant=1&warranty=1");
    expect(cardIds(both)).toEqual(new Set());
    await db().update(products).set({ warrantyDays: 7 }).where(eq(products.id, l.instantToo.id));
    expect(cardIds(await page("instant=1&warranty=1&x=1"))).toEqual(new Set([l.instantToo.id]));

    // The filters are part of the (anonymous, cached) page's address: the plain page still shows everything.
    const all = await page("");
    expect(cardIds(all).has(l.plain.id)).toBe(true);
    expect(cardIds(all).has(l.saysInstant.id)).toBe(true);
  });

  it("search shows exactly the listings that match", async () => {
    const l = await catalog("Tarnwick");
    const search = async (query: string) => cardIds(await visit(`/search?q=tarnwick&${query}`));
    expect(await search("")).toEqual(
      new Set([l.instant.id, l.instantToo.id, l.saysInstant.id, l.warranted.id, l.plain.id]),
    );
    expect(await search("instant=1")).toEqual(new Set([l.instant.id, l.instantToo.id]));
    expect(await search("warranty=1")).toEqual(new Set([l.warranted.id]));
    expect(await search("warranty=1&sort=price-asc&type=Akun")).toEqual(new Set([l.warranted.id]));
    const html = await visit("/search?q=tarnwick&warranty=1");
    expect(html).toMatch(/name="warranty"[^>]*checked=""/);
    expect(html).toContain("Pengiriman & Garansi");
    expect(html).toContain("Bergaransi");
  });
});
