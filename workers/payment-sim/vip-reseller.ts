/**
 * VIP Reseller's game nickname call in the simulator (the app's nickname check, issue 32):
 * POST /vip-reseller/api/game-feature, form-encoded, `sign` = md5(API ID + API key) as VIP checks it.
 * Demo players (texts.ts DEMO_NICKNAMES) are found; a Riot ID (name#tag) names itself, as Riot's
 * lookup does; a target starting with 999 is silence (no answer for 20 s, longer than the app
 * waits); any other player is not found.
 */
import { Hono } from "hono";
import { md5 } from "./digiflazz-api";
import { DEMO_NICKNAMES, VIP } from "./texts";

export interface VipResellerEnv {
  /** The account the app uses (local: .dev.vars VIP_RESELLER_API_ID / _KEY). Unset: every call refused. */
  VIP_RESELLER_API_ID?: string;
  VIP_RESELLER_API_KEY?: string;
}

/** How long a silent target keeps the caller waiting. */
const SILENCE_MS = 20_000;

export const vipReseller = new Hono<{ Bindings: VipResellerEnv }>();

vipReseller.post("/api/game-feature", async (c) => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
  const { VIP_RESELLER_API_ID: id, VIP_RESELLER_API_KEY: key } = c.env;
  if (!id || !key || field("key") !== key || field("sign") !== (await md5(id + key)))
    return c.json({ result: false, data: null, message: VIP.badSign });
  if (field("type") !== "get-nickname") return c.json({ result: false, data: null, message: VIP.unknownType });
  const target = field("target");
  if (target.startsWith("999")) await new Promise((resolve) => setTimeout(resolve, SILENCE_MS));
  const nickname =
    DEMO_NICKNAMES[[field("code"), target, field("additional_target")].join(":")] ??
    (/^[^#]{3,16}#[^#]{3,5}$/.test(target) ? target.split("#")[0] : undefined);
  return nickname
    ? c.json({ result: true, data: nickname, message: VIP.found })
    : c.json({ result: false, data: null, message: VIP.notFound });
});
