/**
 * 'Hapus Akun' reaches the pre-sale conversations (issue 34, docs/architecture.md "Where personal
 * data lives"): in every InquiryRoom the person took part in, their messages' text is erased, and
 * the other party's /messages row no longer previews it. The conversations stay for the other party.
 */
import { eq, or } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { inquiries, inquiryThreads } from "~/db/schema";
import { inquiryRoom } from "./room.server";
import { INQUIRY_TEXTS as T } from "./texts";

/** Erases `userId`'s messages from their conversations' rooms; returns how many were erased. */
export async function eraseInquiryMessagesOf(ctx: Pick<AppLoadContext, "db" | "env">, userId: string) {
  const rows = await ctx.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(or(eq(inquiries.buyerId, userId), eq(inquiries.sellerId, userId)));
  let erased = 0;
  for (const { id } of rows) erased += await inquiryRoom(ctx.env, id).eraseSender(userId, T.erasedMessage);
  await ctx.db
    .update(inquiryThreads)
    .set({ lastMessagePreview: T.erasedMessage })
    .where(eq(inquiryThreads.lastSenderId, userId));
  return erased;
}
