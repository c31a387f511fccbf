/**
 * 'Kirim Promosi': staff announce a promotion to the people who consented to marketing (Pengaturan
 * › Persetujuan); nobody else receives it (modules/admin/marketing.server.ts). Admins only, in the
 * loader and the action.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Button, Card, Field } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { consentingCount, sendPromotion } from "~/modules/admin/marketing.server";
import { MARKETING_TEXTS as T } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { errorsOf, formFailureOf } from "~/utils/forms";
import { failForm, parseForm } from "~/utils/forms.server";
import { formatNumber } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";

const BODY_MAX = 1000;
const schema = z.object({
  title: z.string().trim().min(1, T.titleRequired).max(100, T.titleTooLong),
  body: z.string().trim().min(1, T.bodyRequired).max(BODY_MAX, T.bodyTooLong),
  link: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\/(?![/\\])[\w\-./?=&%#]{0,200}$/.test(v), T.linkInvalid)
    .transform((v) => v || null),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { consenting: await consentingCount(context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return failForm(parsed);
  const sent = await sendPromotion(context, { ...parsed.data, staffId: admin.id });
  throw redirectWithToast("/admin/marketing", { type: "success", title: T.sentToast(formatNumber(sent)) });
}

export const meta: MetaFunction = () => pageMeta(`${T.title} — Admin`, T.intro);

export default function AdminMarketing() {
  const { consenting } = useLoaderData<typeof loader>();
  const failure = formFailureOf(useActionData<typeof action>());
  return (
    <section aria-labelledby="marketing-title" className="space-y-4">
      <div>
        <h2 id="marketing-title" className="text-lg font-bold">
          {T.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        <p className="mt-1 text-sm font-semibold" data-testid="marketing-consenting">
          {T.consenting(formatNumber(consenting))}
        </p>
      </div>
      <Card>
        <Form method="post" noValidate className="space-y-4">
          <Field
            label={T.titleLabel}
            name="title"
            maxLength={100}
            defaultValue={failure?.values.title}
            error={errorsOf(failure, "title")}
          />
          <div className="space-y-1">
            <label className="block text-sm font-medium" htmlFor="marketing-body">
              {T.bodyLabel}
            </label>
            <textarea
              id="marketing-body"
              name="body"
              rows={4}
              maxLength={BODY_MAX}
              defaultValue={failure?.values.body ?? ""}
              className="w-full rounded-xl border border-surface-200 bg-white p-3 text-sm dark:border-surface-700 dark:bg-surface-900"
            />
            {errorsOf(failure, "body") ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="body-error">
                {errorsOf(failure, "body")?.join(" ")}
              </p>
            ) : null}
          </div>
          <Field
            label={T.linkLabel}
            name="link"
            defaultValue={failure?.values.link}
            error={errorsOf(failure, "link")}
          />
          <Button type="submit">{T.submit}</Button>
        </Form>
      </Card>
    </section>
  );
}
