/**
 * A checkout field's problem under it (the one failure shape, utils/forms.ts): the spec's title
 * when the message has one, then every message, tied to the control by `id`.
 */
import { FieldMessages } from "~/components/field-shell";
import { errorsOf, type FormFailure } from "~/utils/forms";

export function FieldProblem({ failure, field, id }: { failure: FormFailure | null; field: string; id: string }) {
  const messages = errorsOf(failure, field);
  if (!messages) return null;
  const title = failure?.titles?.[field];
  return (
    <div role="alert" className="space-y-0.5 text-sm" data-testid={`${field}-problem`}>
      {title ? <p className="font-semibold text-red-700 dark:text-red-300">{title}</p> : null}
      <FieldMessages id={id} name={field} error={messages} />
    </div>
  );
}
