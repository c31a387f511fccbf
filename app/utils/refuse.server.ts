/** How the server answers with an AppError: `errorJson` from a resource route, `refuse` from an action. */
import { data } from "@remix-run/cloudflare";
import type { AppError, AppErrorShape } from "./app-error";

/** A resource route's refusal: `{ error: { title, message, field } }` with its status, never cached. */
export function errorJson(error: AppError) {
  return Response.json({ error: error.toJSON() }, { status: error.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * An action's refusal, the one way every form is told no: `{ error, values }` with the error's
 * status. `values` is what the user typed, so the form comes back filled in; `extra` names which
 * form on the page the error belongs to (the wallet's deposit or withdrawal, an admin row's intent).
 */
export function refuse<Extra extends object = object>(
  error: AppError,
  values: Record<string, string> | null = null,
  extra?: Extra,
) {
  return data({ error: { ...error.toJSON(), ...extra } as AppErrorShape & Extra, values }, { status: error.status });
}
