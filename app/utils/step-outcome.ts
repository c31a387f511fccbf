/**
 * What a posted step of a page comes to (an order's step, a case's, a claim's): refused (an
 * AppError; `extra` names the form it belongs to), shown in place (a confirmation to ask, fields to
 * fix) or done (where to go, with a toast). Modules return it; routes answer it (step-outcome.server.ts).
 */
import type { AppError } from "./app-error";
import type { Toast } from "./toast.server";

export type StepOutcome<Page, Extra extends object> =
  | { kind: "refused"; error: AppError; extra: Extra }
  | { kind: "shown"; page: Page; status?: number }
  | { kind: "done"; redirectTo: string; toast: Toast };

export const stepRefused = <Extra extends object>(error: AppError, extra: Extra) =>
  ({ kind: "refused", error, extra }) as const;
export const stepShown = <Page>(page: Page, status?: number) => ({ kind: "shown", page, status }) as const;
export const stepDone = (redirectTo: string, toast: Toast) => ({ kind: "done", redirectTo, toast }) as const;
