/**
 * A user's channel choices per kind of notification (`notification_prefs`; no row = the default of
 * kinds.ts), and the SQL the dispatcher and the lists use to ask whether a channel is on.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notificationPrefs } from "~/db/schema";
import {
  channelDefault,
  EMAIL_DEFAULT_KINDS,
  NOTIFICATION_CHANNELS,
  MARKETING_KIND,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type TunableKind,
} from "./kinds";

/** The settings grid's kinds × channels (marketing is a consent, kept apart). */
export type PrefGrid = Record<TunableKind, Record<NotificationChannel, boolean>>;

/**
 * SQL true when `channel` is on for the notification whose user and kind are the columns `userId`
 * and `kind` (a row of the user's choice, else the kind's default: marketing's outside channels off).
 */
export function channelOnSql(userId: SQL, kind: SQL, channel: NotificationChannel): SQL {
  const fallback =
    channel === "email"
      ? sql`CASE WHEN ${kind} IN (${sql.join(
          [...EMAIL_DEFAULT_KINDS].map((k) => sql`${k}`),
          sql`, `,
        )}) THEN 1 ELSE 0 END`
      : channel === "push"
        ? sql`CASE WHEN ${kind} = ${MARKETING_KIND} THEN 0 ELSE 1 END`
        : sql`1`;
  return sql`coalesce((SELECT p.enabled FROM ${notificationPrefs} p
    WHERE p.user_id = ${userId} AND p.kind = ${kind} AND p.channel = ${channel}), ${fallback}) = 1`;
}

/** Every kind × channel as the user has it now. */
export async function loadPrefs(db: Db, userId: string): Promise<PrefGrid> {
  const rows = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  const grid = {} as PrefGrid;
  for (const kind of NOTIFICATION_KINDS) {
    grid[kind] = {} as Record<NotificationChannel, boolean>;
    for (const channel of NOTIFICATION_CHANNELS) grid[kind][channel] = channelDefault(kind, channel);
  }
  for (const row of rows) {
    const kind = row.kind as TunableKind;
    const channel = row.channel as NotificationChannel;
    if (grid[kind] && channel in grid[kind]) grid[kind][channel] = row.enabled === 1;
  }
  return grid;
}

/** Stores the whole grid (one row per kind × channel), in one batch. */
export async function savePrefs(db: Db, userId: string, grid: PrefGrid): Promise<void> {
  const rows = NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ userId, kind, channel, enabled: grid[kind][channel] ? 1 : 0 })),
  );
  // D1 binds at most 100 parameters per statement: one insert per kind, all in one batch.
  const inserts = NOTIFICATION_KINDS.map((kind) =>
    db
      .insert(notificationPrefs)
      .values(rows.filter((r) => r.kind === kind))
      .onConflictDoUpdate({
        target: [notificationPrefs.userId, notificationPrefs.kind, notificationPrefs.channel],
        set: { enabled: sql`excluded.enabled` },
      }),
  );
  await db.batch(inserts as [(typeof inserts)[number], ...typeof inserts]);
}

/** Turns one channel of one kind on or off (the unsubscribe link: e-mail off). */
export async function setChannel(
  db: Db,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(notificationPrefs)
    .values({ userId, kind, channel, enabled: enabled ? 1 : 0 })
    .onConflictDoUpdate({
      target: [notificationPrefs.userId, notificationPrefs.kind, notificationPrefs.channel],
      set: { enabled: enabled ? 1 : 0 },
    });
}

/** Whether `channel` is on for `kind` for this user now. */
export async function channelOn(
  db: Db,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  const row = await db
    .select({ enabled: notificationPrefs.enabled })
    .from(notificationPrefs)
    .where(
      and(
        eq(notificationPrefs.userId, userId),
        eq(notificationPrefs.kind, kind),
        eq(notificationPrefs.channel, channel),
      ),
    )
    .get();
  return row ? row.enabled === 1 : channelDefault(kind, channel);
}
