/**
 * The seller dashboard's 'Supplier' tab: connect a Digiflazz account (verified before it is saved),
 * see the connection, the deposit and the webhook to paste into Digiflazz, or disconnect. Plain
 * forms: works without JavaScript (modules/topups/connect.server.ts answers them).
 */
import { Form } from "@remix-run/react";
import { FormError } from "~/components/auth-layout";
import { Button, Card, Field } from "~/components/ui";
import type { SupplierView } from "~/modules/topups/connect.server";
import { SUPPLIER_TEXTS as T } from "~/modules/topups/texts";
import { formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";
import { errorsOf, formFailureOf, type FormFailure } from "~/utils/forms";

export const SUPPLIER_TAB_HREF = "/seller/dashboard?tab=supplier";
const HREF = SUPPLIER_TAB_HREF;

/** The tab's refusal in a dashboard answer: which of its two forms, and what was wrong. */
export type SupplierFailure = FormFailure & { form: "supplier-connect" | "supplier-disconnect" };

export function supplierFailureOf(answer: unknown): SupplierFailure | null {
  const failure = formFailureOf(answer);
  const form = failure ? (answer as { form?: unknown }).form : null;
  return failure && (form === "supplier-connect" || form === "supplier-disconnect") ? { ...failure, form } : null;
}

function ConnectForm({ failure, busy }: { failure: FormFailure | null; busy: boolean }) {
  return (
    <Form method="post" action={HREF} noValidate className="space-y-4" data-testid="supplier-connect-form">
      <input type="hidden" name="intent" value="connect-supplier" />
      <FormError message={failure?.formError} />
      <Field
        label={T.username}
        name="username"
        autoComplete="off"
        defaultValue={failure?.values.username ?? ""}
        error={errorsOf(failure, "username")}
      />
      <Field
        label={T.apiKey}
        name="apiKey"
        type="password"
        autoComplete="off"
        error={errorsOf(failure, "apiKey")}
        hint={T.apiKeyHint}
      />
      <Button type="submit" disabled={busy}>
        {busy ? T.connecting : T.connect}
      </Button>
    </Form>
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 font-semibold break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function SupplierConnect({
  view,
  failure,
  busy,
}: {
  view: SupplierView | null;
  failure: SupplierFailure | null;
  busy: boolean;
}) {
  const connectFailure = failure?.form === "supplier-connect" ? failure : null;
  return (
    <div className="mt-6 space-y-6" data-testid="supplier-tab">
      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-bold">{T.title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        </div>
        {view ? (
          <>
            <dl className="space-y-2">
              <Row label={T.status} testId="supplier-username">
                {view.username}
              </Row>
              <Row label={T.apiKey} testId="supplier-key">
                {T.keyEnding(view.keyLast4)}
              </Row>
              <Row label={T.balance} testId="supplier-balance">
                {view.balance === null ? (
                  <span className="font-normal">{T.balanceUnknown}</span>
                ) : (
                  formatRupiah(view.balance)
                )}
              </Row>
              {view.verifiedAt ? <Row label={T.verifiedAt}>{formatLongDate(view.verifiedAt)}</Row> : null}
            </dl>
            {failure?.form === "supplier-disconnect" ? <FormError message={failure.formError} /> : null}
            <Form method="post" action={HREF} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="disconnect-supplier" />
              <Button type="submit" variant="danger" disabled={busy}>
                {T.disconnect}
              </Button>
              <span className="text-sm text-slate-600 dark:text-slate-400">{T.disconnectHint}</span>
            </Form>
          </>
        ) : (
          <>
            <p className="text-sm font-semibold">{T.notConnected}</p>
            <ConnectForm failure={connectFailure} busy={busy} />
          </>
        )}
      </Card>

      {view ? (
        <Card className="space-y-3">
          <h2 className="text-lg font-bold">{T.webhookTitle}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{T.webhookIntro}</p>
          <dl className="space-y-2">
            <Row label={T.webhookUrl} testId="supplier-webhook-url">
              <code>{view.webhookUrl}</code>
            </Row>
            <Row label={T.webhookSecret} testId="supplier-webhook-secret">
              {view.webhookSecret ? (
                <code>{view.webhookSecret}</code>
              ) : (
                <span className="font-normal">{T.webhookSecretMissing}</span>
              )}
            </Row>
          </dl>
        </Card>
      ) : null}

      {view ? (
        <Card>
          <details open={connectFailure !== null}>
            <summary className="min-h-11 cursor-pointer font-semibold">{T.replace}</summary>
            <div className="mt-4">
              <ConnectForm failure={connectFailure} busy={busy} />
            </div>
          </details>
        </Card>
      ) : null}
    </div>
  );
}
