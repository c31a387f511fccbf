/**
 * An Akun listing's structured details on the create and edit forms: saved to the listing, shown
 * under 'Detail Produk', matched by the game page's sub-filters, refused with clear messages (the
 * form comes back filled in), and the same options as the game's sub-filters in D1.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, subFilters } from "~/db/schema";
import { accountDetailFields } from "~/modules/listings/account-details";
import { db } from "./helpers";
import { newUser, signedIn, USERS } from "./fixtures";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");
/** The text of the 'Detail Produk' list, tags dropped. */
const detailsOf = (html: string) => {
  const start = html.indexOf('data-testid="product-details"');
  expect(start).toBeGreaterThan(-1);
  return html
    .slice(start, html.indexOf("</dl>", start))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
};

const base = {
  gameSlug: "mobile-legends",
  categorySlug: "akun",
  title: "Akun MLBB Mythic Glory Zorqlith",
  description: "Akun main sendiri, banyak skin.",
  price: "900000",
  originalPrice: "",
  stock: "1",
  platform: "Mobile",
  serverRegion: "",
  deliveryTime: "30 Menit",
  tags: "",
};
const details = {
  "detail.rank": "Mythic Glory",
  "detail.jumlah_hero": "312",
  "detail.jumlah_skin": "150",
  "detail.skin_spesial": ["Collector", "Starlight"],
  "detail.level": "Level 95",
  "detail.login": "Moonton",
  "detail.status_bind": "Email bisa diganti",
};

async function gameHas(query: string, listingId: string) {
  const res = await (await signedIn(USERS.buyer.id)).get(`/games/mobile-legends?category=akun&${query}`);
  expect(res.status).toBe(200);
  return (await res.text()).includes(listingId);
}

