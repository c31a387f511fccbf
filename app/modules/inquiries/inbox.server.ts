/**
 * The /messages inbox: the user's order conversations and pre-sale conversations in one list, the
 * most recent message first, with unread counts. Pages grow like the order lists ("Muat lebih
 * banyak" shows pages 1…n): each source is read up to the same bound and the two are merged.
 */
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { inquiries, inquiryThreads, products, users } from "~/db/schema";
import { listConversations, LIST_PAGE_SIZE, type Conversation } from "~/modules/orders/lists.server";
import { avatarSrc } from "~/utils/avatar";

export type InboxItem =
  | ({ kind: "order"; key: string } & Conversation)
  | ({
      kind: "inquiry";
      key: string;
      inquiryId: string;
      /** The listing asked about (its title now); null for a conversation from the profile. */
      productTitle: string | null;
    } & Omit<Conversation, "orderId" | "productTitle" | "status">);

async function listInquiryConversations(db: Db, userId: string, limit: number): Promise<InboxItem[]> {
  const other = alias(users, "other");
  const rows = await db
    .select({
      inquiryId: inquiryThreads.inquiryId,
      productTitle: products.title,
      otherUsername: other.username,
      otherAvatarUrl: other.avatarUrl,
      otherIsSeller: sql<number>`${inquiries.buyerId} = ${userId}`,
      unread: inquiryThreads.unread,
      lastMessageAt: inquiryThreads.lastMessageAt,
      lastMessagePreview: inquiryThreads.lastMessagePreview,
      lastSenderId: inquiryThreads.lastSenderId,
    })
    .from(inquiryThreads)
    .innerJoin(inquiries, eq(inquiries.id, inquiryThreads.inquiryId))
    .leftJoin(products, eq(products.id, inquiries.listingId))
    .innerJoin(
      other,
      eq(
        other.id,
        sql`CASE WHEN ${inquiries.buyerId} = ${userId} THEN ${inquiries.sellerId} ELSE ${inquiries.buyerId} END`,
      ),
    )
    .where(eq(inquiryThreads.userId, userId))
    .orderBy(desc(inquiryThreads.lastMessageAt), desc(inquiryThreads.inquiryId))
    .limit(limit);
  return rows.map(({ lastSenderId, ...r }) => ({
    ...r,
    kind: "inquiry" as const,
    key: `inquiry:${r.inquiryId}`,
    otherIsSeller: Boolean(r.otherIsSeller),
    otherAvatarUrl: avatarSrc(r.otherAvatarUrl, r.otherUsername),
    lastFromMe: lastSenderId === userId,
  }));
}

export async function listInbox(
  { db }: { db: Db },
  userId: string,
  { page = 1 }: { page?: number } = {},
): Promise<{ items: InboxItem[]; hasMore: boolean; page: number }> {
  const limit = page * LIST_PAGE_SIZE;
  const [orderConversations, inquiryConversations] = await Promise.all([
    listConversations({ db }, userId, { page }),
    listInquiryConversations(db, userId, limit + 1),
  ]);
  const merged: InboxItem[] = [
    ...orderConversations.items.map((c) => ({ ...c, kind: "order" as const, key: `order:${c.orderId}` })),
    ...inquiryConversations,
  ].sort((a, b) => b.lastMessageAt - a.lastMessageAt || (a.key < b.key ? 1 : -1));
  return {
    items: merged.slice(0, limit),
    hasMore: orderConversations.hasMore || merged.length > limit,
    page,
  };
}
