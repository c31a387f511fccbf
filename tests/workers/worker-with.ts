import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Env } from "~/env.server";
import worker from "../../workers/app";

/**
 * A request through the web worker's entry, as SELF.fetch sends it, but with some bindings changed:
 * SELF always runs with the bindings of vitest.config.ts, and a deployment's configuration (no
 * DEV_OUTBOX, no PUBLIC_ORIGIN, a mailer without a transport) is exactly what those cases vary.
 */
export async function fetchWith(
  overrides: Partial<Record<keyof Env, unknown>>,
  input: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  // The handler's type wants an incoming request's `cf` properties, which the tests have no use for.
  const request = new Request(input, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  const body = await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}
