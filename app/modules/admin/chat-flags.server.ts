/**
 * Flagged conversations for staff (/admin/chats): orders whose chat holds messages the OrderRoom
 * flagged (app/modules/orders/chat-flags.server.ts), the most recently flagged first, each with its
 * flagged messages newest first.
 */
import { alias } from "drizzle-orm/sqlite-core";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { chatFlags, orders, users } from "~/db/schema";
import type { ChatSafetyKind } from "~/modules/orders/chat-safety";
import { ordersWithParties } from "./order-rows.server";

const senders = alias(users, "senders");

export interface FlaggedConversation {
  orderId: string;
  orderNumber: string | null;
  productTitle: string;
  buyer: string;
  seller: string;
  lastFlaggedAt: number;
  messages: {
    messageId: number;
    sender: string;
    kinds: ChatSafetyKind[];
    excerpt: string;
    warned: boolean;
    createdAt: number;
  }[];
}

/** The conversations of the latest `limit` flagged messages. */
export async function flaggedConversations(db: Db, limit = 200): Promise<FlaggedConversation[]> {
  const rows = await ordersWithParties(db, {
    messageId: chatFlags.messageId,
    kinds: chatFlags.kinds,
    excerpt: chatFlags.excerpt,
    warned: chatFlags.warned,
    createdAt: chatFlags.createdAt,
    sender: senders.username,
  })
    .innerJoin(chatFlags, eq(chatFlags.orderId, orders.id))
    .innerJoin(senders, eq(senders.id, chatFlags.senderId))
    .orderBy(desc(chatFlags.createdAt), desc(chatFlags.messageId))
    .limit(limit);
  const byOrder = new Map<string, FlaggedConversation>();
  for (const r of rows) {
    let conversation = byOrder.get(r.id);
    if (!conversation) {
      conversation = {
        orderId: r.id,
        orderNumber: r.orderNumber,
        productTitle: r.productTitle,
        buyer: r.buyer,
        seller: r.seller,
        lastFlaggedAt: r.createdAt,
        messages: [],
      };
      byOrder.set(r.id, conversation);
    }
    conversation.messages.push({
      messageId: r.messageId,
      sender: r.sender,
      kinds: r.kinds as ChatSafetyKind[],
      excerpt: r.excerpt,
      warned: r.warned,
      createdAt: r.createdAt,
    });
  }
  return [...byOrder.values()];
}
