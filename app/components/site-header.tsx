import { Link, NavLink } from "@remix-run/react";
import { Gamepad2 } from "lucide-react";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";
import type { RootUser } from "~/root";
import { cn } from "~/utils/cn";
import { SITE_NAME } from "~/utils/site";

/** Where the Jual button leads (spec section 2). */
function sellHref(user: RootUser | null) {
  if (!user) return "/login?redirect=/sell/create-listing";
  return user.role === "seller" ? "/sell/create-listing" : "/my-account/profile?action=become-seller";
}

export function SiteHeader({ user }: { user: RootUser | null }) {
  return (
    <header className="sticky top-0 z-40 h-header border-b border-surface-200 bg-surface-50/90 backdrop-blur dark:border-surface-800 dark:bg-surface-950/90">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Gamepad2 className="size-7 text-accent-500" aria-hidden />
          <span>
            Pasar<span className="text-accent-500">Game</span>
          </span>
          <span className="sr-only">{SITE_NAME} — beranda</span>
        </Link>
        <nav aria-label="Navigasi utama" className="flex items-center gap-1 text-sm font-medium">
          <NavLink
            to="/games"
            className={({ isActive }) =>
              cn("rounded-lg px-3 py-2 hover:bg-surface-200 dark:hover:bg-surface-800", isActive && "text-accent-500")
            }
          >
            Semua Game
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <Link
            to={sellHref(user)}
            className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-4 text-sm font-semibold text-white hover:bg-accent-600"
          >
            Jual
          </Link>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold hover:bg-surface-200 dark:hover:bg-surface-800"
            >
              Masuk
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
