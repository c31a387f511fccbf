/**
 * What the OrderRoom and the browser exchange over the chat WebSocket: the shapes and the limits,
 * without any library (the browser imports this; the room validates with ./messages.ts).
 */
import type { ChatSafetyKind } from "./safety";

export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/**
 * Close codes of the room (4000–4999 are the application's). The session behind the socket ended
 * (logout, password change, suspension, expiry): reconnecting cannot help, the reason says why.
 */
export const CHAT_CLOSE_SESSION_ENDED = 4401;
/** The socket reached its maximum lifetime: reconnect at once (the handshake checks the session again). */
export const CHAT_CLOSE_RECONNECT = 4408;

export interface ChatMessage {
  id: number;
  sender: string;
  body: string;
  createdAt: number;
  clientId?: string | null;
  /**
   * Set when the room found contact details or off-platform payment in the message
   * (./safety.ts): staff are told, and the other party sees a safety note under it.
   */
  flags?: ChatSafetyKind[];
}

/** Browser → room. `warned`: the sender saw the safety warning and chose to send anyway. */
export interface ClientChatMessage {
  type: "chat";
  body: string;
  clientId?: string;
  warned?: boolean;
}

/** Room → client. */
export type ServerMessage =
  /** On every (re)connect; `status` is the order's status after the room's last transition, if any. */
  | { type: "history"; messages: ChatMessage[]; status?: string }
  | { type: "chat"; message: ChatMessage }
  | { type: "status"; status: string; deadlineAt: number | null }
  /** A refusal; `clientId` names the refused message when the room could read it. Nothing was stored. */
  | { type: "error"; error: string; clientId?: string };
