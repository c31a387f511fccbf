import { z } from "zod";
import type { OrderRoom } from "../workers/order-room/order-room";

/**
 * The worker's environment: bindings plus variables and secrets. Validated once per isolate so a
 * misconfigured deployment fails loudly instead of half-working.
 */
export interface Env {
  DB: D1Database;
  IMAGES: R2Bucket;
  ORDER_ROOM: DurableObjectNamespace<OrderRoom>;
  MAILER: Fetcher;
  ASSETS?: Fetcher;
  /**
   * "1" locally only (scripts/start.mjs, scripts/dev.mjs, the tests): the development mail outbox at
   * /dev/mail, on a local host. Never in wrangler.toml, never set in production.
   */
  DEV_OUTBOX?: string;
  /** The site's public origin, e.g. "https://pasargame.id": every link in mail points there. */
  PUBLIC_ORIGIN?: string;
  /** AES-256-GCM key (32 bytes, base64) for delivery info such as account logins (secret). */
  DELIVERY_INFO_KEY?: string;
  /** Bearer token of the machine-to-machine payout API (/internal/payouts) (secret). Unset: the API answers 503. */
  PAYOUT_API_TOKEN?: string;
  /** Support WhatsApp number (international digits) for the floating support button. */
  SUPPORT_WHATSAPP?: string;
  /** OAuth sign-in (secrets). A provider whose id or secret is missing shows 'belum dikonfigurasi'. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
}

const varsSchema = z.object({
  DEV_OUTBOX: z.enum(["0", "1"]).optional(),
});

let checked = false;

export function assertEnv(env: Env): Env {
  if (!checked) {
    varsSchema.parse(env);
    for (const binding of ["DB", "IMAGES", "ORDER_ROOM", "MAILER"] as const) {
      if (!env[binding]) throw new Error(`Binding ${binding} is missing from the worker environment`);
    }
    checked = true;
  }
  return env;
}
