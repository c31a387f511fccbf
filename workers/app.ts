/**
 * The web worker: serves static assets (via the [assets] binding, before this code runs), answers
 * every other request with Remix, and hosts the OrderRoom Durable Object class.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The production server build (`remix vite:build`); `npm start` builds it before starting.
// It is generated JavaScript without type declarations, hence the ignore.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- build/server exists only after `npm run build`
import * as build from "../build/server";
import { getLoadContext } from "../app/load-context";
import type { Env } from "../app/env.server";
import { isForeignOrigin } from "../app/utils/request.server";
import { handleChatSocket } from "../app/modules/orders/chat-socket.server";

export { OrderRoom } from "./order-room/order-room";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    if (isForeignOrigin(request)) {
      return new Response("Akses Ditolak", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    // The order chat's WebSocket upgrade (a 101 that Remix cannot return); checks its own Origin.
    const chat = await handleChatSocket(request, env, ctx);
    if (chat) return chat;
    const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
    return handleRemixRequest(request, loadContext);
  },
} satisfies ExportedHandler<Env>;
