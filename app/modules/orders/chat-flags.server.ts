/**
 * Flagged chat messages in D1 (`chat_flags`): the OrderRoom writes one row when it stores a message
 * in which ./chat-safety.ts found contact details or off-platform payment, so staff can find the
 * conversation (/admin/chats) without reading every room.
 */
import type { Db } from "~/db/client.server";
import { chatFlags } from "~/db/schema";
import type { ChatSafetyKind } from "./chat-safety";

export const FLAG_EXCERPT_LENGTH = 200;

export async function recordChatFlag(
  db: Db,
  orderId: string,
  message: { id: number; sender: string; body: string; createdAt: number },
  kinds: ChatSafetyKind[],
  warned: boolean,
): Promise<void> {
  await db
    .insert(chatFlags)
    .values({
      orderId,
      messageId: message.id,
      senderId: message.sender,
      kinds,
      excerpt: message.body.replace(/\s+/g, " ").slice(0, FLAG_EXCERPT_LENGTH),
      warned,
      createdAt: message.createdAt,
    })
    .onConflictDoNothing();
}
