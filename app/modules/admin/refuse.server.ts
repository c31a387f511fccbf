/** How a staff action refuses its input: an AppError 'Aksi Ditolak' (400) for one row's form. */
import { AppError } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { ADMIN_TEXTS as T } from "./texts";

/**
 * Refuses the form `intent` of the row `targetId` (the console lists many rows, each with its own
 * forms, so the answer names which one shows the message). `typed` is the text field the message
 * is about and what was typed in it, so that form comes back filled in.
 */
export function refuseAdminAction(
  at: { intent: string; targetId: string },
  message: string,
  typed?: { field: string; value: string },
) {
  return refuse(
    new AppError(T.actionDenied, message, 400, typed?.field),
    typed ? { [typed.field]: typed.value } : null,
    at,
  );
}
