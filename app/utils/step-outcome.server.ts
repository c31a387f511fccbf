/** How a route answers a step's outcome (step-outcome.ts): the refusal or the page as action data, or the redirect with its toast. */
import { data } from "@remix-run/cloudflare";
import type { StepOutcome } from "./step-outcome";
import { refuse } from "./refuse.server";
import { redirectWithToast } from "./toast.server";

type PageOf<O> = O extends { kind: "shown"; page: infer P } ? P : never;
type ExtraOf<O> = O extends { kind: "refused"; extra: infer E extends object } ? E : never;

/** Refused: `refuse` (`{ error, values: null }`, the error's status); shown: the page with its status; done: throws the redirect. */
export function answerStep<O extends StepOutcome<unknown, object>>(outcome: O) {
  const o: StepOutcome<unknown, object> = outcome;
  if (o.kind === "refused") return refuse(o.error, null, o.extra as ExtraOf<O>);
  const page = (o.kind === "shown" ? o.page : null) as PageOf<O>;
  if (o.kind === "shown") return o.status === undefined ? data(page) : data(page, { status: o.status });
  throw redirectWithToast(o.redirectTo, o.toast);
}
