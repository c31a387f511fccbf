/** The row of links at the top of a wallet sub-page (back to the wallet, and its sibling page). */
import { Link } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";

export function WalletPageLinks({ links }: { links: { to: string; label: string; icon: LucideIcon }[] }) {
  return (
    <div className="flex flex-wrap gap-x-6">
      {links.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Link>
      ))}
    </div>
  );
}
