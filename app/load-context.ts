import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "./db.server";
import { assertEnv, type Env } from "./env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    db: Db;
    ctx: Pick<ExecutionContext, "waitUntil">;
  }
}

type Cloudflare = { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };

/** The load context every loader and action receives, built once per request. */
export function getLoadContext({ context }: { request: Request; context: { cloudflare: Cloudflare } }): AppLoadContext {
  const env = assertEnv(context.cloudflare.env);
  return { env, db: createDb(env.DB), ctx: context.cloudflare.ctx };
}
