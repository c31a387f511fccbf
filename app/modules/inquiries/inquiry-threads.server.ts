/**
 * What an InquiryRoom writes to D1 with every message (the messages themselves live in the room):
 * each party's /messages row (`inquiry_threads`: last message, unread count) and, for a message
 * the safety check flagged, its row for staff (`inquiry_flags`, /admin/chats). One batch.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { atomic, type Db } from "~/db/client.server";
import { inquiries, inquiryFlags, inquiryThreads, notifications, products } from "~/db/schema";
import { newId } from "~/utils/ids";
import { INQUIRY_TEXTS } from "./texts";
import type { ChatSafetyKind } from "~/modules/chat/safety";
import { PREVIEW_LENGTH } from "~/modules/chat/threads.server";
import { FLAG_EXCERPT_LENGTH } from "~/modules/chat/flags.server";

export interface InquiryParties {
  inquiryId: string;
  buyerId: string;
  sellerId: string;
}

export async function inquiryParties(db: Db, inquiryId: string): Promise<InquiryParties | null> {
  const row = await db
    .select({ buyerId: inquiries.buyerId, sellerId: inquiries.sellerId })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId))
    .get();
  return row ? { inquiryId, ...row } : null;
}

export async function recordInquiryMessage(
  db: Db,
  parties: InquiryParties,
  message: { id: number; sender: string; body: string; createdAt: number },
  kinds: ChatSafetyKind[],
  warned: boolean,
  present: ReadonlySet<string>,
): Promise<void> {
  const preview = message.body.replace(/\s+/g, " ").slice(0, PREVIEW_LENGTH);
  const [first, second] = [parties.buyerId, parties.sellerId].map((userId) => {
    const seen = userId === message.sender || present.has(userId);
    return db
      .insert(inquiryThreads)
      .values({
        inquiryId: parties.inquiryId,
        userId,
        unread: seen ? 0 : 1,
        lastMessageAt: message.createdAt,
        lastMessagePreview: preview,
        lastSenderId: message.sender,
      })
      .onConflictDoUpdate({
        target: [inquiryThreads.inquiryId, inquiryThreads.userId],
        set: {
          unread: seen ? 0 : sql`${inquiryThreads.unread} + 1`,
          lastMessageAt: message.createdAt,
          lastMessagePreview: preview,
          lastSenderId: message.sender,
        },
      });
  });
  const flag =
    kinds.length > 0
      ? [
          db
            .insert(inquiryFlags)
            .values({
              inquiryId: parties.inquiryId,
              messageId: message.id,
              senderId: message.sender,
              kinds,
              excerpt: message.body.replace(/\s+/g, " ").slice(0, FLAG_EXCERPT_LENGTH),
              warned,
              createdAt: message.createdAt,
            })
            .onConflictDoNothing(),
        ]
      : [];
  await atomic(db, [first!, second!, ...flag, ...firstQuestionNotice(parties, message)]);
}

/**
 * A conversation's first message from the buyer tells the seller (in /notifications, with a link):
 * later ones only raise the unread count, as in an order's chat.
 */
function firstQuestionNotice(parties: InquiryParties, message: { id: number; sender: string; createdAt: number }) {
  if (message.id !== 1 || message.sender !== parties.buyerId) return [];
  const link = `/messages/${encodeURIComponent(parties.inquiryId)}`;
  return [
    sql`
      INSERT INTO ${notifications} (id, user_id, title, body, link, kind, created_at)
      SELECT ${newId("ntf")}, ${parties.sellerId}, ${INQUIRY_TEXTS.newQuestionTitle},
        ${INQUIRY_TEXTS.newQuestionBody} || coalesce(
          (SELECT p.title FROM ${products} p JOIN ${inquiries} i ON i.listing_id = p.id WHERE i.id = ${parties.inquiryId}),
          ${INQUIRY_TEXTS.general}),
        ${link}, 'chat', ${message.createdAt}`,
  ];
}

/** The viewer opened the conversation: nothing in it is unread for them any more. */
export function markInquiryRead(db: Db, inquiryId: string, userId: string) {
  return db
    .update(inquiryThreads)
    .set({ unread: 0 })
    .where(
      and(eq(inquiryThreads.inquiryId, inquiryId), eq(inquiryThreads.userId, userId), ne(inquiryThreads.unread, 0)),
    );
}
