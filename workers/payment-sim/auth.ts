/**
 * The simulator's bindings and Midtrans's API authentication (HTTP Basic: the server key as user
 * name, an empty password), shared by the Snap routes (index.ts) and the Core API charge (charge.ts).
 */
import type { Context } from "hono";
import type { DigiflazzEnv } from "./digiflazz";
import type { IrisEnv } from "./iris";
import type { VipResellerEnv } from "./vip-reseller";
import type { WhatsAppEnv } from "./whatsapp";
import { API } from "./texts";

export interface SimEnv extends IrisEnv, DigiflazzEnv, VipResellerEnv, WhatsAppEnv {
  SIM_DB: D1Database;
  /** The Midtrans server key the app uses (local: .dev.vars MIDTRANS_SERVER_KEY). Unset: every API call is 401. */
  SERVER_KEY?: string;
  /** Where notifications go: the app's …/payments/midtrans/notification. */
  NOTIFICATION_URL?: string;
  /** The simulator's browser-facing base URL (redirect_url, actions); unset: the request's origin. */
  PUBLIC_URL?: string;
}

type Ctx = Context<{ Bindings: SimEnv }>;

export const unauthorized = (c: Ctx) =>
  c.json({ status_code: "401", status_message: API.unauthorized, error_messages: [API.unauthorized] }, 401);

/** Basic auth with the server key as username and an empty password. */
export function authorized(c: Ctx): boolean {
  const key = c.env.SERVER_KEY;
  const header = c.req.header("authorization") ?? "";
  if (!key || !header.toLowerCase().startsWith("basic ")) return false;
  try {
    return atob(header.slice(6).trim()) === `${key}:`;
  } catch {
    return false;
  }
}

/** The browser-facing base URL of the simulator (no trailing slash). */
export const publicBase = (c: Ctx) => (c.env.PUBLIC_URL || new URL(c.req.url).origin).replace(/\/+$/, "");
