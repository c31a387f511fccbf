/**
 * Complaint tickets (PP 80/2019 Pasal 27): a message sent through /contact gets a number and the
 * time an answer is promised by; staff see the open ones by due time and answer; the answer reaches
 * the sender by e-mail and, when they sent it signed in, as a notification in the app.
 */
import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { contactMessages, notifications } from "~/db/schema";
import { sendNotificationMail } from "~/modules/auth/mailer.server";
import { newOrderNumber } from "~/modules/orders/order-number";
import { newId } from "~/utils/ids";
import { publicOrigin } from "~/utils/public-origin";
import { complaintService } from "./complaint-service.server";
import { TICKET_TEXTS as T } from "./texts";
import { cleanContact, type ContactInput } from "./validation";

type Ctx = Pick<AppLoadContext, "db" | "env">;
const HOUR = 3600_000;

/** A fresh ticket number, 'TK-24K7-9QX2' (the order numbers' alphabet and randomness). */
export const newTicketNumber = () => newOrderNumber().replace(/^PG-/, "TK-");

/** Stores a validated message as a ticket; its number and the time an answer is promised by. */
export async function openTicket(ctx: Ctx, input: ContactInput, userId: string | null, now = Date.now()) {
  const ticketNumber = newTicketNumber();
  const dueAt = now + complaintService(ctx.env).responseHours * HOUR;
  await ctx.db
    .insert(contactMessages)
    .values({ id: newId("msg"), ticketNumber, ...cleanContact(input), userId, dueAt, createdAt: now });
  return { ticketNumber, dueAt };
}

/** Staff's queue: the open tickets, the earliest due first, and the latest answered. */
export async function ticketQueue(ctx: Pick<Ctx, "db">) {
  const [open, answered] = await Promise.all([
    ctx.db
      .select()
      .from(contactMessages)
      .where(isNull(contactMessages.handledAt))
      .orderBy(asc(contactMessages.dueAt), asc(contactMessages.createdAt))
      .limit(100),
    ctx.db
      .select()
      .from(contactMessages)
      .where(isNotNull(contactMessages.handledAt))
      .orderBy(desc(contactMessages.handledAt))
      .limit(20),
  ]);
  return { open, answered };
}

export type AnswerOutcome = { ok: true; ticketNumber: string } | { ok: false; reason: "not_found" | "answered" };

/** Records staff's answer once (a second answer is refused), then mails it and tells a signed-in sender. */
export async function answerTicket(
  ctx: Ctx,
  input: { ticketId: string; answer: string; staffId: string },
  now = Date.now(),
): Promise<AnswerOutcome> {
  const [ticket] = await ctx.db
    .update(contactMessages)
    .set({ answer: input.answer, answeredBy: input.staffId, handledAt: now })
    .where(and(eq(contactMessages.id, input.ticketId), isNull(contactMessages.handledAt)))
    .returning();
  if (!ticket) {
    const exists = await ctx.db.query.contactMessages.findFirst({ where: eq(contactMessages.id, input.ticketId) });
    return { ok: false, reason: exists ? "answered" : "not_found" };
  }
  const number = ticket.ticketNumber ?? ticket.id;
  const message = { title: T.answeredTitle(number), body: T.answeredBody(ticket.subject, input.answer) };
  if (ticket.userId)
    await ctx.db.insert(notifications).values({
      id: newId("ntf"),
      userId: ticket.userId,
      ...message,
      link: "/contact",
      kind: "account",
      createdAt: now,
    });
  const origin = publicOrigin(ctx.env.PUBLIC_ORIGIN);
  if (!origin) console.error("ticket answer not mailed: PUBLIC_ORIGIN unset", number);
  const sent = origin
    ? await sendNotificationMail(ctx.env, {
        email: ticket.email,
        username: ticket.name,
        kindLabel: T.mailKind,
        ...message,
        url: `${origin}/contact`,
      })
    : null;
  // The answer is kept and shown to staff; a mail that failed is logged for them to resend by hand.
  if (sent && !sent.ok) console.error("ticket answer mail failed", number, sent.status, sent.error);
  return { ok: true, ticketNumber: number };
}
