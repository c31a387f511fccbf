/**
 * Idempotent demo data: run it any number of times, the shop ends in the same state. Catalog rows
 * and users are INSERT … ON CONFLICT DO NOTHING with fixed ids; the demo buyer's starting balance
 * enters through the ledger as an approved deposit (never by writing a balance), so the ledger
 * invariants hold from the first start. Used by `npm start` (scripts/seed.mjs) and by the tests.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { atomic, type Db, type Statement } from "../app/db/client.server";
import { bumpCatalogVersion } from "../app/modules/cache/catalog-version.server";
import { encryptDeliveryInfo } from "../app/modules/orders/delivery.server";
import { avatarUrlFor } from "../app/utils/avatar";
import { account, MOVEMENT } from "../app/modules/money/constants";
import { isDuplicateMovement, movementStatements } from "../app/modules/money/ledger.server";
import { ORDER_STATUS, UNPAID_EXPIRY_MS } from "../app/modules/orders/constants";
import { applyOrderAction } from "../app/modules/orders/movements.server";
import {
  banners,
  categories,
  deliveryItems,
  deposits,
  games,
  orders,
  products,
  promotions,
  reviews,
  subFilters,
  supplierAccounts,
  topUpDenominations,
  users,
} from "./schema";
import { DEMO_SUPPLIERS, LISTING_DENOMINATIONS, SEED_DENOMINATIONS, SUPPLIER_LISTINGS } from "./seed-top-ups";
import {
  SEED_BANNERS,
  SEED_CATEGORIES,
  SEED_GAMES,
  SEED_INSTANT_ITEMS,
  SEED_LISTINGS,
  SEED_PROMOTIONS,
  SEED_REVIEWS,
  SEED_SUB_FILTERS,
  SEED_USERS,
} from "./seed-data";

export const DEMO_PASSWORD = "demo12345";
export const DEMO_BUYER_STARTING_BALANCE = 2_000_000;
export const DEMO_ACCOUNTS = [
  { email: "pembeli@pasargame.test", role: "buyer", note: "saldo Rp2.000.000" },
  { email: "penjual@pasargame.test", role: "seller", note: "punya listing dan saldo Rp166.250" },
  { email: "admin@pasargame.test", role: "admin", note: "konsol admin" },
  { email: "keuangan@pasargame.test", role: "admin", note: "admin kedua: menyetujui pembayaran penarikan" },
] as const;

const DEMO_BUYER_ID = "usr_demo_buyer";
const DEMO_DEPOSIT_ID = "dep_demo_buyer_welcome";
export const DEMO_ORDER_ID = "ord_demo_completed";
/** The demo seller's Genshin account (Rp175.000) that the seeded completed order bought. */
const DEMO_ORDER_LISTING = "lst_025";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** scrypt hash of DEMO_PASSWORD (hashing is slow, so the caller does it once). */
  passwordHash: string;
  now?: number;
  /**
   * The app's DELIVERY_INFO_KEY: with it, a few voucher listings get Pengiriman Instan codes
   * (SEED_INSTANT_ITEMS) encrypted as the app stores them. Without it they stay ordinary listings.
   */
  deliveryInfoKey?: string;
  /**
   * `npm start` only (with deliveryInfoKey): demo sellers get simulator supplier accounts and a few
   * top-ups are mapped to its SKUs (DEMO_SUPPLIERS). The tests make their own supplier sellers.
   */
  demoSuppliers?: boolean;
}

