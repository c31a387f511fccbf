/**
 * A game's top-up denominations for staff (/admin/denominations?game=…): add, rename, move,
 * deactivate — catalogue data the top-up page shows, edited without a deploy. Admins only; plain
 * POST forms (no JavaScript needed) read through the form pipeline.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button, Card, Field } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { pageMeta } from "~/modules/content/meta";
import {
  changeDenomination,
  DENOMINATION_FORMS,
  listDenominations,
  topUpGames,
  type DenominationChange,
  type DenominationIntent,
} from "~/modules/topups/denominations.server";
import { DENOMINATION_TEXTS as T } from "~/modules/topups/texts";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const games = await topUpGames(context.db);
  const asked = new URL(request.url).searchParams.get("game");
  const game = games.find((g) => g.slug === asked) ?? games[0] ?? null;
  return { games, game, denominations: game ? await listDenominations(context.db, game.slug) : [] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const target = { intent, id: String(form.get("id") ?? "") };
  if (!(intent in DENOMINATION_FORMS)) return failForm(formFailure({}, { formError: T.notFound }), 400, target);
  const parsed = await parseForm(form, DENOMINATION_FORMS[intent as DenominationIntent]);
  if (!parsed.ok) return failForm(parsed, 400, target);
  const result = await changeDenomination(context.db, admin.id, {
    intent,
    ...parsed.data,
  } as DenominationChange);
  if (!result.ok) return failForm(formFailure(parsed.values, { formError: T.notFound }), 404, target);
  throw redirectWithToast(`/admin/denominations?game=${encodeURIComponent(result.gameSlug)}`, {
    type: "success",
    title: T.saved,
  });
}

export const meta: MetaFunction = () => pageMeta(`${T.title} — Admin`, T.intro);

function Hidden({ intent, id }: { intent: string; id?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
    </>
  );
}

export default function AdminDenominations() {
  const { games, game, denominations } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() ?? null;
  const errorFor = (intent: string, id = "") =>
    refused && refused.intent === intent && refused.id === id ? refused : null;
  const addError = errorFor("add");
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      <Form method="get" className="flex items-end gap-2">
        <label className="space-y-1 text-sm font-medium">
          <span className="block">{T.game}</span>
          <select name="game" defaultValue={game?.slug} className="min-h-11 rounded-xl border px-3">
            {games.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{T.show}</Button>
      </Form>
      {denominations.length === 0 ? <p>{T.empty}</p> : null}
      <ol className="space-y-3">
        {denominations.map((d, index) => {
          const error = errorFor("rename", d.id) ?? errorFor("move", d.id) ?? errorFor("toggle", d.id);
          return (
            <li key={d.id} data-testid="denomination-row" data-id={d.id}>
              <Card className="flex flex-wrap items-end gap-2 p-3">
                <Form method="post" className="flex flex-1 items-end gap-2">
                  <Hidden intent="rename" id={d.id} />
                  <Field
                    id={`label-${d.id}`}
                    name="label"
                    label={`${T.label}${d.active ? "" : ` (${T.inactive})`}`}
                    defaultValue={error?.values.label ?? d.label}
                    error={error?.fieldErrors.label}
                    className="flex-1"
                  />
                  <Button type="submit">{T.rename}</Button>
                </Form>
                <Form method="post">
                  <Hidden intent="move" id={d.id} />
                  <Button type="submit" name="direction" value="up" disabled={index === 0}>
                    {T.up}
                  </Button>
                  <Button type="submit" name="direction" value="down" disabled={index === denominations.length - 1}>
                    {T.down}
                  </Button>
                </Form>
                <Form method="post">
                  <Hidden intent="toggle" id={d.id} />
                  <input type="hidden" name="active" value={d.active ? "0" : "1"} />
                  <Button type="submit">{d.active ? T.deactivate : T.activate}</Button>
                </Form>
                {error?.formError ? <p role="alert">{error.formError}</p> : null}
              </Card>
            </li>
          );
        })}
      </ol>
      {game ? (
        <Card className="p-4">
          <Form method="post" className="grid gap-3 sm:grid-cols-4 sm:items-end">
            <Hidden intent="add" />
            <input type="hidden" name="game" value={game.slug} />
            <Field
              name="label"
              id="add-label"
              label={T.label}
              defaultValue={addError?.values.label}
              error={addError?.fieldErrors.label}
            />
            <Field
              name="amount"
              id="add-amount"
              label={T.amount}
              inputMode="numeric"
              defaultValue={addError?.values.amount}
              error={addError?.fieldErrors.amount}
            />
            <Field
              name="unit"
              id="add-unit"
              label={T.unit}
              defaultValue={addError?.values.unit}
              error={addError?.fieldErrors.unit}
            />
            <Button type="submit">{T.add}</Button>
          </Form>
          {addError?.formError ? <p role="alert">{addError.formError}</p> : null}
        </Card>
      ) : null}
    </div>
  );
}
