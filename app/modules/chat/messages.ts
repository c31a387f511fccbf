/**
 * Validation of what a browser sends to an OrderRoom (zod; server side only — the browser imports
 * the shapes from ./protocol.ts so it does not download zod). Room → client: `ServerMessage`.
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "./protocol";

export { CHAT_MESSAGE_MAX_LENGTH };
export type { ChatMessage, ServerMessage } from "./protocol";

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
  /**
   * The sender saw the safety warning for this message and sent it anyway. Only recorded for staff:
   * the room checks every message itself and flags it whatever this says.
   */
  warned: z.boolean().optional(),
});
