/**
 * What the dispute, claim, warranty and inspection tests read and post the same way: the case
 * forms with evidence files, an order's row, alarm and notifications, and a clock moved on.
 */
import { runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { notifications, orders } from "~/db/schema";
import type { OrderRoom } from "../../../workers/order-room/order-room";
import { PNG, type roomOf } from "../fixtures";
import { db } from "../helpers";

type EvidenceFile = { name: string; bytes: Uint8Array; type: string };

/** A case form (dispute, answer, claim) as the page posts it, files under `evidence`. */
export function evidenceForm(fields: Record<string, string>, files: EvidenceFile[] = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("evidence", new File([f.bytes.slice()], f.name, { type: f.type }));
  return form;
}

/** A real 1×1 PNG as a screenshot the buyer attaches. */
export const screenshot: EvidenceFile = { name: "bukti.png", bytes: PNG, type: "image/png" };

export const orderRow = async (id: string) => (await db().query.orders.findFirst({ where: eq(orders.id, id) }))!;

/** The titles of the notifications `userId` got about the order. */
export const titlesFor = async (userId: string, orderId: string) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}`)))
  ).map((n) => n.title);

/** When the room's alarm is set to ring (null: none). */
export const alarmOf = (room: ReturnType<typeof roomOf>) =>
  runInDurableObject(room, (_r: OrderRoom, state) => state.storage.getAlarm());

/** The clock moved on: the order's running deadline is now `ms` away (negative: passed). */
export const deadlineIn = (orderId: string, ms: number) =>
  db()
    .update(orders)
    .set({ deadlineAt: Date.now() + ms })
    .where(eq(orders.id, orderId));