export async function seed(
  db: Db,
  { passwordHash, now = Date.now(), deliveryInfoKey, demoSuppliers = false }: SeedOptions,
) {
  // One INSERT per row keeps every statement under D1's limit of 100 bound parameters.
  const rows = [
    ...SEED_GAMES.map((g) => db.insert(games).values(g).onConflictDoNothing()),
    ...SEED_CATEGORIES.map((c) => db.insert(categories).values(c).onConflictDoNothing()),
    ...SEED_SUB_FILTERS.map((f) => db.insert(subFilters).values(f).onConflictDoNothing()),
    ...SEED_DENOMINATIONS.map((d) => db.insert(topUpDenominations).values(d).onConflictDoNothing()),
    ...SEED_BANNERS.map((b) => db.insert(banners).values(b).onConflictDoNothing()),
    ...SEED_PROMOTIONS.map((p) =>
      db
        .insert(promotions)
        .values({ ...p, validUntil: Date.parse(p.validUntil) })
        .onConflictDoNothing(),
    ),
    ...SEED_USERS.map((u, i) =>
      db
        .insert(users)
        .values({
          ...u,
          avatarUrl: avatarUrlFor(u.username),
          passwordHash,
          emailVerifiedAt: now,
          createdAt: now - (400 - i * 30) * DAY_MS,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    ),
    ...SEED_LISTINGS.map(({ createdDaysAgo, ...listing }) =>
      db
        .insert(products)
        .values({
          ...listing,
          denominationId: LISTING_DENOMINATIONS[listing.id] ?? null,
          createdAt: now - createdDaysAgo * DAY_MS,
          updatedAt: now - createdDaysAgo * DAY_MS,
        })
        .onConflictDoNothing(),
    ),
    ...SEED_REVIEWS.map(({ createdDaysAgo, ...review }) =>
      db
        .insert(reviews)
        .values({ ...review, createdAt: now - createdDaysAgo * DAY_MS })
        .onConflictDoNothing(),
    ),
  ];
  await atomic(db, rows);
  await seedApprovedDeposit(db, now, {
    id: DEMO_DEPOSIT_ID,
    userId: DEMO_BUYER_ID,
    credit: DEMO_BUYER_STARTING_BALANCE,
  });
  await seedCompletedOrder(db, now);
  if (deliveryInfoKey) await seedInstantItems(db, deliveryInfoKey, now);
  if (deliveryInfoKey && demoSuppliers) await seedSupplierAccounts(db, deliveryInfoKey, now);
}

/**
 * The demo sellers' simulator supplier accounts and the top-up listings mapped to a supplier SKU
 * (drizzle/seed-top-ups.ts). A seller's own later choices stay: an account or a mapping already
 * there is left as it is.
 */
async function seedSupplierAccounts(db: Db, key: string, now: number) {
  const rows: Statement[] = [];
  for (const s of DEMO_SUPPLIERS) {
    const apiKeySealed = await encryptDeliveryInfo(key, s.apiKey);
    rows.push(
      db
        .insert(supplierAccounts)
        .values({
          sellerId: s.sellerId,
          provider: "digiflazz",
          username: s.username,
          apiKeySealed,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    );
  }
  for (const [id, { sku, maxPrice }] of Object.entries(SUPPLIER_LISTINGS))
    rows.push(
      db
        .update(products)
        .set({ supplierSku: sku, supplierMaxPrice: maxPrice })
        .where(and(eq(products.id, id), isNull(products.supplierSku))),
    );
  await atomic(db, rows);
}

/**
 * Pengiriman Instan codes for the voucher listings of SEED_INSTANT_ITEMS, stored as a seller's pasted
 * items are (app/modules/listings/instant-items.server.ts): encrypted, the listing instant, its stock
 * the number of unsold codes. Fixed item ids: seeding again adds none twice and keeps sold ones sold.
 */
async function seedInstantItems(db: Db, key: string, now: number) {
  for (const { listingId, items } of SEED_INSTANT_ITEMS) {
    const sealed = await Promise.all(items.map((item) => encryptDeliveryInfo(key, item)));
    await atomic(db, [
      ...sealed.map((content, i) =>
        db
          .insert(deliveryItems)
          .values({
            id: `itm_seed_${listingId}_${String(i + 1).padStart(2, "0")}`,
            listingId,
            content,
            createdAt: now + i,
          })
          .onConflictDoNothing(),
      ),
      db
        .update(products)
        .set({
          instantDelivery: true,
          stock: sql`(SELECT count(*) FROM ${deliveryItems} WHERE listing_id = ${listingId} AND order_id IS NULL)`,
        })
        .where(eq(products.id, listingId)),
      bumpCatalogVersion(),
    ]);
  }
}

/**
 * One finished sale so a new install has an order history: another member bought the demo seller's
 * Genshin account and confirmed it. It runs through the real state machine (pay → ship → confirm),
 * so the seller's balance is the release minus the platform fee and the ledger invariants hold.
 */
async function seedCompletedOrder(db: Db, now: number) {
  const buyerId = "usr_seller_3";
  const listing = SEED_LISTINGS.find((l) => l.id === DEMO_ORDER_LISTING)!;
  await seedApprovedDeposit(db, now, { id: "dep_demo_seller_3", userId: buyerId, credit: 500_000 });
  await db
    .insert(orders)
    .values({
      id: DEMO_ORDER_ID,
      buyerId,
      sellerId: listing.sellerId,
      productId: listing.id,
      productTitle: listing.title,
      productType: listing.type,
      unitPrice: listing.price,
      quantity: 1,
      totalAmount: listing.price,
      status: ORDER_STATUS.awaitingPayment,
      deadlineAt: now + UNPAID_EXPIRY_MS,
      createdAt: now - 3 * DAY_MS,
      updatedAt: now - 3 * DAY_MS,
    })
    .onConflictDoNothing();
  // Each step refuses to run twice (wrong_status), so seeding again changes nothing.
  await applyOrderAction(db, DEMO_ORDER_ID, "pay", "buyer", { now });
  await applyOrderAction(db, DEMO_ORDER_ID, "ship", "seller", { now });
  await applyOrderAction(db, DEMO_ORDER_ID, "confirm", "buyer", { now });
}

/**
 * Money a demo user starts with: an approved bank-transfer deposit and its ledger movement. The
 * Saldo's deposit part receives `credit`, the whole transfer (deposit amount plus unique code), as
 * approval does.
 */
async function seedApprovedDeposit(
  db: Db,
  now: number,
  { id, userId, credit }: { id: string; userId: string; credit: number },
) {
  const uniqueCode = 123;
  const amount = credit - uniqueCode;
  try {
    await atomic(db, [
      db
        .insert(deposits)
        .values({
          id,
          userId,
          amount,
          paymentMethod: "Bank Transfer BCA",
          uniqueCode,
          adminFee: 0,
          totalPaymentDue: amount + uniqueCode,
          status: "approved",
          processedBy: "usr_demo_admin",
          processedAt: now,
          createdAt: now,
        })
        .onConflictDoNothing(),
      ...movementStatements(db, {
        kind: MOVEMENT.depositApproved,
        reference: id,
        description: "Deposit awal akun demo",
        legs: [
          { account: account.externalDeposits, amount: -credit },
          { account: account.depositWallet(userId), amount: credit },
        ],
        now,
      }),
    ]);
  } catch (error) {
    // Seeded before: the movement's (kind, reference) already exists and nothing changed.
    if (!isDuplicateMovement(error)) throw error;
  }
}
