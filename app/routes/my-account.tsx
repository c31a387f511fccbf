import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { SectionNav, sectionTabClass } from "~/components/section-nav";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { requireUser } from "~/modules/auth/guards.server";
import { formatRupiah } from "~/utils/format";

/** The account screen (spec section 2). Every tab needs a signed-in user. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const balance = await walletBalance(context.db, user.id);
  return { username: user.username, role: user.role, balance };
}

const TABS = [
  { to: "profile", label: "Profil" },
  { to: "orders", label: "Pesanan" },
  { to: "wallet", label: "Dompet" },
  { to: "settings", label: "Pengaturan" },
  // The kept listings are their own page (/wishlist), reached from here as from the user menu.
  { to: "/wishlist", label: "Favorit" },
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
      <SectionNav label="Tab akun">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) => sectionTabClass(isActive, "px-4 py-3 text-sm")}
          >
            {tab.label}
          </NavLink>
        ))}
      </SectionNav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
