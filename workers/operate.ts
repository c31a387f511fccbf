/**
 * The web worker's outer layer (workers/app.ts wraps its handler in `operate`): every request gets
 * a request id (Cloudflare's `cf-ray`, else a random one) echoed in `X-Request-Id` and written on
 * the error page ('Kode permintaan: …'), one JSON log line when it ends
 * (app/utils/request-log.server.ts), its D1 round trips counted, and — only when `SENTRY_DSN` is
 * set — errors reported to Sentry (@sentry/cloudflare; off, and never called, without a DSN).
 * HTTP plumbing of the entry layer, so it lives in workers/ (app/modules make no responses).
 */
import { captureException, withSentry, type CloudflareOptions } from "@sentry/cloudflare";
import type { Env } from "../app/env.server";
import { countingD1 } from "../app/db/client.server";
import {
  consoleSink,
  currentRecord,
  logLine,
  newRecord,
  requestIdFor,
  withRecord,
  type LogSink,
  type RequestRecord,
} from "../app/utils/request-log.server";
import { PAGE_TEXTS } from "../app/modules/content/texts";

export const REQUEST_ID_HEADER = "X-Request-Id";

type Fetch = NonNullable<ExportedHandler<Env>["fetch"]>;

/** What Sentry may see of a request: no cookies, headers, bodies or query strings (tokens ride there). */
function sentryOptions(env: Env): CloudflareOptions | undefined {
  if (!env.SENTRY_DSN) return undefined;
  return {
    dsn: env.SENTRY_DSN,
    environment: env.DEPLOY_ENV,
    tracesSampleRate: 0,
    beforeSend(event) {
      if (event.request) {
        const url = event.request.url?.split("?")[0];
        event.request = url ? { url } : {};
      }
      return event;
    },
  };
}

/** The error page's empty `[data-request-id]` element (ErrorView) gets 'Kode permintaan: <id>'. */
function withRequestIdOnErrorPage(response: Response, requestId: string): Response {
  if (response.status < 500 || !response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on("[data-request-id]", {
      element(element) {
        element.setInnerContent(`${PAGE_TEXTS.requestIdLabel} ${requestId}`);
      },
    })
    .transform(response);
}

/** A response the worker itself builds when the handler throws (Remix's own errors never get here). */
function crashPage(requestId: string): Response {
  return new Response(`${PAGE_TEXTS.errorTitle}. ${PAGE_TEXTS.errorText} ${PAGE_TEXTS.requestIdLabel} ${requestId}`, {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

function tagged(response: Response, requestId: string): Response {
  // A WebSocket upgrade (101) cannot be rebuilt; its log line still carries the id.
  if (response.status === 101) return response;
  const out = new Response(response.body, response);
  out.headers.set(REQUEST_ID_HEADER, requestId);
  return out;
}

/** Adds a D1 round trip to whichever request is current (its record in AsyncLocalStorage). */
const currentCounter = {
  get queries() {
    return currentRecord()?.queries ?? 0;
  },
  set queries(value: number) {
    const record = currentRecord();
    if (record) record.queries = value;
  },
};

/**
 * The environment with its D1 binding counted: one per environment object (not per request), so
 * what is memoised per environment (limitsFrom) stays memoised.
 */
const countedEnvs = new WeakMap<Env, Env>();
function countedEnv(env: Env): Env {
  let counted = countedEnvs.get(env);
  if (!counted) {
    counted = { ...env, DB: countingD1(env.DB, currentCounter) };
    countedEnvs.set(env, counted);
  }
  return counted;
}

export function operate(handler: { fetch: Fetch }, sink: LogSink = consoleSink): { fetch: Fetch } {
  const plain = handler.fetch.bind(handler);
  // Errors Remix caught (it answered with its error page) are reported too, inside Sentry's scope.
  const reporting: Fetch = async (request, env, ctx) => {
    const response = await plain(request, env, ctx);
    const caught = currentRecord()?.serverError;
    if (caught !== undefined) captureException(caught);
    return response;
  };
  // withSentry instruments the object it is given in place: give it its own.
  const reported = withSentry((env: Env) => sentryOptions(env), { fetch: reporting } as ExportedHandler<Env>).fetch!;
  return {
    async fetch(request, env, ctx) {
      const requestId = requestIdFor(request);
      const record: RequestRecord = newRecord(request, requestId);
      return withRecord(record, async () => {
        let response: Response;
        let failure: unknown;
        try {
          response = await (env.SENTRY_DSN ? reported : plain)(request, countedEnv(env), ctx);
        } catch (error) {
          failure = error;
          response = crashPage(requestId);
        }
        sink(logLine(record, response.status, failure));
        return tagged(withRequestIdOnErrorPage(response, requestId), requestId);
      });
    },
  };
}
