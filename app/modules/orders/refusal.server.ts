/**
 * A step the order's room refused, as an `AppError` ('Aksi Ditolak', the reason in words, and a
 * status that says which kind of refusal it was). The order page and the admin's dispute page both
 * answer it through `refuse` (utils/step-outcome.server.ts), like every action.
 */
import { AppError } from "~/utils/app-error";
import { stepRefused } from "~/utils/step-outcome";
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

/** The refused step's outcome; `extra` adds what the page's form needs to show it in place. */
export function refusedStep<Extra extends object = object>(reason: RefusalReason, extra: Extra = {} as Extra) {
  return stepRefused(refusalError(reason), extra);
}
