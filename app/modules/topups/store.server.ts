/**
 * The top-up store of a game (the top of /games/{slug}/top-up): its denominations in the staff's
 * order, each with the best offer across sellers (lowest price, then most sold) and how many
 * offers there are, plus the ID fields those offers ask for. One D1 statement. A chosen tile
 * becomes the checkout address of its best offer (`storeCheckoutHref`). Also the home page's
 * 'Top Up Cepat' row (`listQuickTopUps`).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { catalogVersionMemo, readCatalogVersion } from "~/modules/cache/catalog-version.server";
import { readBatch } from "~/modules/catalog/listing-cards.server";
import type { PurchaseInput } from "~/modules/catalog/purchase-input";
import { withRules } from "~/modules/catalog/top-up-rules";
import type { RequiredInput } from "~/modules/catalog/vocabulary";

export interface StoreTile {
  id: string;
  label: string;
  /** The best offer, or null when no seller has it in stock now. */
  best: {
    listingId: string;
    price: number;
    originalPrice: number | null;
    sellerName: string;
    instant: boolean;
    deliveryTime: string | null;
  } | null;
  offers: number;
}

export interface TopUpStore {
  tiles: StoreTile[];
  /** The ID fields the offers ask for (the union by id, in the order first met), with their rules. */
  fields: PurchaseInput[];
}

interface Row {
  id: string;
  label: string;
  listing_id: string | null;
  price: number | null;
  original_price: number | null;
  seller_name: string | null;
  instant: number | null;
  delivery_time: string | null;
  offers: number | null;
  required_inputs: string | null;
}

export async function loadTopUpStore(db: Db, gameSlug: string): Promise<TopUpStore> {
  const [rows = []] = await readBatch(db, [
    sql`WITH ranked AS (
      SELECT p.id AS listing_id, p.denomination_id, p.price, p.original_price, p.instant_delivery AS instant,
        p.delivery_time, p.required_inputs, u.username AS seller_name,
        ROW_NUMBER() OVER (PARTITION BY p.denomination_id ORDER BY p.price, p.total_sales DESC, p.id) AS rn,
        COUNT(*) OVER (PARTITION BY p.denomination_id) AS offers
      FROM products p JOIN users u ON u.id = p.seller_id
      WHERE p.game_slug = ${gameSlug} AND p.status = 'active' AND p.stock > 0 AND p.denomination_id IS NOT NULL
    )
    SELECT d.id, d.label, r.listing_id, r.price, r.original_price, r.seller_name, r.instant, r.delivery_time,
      r.offers, r.required_inputs
    FROM top_up_denominations d LEFT JOIN ranked r ON r.denomination_id = d.id AND r.rn = 1
    WHERE d.game_slug = ${gameSlug} AND d.active = 1
    ORDER BY d.sort_order, d.id`,
  ]);
  const fields = new Map<string, PurchaseInput>();
  const tiles = (rows as unknown as Row[]).map((r): StoreTile => {
    if (r.required_inputs) {
      const inputs = JSON.parse(r.required_inputs) as RequiredInput[];
      for (const input of withRules({ gameSlug, type: "Top Up", requiredInputs: inputs }))
        if (!fields.has(input.id)) fields.set(input.id, input);
    }
    return {
      id: r.id,
      label: r.label,
      best:
        r.listing_id === null
          ? null
          : {
              listingId: r.listing_id,
              price: Number(r.price),
              originalPrice: r.original_price,
              sellerName: r.seller_name ?? "",
              instant: r.instant === 1,
              deliveryTime: r.delivery_time,
            },
      offers: Number(r.offers ?? 0),
    };
  });
  return { tiles, fields: [...fields.values()] };
}

/**
 * Where a chosen tile goes: the checkout of its best offer ('Beli Sekarang', quantity 1) with the
 * typed IDs; null for an unknown or empty tile. The checkout checks the IDs and the price again.
 */
export function storeCheckoutHref(store: TopUpStore, params: URLSearchParams): string | null {
  const tile = store.tiles.find((t) => t.id === params.get("d"));
  if (!tile?.best) return null;
  const query = new URLSearchParams({ buy: tile.best.listingId, price: String(tile.best.price), quantity: "1" });
  for (const field of store.fields) {
    const value = params.get(field.id);
    if (value !== null) query.set(field.id, value.slice(0, 100));
  }
  return `/checkout?${query}`;
}

/** A popular game's top-up page on the home page's 'Top Up Cepat' row, with its cheapest offer. */
export interface QuickTopUp {
  gameSlug: string;
  name: string;
  iconUrl: string;
  href: string;
  fromPrice: number;
}

const quickKept = catalogVersionMemo<number, QuickTopUp[]>();

/**
 * The popular games whose top-up store has at least one offer in stock, in the games' order, each
 * with its store's address and the cheapest price across its denominations. One D1 statement, kept
 * per isolate for the catalog's content version (as the home page's game counts are).
 */
export async function listQuickTopUps({ db, env }: { db: Db; env?: { DB: D1Database } }, limit = 6) {
  const version = env ? await readCatalogVersion(env.DB) : null;
  const kept = quickKept.get(version, limit);
  if (kept) return kept;
  const list = await readQuickTopUps(db, limit);
  quickKept.set(version, limit, list);
  return list;
}

async function readQuickTopUps(db: Db, limit: number): Promise<QuickTopUp[]> {
  const [rows = []] = await readBatch(db, [
    sql`SELECT g.slug, g.name, g.icon_url,
        (SELECT c.slug FROM categories c WHERE c.game_slug = g.slug AND c.type = 'Top Up'
          ORDER BY c.sort_order LIMIT 1) AS category_slug,
        (SELECT MIN(p.price) FROM products p JOIN top_up_denominations d ON d.id = p.denomination_id
          WHERE p.game_slug = g.slug AND d.active = 1 AND p.status = 'active' AND p.stock > 0) AS from_price
      FROM games g WHERE g.is_popular = 1
      ORDER BY g.sort_order, g.slug`,
  ]);
  return (
    rows as unknown as {
      slug: string;
      name: string;
      icon_url: string;
      category_slug: string | null;
      from_price: number | null;
    }[]
  )
    .filter((r) => r.category_slug !== null && r.from_price !== null)
    .slice(0, limit)
    .map((r) => ({
      gameSlug: r.slug,
      name: r.name,
      iconUrl: r.icon_url,
      href: `/games/${r.slug}/${r.category_slug}`,
      fromPrice: Number(r.from_price),
    }));
}
