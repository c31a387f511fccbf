/**
 * Flagged conversations for staff (/admin/chats): orders whose chat holds messages the OrderRoom
 * flagged (app/modules/chat/flags.server.ts) and pre-sale conversations whose InquiryRoom
 * flagged some (inquiry_flags), the most recently flagged first, each with its flagged messages
 * newest first.
 */
import { alias } from "drizzle-orm/sqlite-core";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { chatFlags, inquiries, inquiryFlags, orders, products, users } from "~/db/schema";
import type { ChatSafetyKind } from "~/modules/chat/safety";
import { ordersWithParties } from "./order-rows.server";

const senders = alias(users, "senders");
const inquiryBuyer = alias(users, "inquiry_buyer");
const inquirySeller = alias(users, "inquiry_seller");

type FlaggedMessage = FlaggedConversation["messages"][number];

export interface FlaggedConversation {
  kind: "order" | "inquiry";
  /** The order's or the pre-sale conversation's id. */
  id: string;
  /** Unique over both kinds. */
  key: string;
  /** Where staff read the whole conversation. */
  href: string;
  /** The order's number; null for a pre-sale conversation. */
  orderNumber: string | null;
  /** The listing (an order's title snapshot); null for a pre-sale conversation from a profile. */
  productTitle: string | null;
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

/** The conversations of the latest `limit` flagged messages of each kind. */
export async function flaggedConversations(db: Db, limit = 200): Promise<FlaggedConversation[]> {
  const [orderRows, inquiryRows] = await Promise.all([
    ordersWithParties(db, { ...flagColumns(chatFlags), sender: senders.username })
      .innerJoin(chatFlags, eq(chatFlags.orderId, orders.id))
      .innerJoin(senders, eq(senders.id, chatFlags.senderId))
      .orderBy(desc(chatFlags.createdAt), desc(chatFlags.messageId))
      .limit(limit),
    db
      .select({
        id: inquiries.id,
        productTitle: products.title,
        buyer: inquiryBuyer.username,
        seller: inquirySeller.username,
        ...flagColumns(inquiryFlags),
        sender: senders.username,
      })
      .from(inquiryFlags)
      .innerJoin(inquiries, eq(inquiries.id, inquiryFlags.inquiryId))
      .leftJoin(products, eq(products.id, inquiries.listingId))
      .innerJoin(inquiryBuyer, eq(inquiryBuyer.id, inquiries.buyerId))
      .innerJoin(inquirySeller, eq(inquirySeller.id, inquiries.sellerId))
      .innerJoin(senders, eq(senders.id, inquiryFlags.senderId))
      .orderBy(desc(inquiryFlags.createdAt), desc(inquiryFlags.messageId))
      .limit(limit),
  ]);
  const byKey = new Map<string, FlaggedConversation>();
  const add = (head: Omit<FlaggedConversation, "messages" | "lastFlaggedAt">, message: FlaggedMessage) => {
    let conversation = byKey.get(head.key);
    if (!conversation) {
      conversation = { ...head, lastFlaggedAt: message.createdAt, messages: [] };
      byKey.set(head.key, conversation);
    }
    conversation.messages.push(message);
  };
  for (const r of orderRows) {
    add(
      {
        kind: "order",
        id: r.id,
        key: `order:${r.id}`,
        href: `/order/${encodeURIComponent(r.id)}`,
        orderNumber: r.orderNumber,
        productTitle: r.productTitle,
        buyer: r.buyer,
        seller: r.seller,
      },
      messageOf(r),
    );
  }
  for (const r of inquiryRows) {
    add(
      {
        kind: "inquiry",
        id: r.id,
        key: `inquiry:${r.id}`,
        href: `/messages/${encodeURIComponent(r.id)}`,
        orderNumber: null,
        productTitle: r.productTitle,
        buyer: r.buyer,
        seller: r.seller,
      },
      messageOf(r),
    );
  }
  return [...byKey.values()].sort((a, b) => b.lastFlaggedAt - a.lastFlaggedAt);
}

function flagColumns(table: typeof chatFlags | typeof inquiryFlags) {
  return {
    messageId: table.messageId,
    kinds: table.kinds,
    excerpt: table.excerpt,
    warned: table.warned,
    createdAt: table.createdAt,
  };
}

function messageOf(r: Omit<FlaggedMessage, "kinds"> & { kinds: string[] }): FlaggedMessage {
  return {
    messageId: r.messageId,
    sender: r.sender,
    kinds: r.kinds as ChatSafetyKind[],
    excerpt: r.excerpt,
    warned: r.warned,
    createdAt: r.createdAt,
  };
}
