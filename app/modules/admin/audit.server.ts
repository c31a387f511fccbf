/**
 * The staff audit trail: who did what to which record, when, with the values before and after.
 * `auditStatement` is meant to run inside the same atomic batch as the change it records, guarded
 * by the same condition, so a refused or repeated action leaves no row.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Statement } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { auditLog, notifications } from "~/db/schema";

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

/** A notification for `userId`, written only when `guard` holds (same batch as the change). */
export function notificationStatement(
  note: { userId: string; title: string; body: string; link: string | null },
  guard: SQL = sql`1`,
  now = Date.now(),
): Statement {
  return sql`INSERT INTO ${notifications} (id, user_id, title, body, link, created_at)
    SELECT ${newId("ntf")}, ${note.userId}, ${note.title}, ${note.body}, ${note.link}, ${now}
    WHERE ${guard}`;
}
