/**
 * What the OrderRoom and the browser exchange over the chat WebSocket: the shapes and the limits,
 * without any library (the browser imports this; the room validates with ./messages.ts).
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export interface ChatMessage {
  id: number;
  sender: string;
  body: string;
  createdAt: number;
  clientId?: string | null;
}

/** Room → client. */
export type ServerMessage =
  /** On every (re)connect; `status` is the order's status after the room's last transition, if any. */
  | { type: "history"; messages: ChatMessage[]; status?: string }
  | { type: "chat"; message: ChatMessage }
  | { type: "status"; status: string; deadlineAt: number | null }
  | { type: "error"; error: string };
