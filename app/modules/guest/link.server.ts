/**
 * A guest follows an order through a signed link, `/order/<id>?t=<token>`: the token is
 * HMAC-SHA-256 over "guest-order:<id>" under EMAIL_LINK_KEY (the key the e-mail links already use;
 * the prefix keeps it apart from unsubscribe tokens). A browser that opened such a link, or made the
 * order, keeps the orders it may read in the cookie `pg_guest` (each with its token, checked on
 * every read) — never a session, never anything beyond those orders (docs/decisions/0007).
 */
import type { Env } from "~/env.server";
import { readCookie, serializeCookie } from "~/utils/cookies.server";

const encoder = new TextEncoder();
export const GUEST_COOKIE = "pg_guest";
/** Orders one browser remembers (the newest kept); a guest buys one top-up at a time. */
const MAX_GRANTS = 10;
const GRANT_DAYS = 30;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function key(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function sign(secret: string, orderId: string) {
  const mac = await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(`guest-order:${orderId}`));
  return toBase64Url(new Uint8Array(mac));
}

/** Whether guest links can be made at all (the key is configured). */
export const guestLinksOn = (env: Pick<Env, "EMAIL_LINK_KEY">) => Boolean(env.EMAIL_LINK_KEY);

export async function orderToken(env: Pick<Env, "EMAIL_LINK_KEY">, orderId: string): Promise<string> {
  if (!env.EMAIL_LINK_KEY) throw new Error("EMAIL_LINK_KEY is not configured");
  return sign(env.EMAIL_LINK_KEY, orderId);
}

export async function orderLink(env: Pick<Env, "EMAIL_LINK_KEY">, orderId: string) {
  return `/order/${encodeURIComponent(orderId)}?t=${await orderToken(env, orderId)}`;
}

/** Constant-time: the token for `orderId`, or not. */
export async function tokenValid(env: Pick<Env, "EMAIL_LINK_KEY">, orderId: string, token: string | null) {
  if (!env.EMAIL_LINK_KEY || !token || token.length > 100 || !orderId || orderId.length > 100) return false;
  const want = encoder.encode(await sign(env.EMAIL_LINK_KEY, orderId));
  const got = encoder.encode(token);
  if (want.length !== got.length) return false;
  let diff = 0;
  for (let i = 0; i < want.length; i++) diff |= want[i]! ^ got[i]!;
  return diff === 0;
}

/** The `orderId.token` pairs the cookie holds (unchecked). */
function cookieGrants(request: Request): [string, string][] {
  const raw = readCookie(request, GUEST_COOKIE) ?? "";
  return raw
    .split(" ")
    .slice(0, MAX_GRANTS)
    .map((pair) => pair.split("~") as [string, string])
    .filter((pair) => pair.length === 2 && pair[0] && pair[1]);
}

/** The orders this browser may read as a guest: the cookie's pairs whose token is right. */
export async function grantedOrders(request: Request, env: Pick<Env, "EMAIL_LINK_KEY">): Promise<Set<string>> {
  const checked = await Promise.all(
    cookieGrants(request).map(async ([id, token]) => ((await tokenValid(env, id, token)) ? id : null)),
  );
  return new Set(checked.filter((id): id is string => id !== null));
}

/** The Set-Cookie that adds these orders to the browser's guest grants (newest first). */
export async function grantCookie(request: Request, env: Pick<Env, "EMAIL_LINK_KEY">, orderIds: string[]) {
  const added = await Promise.all(orderIds.map(async (id) => [id, await orderToken(env, id)] as [string, string]));
  const kept = cookieGrants(request).filter(([id]) => !orderIds.includes(id));
  const value = [...added, ...kept]
    .slice(0, MAX_GRANTS)
    .map(([id, token]) => `${id}~${token}`)
    .join(" ");
  return serializeCookie(GUEST_COOKIE, encodeURIComponent(value), { maxAge: GRANT_DAYS * 86_400 }, request);
}
