/**
 * OrderRoom: one SQLite-backed Durable Object per order (id = `idFromName(orderId)`).
 * It holds the order's chat (the chat itself is ./chat-room.ts, shared with pre-sale
 * conversations) and serialises the order's escrow transitions and deadlines (ARCHITECTURE.md
 * section 3): every transition goes through `act`, and the status's deadline is the room's alarm.
 *
 * The web worker hands it chat sockets for the order whose access check the user passed (the
 * order's id in ORDER_ID_HEADER); the room binds only to the order whose name produced its id.
 */
import type { Env } from "../../app/env.server";
import { eq } from "drizzle-orm";
import { createDb } from "../../app/db/client.server";
import { recordChatMessage, type Parties } from "../../app/modules/chat/threads.server";
import { chatFlagInsert } from "../../app/modules/chat/flags.server";
import type { ChatSafetyKind } from "../../app/modules/chat/safety";
import { deadlineAction, type Actor, type OrderAction } from "../../app/modules/orders/escrow";
import { ORDER_STATUS as S } from "../../app/modules/orders/constants";
import { runFulfilment } from "../../app/modules/topups/fulfilment.server";
import { ESCROW_HOLDING_STATUSES } from "../../app/modules/money/ledger.server";
import { refundGuestToMethod } from "../../app/modules/payments/refunds.server";
import { viewerRole } from "../../app/modules/orders/access.server";
import { applyOrderAction } from "../../app/modules/orders/movements.server";
import type { ApplyResult, Order, RoomStep } from "../../app/modules/orders/types";
import { notifyTransition, notifyWarranty, isWarrantyStep } from "../../app/modules/orders/notify.server";
import { isCaseStep, notifyCase, sendCaseReminder } from "../../app/modules/cases/notify.server";
import {
  nextAlarmAt,
  notifyInspectionExtended,
  reminderDue,
  sendCompletionReminder,
} from "../../app/modules/orders/reminder.server";
import { orders } from "../../app/db/schema";
import { dispatchNotifications } from "../../app/modules/notifications/dispatch.server";
import { ORDER_ID_HEADER } from "../../app/modules/chat/room-headers";
import type { ChatMessage } from "../../app/modules/chat/messages";
import { ChatRoom } from "./chat-room";

const isPaying = (action: OrderAction) => action === "pay" || action === "pay_gateway";
/** The step took the buyer's money out of escrow back to them: paid and open → cancelled. */
const refundsEscrow = (before: string, after: string) =>
  after === S.cancelled && (ESCROW_HOLDING_STATUSES as readonly string[]).includes(before);

