/**
 * D1 read replication through the Sessions API. Each request gets a D1 session:
 * - a request that may write (not GET/HEAD) starts at the primary (`first-primary`);
 * - a GET carrying a bookmark cookie (`pg_d1`) reads a copy at least as new as that bookmark, so a
 *   visitor always sees their own writes; any other GET may read the nearest replica
 *   (`first-unconstrained`).
 * After the request, the session's newest bookmark goes back into the cookie — only for requests
 * that may have written, or that already carried the cookie, and only when it changed. Anonymous
 * reads therefore never set a cookie (which would keep their pages out of the edge cache).
 */
// A relative path: vite.config.ts loads this file (through load-context.ts) before the `~` alias exists.
import { readCookie, serializeCookie } from "../utils/cookies.server";

export const D1_BOOKMARK_COOKIE = "pg_d1";
/** A bookmark only matters until the replicas have caught up; an hour is plenty. */
const COOKIE_MAX_AGE_S = 60 * 60;

type Open = { session: D1DatabaseSession; bookmark: string | null; writes: boolean };
const sessions = new WeakMap<Request, Open>();

function mayWrite(request: Request) {
  return request.method !== "GET" && request.method !== "HEAD";
}

/**
 * The D1 handle for this request's queries: a session when the binding supports it, else the
 * binding itself (older runtimes). The same request always gets the same session.
 */
export function openD1Session(request: Request, d1: D1Database): D1Database {
  if (typeof d1.withSession !== "function") return d1;
  let open = sessions.get(request);
  if (!open) {
    const bookmark = readCookie(request, D1_BOOKMARK_COOKIE) || null;
    const writes = mayWrite(request);
    const session = d1.withSession(writes ? "first-primary" : (bookmark ?? "first-unconstrained"));
    open = { session, bookmark, writes };
    sessions.set(request, open);
  }
  // Drizzle and `atomic` use only prepare() and batch(), which a session has.
  return open.session as unknown as D1Database;
}

/** Adds the `pg_d1` cookie to `response` when this request's bookmark must travel on. */
export function persistD1Bookmark(request: Request, response: Response): Response {
  const open = sessions.get(request);
  if (!open || (!open.writes && open.bookmark === null)) return response;
  const bookmark = open.session.getBookmark();
  if (!bookmark || bookmark === open.bookmark) return response;
  const cookie = serializeCookie(
    D1_BOOKMARK_COOKIE,
    encodeURIComponent(bookmark),
    { maxAge: COOKIE_MAX_AGE_S },
    request,
  );
  // 101 (WebSocket) answers carry a socket and cannot be rebuilt; they never reach here.
  const next = new Response(response.body, response);
  next.headers.append("Set-Cookie", cookie);
  return next;
}
