/**
 * The request the web worker hands to an OrderRoom (chat-socket.server.ts; the room is
 * workers/order-room/order-room.ts): which
 * of the browser's headers it passes on, and the headers it sets itself. The room trusts the latter
 * because the worker builds that request from scratch: nothing a browser sends under these names
 * ever reaches the room.
 */

/** The authenticated user. */
export const CHAT_USER_HEADER = "X-Chat-User";
/** The order whose access check the user passed (the room's own name). */
export const ORDER_ID_HEADER = "X-Order-Id";
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
