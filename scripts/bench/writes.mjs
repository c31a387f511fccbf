// What a stretch of the bench wrote to the app's D1 database, read from SQLite itself: a snapshot
// before and after (sqlite3's .backup, safe beside the running server), then per table the rows
// added, changed and removed (by rowid) and the bytes the table and its indexes take (dbstat).
// Used by `npm run bench -- --load N` for docs/scaling.md. Needs the sqlite3 command-line tool.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const sqlite = (file, sql) =>
  execFileSync("sqlite3", ["-readonly", "-separator", "\t", file, sql], { encoding: "utf8", maxBuffer: 1 << 26 })
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"));

/** The app's local D1 file under a state directory (the largest SQLite file of Miniflare's D1 objects). */
export function d1File(stateDir) {
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    .map((f) => path.join(dir, f));
  if (files.length === 0) throw new Error(`no D1 database in ${dir}`);
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

/** A consistent copy of a live database. */
export function snapshot(file, to) {
  execFileSync("sqlite3", [file, `.backup '${to}'`]);
  return to;
}

/** Bytes per table, its indexes and (for FTS) its shadow tables included, from dbstat. */
export function bytesPerTable(file) {
  const rows = sqlite(
    file,
    `SELECT CASE WHEN d.name LIKE 'products_fts%' THEN 'products_fts' ELSE COALESCE(m.tbl_name, d.name) END, SUM(d.pgsize)
     FROM dbstat d LEFT JOIN sqlite_schema m ON m.name = d.name GROUP BY 1`,
  );
  return Object.fromEntries(rows.map(([table, bytes]) => [table, Number(bytes)]));
}

/** Rows added, changed and removed per table between two snapshots (tables with a rowid). */
export function rowChanges(before, after) {
  const tables = sqlite(
    after,
    `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND sql NOT LIKE 'CREATE VIRTUAL%' AND sql NOT LIKE '%WITHOUT ROWID%' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       AND name <> 'd1_migrations' ORDER BY name`,
  ).map(([name]) => name);
  const out = {};
  for (const table of tables) {
    const t = `"${table}"`;
    const [[added, changed, removed]] = sqlite(
      after,
      `ATTACH '${before}' AS b;
       SELECT (SELECT COUNT(*) FROM main.${t} WHERE rowid NOT IN (SELECT rowid FROM b.${t})),
              (SELECT COUNT(*) FROM (SELECT rowid, * FROM main.${t} WHERE rowid IN (SELECT rowid FROM b.${t})
                                     EXCEPT SELECT rowid, * FROM b.${t})),
              (SELECT COUNT(*) FROM b.${t} WHERE rowid NOT IN (SELECT rowid FROM main.${t}))`,
    );
    const counts = { added: Number(added), changed: Number(changed), removed: Number(removed) };
    if (counts.added || counts.changed || counts.removed) out[table] = counts;
  }
  return out;
}
