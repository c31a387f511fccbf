import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { requireUser } from "~/modules/auth/guards.server";
import { cn } from "~/utils/cn";
import { formatRupiah } from "~/utils/format";

/** The account screen (spec section 2). Every tab needs a signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const balance = await balanceOf(context.db, account.wallet(user.id));
  return { username: user.username, role: user.role, balance };
}

const TABS = [
  { to: "profile", label: "Profil" },
  { to: "orders", label: "Pesanan" },
  { to: "wallet", label: "Dompet" },
  { to: "settings", label: "Pengaturan" },
];

export default function MyAccount() {
  const { username, balance } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Akun Saya</h1>
          <p className="text-slate-600 dark:text-slate-400">{username}</p>
        </div>
        <p className="rounded-xl bg-surface-100 px-4 py-2 text-sm dark:bg-surface-900">
          Saldo:{" "}
          <strong className="text-money tabular-nums" data-testid="balance">
            {formatRupiah(balance)}
          </strong>
        </p>
      </div>
      <nav
        aria-label="Tab akun"
        className="mt-6 flex gap-1 overflow-x-auto border-b border-surface-200 dark:border-surface-800"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                "min-h-11 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap",
                isActive
                  ? "border-accent-500 text-brand"
                  : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
