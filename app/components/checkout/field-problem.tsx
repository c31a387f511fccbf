/**
 * A field's problem under it, where the spec gives its messages a title (checkout's tick, method
 * and contact, the order's pay method): the title, then every message, tied to the control by `id`.
 */
import { FieldMessages, hasMessages, type FieldError } from "~/components/field-shell";
import { errorsOf, type FormFailure } from "~/utils/forms";

export function FieldProblem({
  id,
  name,
  title,
  error,
}: {
  id: string;
  name: string;
  title?: string | null;
  error: FieldError;
}) {
  if (!hasMessages(error)) return null;
  return (
    <div role="alert" className="space-y-0.5 text-sm" data-testid={`${name}-problem`}>
      {title ? <p className="font-semibold text-red-700 dark:text-red-300">{title}</p> : null}
      <FieldMessages id={id} name={name} error={error} />
    </div>
  );
}

/** A refused form's problem at `field` (nothing when it has none). */
export function FailureAt({ failure, field, id }: { failure: FormFailure | null; field: string; id: string }) {
  return <FieldProblem id={id} name={field} title={failure?.titles?.[field]} error={errorsOf(failure, field)} />;
}
