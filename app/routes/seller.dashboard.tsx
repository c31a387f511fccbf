import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Plus, RefreshCw } from "lucide-react";
import { SectionNav, sectionTabClass } from "~/components/section-nav";
import { SellerListingRow } from "~/components/seller/seller-listing-row";
import { SellerAnalytics } from "~/components/seller/seller-analytics";
import { parsePeriod } from "~/modules/listings/analytics-rules";
import { sellerAnalytics } from "~/modules/listings/analytics.server";
import { SellerOrders, sellerOrdersHref } from "~/components/seller/seller-orders";
import { SellerStatCards } from "~/components/seller/seller-stats";
import { SUPPLIER_TAB_HREF, SupplierConnect, supplierFailureOf } from "~/components/seller/supplier-connect";
import {
  connectSupplier,
  connectSupplierSchema,
  disconnectSupplier,
  supplierView,
} from "~/modules/topups/connect.server";
import { failForm, parseForm, refuseForm } from "~/utils/forms.server";
import { formatNumber, formatRupiah } from "~/utils/format";
import { SUPPLIER_TEXTS } from "~/modules/topups/texts";
import { Button, Card } from "~/components/ui";
import { BalanceSummary } from "~/components/wallet/balance-summary";
import { handleWithdrawal } from "~/modules/wallet/requests.server";
import { walletErrorOf } from "~/modules/wallet/form-error";
import { WithdrawalForm } from "~/components/wallet/withdrawal-form";
import { WithdrawalHistory } from "~/components/wallet/withdrawal-history";
import { AppError } from "~/utils/app-error";
import { LISTING_TEXTS } from "~/modules/listings/texts";
import {
  listingToConfirm,
  listSellerListings,
  softDeleteListing,
  updateListingPriceStock,
} from "~/modules/listings/seller.server";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { walletParts } from "~/modules/money/wallet-parts.server";
import { warrantyFunds } from "~/modules/cases/warranty-funds.server";
import { WarrantyFundsCard } from "~/components/seller/warranty-funds";
import { listSellerOrders, parsePage, parseStatusFilter, sellerStats } from "~/modules/orders/lists.server";
import { listWithdrawals } from "~/modules/wallet/withdrawals.server";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { SITE_NAME } from "~/utils/site";
import { VERIFICATION_PATH, VERIFICATION_TEXTS } from "~/modules/sellers/texts";
import { redirectWithToast } from "~/utils/toast.server";

const LOGIN_TEXT = "Silakan login sebagai penjual untuk membuka dashboard.";

/** The dashboard's tabs live in the URL (`?tab=orders`), so they work without JavaScript. */
const TABS = ["listings", "orders", "withdrawals", "analytics", "supplier"] as const;
type Tab = (typeof TABS)[number];
const parseTab = (value: string | null): Tab => TABS.find((t) => t === value) ?? "listings";
const WITHDRAWALS_HREF = "/seller/dashboard?tab=withdrawals";
const TAB_LABEL: Record<Tab, string> = {
  listings: "Listing",
  orders: "Pesanan",
  withdrawals: "Penarikan",
  analytics: "Analitik",
  supplier: SUPPLIER_TEXTS.tab,
};
const tabHref = (t: Tab) =>
  t === "orders"
    ? sellerOrdersHref(null)
    : t === "withdrawals"
      ? WITHDRAWALS_HREF
      : t === "analytics"
        ? "/seller/dashboard?tab=analytics"
        : t === "supplier"
          ? SUPPLIER_TAB_HREF
          : "/seller/dashboard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller")
    throw redirectWithToast("/", {
      type: "error",
      title: "Akses Ditolak",
      description: LISTING_TEXTS.sellerOnlyDashboard,
    });
  const url = new URL(request.url);
  const tab = parseTab(url.searchParams.get("tab"));
  const status = parseStatusFilter(url.searchParams.get("status"));
  const confirmId = tab === "listings" ? url.searchParams.get("hapus") : null;
  const period = parsePeriod(url.searchParams.get("periode"));
  const [listings, stats, orders, confirm, wallet, warranty, analytics, supplier] = await Promise.all([
    listSellerListings(context, user.id),
    sellerStats(context, user.id),
    tab === "orders"
      ? listSellerOrders(context, user.id, { status, page: parsePage(url.searchParams.get("page")) })
      : null,
    confirmId
      ? listingToConfirm(context, user.id, confirmId).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 403) throw forbidden(error.message);
          if (error instanceof AppError) return null;
          throw error;
        })
      : null,
    tab === "withdrawals"
      ? Promise.all([
          walletParts(context.db, user.id),
          balanceOf(context.db, account.hold(user.id)),
          listWithdrawals(context.db, user.id),
        ]).then(([parts, held, withdrawals]) => ({
          available: parts.total,
          parts: { deposit: parts.deposit, proceeds: parts.proceeds },
          held,
          withdrawals,
        }))
      : null,
    warrantyFunds(context.db, user.id),
    tab === "analytics" ? sellerAnalytics(context.db, user.id, period) : null,
    tab === "supplier" ? supplierView(context, user.id) : null,
  ]);
  return {
    username: user.username,
    verified: user.isVerified,
    warranty,
    tab,
    status,
    listings,
    stats,
    orders,
    now: Date.now(),
    confirm: confirm ? { id: confirm.id, title: confirm.title } : null,
    wallet,
    analytics,
    period,
    supplier,
  };
}

