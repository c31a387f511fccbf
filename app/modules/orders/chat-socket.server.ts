/**
 * The order chat's WebSocket entry: `GET /order/{orderId}/chat` with `Upgrade: websocket`.
 * Remix cannot answer with a 101, so the web worker calls this before its Remix handler. It refuses
 * cross-site sockets (a WebSocket is not covered by CORS, so a foreign page could otherwise open one
 * with the victim's cookie), authenticates the session, checks the viewer may see the order, and
 * hands the socket to the order's OrderRoom with the user it authenticated in `X-Chat-User`.
 */
import { and, eq } from "drizzle-orm";
import type { Env } from "~/env.server";
import { getLoadContext } from "~/load-context";
import { getUser } from "~/utils/auth.server";
import { chatThreads } from "../../../drizzle/schema";
import { loadOrderForViewer } from "./access.server";
import { ORDER_TEXTS } from "./texts";

/** The header the OrderRoom trusts (workers/order-room/order-room.ts); only this module sets it. */
const CHAT_USER_HEADER = "X-Chat-User";
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
 * The response for an order chat socket request, or null when the request is not one (Remix then
 * handles it as usual).
 */
export async function handleChatSocket(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<Response | null> {
  const orderId = chatSocketOrderId(request);
  if (orderId === null) return null;
  if (request.method !== "GET") return plain("Method Not Allowed", 405);
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426, headers: { Upgrade: "websocket" } });
  }
  // Browsers always send Origin with a WebSocket handshake; a missing or foreign one is refused.
  const origin = request.headers.get("Origin");
  if (!origin || origin !== new URL(request.url).origin) return plain(ORDER_TEXTS.accessDenied, 403);

  const context = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
  const user = await getUser(request, context);
  if (!user) return plain(ORDER_TEXTS.loginRequired, 401);

  try {
    await loadOrderForViewer(context, orderId, user);
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
    .where(and(eq(chatThreads.orderId, orderId), eq(chatThreads.userId, user.id)));

  const headers = new Headers(request.headers);
  headers.delete(CHAT_USER_HEADER);
  headers.delete("Cookie"); // the room needs to know who, not the session itself
  headers.set(CHAT_USER_HEADER, user.id);
  const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  return stub.fetch(new Request(request.url, { method: "GET", headers }));
}
