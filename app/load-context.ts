import type { AppLoadContext } from "@remix-run/cloudflare";
import { countingD1, createDb, type Db, type QueryCounter } from "./db/client.server";
import { assertEnv, type Env } from "./env.server";
import { openD1Session } from "./db/d1-session.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    db: Db;
    ctx: Pick<ExecutionContext, "waitUntil">;
    /** Set only in the bench's measurement mode (BENCH_QUERY_COUNT="1"): D1 round trips so far. */
    queryCounter?: QueryCounter;
  }
}

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };

/**
 * The load context every loader and action receives, built once per request. Its queries run in
 * the request's D1 session (read replicas, read-your-writes: app/db/d1-session.server.ts).
 */
export function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
}): AppLoadContext {
  const env = assertEnv(context.cloudflare.env);
  if ((env as Env & { BENCH_QUERY_COUNT?: string }).BENCH_QUERY_COUNT === "1") {
    const queryCounter: QueryCounter = { queries: 0 };
    const DB = countingD1(env.DB, queryCounter);
    return { env: { ...env, DB }, db: createDb(openD1Session(request, DB)), ctx: context.cloudflare.ctx, queryCounter };
  }
  return { env, db: createDb(openD1Session(request, env.DB)), ctx: context.cloudflare.ctx };
}

/** In the measurement mode, the response carries the request's D1 round trips in `X-D1-Queries`. */
export function withQueryCount(response: Response, context: AppLoadContext): Response {
  if (!context.queryCounter) return response;
  const counted = new Response(response.body, response);
  counted.headers.set("X-D1-Queries", String(context.queryCounter.queries));
  return counted;
}
