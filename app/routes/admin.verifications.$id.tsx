/**
 * /admin/verifications/{id} — one seller verification for staff: the identity decrypted and both
 * photos (each opening of this page and each photo is written to audit_log), then approve, or
 * reject with the reason the seller reads. Approving makes the seller 'Penjual Terverifikasi'.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ActionButton, adminRefusalOf, TextActionForm } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { Alert, Card } from "~/components/ui";
import { reasonSchema } from "~/modules/admin/forms.server";
import { requireAdmin } from "~/modules/admin/guard.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { ADMIN_TEXTS, REASON_MAX_LENGTH } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { decideVerification, openVerification } from "~/modules/sellers/review.server";
import { VERIFICATION_REVIEW_TEXTS as T, VERIFICATION_TEXTS } from "~/modules/sellers/texts";
import { notFound } from "~/utils/guard-responses.server";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { formatLongDate } from "~/utils/format-date";
import { redirectWithToast } from "~/utils/toast.server";

const QUEUE = "/admin/verifications";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const found = await openVerification(context, admin.id, params.id ?? "");
  if (!found) throw notFound(T.notFound);
  return found;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const id = params.id ?? "";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const at = { intent, targetId: id };
  let result;
  if (intent === "approve") {
    result = await decideVerification(context, admin.id, id, { approve: true });
  } else if (intent === "reject") {
    const parsed = await parseForm(form, reasonSchema);
    if (!parsed.ok) return failForm(parsed, 400, at);
    result = await decideVerification(context, admin.id, id, { approve: false, reason: parsed.data.reason });
  } else {
    return refuseForm(actionDenied(ADMIN_TEXTS.unknownIntent), {}, 400, at);
  }
  if (!result.ok) {
    const missing = result.reason === "not_found";
    throw redirectWithToast(QUEUE, {
      type: "error",
      title: missing ? ADMIN_TEXTS.notFound : T.staleTitle,
      description: missing ? T.notFound : T.stale,
    });
  }
  const approved = intent === "approve";
  throw redirectWithToast(QUEUE, {
    type: "success",
    title: approved ? T.approvedTitle : T.rejectedTitle,
    description: approved ? T.approved(result.username) : T.rejected(result.username),
  });
}

export const meta: MetaFunction = () => pageMeta(`${T.heading} — Admin`, T.auditNote);

export default function AdminVerification() {
  const v = useLoaderData<typeof loader>();
  const refusal = adminRefusalOf(useActionData<typeof action>());
  const identity = v.identity;
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold">
        {v.username} — {VERIFICATION_TEXTS.status[v.status]}
      </h2>
      <Alert tone="info">{T.auditNote}</Alert>
      <Card className="space-y-3 p-4">
        {identity ? (
          <DetailList
            items={[
              [VERIFICATION_TEXTS.fullName, identity.fullName],
              [
                "NIK",
                <span key="nik" className="font-mono" data-testid="nik">
                  {identity.nik}
                </span>,
              ],
              [VERIFICATION_TEXTS.address, identity.address],
              [
                "Pajak",
                v.taxBasis === "npwp"
                  ? `NPWP ${identity.npwp ?? ""}`
                  : `Pernyataan omzet ≤ Rp500 juta (${v.turnoverStatedAt ? formatLongDate(v.turnoverStatedAt) : ""})`,
              ],
              ["Dikirim", formatLongDate(v.submittedAt)],
              ...(v.reason ? ([["Alasan penolakan", v.reason]] as [string, string][]) : []),
            ]}
          />
        ) : (
          <Alert>{T.undecryptable}</Alert>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {(["ktp", "selfie"] as const).map((kind) => (
            <figure key={kind} className="space-y-1">
              <img
                src={v.photos[kind]}
                alt={kind === "ktp" ? VERIFICATION_TEXTS.ktp : VERIFICATION_TEXTS.selfie}
                className="w-full rounded-xl border"
              />
              <figcaption className="text-sm">
                {kind === "ktp" ? VERIFICATION_TEXTS.ktp : VERIFICATION_TEXTS.selfie}
              </figcaption>
            </figure>
          ))}
        </div>
      </Card>
      {v.status === "submitted" ? (
        <Card className="space-y-3 p-4">
          <ActionButton intent="approve" targetId={v.id}>
            {T.approve}
          </ActionButton>
          <TextActionForm
            intent="reject"
            targetId={v.id}
            field="reason"
            label={T.reasonLabel}
            submitLabel={T.reject}
            refusal={refusal}
            maxLength={REASON_MAX_LENGTH}
          />
        </Card>
      ) : null}
    </div>
  );
}
