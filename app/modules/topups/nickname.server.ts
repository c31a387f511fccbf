/**
 * "Cek nickname": the in-game nickname of a top-up's typed IDs, asked of a supplier's nickname call
 * behind one small interface, with its own timeout. Three answers only: found (the page shows it
 * for the buyer to confirm), not found (the ID is wrong), unavailable (no provider, an error, or no
 * answer in time: the page asks for a second look at the ID). VIP Reseller's `get-nickname` is the
 * implementation (./vip-reseller.server.ts); locally the simulator speaks its API.
 */
import type { NicknameCheck, NicknameProvider, Target } from "./types";
import { vipResellerFromEnv } from "./vip-reseller.server";

export type { NicknameCheck, NicknameProvider };

/** How long a buyer waits for a nickname before the page says it could not be checked. */
export const NICKNAME_TIMEOUT_MS = 3_000;

const MAIN_IDS = ["user_id", "player_id", "uid", "id", "riot_id", "username", "character_id", "open_id"];
const ZONE_IDS = ["zone_id", "server_id", "server"];

/** The player ID and the zone of a line's inputs (by input id), or null without a player ID. */
export function targetOf(ids: Record<string, string>): Target | null {
  const pick = (names: string[]) => names.map((n) => ids[n]?.trim()).find((v) => v) ?? "";
  const target = pick(MAIN_IDS);
  return target ? { target, zone: pick(ZONE_IDS) } : null;
}

type NicknameEnv = Parameters<typeof vipResellerFromEnv>[0];

/** The configured provider, or null (no supplier account set): every check is then unavailable. */
export function nicknameProviderFromEnv(env: NicknameEnv): NicknameProvider | null {
  return vipResellerFromEnv(env);
}

/**
 * Checks the IDs of a top-up of `gameSlug`. Never throws: a missing provider, a failure or no
 * answer within `timeoutMs` is 'unavailable'.
 */
export async function checkNickname(
  env: NicknameEnv,
  gameSlug: string,
  ids: Record<string, string>,
  { timeoutMs = NICKNAME_TIMEOUT_MS, provider }: { timeoutMs?: number; provider?: NicknameProvider | null } = {},
): Promise<NicknameCheck> {
  const target = targetOf(ids);
  let chosen: NicknameProvider | null;
  try {
    chosen = provider === undefined ? nicknameProviderFromEnv(env) : provider;
  } catch {
    chosen = null; // a misconfigured provider: the page says the nickname could not be checked
  }
  if (!target || !chosen) return { state: "unavailable" };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<NicknameCheck>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ state: "unavailable" });
    }, timeoutMs);
  });
  try {
    return await Promise.race([chosen.check(gameSlug, target, controller.signal), late]);
  } catch {
    return { state: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
