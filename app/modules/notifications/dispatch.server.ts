/**
 * The notification dispatcher: after a request or an OrderRoom step has committed, new in-app
 * notifications get one delivery record per outside channel the recipient has on, and due ones are
 * sent. Never inside a money batch, never in the response's path (callers `waitUntil` it).
 * Twice-safe: the fan-out is one batch with INSERT OR IGNORE on (notification, channel); a delivery
 * is claimed by a guarded UPDATE lease before sending; "retry" answers back off up to MAX_ATTEMPTS,
 * and the cron picks retries up.
 */
import { and, eq, sql } from "drizzle-orm";
import { atomic, createDb, type Db } from "~/db/client.server";
import { notificationDeliveries, notifications } from "~/db/schema";
import { deployedLocalSwitches, type Env } from "~/env.server";
import { sendPushNotification } from "~/modules/push/send.server";
import { emailChannel } from "./email-channel.server";
import { channelOn, channelOnSql } from "./prefs.server";
import type { Channel, DeliveryOutcome, PendingNotification } from "./types";

/**
 * Web Push to every device the user subscribed (app/modules/push), the choice asked again at
 * sending (as the e-mail channel does), so a withdrawn consent stops a push already fanned out.
 */
const pushChannel: Channel = {
  name: "push",
  send: async (env, db, n) =>
    (await channelOn(db, n.userId, n.kind, "push")) ? sendPushNotification(env, db, n) : "skipped",
};

/** The outside channels, in order. */
export const CHANNELS: Channel[] = [emailChannel, pushChannel];

/** A delivery is tried at most this often; then it is `failed` (the in-app row stays). */
export const MAX_ATTEMPTS = 5;
/** How long a claimed delivery is held before another run may take it again. */
export const LEASE_MS = 2 * 60_000;
/** How many due deliveries one run sends. */
const BATCH = 25;

/** The wait before attempt `attempts + 1`: 1, 2, 4, 8 minutes… at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export interface DispatchReport {
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** Fans out what is new, then sends what is due. Errors are logged, never thrown. */
export async function dispatchNotifications(
  env: Env,
  { channels = CHANNELS, now = Date.now() }: { channels?: Channel[]; now?: number } = {},
): Promise<DispatchReport> {
  const report: DispatchReport = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  // A deployment with local-only switches sends nothing (push and mail would take development paths);
  // the worker refuses its requests and logs why. This covers the rooms' alarms as well.
  if (deployedLocalSwitches(env).length > 0) return report;
  try {
    const db = createDb(env.DB);
    await fanOut(db, channels, now);
    await deliverDue(env, db, channels, now, report);
  } catch (error) {
    console.error("notification dispatch failed", error);
  }
  return report;
}

/**
 * One atomic batch: a pending delivery per (new notification, channel on), then every new row
 * marked fanned out. Nothing new (the usual case): one read, no write.
 */
async function fanOut(db: Db, channels: Channel[], now: number): Promise<void> {
  const fresh = await db.get<{ one: number } | undefined>(
    sql`SELECT 1 AS one FROM ${notifications} WHERE dispatched_at IS NULL LIMIT 1`,
  );
  if (!fresh) return;
  const statements = channels.map(
    (channel) => sql`INSERT OR IGNORE INTO ${notificationDeliveries}
      (notification_id, channel, status, attempts, next_attempt_at)
      SELECT n.id, ${channel.name}, 'pending', 0, ${now} FROM ${notifications} n
      WHERE n.dispatched_at IS NULL AND ${channelOnSql(sql`n.user_id`, sql`n.kind`, channel.name)}`,
  );
  const mark = sql`UPDATE ${notifications} SET dispatched_at = ${now} WHERE dispatched_at IS NULL`;
  await atomic(db, [...statements, mark]);
}

async function deliverDue(env: Env, db: Db, channels: Channel[], now: number, report: DispatchReport) {
  if (!channels.length) return;
  const names = channels.map((c) => sql`${c.name}`);
  const due = await db.all<{ notificationId: string; channel: Channel["name"] }>(
    sql`SELECT notification_id AS notificationId, channel FROM ${notificationDeliveries}
      WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now} AND channel IN (${sql.join(names, sql`, `)})
      ORDER BY next_attempt_at LIMIT ${BATCH}`,
  );
  for (const row of due) {
    const channel = channels.find((c) => c.name === row.channel);
    if (channel) await deliverOne(env, db, channel, row.notificationId, now, report);
  }
}

async function deliverOne(
  env: Env,
  db: Db,
  channel: Channel,
  notificationId: string,
  now: number,
  report: DispatchReport,
) {
  const key = and(
    eq(notificationDeliveries.notificationId, notificationId),
    eq(notificationDeliveries.channel, channel.name),
  );
  // The claim: only one run gets the row back.
  const claimed = await db
    .update(notificationDeliveries)
    .set({ status: "sending", attempts: sql`attempts + 1`, nextAttemptAt: now + LEASE_MS })
    .where(and(key, sql`status IN ('pending', 'sending') AND next_attempt_at <= ${now}`))
    .returning({ attempts: notificationDeliveries.attempts });
  const attempts = claimed[0]?.attempts;
  if (attempts === undefined) return;
  const n = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.id, notificationId))
    .get();
  let outcome: DeliveryOutcome;
  let error: string | null = null;
  if (!n) outcome = "skipped";
  else {
    try {
      outcome = await channel.send(env, db, n as PendingNotification);
    } catch (e) {
      outcome = "retry";
      error = e instanceof Error ? e.message : String(e);
    }
  }
  const mine = and(key, eq(notificationDeliveries.status, "sending"), eq(notificationDeliveries.attempts, attempts));
  if (outcome === "sent") {
    report.sent++;
    await db.update(notificationDeliveries).set({ status: "sent", sentAt: Date.now(), lastError: null }).where(mine);
  } else if (outcome === "skipped") {
    report.skipped++;
    await db.update(notificationDeliveries).set({ status: "skipped" }).where(mine);
  } else if (attempts >= MAX_ATTEMPTS) {
    report.failed++;
    console.error("notification delivery failed for good", channel.name, notificationId, error);
    await db
      .update(notificationDeliveries)
      .set({ status: "failed", lastError: error ?? "retry" })
      .where(mine);
  } else {
    report.retried++;
    await db
      .update(notificationDeliveries)
      .set({ status: "pending", nextAttemptAt: now + backoffMs(attempts), lastError: error ?? "retry" })
      .where(mine);
  }
}
