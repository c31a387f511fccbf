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
import { getLoadContext, withQueryCount } from "../app/load-context";
import { deployedLocalSwitches, type Env } from "../app/env.server";
import { isForeignOrigin } from "../app/utils/request.server";
import { checkBody } from "../app/utils/request-body.server";
import { chatSocketTarget, handleChatSocket } from "./chat-socket";
import { servePage } from "./page-cache";
import { persistD1Bookmark } from "../app/db/d1-session.server";
import { applyCookiePolicy } from "../app/utils/cookies.server";
import { countListingView, viewedListingId } from "../app/modules/listings/analytics.server";
import { isbot } from "isbot";
import { operate } from "./operate";
import { dispatchNotifications } from "../app/modules/notifications/dispatch.server";
import { pollDueFulfilments } from "../app/modules/topups/fulfilment.server";
import { sweepMethodRefunds } from "../app/modules/payments/refunds.server";

export { OrderRoom } from "./order-room/order-room";
export { InquiryRoom } from "./order-room/inquiry-room";

const serverBuild = build as unknown as ServerBuild;
const handleRemixRequest = createRequestHandler(serverBuild);

/** A deployment with a local-only switch on serves nothing (app/env.server.ts), and says why in the log. */
function refusedForLocalSwitches(env: Env): Response | null {
  const on = deployedLocalSwitches(env);
  if (on.length === 0) return null;
  console.error(`local-only switches set in DEPLOY_ENV=${env.DEPLOY_ENV}: ${on.join(", ")}; refusing to serve`);
  return new Response("Layanan sedang tidak tersedia.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
  });
}

// Request ids, one JSON log line per request, Sentry when configured (./operate.ts).
const web = operate({
  async fetch(incoming, env, ctx) {
    const misconfigured = refusedForLocalSwitches(env);
    if (misconfigured) return misconfigured;
    if (isForeignOrigin(incoming)) {
      return new Response("Akses Ditolak", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    // Bodies are read here, bounded (a chunked post has no Content-Length to check beforehand).
    const body = await checkBody(incoming);
    if ("refusal" in body) return body.refusal;
    const request = body.request;
    // A chat's WebSocket upgrade (a 101 that Remix cannot return); checks its own Origin.
    const chat = chatSocketTarget(request);
    if (chat !== null) {
      return handleChatSocket(request, chat, getLoadContext({ request, context: { cloudflare: { env, ctx } } }));
    }
    // Anonymous public pages come from the edge cache when they can (./page-cache.ts).
    const page = await servePage(request, { db: env.DB, ctx, build: serverBuild.assets.version }, async () => {
      const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx } } });
      const response = withQueryCount(await handleRemixRequest(request, loadContext), loadContext);
      return persistD1Bookmark(request, response);
    });
    // A listing page read by a person counts as a view for the seller's analytics, after the response.
    const viewed = viewedListingId(request, page.status, isbot(request.headers.get("user-agent") ?? ""));
    const flush = viewed ? countListingView(env.DB, viewed) : null;
    if (flush) ctx.waitUntil(flush.catch(() => undefined));
    // Notifications the request wrote go out to their other channels (e-mail, push) after the response.
    if (request.method !== "GET" && request.method !== "HEAD") ctx.waitUntil(dispatchNotifications(env));
    // Every cookie leaves with the same flags (Secure over https, SameSite=Lax, HttpOnly unless read by script).
    return applyCookiePolicy(request, page);
  },
} satisfies ExportedHandler<Env>);

export default {
  fetch: web.fetch,
  // Every minute (wrangler.toml [triggers]): retries of failed deliveries, supplier re-polls, and anything a request missed.
  async scheduled(_controller, env, ctx) {
    if (refusedForLocalSwitches(env)) return;
    ctx.waitUntil(dispatchNotifications(env));
    // Top-ups whose supplier has not answered yet: asked again by ref_id (modules/topups/fulfilment.server.ts).
    ctx.waitUntil(pollDueFulfilments(env).catch((error: unknown) => console.error("top-up polls failed", error)));
    // Refunds back to QRIS / e-wallets not answered yet, and guests' refunds the room missed.
    ctx.waitUntil(sweepMethodRefunds(env).catch((error: unknown) => console.error("method refunds failed", error)));
  },
} satisfies ExportedHandler<Env>;
