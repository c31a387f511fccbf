/**
 * Staff editing of a game's top-up denominations (catalogue data, not code): add, rename, move up
 * or down, deactivate or activate again. Each change is one batch with its audit row and a catalog
 * version bump, so cached public pages (the top-up store, home's 'Top Up Cepat') show it.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { atomic, type Db, type Statement } from "~/db/client.server";
import { categories, games, topUpDenominations } from "~/db/schema";
import { auditStatement } from "~/modules/admin/audit.server";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { newId } from "~/utils/ids";
import { DENOMINATION_TEXTS as T } from "./texts";

export type Denomination = typeof topUpDenominations.$inferSelect;

/** The games that have a Top Up category (the page's game choice), in the shop's order. */
export async function topUpGames(db: Db) {
  return db
    .selectDistinct({ slug: games.slug, name: games.name, sortOrder: games.sortOrder })
    .from(games)
    .innerJoin(categories, and(eq(categories.gameSlug, games.slug), eq(categories.type, "Top Up")))
    .orderBy(asc(games.sortOrder), asc(games.name));
}

export function listDenominations(db: Db, gameSlug: string): Promise<Denomination[]> {
  return db
    .select()
    .from(topUpDenominations)
    .where(eq(topUpDenominations.gameSlug, gameSlug))
    .orderBy(asc(topUpDenominations.sortOrder), asc(topUpDenominations.id));
}

const label = z.string().trim().min(1, T.labelRequired).max(60, T.labelTooLong);
const id = z.string().trim().min(1, T.notFound).max(64, T.notFound);
const optionalAmount = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,7}$/.test(v) && Number(v) > 0), T.amountInvalid)
  .transform((v) => (v === "" ? null : Number(v)));

/** The form of each intent (utils/forms.server.ts parseForm). */
export const DENOMINATION_FORMS = {
  add: z.object({
    game: z.string().trim().min(1).max(64),
    label,
    amount: optionalAmount,
    unit: z.string().trim().max(20, T.unitTooLong),
  }),
  rename: z.object({ id, label }),
  move: z.object({ id, direction: z.enum(["up", "down"], T.notFound) }),
  toggle: z.object({ id, active: z.enum(["0", "1"], T.notFound) }),
} as const;

export type DenominationIntent = keyof typeof DENOMINATION_FORMS;
export type DenominationChange = {
  [K in DenominationIntent]: { intent: K } & z.output<(typeof DENOMINATION_FORMS)[K]>;
}[DenominationIntent];

/** Applies one change; `not_found` for a denomination or game that is not there. */
export async function changeDenomination(
  db: Db,
  actorId: string,
  change: DenominationChange,
): Promise<{ ok: true; gameSlug: string } | { ok: false; reason: "not_found" }> {
  const now = Date.now();
  const audit = (targetId: string, before: unknown, after: unknown) =>
    auditStatement(
      { actorId, action: `denomination.${change.intent}`, targetType: "denomination", targetId, before, after },
      sql`1`,
      now,
    );
  if (change.intent === "add") {
    const allowed = await topUpGames(db);
    if (!allowed.some((g) => g.slug === change.game)) return { ok: false, reason: "not_found" };
    const list = await listDenominations(db, change.game);
    const row = {
      id: newId("den"),
      gameSlug: change.game,
      label: change.label,
      amount: change.amount,
      unit: change.unit || null,
      sortOrder: (list.at(-1)?.sortOrder ?? 0) + 10,
      active: true,
    };
    await atomic(db, [db.insert(topUpDenominations).values(row), audit(row.id, null, row), bumpCatalogVersion()]);
    return { ok: true, gameSlug: change.game };
  }
  const current = await db.query.topUpDenominations.findFirst({ where: eq(topUpDenominations.id, change.id) });
  if (!current) return { ok: false, reason: "not_found" };
  const statements: Statement[] = [];
  const set = (rowId: string, values: Partial<Denomination>) =>
    db.update(topUpDenominations).set(values).where(eq(topUpDenominations.id, rowId));
  if (change.intent === "rename") statements.push(set(current.id, { label: change.label }));
  if (change.intent === "toggle") statements.push(set(current.id, { active: change.active === "1" }));
  if (change.intent === "move") {
    // Renumber the game's list in steps of 10 with this one swapped with its neighbour.
    const list = await listDenominations(db, current.gameSlug);
    const at = list.findIndex((d) => d.id === current.id);
    const to = change.direction === "up" ? at - 1 : at + 1;
    if (to >= 0 && to < list.length) [list[at], list[to]] = [list[to]!, list[at]!];
    for (const [index, d] of list.entries())
      if (d.sortOrder !== (index + 1) * 10) statements.push(set(d.id, { sortOrder: (index + 1) * 10 }));
  }
  if (statements.length > 0) {
    const after = { ...current, ...(change.intent === "rename" ? { label: change.label } : {}) };
    await atomic(db, [...statements, audit(current.id, current, { ...after, change }), bumpCatalogVersion()]);
  }
  return { ok: true, gameSlug: current.gameSlug };
}
