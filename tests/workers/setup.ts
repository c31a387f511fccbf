// Runs before each worker test file. The files share one Miniflare and one module graph
// (vitest.config.ts: isolate false), so each starts as on a fresh one: an empty D1 and R2, then the
// real migrations and the real seed; the isolate's one cross-request memo (the catalog version)
// forgotten; no spy or fake clock left by the file before. Modules are not reloaded: a reload per
// file cost ~4 s and grew with the run (docs/performance.md, "Test suite time").
import { applyD1Migrations, env } from "cloudflare:test";
import { vi } from "vitest";
import { createDb } from "~/db/client.server";
import { forgetCatalogVersion } from "~/modules/cache/catalog-version.server";
import { seed } from "../../drizzle/seed";
import { TEST_PASSWORD_HASH } from "./helpers";

vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.useRealTimers();

/**
 * Drops every table, view and trigger: the virtual (FTS5) tables first, which take their shadow
 * tables with them, then each table after every table that references it (SQLite checks a dropped
 * table's foreign keys against their parents).
 */
async function emptyDatabase(d1: D1Database) {
  const objects = async () =>
    (
      await d1
        .prepare(
          "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND type IN ('table', 'view', 'trigger')",
        )
        .all<{ type: string; name: string; sql: string | null }>()
    ).results;
  const drop = (type: string, name: string) => d1.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`);
  const first = await objects();
  if (first.length === 0) return;
  const early = first.filter((o) => o.type !== "table" || /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""));
  if (early.length) await d1.batch(early.map((o) => drop(o.type, o.name)));
  const left = new Map((await objects()).map((o) => [o.name, parentsOf(o.sql ?? "", o.name)]));
  const order: string[] = [];
  while (left.size) {
    const referenced = new Set([...left.values()].flatMap((parents) => [...parents]));
    const leaves = [...left.keys()].filter((name) => !referenced.has(name));
    if (leaves.length === 0) throw new Error(`foreign keys in a cycle: ${[...left.keys()].join(", ")}`);
    for (const name of leaves) left.delete(name);
    order.push(...leaves);
  }
  await d1.batch(order.map((name) => drop("table", name)));
}

/** The tables a CREATE TABLE statement's foreign keys point at, itself left out. */
function parentsOf(createSql: string, self: string): Set<string> {
  const parents = [...createSql.matchAll(/REFERENCES\s+[`"'[]?(\w+)/gi)].map((m) => m[1]!);
  return new Set(parents.filter((p) => p !== self));
}

async function emptyBucket(bucket: R2Bucket) {
  for (let listed = await bucket.list(); ; listed = await bucket.list({ cursor: listed.cursor })) {
    if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) return;
  }
}

await emptyDatabase(env.DB);
await emptyBucket(env.IMAGES);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seed(createDb(env.DB), { passwordHash: TEST_PASSWORD_HASH, deliveryInfoKey: env.DELIVERY_INFO_KEY });
forgetCatalogVersion();
