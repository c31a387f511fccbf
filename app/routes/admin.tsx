/**
 * The staff console (ARCHITECTURE.md section 1: /admin/*). Admins only: every other signed-in user
 * gets 403 'Akses Ditolak', visitors go to /login with 'Login Diperlukan'. Each child route checks
 * again in its own loader and action (Remix runs them without this layout's loader).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { SectionNav, sectionTabClass } from "~/components/section-nav";
import { pageMeta } from "~/modules/content/meta";
import { requireAdmin } from "~/modules/admin/guard.server";
import { overviewCounts } from "~/modules/admin/queues.server";
import { ADMIN_CHAT_TEXTS, ADMIN_PAYMENT_TEXTS, MARKETING_TEXTS } from "~/modules/admin/texts";
import { DENOMINATION_TEXTS } from "~/modules/topups/texts";
import { TICKET_TEXTS } from "~/modules/contact/texts";
import { VERIFICATION_REVIEW_TEXTS } from "~/modules/sellers/texts";
import { DATA_REQUEST_TEXTS } from "~/modules/users/texts";
import { formatNumber } from "~/utils/format";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  return { username: admin.username, counts: await overviewCounts(context.db) };
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Konsol Admin",
    "Konsol staf PasarGame: deposit, penarikan, komplain, pengguna, listing, pembayaran dan buku besar.",
  );

export default function AdminLayout() {
  const { username, counts } = useLoaderData<typeof loader>();
  const tabs = [
    { to: "/admin", label: "Ringkasan", end: true },
    { to: "/admin/deposits", label: "Deposit", count: counts.deposits },
    { to: "/admin/withdrawals", label: "Penarikan", count: counts.withdrawals + counts.payoutReviews },
    { to: "/admin/disputes", label: "Komplain", count: counts.disputes },
    { to: "/admin/chats", label: ADMIN_CHAT_TEXTS.tab },
    { to: "/admin/tickets", label: TICKET_TEXTS.tab, count: counts.tickets },
    { to: "/admin/data-requests", label: DATA_REQUEST_TEXTS.tab, count: counts.dataRequests },
    { to: "/admin/users", label: "Pengguna" },
    { to: "/admin/verifications", label: VERIFICATION_REVIEW_TEXTS.tab, count: counts.verifications },
    { to: "/admin/listings", label: "Listing" },
    { to: "/admin/denominations", label: DENOMINATION_TEXTS.tab },
    { to: "/admin/payments", label: ADMIN_PAYMENT_TEXTS.tab },
    { to: "/admin/ledger", label: "Buku Besar" },
    { to: "/admin/marketing", label: MARKETING_TEXTS.tab },
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">Konsol Admin</h1>
        <p className="text-slate-600 dark:text-slate-400">Masuk sebagai {username}</p>
      </div>
      <SectionNav label="Menu admin">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            prefetch="intent"
            className={({ isActive }) =>
              sectionTabClass(isActive, "inline-flex items-center gap-1.5 px-3 py-3 text-sm")
            }
          >
            {tab.label}
            {tab.count ? (
              <span className="rounded-full bg-accent-500 px-1.5 text-xs text-white tabular-nums">
                {formatNumber(tab.count)}
              </span>
            ) : null}
          </NavLink>
        ))}
      </SectionNav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
