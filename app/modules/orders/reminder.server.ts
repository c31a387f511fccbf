/**
 * The inspection window of a shipped order: the reminder 24 h before it completes on its own (an
 * notification, once per order, which the dispatcher also mails), the seller's notice when the buyer extends
 * it, and when the OrderRoom's alarm should next wake.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { notifications, orders } from "~/db/schema";
import { newId } from "~/utils/ids";
import { CASE_REMINDER_MS, CASE_STAGE, COMPLETION_REMINDER_MS, ORDER_STATUS as S } from "./constants";
import type { Order } from "./types";
import { orderLabel } from "./order-number";
import { INSPECTION_TEXTS } from "./texts";

type Timed = Pick<Order, "status" | "deadlineAt" | "reminderSentAt"> &
  Partial<Pick<Order, "caseStage" | "caseReminderSentAt">>;

/**
 * When the reminder of a shipped order falls (the buyer's, before auto-complete), or of a case (a
 * dispute, or a completed order's warranty claim) whose seller has not answered (the seller's, 24 h
 * before the case goes to staff); null when none is due any more.
 */
export function reminderAt(order: Timed): number | null {
  if (order.status === S.disputed || (order.status === S.completed && order.caseStage === CASE_STAGE.seller)) {
    if (order.caseStage !== CASE_STAGE.seller || order.caseReminderSentAt != null || order.deadlineAt === null)
      return null;
    return order.deadlineAt - CASE_REMINDER_MS;
  }
  if (order.status !== S.shipped || order.deadlineAt === null || order.reminderSentAt !== null) return null;
  return order.deadlineAt - COMPLETION_REMINDER_MS;
}

/** The room's next alarm: the reminder while it is still ahead, else the status's deadline. */
export function nextAlarmAt(order: Timed, now: number): number | null {
  const remind = reminderAt(order);
  return remind !== null && remind > now ? remind : order.deadlineAt;
}

/** Whether the reminder should go out now (its time came, the deadline has not). */
export function reminderDue(order: Timed, now: number): boolean {
  const remind = reminderAt(order);
  return remind !== null && now >= remind && order.deadlineAt !== null && now < order.deadlineAt;
}

/**
 * Sends the reminder once: the order is marked first (only while still unmarked and shipped), and
 * only the call that marked it notifies the buyer (kind 'confirm_reminder': the notification
 * dispatcher mails it after this commits). True when this call sent it.
 */
export async function sendCompletionReminder(db: Db, order: Order, now = Date.now()): Promise<boolean> {
  const marked = await db
    .update(orders)
    .set({ reminderSentAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, S.shipped), isNull(orders.reminderSentAt)))
    .run();
  if (marked.meta.changes !== 1) return false;
  const number = orderLabel(order);
  const link = `/order/${encodeURIComponent(order.id)}`;
  await db.insert(notifications).values({
    id: newId("ntf"),
    userId: order.buyerId,
    title: INSPECTION_TEXTS.reminderTitle,
    body: `${number} · ${INSPECTION_TEXTS.reminderBody(order.productTitle)}`,
    link,
    kind: "confirm_reminder",
    createdAt: now,
  });
  return true;
}

/** The seller hears that the buyer took the extra 48 h, and until when. */
export async function notifyInspectionExtended(db: Db, order: Order, now = Date.now()): Promise<void> {
  await db.insert(notifications).values({
    id: newId("ntf"),
    userId: order.sellerId,
    title: INSPECTION_TEXTS.extendedTitle,
    body: `${orderLabel(order)} · ${INSPECTION_TEXTS.extendedBody(order.productTitle, order.deadlineAt ?? now)}`,
    link: `/order/${encodeURIComponent(order.id)}`,
    kind: "order_update",
    createdAt: now,
  });
}
