/**
 * The demo shop's top-up denominations per game (catalogue data, as staff would enter them) and
 * which seeded Top Up listing sells which one. The store tiles of /games/{slug}/top-up read them.
 */
import type { topUpDenominations } from "./schema";

type Denomination = typeof topUpDenominations.$inferInsert;

function amounts(gameSlug: string, prefix: string, unit: string, list: number[], extra: string[] = []): Denomination[] {
  return [
    ...list.map((amount, i) => ({
      id: `${prefix}-${amount}`,
      gameSlug,
      label: `${amount.toLocaleString("id-ID")} ${unit}`,
      amount,
      unit,
      sortOrder: i,
    })),
    ...extra.map((label, i) => ({
      id: `${prefix}-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      gameSlug,
      label,
      amount: null,
      unit: null,
      sortOrder: 100 + i,
    })),
  ];
}

export const SEED_DENOMINATIONS: Denomination[] = [
  ...amounts(
    "mobile-legends",
    "ml",
    "Diamond",
    [86, 172, 257, 344, 514, 706, 2195],
    ["Weekly Diamond Pass", "Twilight Pass"],
  ),
  ...amounts("free-fire", "ff", "Diamond", [70, 140, 355, 720], ["Member Mingguan", "Member Bulanan"]),
  ...amounts("pubg-mobile", "pubg", "UC", [60, 325, 660, 1800, 8100]),
  ...amounts("genshin-impact", "gi", "Genesis Crystal", [60, 300, 980, 6480], ["Blessing of the Welkin Moon"]),
  ...amounts("valorant", "val", "VP", [125, 420, 1375, 4000, 8150]),
  ...amounts("cod-mobile", "codm", "CP", [321, 1373]),
  ...amounts("roblox", "rbx", "Robux", [400, 800, 1000]),
];

/** Seeded Top Up listing → the denomination it sells (gifts and bundles sell none). */
export const LISTING_DENOMINATIONS: Readonly<Record<string, string>> = {
  lst_sample_3: "ml-514",
  lst_012: "ml-86",
  lst_013: "ml-weekly-diamond-pass",
  lst_014: "ml-2195",
  lst_015: "ml-twilight-pass",
  lst_006: "val-420",
  lst_007: "val-1375",
  lst_008: "val-4000",
  lst_009: "val-8150",
  lst_029: "gi-980",
  lst_030: "gi-6480",
  lst_028: "gi-blessing-of-the-welkin-moon",
  lst_036: "pubg-60",
  lst_037: "pubg-660",
  lst_038: "pubg-1800",
  lst_039: "pubg-8100",
  lst_045: "ff-140",
  lst_046: "ff-720",
  lst_047: "ff-member-mingguan",
  lst_048: "ff-member-bulanan",
  lst_053: "codm-321",
  lst_054: "codm-1373",
  lst_059: "rbx-1000",
  lst_060: "rbx-800",
  lst_061: "rbx-400",
};

/**
 * Demo sellers connected to the local Digiflazz simulator (workers/payment-sim/digiflazz.ts): their
 * supplier accounts (the key sealed by the seed like delivery info; `npm start` creates the same
 * account at the simulator, with the seller's webhook URL and derived secret) and the listings
 * mapped to a simulator SKU with the most the seller pays for it, so paying them is fulfilled by itself.
 * Local-only values: the simulator is never deployed.
 */
export const DEMO_SUPPLIERS = [
  { sellerId: "usr_demo_seller", username: "demo-penjual", apiKey: "dev-demo-penjual-supplier-key" },
  { sellerId: "usr_seller_2", username: "demo-seller2", apiKey: "dev-demo-seller2-supplier-key" },
] as const;

export const SUPPLIER_LISTINGS: Readonly<Record<string, { sku: string; maxPrice: number }>> = {
  lst_012: { sku: "ml86", maxPrice: 20_000 },
  lst_sample_3: { sku: "ml514", maxPrice: 120_000 },
  lst_014: { sku: "ml2195", maxPrice: 480_000 },
};
