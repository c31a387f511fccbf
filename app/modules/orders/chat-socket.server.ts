/**
 * The order chat's WebSocket entry: `GET /order/{orderId}/chat` with `Upgrade: websocket`.
 * Remix cannot answer with a 101, so the web worker calls this before its Remix handler. It refuses
 * cross-site sockets (a WebSocket is not covered by CORS, so a foreign page could otherwise open one
 * with the victim's cookie), authenticates the session, checks the viewer may see the order, and
 * hands the socket to the order's OrderRoom in a request built from scratch: the WebSocket handshake
 * headers of the browser's request and, set here, the user, the order and the session the checks
 * passed (./room-headers.ts). Nothing else the browser sent reaches the room.
 */
import { and, eq } from "drizzle-orm";
import type { Env } from "~/env.server";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getAuth } from "~/modules/auth/guards.server";
import { chatThreads } from "~/db/schema";
import { CHAT_SESSION_HEADER, CHAT_USER_HEADER, HANDSHAKE_HEADERS, ORDER_ID_HEADER } from "./room-headers";
import { loadOrderForViewer } from "./access.server";
import { orderRoom } from "./room.server";
import { ORDER_TEXTS } from "./texts";

const CHAT_PATH = /^\/order\/([^/]+)\/chat\/?$/;

function plain(text: string, status: number) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The order id when the request is for an order's chat socket, else null. */
export function chatSocketOrderId(request: Request): string | null {
  const match = CHAT_PATH.exec(new URL(request.url).pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The response to an order chat socket request (the worker entry asks `chatSocketOrderId` first and
 * passes the request's load context).
 */
export async function handleChatSocket(request: Request, orderId: string, context: AppLoadContext): Promise<Response> {
  if (request.method !== "GET") return plain("Method Not Allowed", 405);
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426, headers: { Upgrade: "websocket" } });
  }
  // Browsers always send Origin with a WebSocket handshake; a missing or foreign one is refused.
  const origin = request.headers.get("Origin");
  if (!origin || origin !== new URL(request.url).origin) return plain(ORDER_TEXTS.accessDenied, 403);

  const auth = await getAuth(request, context);
  if (!auth) return plain(ORDER_TEXTS.loginRequired, 401);
  const { user, session } = auth;

  let order: { id: string };
  try {
    ({ order } = await loadOrderForViewer(context, orderId, user));
  } catch (error) {
    if (error instanceof Response) {
      return plain((await error.text()) || ORDER_TEXTS.accessDenied, error.status);
    }
    throw error;
  }

  // Connecting is opening the conversation: the viewer has read it.
  await context.db
    .update(chatThreads)
    .set({ unread: 0 })
    .where(and(eq(chatThreads.orderId, order.id), eq(chatThreads.userId, user.id)));

  return roomRequest(context.env, request, { orderId: order.id, userId: user.id, sessionId: session.id });
}

/**
 * The room's request, from scratch: only the handshake headers are copied, so a browser's
 * `X-Order-Id` or `X-Chat-User` (or its cookie) never arrives; the room's own headers carry the ids
 * the checks above used. The session id is the key of its row, not the token's secret half.
 */
function roomRequest(
  env: Pick<Env, "ORDER_ROOM">,
  request: Request,
  ids: { orderId: string; userId: string; sessionId: string },
): Promise<Response> {
  const headers = new Headers();
  for (const name of HANDSHAKE_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CHAT_USER_HEADER, ids.userId);
  headers.set(ORDER_ID_HEADER, ids.orderId);
  headers.set(CHAT_SESSION_HEADER, ids.sessionId);
  return orderRoom(env, ids.orderId).fetch(new Request(request.url, { method: "GET", headers }));
}
