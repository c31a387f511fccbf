/** How the server answers with an AppError: an action's data, or a resource route's JSON. */
import { data } from "@remix-run/cloudflare";
import type { AppError, AppErrorShape } from "./app-error";

/**
 * An action's refusal: `{ error: { title, message, field, ...extra }, values }` with the error's
 * status. `values` is what the user typed, so the form comes back filled in; `extra` carries what
 * a form needs to find its place on the page (which form, which row).
 */
export function refuse<V = null, X extends object = object>(error: AppError, values?: V, extra?: X) {
  return data(
    { error: { ...error.toJSON(), ...(extra as X) } as AppErrorShape & X, values: (values ?? null) as V | null },
    { status: error.status },
  );
}

/** A resource route's refusal: `{ error: { title, message, field } }` with its status, never cached. */
export function errorJson(error: AppError) {
  return Response.json({ error: error.toJSON() }, { status: error.status, headers: { "Cache-Control": "no-store" } });
}
