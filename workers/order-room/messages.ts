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
});
export type ClientMessage = z.input<typeof clientMessageSchema>;

export interface ChatMessage {
  id: number;
  sender: string;
  body: string;
  createdAt: number;
}

export type ServerMessage =
  | { type: "history"; messages: ChatMessage[] }
  | { type: "chat"; message: ChatMessage }
  | { type: "status"; status: string; deadlineAt: number | null }
  | { type: "error"; error: string };
