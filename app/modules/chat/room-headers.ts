/**
 * The request the web worker hands to a chat room (workers/chat-socket.ts; the rooms are in
 * workers/order-room/): which
 * of the browser's headers it passes on, and the headers it sets itself. The room trusts the latter
 * because the worker builds that request from scratch: nothing a browser sends under these names
 * ever reaches the room.
 */

/** The authenticated user. */
export const CHAT_USER_HEADER = "X-Chat-User";
/** The order whose access check the user passed (the OrderRoom's own name). */
export const ORDER_ID_HEADER = "X-Order-Id";
/** The pre-sale conversation whose access check the user passed (the InquiryRoom's own name). */
export const INQUIRY_ID_HEADER = "X-Inquiry-Id";
/** When the user's account was created (epoch ms): new accounts write more slowly in pre-sale chats. */
export const ACCOUNT_CREATED_HEADER = "X-Chat-Account-Created";
/**
 * The id of the user's session (the first half of the cookie token, the key of its `sessions` row;
 * never the secret half). The room re-checks that row while the socket is open.
 */
export const CHAT_SESSION_HEADER = "X-Chat-Session";

/** The WebSocket handshake headers copied from the browser's request; no others are. */
export const HANDSHAKE_HEADERS = [
  "Upgrade",
  "Connection",
  "Sec-WebSocket-Key",
  "Sec-WebSocket-Version",
  "Sec-WebSocket-Protocol",
  "Sec-WebSocket-Extensions",
] as const;
