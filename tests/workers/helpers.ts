import { env } from "cloudflare:test";
import { createDb, dbErrorText } from "~/db/client.server";
import { readLedgerInvariants } from "~/modules/money/ledger.server";
import { eq, sql, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import { orders, products } from "~/db/schema";

/**
 * scrypt hash of the demo password "demo12345", computed once with the production parameters
 * (app/utils/password.server.ts) so each test file does not pay for hashing while seeding.
 */
export const TEST_PASSWORD_HASH =
  "scrypt$16384$8$5$bkF1rfSVfHN4upI5f8SUFQ==$Dng02bXBCt41cFloukk5eNTx7pAmq5WpJ1gCMfGWFDo=";

export const db = () => createDb(env.DB);

/** SQLite's plan of `query`: one line per step (`EXPLAIN QUERY PLAN`'s details). */
export async function queryPlan(query: SQL): Promise<string[]> {
  return (await db().all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`)).map((p) => p.detail);
}

/** The ledger invariants of ARCHITECTURE.md section 2; call after every money test. */
export async function expectLedgerInvariants() {
  const inv = await readLedgerInvariants(db());
  expect(inv.totalOfEntries).toBe(0);
  expect(inv.mismatchedAccounts).toEqual([]);
  expect(inv.negativeAccounts).toEqual([]);
  expect(inv.unbalancedTransactions).toEqual([]);
  expect(inv.mismatchedEscrows).toEqual([]);
  expect(inv.mismatchedWarrantyHolds, "every warranty hold holds its order's total while it runs").toEqual([]);
  expect(inv.gatewayDifference, "settled at the gateway − unspent shares = −external:gateway").toBe(0);
}

/** Drizzle wraps D1 errors ("Failed query: …"); the database's own message is in the cause chain. */
export async function expectDbError(promise: PromiseLike<unknown>, pattern: RegExp) {
  const error = await Promise.resolve(promise).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, "expected the database to refuse").not.toBeNull();
  expect(dbErrorText(error)).toMatch(pattern);
}

/**
 * An order in `status` for a buyer and listing, written straight to D1 (no money moves: use it only
 * for statuses that hold no escrow — Selesai, Dibatalkan — or tests that do not check the ledger).
 */
export async function insertOrder(
  buyerId: string,
  productId: string,
  status: "Selesai" | "Dibatalkan" | "Dikirim" = "Selesai",
): Promise<string> {
  const listing = await db().query.products.findFirst({ where: eq(products.id, productId) });
  if (!listing) throw new Error(`No listing ${productId}`);
  const id = `ord_test_${crypto.randomUUID()}`;
  const now = Date.now();
  await db()
    .insert(orders)
    .values({
      id,
      buyerId,
      sellerId: listing.sellerId,
      productId,
      productTitle: listing.title,
      productType: listing.type,
      unitPrice: listing.price,
      quantity: 1,
      totalAmount: listing.price,
      status,
      completedAt: status === "Selesai" ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}
