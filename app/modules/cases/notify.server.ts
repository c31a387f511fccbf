/**
 * Who hears of a case's steps, and the reminder before an unanswered case goes to staff.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseEvents, notifications, orders } from "~/db/schema";
import { newId } from "~/utils/ids";
import { CASE_STAGE, ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderAction } from "~/modules/orders/escrow";
import type { Order } from "~/modules/orders/types";
import { CASE_TEXTS as T, CLAIM_CASE_TEXTS as CT } from "./texts";
import type { CaseSubject } from "./types";
import { orderNotice } from "~/modules/orders/notify.server";

/** A case notice to one party (kind "case_update" unless it opens or decides the case). */
export const caseNotice = (
  order: Order,
  userId: string,
  title: string,
  body: string,
  now: number,
  kind: "dispute" | "case_update" = "case_update",
) => orderNotice(order, userId, { title, body }, now, kind);

export function isCaseStep(action: OrderAction): boolean {
  return action === "dispute" || action === "answer_case" || action === "escalate_case" || action === "escalate_claim";
}

/**
 * Opened → the seller (with their deadline); the answer → the buyer; the escalation → both. (A
 * claim's opening, answer and decision are the warranty's notifications: orders/notify.server.ts.)
 */
export async function notifyCase(db: Db, order: Order, action: OrderAction, now = Date.now()): Promise<void> {
  const due = order.deadlineAt ?? now;
  const title = order.productTitle;
  const rows =
    action === "dispute"
      ? [caseNotice(order, order.sellerId, T.openedTitle, T.openedBody(title, due), now, "dispute")]
      : action === "answer_case"
        ? [caseNotice(order, order.buyerId, T.answeredTitle, T.answeredBody(title), now)]
        : action === "escalate_claim"
          ? [
              caseNotice(order, order.buyerId, CT.escalatedTitle, CT.escalatedBody(title, due), now),
              caseNotice(order, order.sellerId, CT.escalatedTitle, CT.escalatedBody(title, due), now),
            ]
          : [
              caseNotice(order, order.buyerId, T.escalatedTitle, T.escalatedBody(title, due), now),
              caseNotice(order, order.sellerId, T.escalatedTitle, T.escalatedBody(title, due), now),
            ];
  await db.insert(notifications).values(rows);
}

/**
 * The seller's reminder 24 h before their answer is due (a dispute's or a claim's), once: the order
 * is marked first (only while the answer is still due and unmarked), and only the call that marked
 * it writes the event and notifies the seller. True when this call sent it.
 */
export async function sendCaseReminder(db: Db, order: Order, now = Date.now()): Promise<boolean> {
  const subject: CaseSubject = order.status === S.disputed ? "dispute" : "claim";
  const marked = await db
    .update(orders)
    .set({ caseReminderSentAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        subject === "dispute" ? eq(orders.status, S.disputed) : eq(orders.warrantyStatus, "claimed"),
        eq(orders.caseStage, CASE_STAGE.seller),
        isNull(orders.caseReminderSentAt),
      ),
    )
    .run();
  if (marked.meta.changes !== 1) return false;
  const words = subject === "claim" ? CT : T;
  await db.batch([
    db.insert(caseEvents).values({
      id: newId("cev"),
      orderId: order.id,
      subject,
      kind: "reminder",
      actorRole: "system",
      body: T.reminderBody,
      createdAt: now,
    }),
    db
      .insert(notifications)
      .values(
        caseNotice(
          order,
          order.sellerId,
          words.reminderTitle,
          words.reminderNotice(order.productTitle, order.deadlineAt ?? now),
          now,
        ),
      ),
  ]);
  return true;
}
