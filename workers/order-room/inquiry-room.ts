/**
 * InquiryRoom: one SQLite-backed Durable Object per pre-sale conversation (id =
 * `idFromName(inquiryId)`): a buyer's questions to a seller about a listing before buying. The chat
 * is the OrderRoom's (./chat-room.ts: history, live delivery, resends, the safety check, the cap);
 * this room adds who the parties are, their /messages rows, and a slower rate for new accounts.
 */
import { createDb } from "../../app/db/client.server";
import type { Limits } from "../../app/modules/limits/limits";
import {
  inquiryParties,
  recordInquiryMessage,
  type InquiryParties,
} from "../../app/modules/inquiries/inquiry-threads.server";
import { isNewAccount } from "../../app/modules/inquiries/rules";
import type { ChatSafetyKind } from "../../app/modules/chat/safety";
import type { ChatMessage } from "../../app/modules/chat/messages";
import { INQUIRY_ID_HEADER } from "../../app/modules/chat/room-headers";
import { ChatRoom, type Attachment } from "./chat-room";

export class InquiryRoom extends ChatRoom {
  protected override async bindRequest(request: Request): Promise<boolean> {
    const inquiryId = request.headers.get(INQUIRY_ID_HEADER);
    if (!inquiryId || !this.ctx.id.equals(this.env.INQUIRY_ROOM.idFromName(inquiryId))) return false;
    if ((await this.ctx.storage.get<string>("inquiryId")) !== inquiryId) {
      await this.ctx.storage.put("inquiryId", inquiryId);
    }
    return true;
  }

  protected override messagesPerWindow(socket: Attachment, limits: Limits): number {
    return isNewAccount(socket.accountCreatedAt, Date.now(), limits)
      ? Math.min(limits.INQUIRY_MESSAGES_PER_WINDOW_NEW_ACCOUNT, limits.CHAT_MESSAGES_PER_WINDOW)
      : limits.CHAT_MESSAGES_PER_WINDOW;
  }

  protected override async record(
    message: ChatMessage,
    kinds: ChatSafetyKind[],
    warned: boolean,
    present: ReadonlySet<string>,
  ): Promise<void> {
    const parties = await this.parties();
    if (parties) await recordInquiryMessage(createDb(this.env.DB), parties, message, kinds, warned, present);
  }

  /**
   * 'Hapus Akun' (issue 34): a deleted person's messages lose their text (replaced by
   * `replacement`), client ids and flags; the rows stay, so the other party's replies keep their
   * place. A pre-sale chat is no transaction the law keeps (an order's chat is). Returns how many
   * were erased; a second call erases none. Called over RPC (app/modules/inquiries/erase.server.ts).
   */
  eraseSender(sender: string, replacement: string): number {
    return this.sql.exec(
      "UPDATE messages SET body = ?, client_id = NULL, flags = NULL WHERE sender = ? AND body <> ?",
      replacement,
      sender,
      replacement,
    ).rowsWritten;
  }

  /** The conversation's buyer and seller, read from D1 once and kept in the room's storage. */
  private async parties(): Promise<InquiryParties | null> {
    const inquiryId = await this.ctx.storage.get<string>("inquiryId");
    if (!inquiryId || !this.ctx.id.equals(this.env.INQUIRY_ROOM.idFromName(inquiryId))) return null;
    const cached = await this.ctx.storage.get<InquiryParties>("parties");
    if (cached?.inquiryId === inquiryId) return cached;
    const parties = await inquiryParties(createDb(this.env.DB), inquiryId);
    if (parties) await this.ctx.storage.put("parties", parties);
    return parties;
  }
}
