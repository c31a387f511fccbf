/**
 * How a page answers a step the order's room refused: an `AppError` ('Aksi Ditolak', the reason in
 * words, and a status that says which kind of refusal it was) through `refuse`, like every action.
 * The order page and the admin's dispute page both answer this way.
 */
import { AppError } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { ORDER_TEXTS, REFUSAL_TEXTS } from "./texts";
import type { RefusalReason } from "./types";

/** 403 for a step the viewer may not take, 404 for an unknown order, 409 for everything else (it changed meanwhile). */
export function refusalStatus(reason: RefusalReason) {
  if (reason === "not_allowed") return 403;
  if (reason === "not_found") return 404;
  return 409;
}

/** The refusal of a step as the application's error. */
export function refusalError(reason: RefusalReason): AppError {
  return new AppError(ORDER_TEXTS.actionDenied, REFUSAL_TEXTS[reason], refusalStatus(reason));
}

/** The refusal as action data (`{ error, values }`); `extra` adds what the page's form needs to show it in place. */
export function refusedStep<Extra extends object = object>(reason: RefusalReason, extra?: Extra) {
  return refuse(refusalError(reason), null, extra);
}