/** The Supplier tab's two forms: connect (verified before it is saved) and 'Putuskan'. */
async function supplierAction(context: ActionFunctionArgs["context"], userId: string, intent: string, form: FormData) {
  if (intent === "disconnect-supplier") {
    const done = await disconnectSupplier(context, userId);
    if (!done.ok) return refuseForm(done.error, {}, done.error.status, { form: "supplier-disconnect" as const });
    throw redirectWithToast(SUPPLIER_TAB_HREF, {
      type: "success",
      title: SUPPLIER_TEXTS.disconnectedTitle,
      description: SUPPLIER_TEXTS.disconnected,
    });
  }
  const which = { form: "supplier-connect" as const };
  const parsed = await parseForm(form, connectSupplierSchema, { secret: ["apiKey"] });
  if (!parsed.ok) return failForm(parsed, 400, which);
  const connected = await connectSupplier(context, userId, parsed.data);
  if (!connected.ok) return refuseForm(connected.error, parsed.values, 400, which);
  throw redirectWithToast(SUPPLIER_TAB_HREF, {
    type: "success",
    title: SUPPLIER_TEXTS.connectedTitle,
    description: SUPPLIER_TEXTS.connected(formatRupiah(connected.balance)),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(LISTING_TEXTS.sellerOnlyDashboard);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "withdraw") {
    const outcome = await handleWithdrawal(context, user.id, form);
    if (!outcome.ok) return failForm(outcome.failure, outcome.status, { form: "withdraw" as const });
    throw redirectWithToast(WITHDRAWALS_HREF, { type: "success", ...outcome.note });
  }
  if (intent === "connect-supplier" || intent === "disconnect-supplier")
    return supplierAction(context, user.id, intent, form);
  const listingId = String(form.get("listingId") ?? "");
  try {
    if (intent === "delete") {
      if (form.get("confirmed") !== "1")
        throw redirectWithToast(`/seller/dashboard?hapus=${encodeURIComponent(listingId)}`, {
          type: "info",
          title: "Konfirmasi Diperlukan",
          description: "Konfirmasi penghapusan listing terlebih dahulu.",
        });
      const deleted = await softDeleteListing(context, user.id, listingId);
      throw redirectWithToast("/seller/dashboard", {
        type: "success",
        title: LISTING_TEXTS.deletedTitle,
        description: `${deleted.title.slice(0, 120)} — ${LISTING_TEXTS.deleted}`,
      });
    }
    if (intent === "update") {
      const values = {
        price: String(form.get("price") ?? "").slice(0, 40),
        originalPrice: String(form.get("originalPrice") ?? "").slice(0, 40),
        stock: String(form.get("stock") ?? "").slice(0, 40),
      };
      const result = await updateListingPriceStock(context, user.id, listingId, values);
      if (!result.ok) return data({ listingId, errors: result.errors, values }, { status: 400 });
      throw redirectWithToast("/seller/dashboard", {
        type: "success",
        title: LISTING_TEXTS.updatedTitle,
        description: LISTING_TEXTS.updated,
      });
    }
    return data({ listingId, errors: {}, values: null }, { status: 400 });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 403) throw forbidden(error.message);
    throw redirectWithToast("/seller/dashboard", {
      type: "error",
      title: intent === "delete" ? LISTING_TEXTS.deleteFailedTitle : error.title,
      description: error.message,
    });
  }
}

