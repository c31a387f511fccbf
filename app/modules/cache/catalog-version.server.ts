/**
 * The catalog's content version: a number in D1 (`cache_versions`, key 'catalog') that every
 * listing writer bumps in the SAME atomic batch as its change (a new listing, a price, stock or
 * status change, a take-down, a paid or refunded order, a review). Cached public pages are keyed
 * by it, so a bump makes every cached page unreachable at once — no purge calls.
 */
import { sql, type SQL } from "drizzle-orm";

/** How long an isolate trusts the version it last read (a hot page then costs no D1 query). */
export const VERSION_MEMO_MS = 5_000;

/**
 * The statement to add to a writer's batch. An upsert, so a database without the row (restored
 * from an old backup) starts a fresh random version instead of silently never invalidating.
 */
export function bumpCatalogVersion(): SQL {
  return sql`INSERT INTO cache_versions (key, version) VALUES ('catalog', abs(random() % 1000000000000))
    ON CONFLICT (key) DO UPDATE SET version = version + 1`;
}

type Memo = { version: number | null; readAt: number };

/**
 * The remembered version, one per isolate however many copies of this module it loads: the
 * worker (workers/page-cache.ts) and the server build (the loaders' catalog memos) each bundle
 * one, and a write the worker forgets must be forgotten by the loaders too, or a page rebuilt
 * under the new version would be filled from values kept for the old one.
 */
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for("pasargame.catalog-version")] ??= {
  memo: null,
}) as { memo: Memo | null };

/**
 * The current version, read at most once per `ttlMs` per isolate; null when the row is missing
 * (callers then do not cache). Reads the primary (no session): a replica could lag a bump.
 */
export async function readCatalogVersion(d1: D1Database, ttlMs = VERSION_MEMO_MS, now = Date.now()) {
  const memo = shared.memo;
  if (memo && now >= memo.readAt && now - memo.readAt < ttlMs) return memo.version;
  const version = await d1.prepare("SELECT version FROM cache_versions WHERE key = 'catalog'").first<number>("version");
  shared.memo = { version: version ?? null, readAt: now };
  return shared.memo.version;
}

/**
 * Forgets the remembered version. Called after every request that may write, so a change made
 * through this isolate shows on its next anonymous page at once (other isolates within the memo).
 */
export function forgetCatalogVersion() {
  shared.memo = null;
}

/**
 * Values an isolate keeps for one catalog version (home's game counts, games' catalog rows): what
 * `get` returns was stored under the version it is asked with, so it is exactly as fresh as the
 * cached public pages; storing under a new version drops everything kept for the old one. A null
 * version (no row) keeps nothing.
 */
export function catalogVersionMemo<K, V>() {
  let kept: { version: number; values: Map<K, V> } | null = null;
  return {
    get(version: number | null, key: K): V | undefined {
      return version !== null && kept?.version === version ? kept.values.get(key) : undefined;
    },
    set(version: number | null, key: K, value: V) {
      if (version === null) return;
      if (kept?.version !== version) kept = { version, values: new Map() };
      kept.values.set(key, value);
    },
  };
}
