/**
 * The staff audit trail: who did what to which record, when, with the values before and after.
 * `auditStatement` is meant to run inside the same atomic batch as the change it records, guarded
 * by the same condition, so a refused or repeated action leaves no row.
 */
import { sql, type SQL } from "drizzle-orm";
import { atomic, type Db, type Statement } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { auditLog, notifications } from "~/db/schema";
import type { NotificationKind } from "~/modules/notifications/kinds";

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

export function auditStatement(entry: AuditEntry, guard: SQL = sql`1`, now = Date.now()): Statement {
  return sql`INSERT INTO ${auditLog} (actor_id, action, target_type, target_id, before, after, created_at)
    SELECT ${entry.actorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${JSON.stringify(entry.before ?? null)}, ${JSON.stringify(entry.after ?? null)}, ${now}
    WHERE ${guard}`;
}

export interface Notice {
  userId: string;
  title: string;
  body: string;
  link: string | null;
  /** What it is about: the user's channel settings are per kind. */
  kind: NotificationKind;
}

/** A notification for `userId`, written only when `guard` holds (same batch as the change). */
export function notificationStatement(note: Notice, guard: SQL = sql`1`, now = Date.now()): Statement {
  return sql`INSERT INTO ${notifications} (id, user_id, title, body, link, kind, created_at)
    SELECT ${newId("ntf")}, ${note.userId}, ${note.title}, ${note.body}, ${note.link}, ${note.kind}, ${now}
    WHERE ${guard}`;
}

/** A staff decision's records: what the audit row says, whom the notice tells what, and the state the change expects. */
export interface Decision {
  audit: AuditEntry;
  notice: Notice;
  /** True while the record is still in the state the decision expects (the change's own guard). */
  guard: SQL;
  now: number;
}

/**
 * What every staff decision records besides the change itself: the audit row and the notice to the
 * person it concerns, both under the guard of the change, in its batch.
 */
export function decisionRecords({ audit, notice, guard, now }: Decision): Statement[] {
  return [auditStatement(audit, guard, now), notificationStatement(notice, guard, now)];
}

/**
 * Carries out a staff decision as ONE atomic batch: its records, then `change` (the update, guarded
 * by the same expected state), then what goes `alongside` it. False when the change touched no row:
 * the record had left that state (a repeated or stale click), and the guard kept the audit row and
 * the notice out as well.
 */
export async function carryOutDecision(
  db: Db,
  decision: Decision,
  change: Statement,
  alongside: Statement[] = [],
): Promise<boolean> {
  const results = await atomic(db, [...decisionRecords(decision), change, ...alongside]);
  return (results[2]?.meta.changes ?? 0) > 0;
}