export class OrderRoom extends ChatRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
  }

  protected override async bindRequest(request: Request): Promise<boolean> {
    const orderId = request.headers.get(ORDER_ID_HEADER);
    return orderId !== null && (await this.bind(orderId));
  }

  /** The order's status after the room's last transition, if any, travels with the history. */
  protected override async historyExtras(): Promise<{ status?: string }> {
    const status = await this.ctx.storage.get<string>("status");
    return status ? { status } : {};
  }

  /** The buyer's and seller's inboxes (`chat_threads`) and, when flagged, `chat_flags`. */
  protected override async record(
    message: ChatMessage,
    kinds: ChatSafetyKind[],
    warned: boolean,
    present: ReadonlySet<string>,
  ): Promise<void> {
    const parties = await this.parties();
    if (!parties) return;
    const db = createDb(this.env.DB);
    const flag = kinds.length > 0 ? [chatFlagInsert(db, parties.orderId, message, kinds, warned)] : [];
    await recordChatMessage(db, parties, message, present, flag);
  }

  /** Whether `orderId` is this room's own name: the room's id is `idFromName` of its order. */
  private isOwnName(orderId: string): boolean {
    return this.ctx.id.equals(this.env.ORDER_ROOM.idFromName(orderId));
  }

  /**
   * Makes `orderId` the room's order; false (and nothing changes) for any order but the one whose
   * name gave this room its id. A different stored order can only come from a browser's header that
   * older rooms believed: it is replaced, and the parties cached for it are dropped.
   */
  private async bind(orderId: string): Promise<boolean> {
    if (!this.isOwnName(orderId)) return false;
    if ((await this.ctx.storage.get<string>("orderId")) !== orderId) {
      await this.ctx.storage.put("orderId", orderId);
      await this.ctx.storage.delete("parties");
    }
    return true;
  }

  /** The room's order, if it knows it and it is the room's own. */
  private async ownOrderId(): Promise<string | null> {
    const orderId = await this.ctx.storage.get<string>("orderId");
    return orderId && this.isOwnName(orderId) ? orderId : null;
  }

  /** The order's buyer and seller, read from D1 once and kept in the room's storage (for this order only). */
  private async parties(): Promise<Parties | null> {
    const orderId = await this.ownOrderId();
    if (!orderId) return null;
    const cached = await this.ctx.storage.get<Parties>("parties");
    if (cached?.orderId === orderId) return cached;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) return null;
    const parties = { orderId, buyerId: order.buyerId, sellerId: order.sellerId };
    await this.ctx.storage.put("parties", parties);
    return parties;
  }

  /**
   * Runs one order transition. Every transition of this order goes through this one object, so they
   * never interleave; the D1 batch is guarded as well, so a retry changes nothing. Connected clients
   * hear the new status, and the deadline of the new status becomes this room's alarm.
   */
  async act({ orderId, action, by: user, extra, gatewayPaymentId, claim, caseEvent }: RoomStep): Promise<ApplyResult> {
    if (!(await this.bind(orderId))) return { ok: false, reason: "not_found" };
    const db = createDb(this.env.DB);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) return { ok: false, reason: "not_found" };
    // The alarms act as "system"; a person takes the part the pages give them (the same rule).
    const actor: Actor | null = user === "system" ? "system" : viewerRole(order, user);
    if (!actor) return { ok: false, reason: "not_allowed" };

    const result = await applyOrderAction(db, orderId, action, actor, { extra, gatewayPaymentId, claim, caseEvent });
    if (result.ok) {
      await this.ctx.storage.put("status", result.order.status);
      await this.scheduleDeadline(result.order);
      await this.broadcast({ type: "status", status: result.order.status, deadlineAt: result.order.deadlineAt });
      if (action === "extend_inspection") await notifyInspectionExtended(db, result.order);
      else if (isWarrantyStep(action, result.order)) await notifyWarranty(db, result.order, action);
      else if (isCaseStep(action)) await notifyCase(db, result.order, action);
      else await notifyTransition(db, result.order, actor, action);
      // Committed: the step's notifications go out by e-mail and push without holding up the answer.
      this.ctx.waitUntil(dispatchNotifications(this.env));
      // A paid top-up mapped to the seller's supplier is bought now; its answer is this room's next step.
      if (isPaying(action) && result.order.status === S.processing && result.order.productType === "Top Up")
        // The payment stands whatever happens here: a failed run is the minute cron's to retry.
        await runFulfilment(this.env, orderId, (step) => this.act({ ...step, orderId })).catch((error: unknown) =>
          console.error(`top-up ${orderId}: fulfilment run failed`, error),
        );
      // A guest's refund goes straight back to the method it was paid with (the minute cron retries).
      if (refundsEscrow(order.status, result.order.status))
        await refundGuestToMethod(this.env, orderId, order.buyerId).catch((error: unknown) =>
          console.error(`order ${orderId}: refund to the method failed`, error),
        );
    }
    return result;
  }

  /**
   * Starts watching a new order: its first deadline (payment expiry) becomes the alarm. False (and
   * nothing done) when `orderId` is not this room's order.
   */
  async track(orderId: string): Promise<boolean> {
    if (!(await this.bind(orderId))) return false;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (order) await this.scheduleDeadline(order);
    return true;
  }

  /** The alarm: the status's deadline, or before it the reminder of a shipped order (reminder.server.ts). */
  private async scheduleDeadline(
    order: Pick<Order, "status" | "deadlineAt" | "reminderSentAt" | "caseStage" | "caseReminderSentAt">,
  ) {
    const at = nextAlarmAt(order, Date.now());
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  /**
   * The deadline of the current status passed: expire, cancel unshipped, or auto-confirm. Before the
   * deadline of a shipped order, the alarm is the reminder (sent once, however often it fires).
   */
  override async alarm(): Promise<void> {
    const orderId = await this.ownOrderId();
    if (!orderId) return;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    const action = order ? deadlineAction(order.status, order.warrantyStatus) : null;
    if (!order || !action) return;
    const now = Date.now();
    if (order.deadlineAt !== null && now < order.deadlineAt) {
      if (reminderDue(order, now)) {
        // A case's reminder (a dispute's or a claim's) is the seller's; a shipped order's the buyer's.
        if (order.caseStage === "seller") {
          if (await sendCaseReminder(createDb(this.env.DB), order, now)) order.caseReminderSentAt = now;
        } else if (await sendCompletionReminder(createDb(this.env.DB), order, now)) {
          order.reminderSentAt = now;
        }
        this.ctx.waitUntil(dispatchNotifications(this.env));
      }
      // Woken early (the reminder, or the deadline moved): sleep until the next time.
      await this.scheduleDeadline(order);
      return;
    }
    // A top-up still pending at its supplier is asked once more first: its answer, not the refund,
    // settles it when it comes now (the step moves the order, and this deadline no longer applies).
    if (action === "cancel_unshipped" && order.productType === "Top Up") {
      const asked = await runFulfilment(this.env, orderId, (step) => this.act({ ...step, orderId }), now, undefined, {
        force: true,
      }).catch((error: unknown) => console.error(`top-up ${orderId}: last fulfilment run failed`, error));
      if (asked && asked.state !== "skipped" && asked.moved) return;
    }
    await this.act({ orderId, action, by: "system" });
  }
}
