/**
 * The log of requests about a person's own data (UU PDP: every request recorded, answered within
 * 3 × 24 hours). What the app does by itself (an export, a deletion, a consent change) is recorded
 * `done` at once; what needs a human (a deletion refused for open money, a correction, an objection)
 * stays `open` for staff at /admin/data-requests, who answer with a note the user is notified of.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/db/client.server";
import { dataRequests, notifications, users } from "~/db/schema";
import { newId } from "~/utils/ids";
import { DATA_REQUEST_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db">;
export type DataRequestKind = (typeof dataRequests.$inferSelect)["kind"];
/** The kinds a user writes themself (the form in Pengaturan). */
export const WRITTEN_KINDS = ["correction", "objection", "other"] as const;
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

/** The law's answer time: 3 × 24 hours. */
export const DATA_REQUEST_DUE_MS = 3 * 24 * 3600_000;
/** Open written requests one person may have at a time. */
export const MAX_OPEN_WRITTEN = 5;

/** The statement recording a request the app already did (for the batch that does it). */
export function doneRequest(db: Db, userId: string, kind: DataRequestKind, detail: string, now = Date.now()) {
  return db.insert(dataRequests).values({
    id: newId("dreq"),
    userId,
    kind,
    status: "done",
    detail,
    createdAt: now,
    dueAt: now + DATA_REQUEST_DUE_MS,
    handledAt: now,
    note: T.auto,
  });
}

/**
 * A deletion the app refused (open money or orders): one open request for staff per person; asked
 * again, its detail is brought up to date and its due time stays.
 */
export async function recordBlockedDeletion(ctx: Ctx, userId: string, blockers: string[], now = Date.now()) {
  await ctx.db
    .insert(dataRequests)
    .values({
      id: newId("dreq"),
      userId,
      kind: "deletion",
      status: "open",
      detail: T.deletionBlocked(blockers),
      createdAt: now,
      dueAt: now + DATA_REQUEST_DUE_MS,
    })
    .onConflictDoUpdate({
      target: dataRequests.userId,
      targetWhere: sql`${dataRequests.status} = 'open' AND ${dataRequests.kind} = 'deletion'`,
      set: { detail: sql`excluded.detail` },
    });
}

/**
 * The statements recording a deletion done (for its batch): the person's open deletion request,
 * if a refused one waits for staff, is closed; otherwise a new one is recorded done.
 */
export function deletionDone(db: Db, userId: string, now = Date.now()) {
  const openOne = and(
    eq(dataRequests.userId, userId),
    eq(dataRequests.kind, "deletion"),
    eq(dataRequests.status, "open"),
  );
  return [
    sql`INSERT INTO ${dataRequests} (id, user_id, kind, status, detail, created_at, due_at, handled_at, note)
      SELECT ${newId("dreq")}, ${userId}, 'deletion', 'done', ${T.deleted}, ${now}, ${now + DATA_REQUEST_DUE_MS}, ${now}, ${T.auto}
      WHERE NOT EXISTS (SELECT 1 FROM ${dataRequests} WHERE ${openOne})`,
    db.update(dataRequests).set({ status: "done", handledAt: now, note: T.deleted }).where(openOne),
  ] as const;
}

export type WrittenOutcome = { ok: true; dueAt: number } | { ok: false; reason: "too_many" };

/** A correction, objection or other request in the user's words: open for staff. */
export async function submitWrittenRequest(
  ctx: Ctx,
  userId: string,
  input: { kind: WrittenKind; message: string },
  now = Date.now(),
): Promise<WrittenOutcome> {
  const open = await ctx.db.$count(
    dataRequests,
    and(
      eq(dataRequests.userId, userId),
      eq(dataRequests.status, "open"),
      sql`${dataRequests.kind} IN ('correction', 'objection', 'other')`,
    ),
  );
  if (open >= MAX_OPEN_WRITTEN) return { ok: false, reason: "too_many" };
  const dueAt = now + DATA_REQUEST_DUE_MS;
  await ctx.db.insert(dataRequests).values({
    id: newId("dreq"),
    userId,
    kind: input.kind,
    status: "open",
    detail: input.message,
    createdAt: now,
    dueAt,
  });
  return { ok: true, dueAt };
}

/** The person's own requests, newest first (shown in Pengaturan). */
export function myRequests(ctx: Ctx, userId: string) {
  return ctx.db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      status: dataRequests.status,
      detail: dataRequests.detail,
      createdAt: dataRequests.createdAt,
      dueAt: dataRequests.dueAt,
      note: dataRequests.note,
    })
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.createdAt))
    .limit(20);
}

/** Staff's queue: the open requests, the earliest due first, and the latest handled. */
export async function dataRequestQueue(ctx: Ctx) {
  const columns = {
    id: dataRequests.id,
    kind: dataRequests.kind,
    detail: dataRequests.detail,
    createdAt: dataRequests.createdAt,
    dueAt: dataRequests.dueAt,
    handledAt: dataRequests.handledAt,
    note: dataRequests.note,
    username: users.username,
    email: users.email,
  };
  const [open, handled] = await Promise.all([
    ctx.db
      .select(columns)
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .where(eq(dataRequests.status, "open"))
      .orderBy(asc(dataRequests.dueAt), asc(dataRequests.createdAt))
      .limit(100),
    ctx.db
      .select(columns)
      .from(dataRequests)
      .innerJoin(users, eq(users.id, dataRequests.userId))
      .where(and(eq(dataRequests.status, "done"), sql`${dataRequests.handledBy} IS NOT NULL`))
      .orderBy(desc(dataRequests.handledAt))
      .limit(20),
  ]);
  return { open, handled };
}

export type HandleOutcome = { ok: true } | { ok: false; reason: "not_found" | "handled" };

/** Staff close an open request with a note, once; the user gets the note as a notification. */
export async function handleDataRequest(
  ctx: Ctx,
  input: { requestId: string; note: string; staffId: string },
  now = Date.now(),
): Promise<HandleOutcome> {
  const [row] = await ctx.db
    .update(dataRequests)
    .set({ status: "done", handledAt: now, handledBy: input.staffId, note: input.note })
    .where(and(eq(dataRequests.id, input.requestId), eq(dataRequests.status, "open")))
    .returning();
  if (!row) {
    const exists = await ctx.db.$count(dataRequests, eq(dataRequests.id, input.requestId));
    return { ok: false, reason: exists ? "handled" : "not_found" };
  }
  await ctx.db.insert(notifications).values({
    id: newId("ntf"),
    userId: row.userId,
    title: T.noticeTitle(T.kinds[row.kind]),
    body: input.note,
    link: "/my-account/settings",
    kind: "account",
    createdAt: now,
  });
  return { ok: true };
}
