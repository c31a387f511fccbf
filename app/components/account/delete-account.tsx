/**
 * 'Hapus Akun' in Pengaturan: what deleting does, the password to confirm it, and — when refused —
 * what to finish first (modules/users/deletion.server.ts). Works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { Button, Card, Field } from "~/components/ui";
import { DELETION_TEXTS as T } from "~/modules/users/texts";

export function DeleteAccountCard({
  blockers,
  passwordError,
}: {
  blockers: string[] | null;
  passwordError?: string[];
}) {
  return (
    <Card>
      <section aria-labelledby="delete-account" data-testid="delete-account">
        <h2 id="delete-account" className="text-lg font-bold">
          {T.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        {blockers && blockers.length > 0 ? (
          <div role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300" data-testid="delete-blockers">
            <p className="font-semibold">{T.refusedTitle}</p>
            <p>{T.finishFirst}</p>
            <ul className="list-disc pl-5">
              {blockers.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="delete_account" />
          <Field
            label={T.passwordLabel}
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            error={passwordError}
          />
          <Button type="submit" variant="danger">
            {T.submit}
          </Button>
        </Form>
      </section>
    </Card>
  );
}
