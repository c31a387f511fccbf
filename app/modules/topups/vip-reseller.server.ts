/**
 * VIP Reseller's game nickname call through `fetch`: `POST {base}/api/game-feature`, form-encoded
 * `key`, `sign` = md5(API ID + API key), `type=get-nickname`, `code` (VIP's game code), `target`
 * (player ID), `additional_target` (zone/server). It answers `{ result, data, message }`: `result`
 * true with the nickname in `data`, false when the player is unknown. Facts and sources:
 * docs/research/nickname-check.md. Locally (MIDTRANS_ENV=simulator) the simulator speaks it.
 */
import type { Env } from "~/env.server";
import { md5Hex } from "./signing.server";
import type { NicknameCheck, NicknameProvider, Target } from "./types";

const PRODUCTION_BASE = "https://vip-reseller.co.id";

/** VIP Reseller's game codes by the app's game slug (games without one are not checked). */
export const VIP_GAME_CODES: Record<string, string> = {
  "mobile-legends": "mobile-legends",
  "free-fire": "free-fire",
  "genshin-impact": "genshin-impact",
  valorant: "valorant",
  "cod-mobile": "call-of-duty",
  "pubg-mobile": "pubg-mobile",
};

/** How VIP words an unknown player (its other refusals concern the account and leave the ID unchecked). */
const PLAYER_UNKNOWN = /tidak ditemukan|not found|invalid (?:user|id|target)|salah/i;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
type VipEnv = Pick<
  Env,
  | "VIP_RESELLER_API_ID"
  | "VIP_RESELLER_API_KEY"
  | "MIDTRANS_ENV"
  | "MIDTRANS_SIMULATOR_URL"
  | "PAYMENT_GATEWAY"
  | "DEV_OUTBOX"
>;

/** The provider as configured, or null when the account's API ID or key is not set. */
export function vipResellerFromEnv(env: VipEnv): NicknameProvider | null {
  const id = env.VIP_RESELLER_API_ID;
  const key = env.VIP_RESELLER_API_KEY;
  if (!id || !key) return null;
  if (env.MIDTRANS_ENV === "simulator") {
    if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) {
      throw new Error("the supplier simulator is for local runs only (DEV_OUTBOX=1 and MIDTRANS_SIMULATOR_URL)");
    }
    const via = env.PAYMENT_GATEWAY;
    const base = `${env.MIDTRANS_SIMULATOR_URL.replace(/\/$/, "")}/vip-reseller`;
    return vipReseller(base, { id, key }, via ? (u, i) => via.fetch(u, i) : fetch);
  }
  return vipReseller(PRODUCTION_BASE, { id, key }, fetch);
}

export function vipReseller(base: string, account: { id: string; key: string }, send: Fetch): NicknameProvider {
  return {
    name: "vip-reseller",
    async check(gameSlug: string, ids: Target, signal: AbortSignal): Promise<NicknameCheck> {
      const code = VIP_GAME_CODES[gameSlug];
      if (!code) return { state: "unavailable" };
      const form = new URLSearchParams({
        key: account.key,
        sign: await md5Hex(account.id + account.key),
        type: "get-nickname",
        code,
        target: ids.target,
      });
      if (ids.zone) form.set("additional_target", ids.zone);
      const response = await send(`${base}/api/game-feature`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: form.toString(),
        signal,
      });
      if (!response.ok) return { state: "unavailable" };
      const body = (await response.json()) as { result?: unknown; data?: unknown; message?: unknown };
      // `data` is the nickname; some accounts answer `{ nickname }` (docs/research/nickname-check.md).
      const data = body.data as string | { nickname?: unknown } | null | undefined;
      const nickname = typeof data === "string" ? data : typeof data?.nickname === "string" ? data.nickname : "";
      if (body.result === true && nickname.trim())
        return { state: "found", nickname: nickname.trim().slice(0, 64), provider: "vip-reseller" };
      // A refusal about the player is "not found"; one about the account (key, sign, IP, balance) is not.
      if (body.result === false && PLAYER_UNKNOWN.test(String(body.message ?? ""))) return { state: "not_found" };
      return { state: "unavailable" };
    },
  };
}
