/**
 * The /messages inbox in D1: one `chat_threads` row per (order, participant). The OrderRoom records
 * every chat message here (the sender has read everything; the other party's unread count grows);
 * opening the order page marks the viewer's thread read.
 */
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { chatThreads } from "~/db/schema";

export const PREVIEW_LENGTH = 120;

export interface Parties {
  orderId: string;
  buyerId: string;
  sellerId: string;
}

/**
 * `present` are the users with the order open right now (a live socket): like the sender, they have
 * seen the message, so it is not unread for them. `extra` statements (the message's safety flag) go
 * in the same batch.
 */
export async function recordChatMessage(
  db: Db,
  parties: Parties,
  message: { sender: string; body: string; createdAt: number },
  present: ReadonlySet<string> = new Set(),
  extra: BatchItem<"sqlite">[] = [],
): Promise<void> {
  const preview = message.body.replace(/\s+/g, " ").slice(0, PREVIEW_LENGTH);
  const fromBuyer = message.sender === parties.buyerId;
  const fromSeller = message.sender === parties.sellerId;
  const upserts = [parties.buyerId, parties.sellerId].map((userId) => {
    const isSender = userId === message.sender || present.has(userId);
    // The seller's row keeps the seller's first answer after the buyer's first message (the seller's
    // median chat response time): the buyer's message starts the wait once, the seller's answer
    // ends it once.
    const sellerRow = userId === parties.sellerId;
    const waitStarts = sellerRow && fromBuyer;
    const waitEnds = sellerRow && fromSeller;
    return db
      .insert(chatThreads)
      .values({
        orderId: parties.orderId,
        userId,
        unread: isSender ? 0 : 1,
        lastMessageAt: message.createdAt,
        lastMessagePreview: preview,
        lastSenderId: message.sender,
        awaitingReplySince: waitStarts ? message.createdAt : null,
      })
      .onConflictDoUpdate({
        target: [chatThreads.orderId, chatThreads.userId],
        set: {
          unread: isSender ? 0 : sql`${chatThreads.unread} + 1`,
          lastMessageAt: message.createdAt,
          lastMessagePreview: preview,
          lastSenderId: message.sender,
          ...(waitStarts
            ? { awaitingReplySince: sql`coalesce(${chatThreads.awaitingReplySince}, ${message.createdAt})` }
            : {}),
          ...(waitEnds
            ? {
                firstReplyMs: sql`coalesce(${chatThreads.firstReplyMs}, max(0, ${message.createdAt} - ${chatThreads.awaitingReplySince}))`,
              }
            : {}),
        },
      });
  });
  await db.batch([upserts[0], upserts[1], ...extra]);
}

/** The viewer opened the order: nothing in its chat is unread for them any more. */
export async function markThreadRead(db: Db, orderId: string, userId: string): Promise<void> {
  await db
    .update(chatThreads)
    .set({ unread: 0 })
    .where(and(eq(chatThreads.orderId, orderId), eq(chatThreads.userId, userId)));
}
