/**
 * The one door to a pre-sale conversation's InquiryRoom (workers/order-room/inquiry-room.ts): one
 * Durable Object per conversation, named by the inquiry id.
 */
import type { Env } from "~/env.server";

export function inquiryRoom(env: Pick<Env, "INQUIRY_ROOM">, inquiryId: string) {
  return env.INQUIRY_ROOM.get(env.INQUIRY_ROOM.idFromName(inquiryId));
}
