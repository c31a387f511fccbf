/**
 * Pengiriman Instan of one listing (/sell/instant/{id}), for its seller only (others: 403 'Akses
 * Ditolak'): paste voucher codes or logins (one per line) to stock them, see how many are sold and
 * unsold, remove an unsold one, or turn instant delivery off. Plain forms: works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert, Button, Card } from "~/components/ui";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { pageMeta } from "~/modules/content/meta";
import { addItems, itemsOverview, removeItem, turnOffInstant } from "~/modules/listings/instant-items.server";
import { INSTANT_TEXTS as T, LISTING_TEXTS } from "~/modules/listings/texts";
import { unknownRequest } from "~/utils/app-error";
import { refuse } from "~/utils/refuse.server";
import { orRefusal, refusalAnswer } from "~/utils/guard-responses.server";
import { redirectWithToast } from "~/utils/toast.server";

const LOGIN_TEXT = "Silakan login sebagai penjual untuk mengelola listing.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(LISTING_TEXTS.sellerOnlyDashboard);
  return orRefusal(() => itemsOverview(context, user.id, params.listingId ?? ""));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(LISTING_TEXTS.sellerOnlyDashboard);
  const listingId = params.listingId ?? "";
  const here = `/sell/instant/${listingId}`;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "add") {
      const text = String(form.get("items") ?? "");
      const result = await addItems(context, user.id, listingId, text);
      if (!result.ok) return refuse(result.error, { items: text.slice(0, 200_000) });
      throw redirectWithToast(here, { type: "success", title: T.added(result.added) });
    }
    if (intent === "remove") {
      await removeItem(context, user.id, listingId, String(form.get("itemId") ?? ""));
      throw redirectWithToast(here, { type: "success", title: T.removed });
    }
    if (intent === "off") {
      await turnOffInstant(context, user.id, listingId);
      throw redirectWithToast(here, { type: "success", title: T.turnedOff });
    }
    return data({ error: unknownRequest().toJSON(), values: null }, { status: 400 });
  } catch (error) {
    throw refusalAnswer(error);
  }
}

export const meta: MetaFunction = () => pageMeta(T.title, T.intro);

export default function InstantItems() {
  const { listing, instant, sold, unsold, items } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const error = answer && "error" in answer && answer.error ? answer.error : null;
  const typed = answer && "values" in answer && answer.values ? (answer.values as { items?: string }).items : "";
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div>
        <Link to="/seller/dashboard" className="text-sm font-semibold text-brand hover:underline">
          ← Dasbor Penjual
        </Link>
        <h1 className="mt-2 text-2xl font-bold">{T.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{listing.title}</p>
      </div>
      <Card className="space-y-4 p-4 sm:p-6">
        <p className="text-sm">{T.intro}</p>
        <p className="font-semibold" data-testid="instant-counts">
          {T.counts(unsold, sold)}
        </p>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="instant-items" className="block text-sm font-medium">
            {T.itemsLabel}
          </label>
          <textarea
            id="instant-items"
            name="items"
            rows={6}
            defaultValue={typed ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "instant-items-error" : undefined}
            className="w-full rounded-xl border border-surface-200 bg-transparent p-3 font-mono text-sm dark:border-surface-700"
            placeholder={"KODE-VOUCHER-1\nKODE-VOUCHER-2"}
          />
          {error ? (
            <div id="instant-items-error">
              <Alert tone="error" testId="instant-items-error">
                <strong>{error.title}</strong> {error.message}
              </Alert>
            </div>
          ) : null}
          <Button type="submit" disabled={busy}>
            {T.add}
          </Button>
        </Form>
      </Card>
      <Card className="space-y-3 p-4 sm:p-6">
        {items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{T.none}</p>
        ) : (
          <ul className="divide-y divide-surface-200 dark:divide-surface-700" data-testid="instant-items">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <span className="font-mono text-sm">{item.preview}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <Button type="submit" variant="secondary" className="min-h-11 px-3 text-sm">
                    {T.remove}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {instant ? (
          <Form method="post" className="space-y-2 border-t border-surface-200 pt-3 dark:border-surface-700">
            <input type="hidden" name="intent" value="off" />
            <p className="text-sm text-slate-600 dark:text-slate-400">{T.turnOffHint}</p>
            <Button type="submit" variant="danger" className="min-h-11 px-3 text-sm">
              {T.turnOff}
            </Button>
          </Form>
        ) : null}
      </Card>
    </div>
  );
}
