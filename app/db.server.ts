import { drizzle } from "drizzle-orm/d1";
import { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "../drizzle/schema";

/** A Drizzle database over the D1 binding. Models take `{ db }` so tests pass their own. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };

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

const dialect = new SQLiteAsyncDialect();

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
