/**
 * The chat WebSocket entries (`GET /order/{id}/chat`, `GET /messages/{id}/chat` with Upgrade),
 * called by the web worker before Remix (which cannot answer 101): worker plumbing that answers
 * HTTP itself, so it lives beside workers/app.ts rather than in a module. It refuses cross-site sockets,
 * authenticates the session, applies the conversation page's own guard, and hands the socket to
 * the room in a request built from scratch: the handshake headers plus the user, conversation and
 * session the checks passed (app/modules/chat/room-headers.ts). Nothing else the browser sent reaches the room.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getAuth } from "../app/modules/auth/guards.server";
import { inquiryRoom } from "../app/modules/inquiries/room.server";
import { loadInquiryForViewer } from "../app/modules/inquiries/inquiries.server";
import {
  ACCOUNT_CREATED_HEADER,
  CHAT_SESSION_HEADER,
  CHAT_USER_HEADER,
  HANDSHAKE_HEADERS,
  INQUIRY_ID_HEADER,
  ORDER_ID_HEADER,
} from "../app/modules/chat/room-headers";
import { loadOrderForViewer } from "../app/modules/orders/access.server";
import { orderRoom } from "../app/modules/orders/room.server";
import { ORDER_TEXTS } from "../app/modules/orders/texts";

const CHAT_PATHS = {
  order: /^\/order\/([^/]+)\/chat\/?$/,
  inquiry: /^\/messages\/([^/]+)\/chat\/?$/,
} as const;

export type ChatSocketTarget = { kind: keyof typeof CHAT_PATHS; id: string };

function plain(text: string, status: number) {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The conversation when the request is for a chat socket, else null. */
export function chatSocketTarget(request: Request): ChatSocketTarget | null {
  const { pathname } = new URL(request.url);
  for (const kind of Object.keys(CHAT_PATHS) as ChatSocketTarget["kind"][]) {
    const match = CHAT_PATHS[kind].exec(pathname);
    if (!match?.[1]) continue;
    try {
      return { kind, id: decodeURIComponent(match[1]) };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The response to a chat socket request (the worker entry asks `chatSocketTarget` first and
 * passes the request's load context).
 */
export async function handleChatSocket(
  request: Request,
  target: ChatSocketTarget,
  context: AppLoadContext,
): Promise<Response> {
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

  const headers = new Headers();
  for (const name of HANDSHAKE_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set(CHAT_USER_HEADER, user.id);
  // The session id is the key of its row, not the token's secret half.
  headers.set(CHAT_SESSION_HEADER, session.id);
  headers.set(ACCOUNT_CREATED_HEADER, String(user.createdAt));

  // Connecting is opening the conversation: the viewer has read it (the guard marks it).
  try {
    if (target.kind === "order") {
      const { order } = await loadOrderForViewer(context, target.id, user, { markRead: true });
      headers.set(ORDER_ID_HEADER, order.id);
      return orderRoom(context.env, order.id).fetch(new Request(request.url, { method: "GET", headers }));
    }
    const inquiry = await loadInquiryForViewer(context, target.id, user, { markRead: true });
    headers.set(INQUIRY_ID_HEADER, inquiry.id);
    return inquiryRoom(context.env, inquiry.id).fetch(new Request(request.url, { method: "GET", headers }));
  } catch (error) {
    if (error instanceof Response) {
      return plain((await error.text()) || ORDER_TEXTS.accessDenied, error.status);
    }
    throw error;
  }
}
