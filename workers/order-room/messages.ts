/**
 * The messages exchanged over an OrderRoom WebSocket, shared by the Durable Object and the browser.
 * Client → room: `ClientMessage` (validated with zod on arrival). Room → client: `ServerMessage`.
 */
import { z } from "zod";

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const clientMessageSchema = z.object({
  type: z.literal("chat"),
  body: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, "Pesan tidak boleh kosong.").max(CHAT_MESSAGE_MAX_LENGTH, "Pesan terlalu panjang.")),
  /**
   * Chosen by the browser for each message it sends. A message resent after a network drop carries
   * the same id, and the room stores it once.
   */
  clientId: z.string().min(1).max(64).optional(),
});
export type ClientMessage = z.input<typeof clientMessageSchema>;

export interface ChatMessage {
  id: number;
  sender: string;
  body: string;
  createdAt: number;
  clientId?: string | null;
}

export type ServerMessage =
  | { type: "history"; messages: ChatMessage[] }
  | { type: "chat"; message: ChatMessage }
  | { type: "status"; status: string; deadlineAt: number | null }
  | { type: "error"; error: string };
