/**
 * Flagged chat messages in D1 (`chat_flags`): the OrderRoom writes one row when it stores a message
 * in which ./safety.ts found contact details or off-platform payment, so staff can find the
 * conversation (/admin/chats) without reading every room.
 */
import type { Db } from "~/db/client.server";
import { chatFlags } from "~/db/schema";
import type { ChatSafetyKind } from "./safety";

export const FLAG_EXCERPT_LENGTH = 200;

/** The insert of a flagged message's row (run in the batch that records the message in the inboxes). */
export function chatFlagInsert(
  db: Db,
  orderId: string,
  message: { id: number; sender: string; body: string; createdAt: number },
  kinds: ChatSafetyKind[],
  warned: boolean,
) {
  return db
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
