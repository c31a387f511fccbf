import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import {
  SQL,
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/** A Drizzle database over one D1 binding or session: what `drizzle(d1, { schema })` returns. */
export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };
export { schema };

type Tables = ExtractTablesWithRelations<typeof schema>;

const dialect = new SQLiteAsyncDialect();
let relational: RelationalSchemaConfig<Tables> | undefined;

/**
 * A Drizzle database over the D1 binding. Models take `{ db }` so tests pass their own.
 *
 * What `drizzle(d1, { schema })` does, except that the relational config of the schema (tables,
 * relations, name map — the same for every request) is built once per isolate: `drizzle()` derives it
 * again on every call, ~0.7–0.9 ms of CPU per request (docs/performance.md, "Server time"). The
 * dialect holds only a column-name cache, so it is shared too (as in `atomic` below).
 */
export function createDb(d1: D1Database): Db {
  relational ??= relationalConfig();
  const session = new SQLiteD1Session<typeof schema, Tables>(d1, dialect, relational);
  return Object.assign(new DrizzleD1Database<typeof schema>("async", dialect, session, relational), { $client: d1 });
}

function relationalConfig(): RelationalSchemaConfig<Tables> {
  const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
  return { fullSchema: schema, schema: tables, tableNamesMap };
}

/**
 * Every message in an error's cause chain. Drizzle wraps D1 errors ("Failed query: …"); the
 * database's own words (constraint names) are in the causes.
 */
export function dbErrorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    parts.push(String(e.message ?? e));
  }
  return parts.join(" | ");
}

/** A statement for `atomic`: a Drizzle query builder (insert/update/delete/select) or raw `sql`. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

/**
 * Runs statements as ONE D1 batch: all of them happen or none does (D1 has no interactive
 * transactions). Returns D1's per-statement results, whose `meta.changes` callers inspect for
 * row-count guards. Drizzle's own `db.batch` cannot carry raw `sql` with parameters (drizzle-orm
 * 0.45 loses the bound statement), which the ledger's guarded INSERT … SELECT needs — hence this.
 */
export async function atomic(db: Db, statements: Statement[]): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  const d1 = db.$client;
  return d1.batch(
    statements.map((statement) => {
      const query = statement instanceof SQL ? dialect.sqlToQuery(statement) : statement.toSQL();
      return d1.prepare(query.sql).bind(...query.params);
    }),
  );
}

/** How many D1 round trips a request made (a query or a whole batch is one); see `countingD1`. */
export type QueryCounter = { queries: number };

const COUNTED_CALLS = new Set<PropertyKey>(["first", "all", "run", "raw"]);

/**
 * Measurement mode only (BENCH_QUERY_COUNT="1", never set in production): the same D1 binding, but
 * every statement run and every batch adds one to `counter`. `npm run bench` reads the total from the
 * `X-D1-Queries` response header.
 */
export function countingD1(d1: D1Database, counter: QueryCounter): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrapStatement(target.bind(...args));
        return (...args: unknown[]) => {
          if (COUNTED_CALLS.has(key)) counter.queries++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  const wrapDatabase = <T extends object>(db: T): T =>
    new Proxy(db, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (key === "prepare")
            return wrapStatement((value as (sql: string) => D1PreparedStatement).apply(target, args as [string]));
          if (key === "batch") {
            counter.queries++;
            const statements = (args[0] as D1PreparedStatement[]).map((s) => originals.get(s) ?? s);
            return (value as (s: D1PreparedStatement[]) => unknown).call(target, statements);
          }
          if (key === "exec") counter.queries++;
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          // A D1 Sessions API session (`withSession`) is queried like the database itself.
          return key === "withSession" && result && typeof result === "object" ? wrapDatabase(result) : result;
        };
      },
    });
  return wrapDatabase(d1);
}
