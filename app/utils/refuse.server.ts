/** How the server answers with an AppError from a resource route. */
import type { AppError } from "./app-error";

/** A resource route's refusal: `{ error: { title, message, field } }` with its status, never cached. */
export function errorJson(error: AppError) {
  return Response.json({ error: error.toJSON() }, { status: error.status, headers: { "Cache-Control": "no-store" } });
}
