/**
 * One JSON line per request, for Workers Logs: who asked what, how it ended and what it cost.
 * The request's record lives in an AsyncLocalStorage store for the length of the request, so code
 * deep inside (the session guard) can add the signed-in user's id without being handed anything.
 * What a line may carry is fixed here: method, path (never the query string: reset and OAuth links
 * carry tokens there), route id, status, duration, D1 round trips, user id, the error's class name.
 * Never headers, cookies, bodies, messages or delivery info.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** What one request's log line says. */
export type RequestRecord = {
  requestId: string;
  method: string;
  path: string;
  route?: string;
  userId?: string;
  /** D1 round trips so far (a statement or a whole batch is one). */
  queries: number;
  startedAt: number;
  /** An error a loader, action or render threw (Remix answered with its error page). */
  serverError?: unknown;
};

export type LogLine = {
  level: "info" | "warn" | "error";
  msg: "request";
  requestId: string;
  method: string;
  path: string;
  route?: string;
  status: number;
  durationMs: number;
  d1Queries: number;
  userId?: string;
  error?: string;
};

/**
 * One store per isolate, shared by every copy of this module: workers/app.ts imports the source,
 * the Remix server build (build/server) bundles its own copy, and both must see the same request.
 */
const STORE_KEY = Symbol.for("pasargame.request-log");
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestRecord> };
const store = (holder[STORE_KEY] ??= new AsyncLocalStorage<RequestRecord>());

/** The form a request id taken from a header must have (Cloudflare's ray; the app's X-Request-Id to the mailer). */
export function isRequestId(value: string | null | undefined): value is string {
  return !!value && /^[0-9a-zA-Z-]{8,64}$/.test(value);
}

/** Cloudflare's ray id when the edge set one (its own format), else a random id. */
export function requestIdFor(request: Request): string {
  const ray = request.headers.get("cf-ray");
  if (isRequestId(ray)) return ray;
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

/** The route id a data request names (`?_data=routes/…`), the only query parameter ever logged. */
function dataRoute(url: URL): string | undefined {
  const route = url.searchParams.get("_data");
  return route && /^[\w$.()/-]{1,120}$/.test(route) ? route : undefined;
}

export function newRecord(request: Request, requestId: string, now = Date.now()): RequestRecord {
  const url = new URL(request.url);
  return { requestId, method: request.method, path: url.pathname, route: dataRoute(url), queries: 0, startedAt: now };
}

/** Runs `fn` with `record` as the current request's record. */
export const withRecord = <T>(record: RequestRecord, fn: () => T): T => store.run(record, fn);

/** The current request's record (undefined outside a request, e.g. in a Durable Object). */
export const currentRecord = (): RequestRecord | undefined => store.getStore();

/** The signed-in user behind the current request, for its log line. */
export function noteRequestUser(userId: string): void {
  const record = store.getStore();
  if (record) record.userId = userId;
}

/** The Remix route that rendered the current request's document, for its log line. */
export function noteRequestRoute(routeId: string | undefined): void {
  const record = store.getStore();
  if (record && routeId) record.route = routeId;
}

/** An error Remix caught while answering the current request (entry.server's handleError). */
export function noteRequestError(error: unknown): void {
  const record = store.getStore();
  if (record && record.serverError === undefined) record.serverError = error;
}

/** The line for a finished request: only the fields above, whatever else the record picked up. */
export function logLine(record: RequestRecord, status: number, thrown?: unknown, now = Date.now()): LogLine {
  const error = thrown ?? record.serverError;
  return {
    level: error || status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    msg: "request",
    requestId: record.requestId,
    method: record.method,
    path: record.path,
    ...(record.route ? { route: record.route } : {}),
    status,
    durationMs: Math.max(0, now - record.startedAt),
    d1Queries: record.queries,
    ...(record.userId ? { userId: record.userId } : {}),
    ...(error ? { error: error instanceof Error ? error.name : "Error" } : {}),
  };
}

/** Where lines go: one `console.log` of JSON each (Workers Logs indexes JSON fields). */
export type LogSink = (line: LogLine) => void;
export const consoleSink: LogSink = (line) => console.log(JSON.stringify(line));
