/**
 * JSON answers for machines and scripts (the payout API, the upload endpoints): never cached.
 * Modules decide (a token check, an AppError); the answers are made here and in routes.
 */
import { AppError } from "./app-error";
import { errorJson } from "./refuse.server";

/** A JSON answer in UTF-8, never cached; `headers` are added (WWW-Authenticate, Allow). */
export function jsonAnswer(body: unknown, status = 200, headers: HeadersInit = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** A bearer-token check: its result, the setting that holds the token, and the realm to name. */
export type BearerCheck = { result: "ok" | "unauthorized" | "not_configured"; setting: string; realm: string };

/** Throws the 503 (no token configured) or 401 JSON answer unless the request carried the token. */
export function requireBearer({ result, setting, realm }: BearerCheck): void {
  if (result === "not_configured")
    throw jsonAnswer({ error: "not_configured", message: `${setting} is not configured.` }, 503);
  if (result === "unauthorized")
    throw jsonAnswer({ error: "unauthorized", message: "A valid bearer token is required." }, 401, {
      "WWW-Authenticate": `Bearer realm="${realm}"`,
    });
}

/** Runs `work` and answers its result as JSON, or an AppError as `errorJson`. */
export async function jsonOrError<T>(work: () => Promise<T>, status = 200): Promise<Response> {
  try {
    return Response.json(await work(), { status, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorJson(error);
    throw error;
  }
}
