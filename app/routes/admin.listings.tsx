/**
 * Listings for staff: search active listings by title, id or seller; take one down with a reason
 * (status 'deleted': gone from the catalog, search and the seller's list). The seller is notified
 * and the audit row written in the same batch.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { adminRefusalOf, SearchForm, TextActionForm } from "~/components/admin/admin-forms";
import { DetailList } from "~/components/admin/detail-list";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { reasonSchema } from "~/modules/admin/forms.server";
import { actionDenied } from "~/modules/admin/refuse.server";
import { searchTermOf } from "~/modules/admin/search";
import { searchListings, takeDownListing } from "~/modules/admin/listings.server";
import { ADMIN_TEXTS as T, REASON_MAX_LENGTH } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { formatNumber, formatRupiah } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { q, tooLong } = searchTermOf(request);
  return { q, tooLong, listings: tooLong ? [] : await searchListings(context.db, q) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent !== "take-down") {
    return refuseForm(actionDenied(T.unknownIntent), {}, 400, { intent, targetId: id });
  }
  const parsed = await parseForm(form, reasonSchema);
  if (!parsed.ok) return failForm(parsed, 400, { intent, targetId: id });
  const back = `/admin/listings${new URL(request.url).search}`;
  const result = await takeDownListing(context.db, admin.id, id, parsed.data.reason);
  if (!result.ok) {
    throw redirectWithToast(back, {
      type: "error",
      title: result.reason === "not_found" ? T.notFound : T.alreadyProcessed,
      description: result.reason === "not_found" ? undefined : T.alreadyProcessedDescription,
    });
  }
  throw redirectWithToast(back, {
    type: "success",
    title: T.listingTakenDown,
    description: `"${result.title}" tidak lagi tampil di katalog.`,
  });
}

export const meta: MetaFunction = () =>
  pageMeta("Listing — Admin", "Cari listing aktif dan turunkan listing yang melanggar aturan.");

export default function AdminListings() {
  const { q, tooLong, listings } = useLoaderData<typeof loader>();
  const refusal = adminRefusalOf(useActionData<typeof action>());
  return (
    <div className="space-y-4">
      <SearchForm q={q} label="Cari listing" placeholder="Judul, ID listing atau nama penjual" />
      {tooLong ? (
        <p role="alert" data-testid="search-too-long" className="text-sm text-red-600 dark:text-red-400">
          {T.searchTooLong}
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {q ? `${listings.length} listing aktif cocok dengan "${q}".` : `${listings.length} listing aktif terbaru.`}
        </p>
      )}
      <ul className="space-y-3">
        {listings.map((l) => (
          <li key={l.id} data-testid="listing-row" data-listing-id={l.id}>
            <Card className="space-y-3 p-4">
              <Link
                to={`/games/${l.gameSlug}/${l.categorySlug}/${l.id}`}
                className="font-semibold break-words hover:underline"
              >
                {l.title}
              </Link>
              <DetailList
                items={[
                  [
                    "ID",
                    <span key="i" className="font-mono text-xs">
                      {l.id}
                    </span>,
                  ],
                  ["Penjual", l.sellerName],
                  ["Jenis", l.type],
                  [
                    "Harga",
                    <span key="p" className="tabular-nums">
                      {formatRupiah(l.price)}
                    </span>,
                  ],
                  ["Stok", formatNumber(l.stock)],
                  ["Dibuat", formatLongDate(l.createdAt)],
                ]}
              />
              <TextActionForm
                intent="take-down"
                targetId={l.id}
                field="reason"
                label="Alasan penurunan"
                submitLabel="Turunkan"
                refusal={refusal}
                maxLength={REASON_MAX_LENGTH}
              />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