describe("structured account details", () => {
  it("a new Akun listing saves them, shows them under 'Detail Produk' and the game's sub-filters find it", async () => {
    const seller = await newUser("seller", "detail");
    const c = await signedIn(seller.id);
    const form = await text(await c.get("/sell/create-listing?game=mobile-legends&categorySlug=akun"));
    expect(form).toContain("Detail Akun");
    expect(form).toContain('name="detail.jumlah_hero"');

    const res = await c.post("/sell/create-listing", { ...base, ...details });
    expect(res.status).toBe(302);
    const row = (await db().query.products.findFirst({ where: eq(products.sellerId, seller.id) }))!;
    expect(row).toMatchObject({ rank: "Mythic Glory", gameLevel: "Level 95", loginMethod: "Moonton" });
    expect(row.attributes).toEqual({
      rank: "Mythic Glory",
      jumlah_hero: "312",
      skin_spesial: ["Collector", "Starlight"],
    });
    expect(row.specs).toEqual([
      { label: "Jumlah Hero", value: "312" },
      { label: "Jumlah Skin", value: "150" },
      { label: "Skin Spesial", value: "Collector, Starlight" },
      { label: "Status Bind", value: "Email bisa diganti" },
    ]);

    const page = await text(await c.get(`/games/mobile-legends/akun/${row.id}?tab=detail`));
    const shown = detailsOf(page);
    for (const part of [
      "Jumlah Hero 312",
      "Jumlah Skin 150",
      "Skin Spesial Collector, Starlight",
      "Status Bind Email bisa diganti",
      "Rank Mythic Glory",
      "Level Game Level 95",
      "Metode Login Moonton",
    ])
      expect(shown).toContain(part);

    expect(await gameHas("f_rank=Mythic+Glory&f_jumlah_hero=300", row.id)).toBe(true);
    expect(await gameHas("f_skin_spesial=Collector", row.id)).toBe(true);
    expect(await gameHas("f_jumlah_hero=400", row.id)).toBe(false);
    expect(await gameHas("f_skin_spesial=KOF", row.id)).toBe(false);
    expect(await gameHas("f_rank=Legend", row.id)).toBe(false);
  });

  it("refuses values outside the fields' rules with clear messages and keeps what was typed", async () => {
    const seller = await newUser("seller", "salah");
    const c = await signedIn(seller.id);
    const res = await c.post("/sell/create-listing", {
      ...base,
      "detail.rank": "Immortal",
      "detail.jumlah_hero": "banyak",
      "detail.skin_spesial": ["Collector", "Palsu"],
      "detail.level": "L".repeat(61),
      "detail.login": "Moonton",
    });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Pilih Rank dari daftar.");
    expect(html).toContain("Jumlah Hero harus berupa angka bulat dari 0 sampai 1.000.000.");
    expect(html).toContain("Pilih Skin Spesial dari daftar.");
    expect(html).toContain("Level maksimal 60 karakter.");
    // The form comes back filled in.
    expect(html).toContain('value="banyak"');
    expect(html).toMatch(/<option value="Moonton" selected/);
    expect(await db().query.products.findFirst({ where: eq(products.sellerId, seller.id) })).toBeUndefined();
  });

  it("stores no account details for a Top Up listing", async () => {
    const seller = await newUser("seller", "topup");
    const c = await signedIn(seller.id);
    const res = await c.post("/sell/create-listing", {
      ...base,
      categorySlug: "top-up",
      title: "Diamond MLBB murah sekali",
      buyerInputs: "User ID",
      ...details,
    });
    expect(res.status).toBe(302);
    const row = (await db().query.products.findFirst({ where: eq(products.sellerId, seller.id) }))!;
    expect(row).toMatchObject({ rank: null, gameLevel: null, loginMethod: null, specs: [], attributes: {} });
  });

  it("the edit form shows a listing's details and saving replaces them, keeping the seller's other specs", async () => {
    const c = await signedIn(USERS.seller.id);
    // The demo catalog's Valorant account: rank attribute 'Immortal', region AP, 43 skins.
    const form = await text(await c.get("/sell/edit-listing/lst_sample_1"));
    expect(form).toMatch(/<option value="Immortal" selected/);
    expect(form).toMatch(/<option value="AP" selected/);
    expect(form).toMatch(/name="detail.jumlah_skin"[^>]*value="43"|value="43"[^>]*name="detail.jumlah_skin"/);

    const res = await c.post("/sell/edit-listing/lst_sample_1", {
      title: "Akun Valorant Radiant — 50 Skin Premium",
      description: "Naik ke Radiant.",
      price: "3500000",
      originalPrice: "",
      stock: "1",
      platform: "PC",
      serverRegion: "Asia Pacific (AP)",
      deliveryTime: "30 Menit",
      tags: "radiant",
      imageId: ["/seed/listings/valorant-akun.svg"],
      "detail.rank": "Radiant",
      "detail.region": "AP",
      "detail.jumlah_skin": "50",
      "detail.level": "Level 400",
      "detail.login": "Riot ID + email",
    });
    expect(res.status).toBe(302);
    const row = (await db().query.products.findFirst({ where: eq(products.id, "lst_sample_1") }))!;
    expect(row).toMatchObject({ rank: "Radiant", gameLevel: "Level 400", loginMethod: "Riot ID + email" });
    // Skin premium no longer ticked: gone from the attributes the filters read.
    expect(row.attributes).toEqual({ rank: "Radiant", region: "AP" });
    // The fields' rows first; the seller's own rows stay, those of the fields' labels ('Rank:
    // Immortal 2', 'Level: 312') gave way to the fields.
    expect(row.specs).toEqual([
      { label: "Region", value: "AP" },
      { label: "Jumlah Skin", value: "50" },
      { label: "Agent Terbuka", value: "Semua" },
    ]);
    const shown = detailsOf(await text(await c.get("/games/valorant/akun/lst_sample_1?tab=detail")));
    expect(shown).toContain("Rank Radiant");
    expect(shown).toContain("Level Game Level 400");
    expect(shown).not.toContain("Immortal 2");
    expect(shown).not.toContain("312");
  });

  it("offers every sub-filter of each game's Akun category with the same options", async () => {
    const rows = await db().select().from(subFilters).where(eq(subFilters.categorySlug, "akun"));
    expect(rows.length).toBeGreaterThan(10);
    for (const filter of rows) {
      const field = accountDetailFields(filter.gameSlug, "Akun").find((f) => f.key === filter.key);
      expect(field, `${filter.gameSlug}/${filter.key}`).toBeDefined();
      expect(field!.attribute, `${filter.gameSlug}/${filter.key}`).toBe(true);
      if (filter.type === "text") expect(["text", "number"]).toContain(field!.kind);
      else {
        expect(field!.kind, `${filter.gameSlug}/${filter.key}`).toBe(filter.type);
        expect(field!.options, `${filter.gameSlug}/${filter.key}`).toEqual(filter.options);
      }
    }
  });
});
