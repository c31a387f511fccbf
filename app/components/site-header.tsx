import { Link, NavLink, useLocation } from "@remix-run/react";
import { Gamepad2, Menu, Search } from "lucide-react";
import { Suspense } from "react";
import type { HeaderCounts } from "~/modules/orders/lists.server";
import type { RootUser } from "~/utils/user";
import { cx } from "~/utils/cx";
import { lazyNamed } from "~/utils/lazy-named";
import { SITE_NAME } from "~/utils/site";
import { iconButton, useClosesOnNavigation } from "./header-shared";
import { SearchForm } from "./search-form";
import { ThemeToggle } from "./theme-toggle";

// Only signed-in users see these: visitors' pages do not load their code (see lazyNamed).
const loadAccountParts = () => import("./account-links");
const AccountLinks = lazyNamed(loadAccountParts, "AccountLinks");
const UserMenu = lazyNamed(loadAccountParts, "UserMenu");

/** Where the Jual button leads (spec section 2). */
export function sellHref(user: Pick<RootUser, "role"> | null) {
  if (!user) return "/login?redirect=/sell/create-listing";
  return user.role === "seller" ? "/sell/create-listing" : "/my-account/profile?action=become-seller";
}

export const HEADER_GAMES = [
  { slug: "valorant", name: "Valorant" },
  { slug: "mobile-legends", name: "Mobile Legends" },
  { slug: "genshin-impact", name: "Genshin Impact" },
  { slug: "pubg-mobile", name: "PUBG Mobile" },
  { slug: "free-fire", name: "Free Fire" },
];

/** Holds the place of the signed-in icons while their code loads (same size: no layout shift). */
function AccountLinksPlaceholder() {
  return (
    <>
      <span className="size-11" />
      <span className="size-11 max-sm:hidden" />
      <span className="size-11 max-sm:hidden" />
    </>
  );
}

/** Holds the place of the user menu while its code loads: the avatar, as the menu shows it. */
function UserMenuPlaceholder({ user }: { user: RootUser }) {
  return (
    <span className="flex min-h-11 items-center px-1.5 sm:px-2">
      <img src={user.avatarUrl ?? "/avatars/user.svg"} alt="" width={32} height={32} className="size-8 rounded-full" />
    </span>
  );
}

/** The 72 px header: transparent over the home hero on desktop, a menu on mobile (spec section 2). */
export function SiteHeader({ user, counts = null }: { user: RootUser | null; counts?: HeaderCounts | null }) {
  const { pathname } = useLocation();
  const mobileMenu = useClosesOnNavigation();
  const overHero = pathname === "/";
  return (
    <header
      className={cx(
        "sticky top-0 z-40 h-header border-b border-surface-200 bg-surface-50/95 backdrop-blur dark:border-surface-800 dark:bg-surface-950/95",
        overHero &&
          "lg:absolute lg:inset-x-0 lg:border-transparent lg:bg-transparent lg:backdrop-blur-none lg:dark:bg-transparent",
      )}
      data-testid="site-header"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-1 px-4 sm:gap-2 lg:gap-4">
        <details ref={mobileMenu} className="group lg:hidden" data-testid="mobile-menu">
          <summary className={cx(iconButton, "list-none")} aria-label="Buka menu">
            <Menu className="size-6" aria-hidden />
          </summary>
          <div className="absolute inset-x-0 top-header border-b border-surface-200 bg-surface-50 p-4 shadow-lg dark:border-surface-800 dark:bg-surface-950">
            <div className="flex items-center gap-2">
              <SearchForm id="search-mobile" className="flex-1" />
              {user ? <ThemeToggle className="sm:hidden" testId="theme-toggle-menu" /> : null}
            </div>
            <nav aria-label="Menu seluler" className="mt-3 grid grid-cols-2 gap-1 text-sm font-medium">
              {user ? (
                // Signed-in phones under 400 px have no room for the logo in the bar: home is here.
                <Link
                  to="/"
                  className="rounded-lg px-3 py-3 hover:bg-surface-200 min-[400px]:hidden dark:hover:bg-surface-800"
                >
                  Beranda
                </Link>
              ) : null}
              <Link to="/games" className="rounded-lg px-3 py-3 hover:bg-surface-200 dark:hover:bg-surface-800">
                Semua Game
              </Link>
              {HEADER_GAMES.map((g) => (
                <Link
                  key={g.slug}
                  to={`/games/${g.slug}`}
                  className="rounded-lg px-3 py-3 hover:bg-surface-200 dark:hover:bg-surface-800"
                >
                  {g.name}
                </Link>
              ))}
            </nav>
          </div>
        </details>
        <Link
          to="/"
          className={cx(
            "flex shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight",
            user && "max-[399px]:hidden",
          )}
        >
          <Gamepad2 className="size-7 text-brand" aria-hidden />
          <span className="hidden sm:inline">
            Pasar<span className="text-brand">Game</span>
          </span>
          <span className="sr-only">{SITE_NAME} — beranda</span>
        </Link>
        <nav aria-label="Navigasi utama" className="hidden items-center gap-1 text-sm font-medium lg:flex">
          <NavLink
            to="/games"
            end
            className={({ isActive }) =>
              cx("rounded-lg px-3 py-2 hover:bg-surface-200 dark:hover:bg-surface-800", isActive && "text-brand")
            }
          >
            Semua Game
          </NavLink>
          {/* Games join the bar as it widens, so the search box keeps room to type (≥ 240 px):
              the signed-in icons take the third game's place until 1536 px. */}
          {HEADER_GAMES.slice(0, 3).map((g, i) => (
            <NavLink
              key={g.slug}
              to={`/games/${g.slug}`}
              className={({ isActive }) =>
                cx(
                  "hidden rounded-lg px-3 py-2 whitespace-nowrap hover:bg-surface-200 dark:hover:bg-surface-800",
                  i < 2 || !user ? "xl:block" : "2xl:block",
                  isActive && "text-brand",
                )
              }
            >
              {g.name}
            </NavLink>
          ))}
        </nav>
        <SearchForm className="hidden flex-1 md:block lg:max-w-sm lg:min-w-60" />
        <div className="ml-auto flex items-center sm:gap-1">
          {/* Phones: the header's search field is in the menu, so the bar keeps a way to search. */}
          <Link to="/search" className={cx(iconButton, "md:hidden")} data-testid="header-search-link">
            <Search className="size-5" aria-hidden />
            <span className="sr-only">Cari</span>
          </Link>
          {/* Signed-in phones (under 640 px) keep five icons in the bar: it is in the menu. */}
          <ThemeToggle className={cx(user && "max-sm:hidden")} />
          {user ? (
            <Suspense fallback={<AccountLinksPlaceholder />}>
              <AccountLinks counts={counts} pathname={pathname} />
            </Suspense>
          ) : null}
          <Link
            to={sellHref(user)}
            className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-3 text-sm font-semibold text-white hover:bg-accent-600 sm:px-4"
          >
            Jual
          </Link>
          {user ? (
            <Suspense fallback={<UserMenuPlaceholder user={user} />}>
              <UserMenu user={user} counts={counts} />
            </Suspense>
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