export const meta: MetaFunction = () => [
  { title: `Dashboard Penjual — ${SITE_NAME}` },
  { name: "description", content: "Kelola listing, harga, stok dan pesanan masuk Anda di PasarGame." },
];

export default function SellerDashboard() {
  const {
    listings,
    confirm,
    username,
    verified,
    tab,
    status,
    stats,
    orders,
    now,
    wallet,
    warranty,
    analytics,
    period,
    supplier,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const actionData = result && "listingId" in result ? result : null;
  const walletError = walletErrorOf(result);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Dashboard Penjual</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Halo, {username}. Kelola listing dan pesanan Anda di sini.
          </p>
          <Link to={VERIFICATION_PATH} className="text-sm font-semibold text-brand hover:underline">
            {verified ? VERIFICATION_TEXTS.badge : `${VERIFICATION_TEXTS.link} →`}
          </Link>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={tab === "orders" ? sellerOrdersHref(status) : tabHref(tab)}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-4 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700"
          >
            <RefreshCw className={busy ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
            Muat Ulang
          </Link>
          <Link
            to="/sell/create-listing"
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-accent-500 px-4 font-semibold text-white hover:bg-accent-600"
          >
            <Plus className="size-4" aria-hidden="true" />
            Buat Listing
          </Link>
        </div>
      </div>

      <SellerStatCards stats={stats} />
      {warranty.total > 0 ? <WarrantyFundsCard funds={warranty} /> : null}

      <SectionNav label="Tab dashboard">
        {TABS.map((t) => (
          <Link
            key={t}
            to={tabHref(t)}
            aria-current={t === tab ? "page" : undefined}
            className={sectionTabClass(t === tab, "inline-flex items-center gap-2 px-4")}
          >
            {t === "listings" ? `Listing (${listings.length})` : TAB_LABEL[t]}
            {t === "orders" && stats.toShip > 0 ? (
              <span
                className="min-w-5 rounded-full bg-accent-500 px-1.5 text-center text-xs leading-5 font-bold text-white tabular-nums"
                data-testid="tab-to-ship"
              >
                {formatNumber(stats.toShip)}
                <span className="sr-only"> perlu dikirim</span>
              </span>
            ) : null}
          </Link>
        ))}
      </SectionNav>

      {tab === "orders" && orders ? <SellerOrders list={orders} status={status} now={now} /> : null}
      {tab === "analytics" && analytics ? <SellerAnalytics data={analytics} period={period} /> : null}
      {tab === "supplier" ? <SupplierConnect view={supplier} failure={supplierFailureOf(result)} busy={busy} /> : null}

      {tab === "withdrawals" && wallet ? (
        <div className="mt-6 space-y-6">
          <BalanceSummary available={wallet.available} held={wallet.held} parts={wallet.parts} />
          <WithdrawalForm action={WITHDRAWALS_HREF} available={wallet.available} error={walletError} />
          <WithdrawalHistory withdrawals={wallet.withdrawals} now={now} />
        </div>
      ) : null}

      {tab === "listings" && confirm ? (
        <Card className="mt-6 border-red-500/50">
          <h2 className="text-lg font-bold">Hapus listing ini?</h2>
          <p className="mt-1 text-sm">
            &ldquo;{confirm.title}&rdquo; tidak akan tampil lagi untuk pembeli. Tindakan ini tidak dapat dibatalkan dari
            dashboard.
          </p>
          <Form method="post" className="mt-4 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="listingId" value={confirm.id} />
            <input type="hidden" name="confirmed" value="1" />
            <Button type="submit" variant="danger" disabled={busy}>
              Ya, Hapus
            </Button>
            <Link
              to="/seller/dashboard"
              className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold hover:bg-surface-200 dark:hover:bg-surface-800"
            >
              Batal
            </Link>
          </Form>
        </Card>
      ) : null}

      {tab === "listings" ? (
        <section className="mt-6" aria-label="Listing saya">
          {listings.length === 0 ? (
            <Card className="text-center">
              <p className="font-semibold">Belum ada listing.</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Buat listing pertama Anda dan mulai berjualan.
              </p>
              <Link to="/sell/create-listing" className="mt-4 inline-block font-semibold text-brand hover:underline">
                Buat Listing
              </Link>
            </Card>
          ) : (
            <ul className="space-y-3">
              {listings.map((listing) => (
                <SellerListingRow
                  key={listing.id}
                  listing={listing}
                  edit={actionData?.listingId === listing.id && actionData.values ? actionData : null}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </main>
  );
}
