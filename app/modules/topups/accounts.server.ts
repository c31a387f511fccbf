/**
 * Reading a seller's connected H2H supplier account (supplier_accounts; the seller's page that
 * connects one writes it): the credentials, the API key unsealed only to sign a request, and the
 * per-seller webhook secret the seller pastes into the supplier's dashboard with the webhook URL
 * `/webhooks/digiflazz/<sellerId>` — derived from SUPPLIER_WEBHOOK_KEY, so nothing more is stored.
 */
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { supplierAccounts } from "~/db/schema";
import type { Env } from "~/env.server";
import { decryptDeliveryInfo, deliveryKeyring } from "~/modules/orders/delivery.server";
import { hmacHex } from "./signing.server";
import type { SupplierCredentials } from "./types";

type AccountsEnv = Pick<Env, "DB" | "DELIVERY_INFO_KEY" | "DELIVERY_INFO_KEY_ID" | "DELIVERY_INFO_OLD_KEYS">;

/** The seller's supplier credentials, or null without an account (or with a key that cannot be opened). */
export async function loadSupplierCredentials(env: AccountsEnv, sellerId: string): Promise<SupplierCredentials | null> {
  const row = await createDb(env.DB).query.supplierAccounts.findFirst({
    where: eq(supplierAccounts.sellerId, sellerId),
  });
  if (!row) return null;
  const apiKey = await decryptDeliveryInfo(deliveryKeyring(env), row.apiKeySealed);
  return apiKey ? { username: row.username, apiKey } : null;
}

/**
 * The seller's webhook secret: hex HMAC-SHA256(SUPPLIER_WEBHOOK_KEY, "digiflazz-webhook:" + sellerId).
 * Null when the platform key is not configured (then no callback is trusted).
 */
export async function supplierWebhookSecret(
  env: Pick<Env, "SUPPLIER_WEBHOOK_KEY">,
  sellerId: string,
): Promise<string | null> {
  if (!env.SUPPLIER_WEBHOOK_KEY) return null;
  return hmacHex("SHA-256", env.SUPPLIER_WEBHOOK_KEY, `digiflazz-webhook:${sellerId}`);
}
