/**
 * A seller connects their own H2H supplier account (Digiflazz) on the dashboard's 'Supplier' tab:
 * the key is verified by a balance call before anything is saved, stored sealed like delivery info,
 * never shown again (only its last 4 characters); disconnecting is refused while a top-up of theirs
 * is still pending at the supplier, and it unmaps their listings. Reading the credentials for a
 * purchase is the fulfilment engine's (accounts.server.ts), not this file's.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { atomic, type Db } from "~/db/client.server";
import { products, supplierAccounts } from "~/db/schema";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { siteOrigin } from "~/modules/content/seo.server";
import { decryptDeliveryInfo, deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { AppError } from "~/utils/app-error";
import { supplierWebhookSecret } from "./accounts.server";
import { digiflazzFromEnv } from "./digiflazz.server";
import { SUPPLIER_TEXTS as T } from "./texts";
import type { TopUpSupplier } from "./types";

type Ctx = Pick<AppLoadContext, "db" | "env">;

export const connectSupplierSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, T.usernameRequired)
    .regex(/^[A-Za-z0-9._-]{1,64}$/, T.usernameInvalid),
  apiKey: z
    .string()
    .trim()
    .min(1, T.apiKeyRequired)
    .regex(/^\S{1,128}$/, T.apiKeyInvalid),
});

export const webhookUrlFor = (env: Ctx["env"], sellerId: string) =>
  `${siteOrigin(env)}/webhooks/digiflazz/${encodeURIComponent(sellerId)}`;

export interface SupplierView {
  username: string;
  keyLast4: string;
  verifiedAt: number | null;
  /** The deposit at Digiflazz now; null when it could not be read. */
  balance: number | null;
  webhookUrl: string;
  webhookSecret?: string;
}

/** Whether the seller has a supplier account connected (the listing form's SKU fields). */
export async function hasSupplierAccount(db: Db, sellerId: string): Promise<boolean> {
  const row = await db
    .select({ id: supplierAccounts.sellerId })
    .from(supplierAccounts)
    .where(eq(supplierAccounts.sellerId, sellerId))
    .limit(1);
  return row.length > 0;
}

/** The tab's view of the seller's connection (with the current balance), or null when none. */
export async function supplierView(
  ctx: Ctx,
  sellerId: string,
  supplier: TopUpSupplier = digiflazzFromEnv(ctx.env),
): Promise<SupplierView | null> {
  const row = await ctx.db.query.supplierAccounts.findFirst({ where: eq(supplierAccounts.sellerId, sellerId) });
  if (!row) return null;
  const apiKey = await decryptDeliveryInfo(deliveryKeyring(ctx.env), row.apiKeySealed).catch(() => null);
  const balance = apiKey ? await supplier.balance({ username: row.username, apiKey }) : null;
  const secret = await supplierWebhookSecret(ctx.env, sellerId);
  return {
    username: row.username,
    keyLast4: apiKey ? apiKey.slice(-4) : "????",
    verifiedAt: row.verifiedAt,
    balance,
    webhookUrl: webhookUrlFor(ctx.env, sellerId),
    ...(secret ? { webhookSecret: secret } : {}),
  };
}

/** Verifies the credentials with a balance call, then stores them sealed (replacing an earlier account). */
export async function connectSupplier(
  ctx: Ctx,
  sellerId: string,
  credentials: { username: string; apiKey: string },
  supplier: TopUpSupplier = digiflazzFromEnv(ctx.env),
  now = Date.now(),
): Promise<{ ok: true; balance: number } | { ok: false; error: AppError }> {
  const balance = await supplier.balance(credentials);
  if (balance === null) return { ok: false, error: new AppError(T.verifyFailedTitle, T.verifyFailed, 400, "apiKey") };
  const sealed = await encryptDeliveryInfo(deliveryKeyring(ctx.env), credentials.apiKey);
  const row = { username: credentials.username, apiKeySealed: sealed, verifiedAt: now, updatedAt: now };
  await ctx.db
    .insert(supplierAccounts)
    .values({ sellerId, provider: "digiflazz", createdAt: now, ...row })
    .onConflictDoUpdate({ target: supplierAccounts.sellerId, set: row });
  return { ok: true, balance };
}

/**
 * Removes the account and unmaps the seller's listings in one batch, unless a top-up of theirs is
 * still pending at the supplier (then nothing changes): its callback or re-poll needs the account.
 */
export async function disconnectSupplier(
  ctx: Ctx,
  sellerId: string,
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const pending = sql`EXISTS (SELECT 1 FROM top_up_fulfilments WHERE seller_id = ${sellerId} AND status = 'pending')`;
  const [removed] = await atomic(ctx.db, [
    ctx.db.delete(supplierAccounts).where(and(eq(supplierAccounts.sellerId, sellerId), sql`NOT ${pending}`)),
    ctx.db
      .update(products)
      .set({ supplierSku: null, supplierMaxPrice: null, updatedAt: now })
      .where(
        and(
          eq(products.sellerId, sellerId),
          sql`${products.supplierSku} IS NOT NULL`,
          sql`NOT EXISTS (SELECT 1 FROM supplier_accounts WHERE seller_id = ${sellerId})`,
        ),
      ),
    bumpCatalogVersion(), // an unmapped 'Instan' listing no longer shows it
  ]);
  // Nothing to remove is not a refusal; an account still there is (a pending top-up kept it).
  if ((removed?.meta.changes ?? 0) > 0 || !(await hasSupplierAccount(ctx.db, sellerId))) return { ok: true };
  return { ok: false, error: new AppError(T.disconnectRefusedTitle, T.disconnectRefused, 409) };
}
