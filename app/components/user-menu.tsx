import { Form, Link, useLocation } from "@remix-run/react";
import { ChevronDown } from "lucide-react";
import type { HeaderCounts } from "~/modules/orders/lists.server";
import type { RootUser } from "~/utils/user";
import { formatRupiah } from "~/utils/format";
import { useClosesOnNavigation } from "./header-shared";

/**
 * The unread counts the header shows, and the names of their links (text, not aria-label, so they
 * match what is seen). Opening /notifications marks them read: no count on that page itself.
 */
export function unreadOf(counts: HeaderCounts | null, pathname: string) {
  const notifications = pathname === "/notifications" ? 0 : (counts?.notifications ?? 0);
  const messages = counts?.messages ?? 0;
  return {
    notifications,
    messages,
    notificationsName: notifications ? `Notifikasi (${notifications} belum dibaca)` : "Notifikasi",
    messagesName: messages ? `Pesan (${messages} belum dibaca)` : "Pesan",
  };
}

/**
 * The header's user menu (spec section 2): username, wallet balance, profile, orders, seller
 * dashboard (sellers only), the wishlist ('Favorit', /wishlist: the spec's old menu pointed at a
 * /my-account/listings that never existed), logout. A <details> element: it opens without JavaScript.
 * Only signed-in users see it, so site-header.tsx loads it lazily (through account-links.tsx).
 * Phones (under 640 px) keep five icons in the bar: Notifikasi and Pesan are here, a dot on the
 * avatar saying something is unread.
 */
export function UserMenu({ user, counts }: { user: RootUser; counts: HeaderCounts | null }) {
  const item = "block rounded-lg px-3 py-2 hover:bg-surface-100 dark:hover:bg-surface-800";
  const ref = useClosesOnNavigation();
  const unread = unreadOf(counts, useLocation().pathname);
  return (
    <details ref={ref} className="group relative" data-testid="user-menu">
      <summary className="relative flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full px-1.5 hover:bg-surface-200 sm:px-2 dark:hover:bg-surface-800">
        <img
          src={user.avatarUrl ?? "/avatars/user.svg"}
          alt=""
          width={32}
          height={32}
          className="size-8 rounded-full"
        />
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user.username}</span>
        <ChevronDown className="hidden size-4 sm:block" aria-hidden />
        <span className="sr-only">Menu pengguna</span>
        {unread.notifications + unread.messages > 0 ? (
          <span
            className="absolute top-1.5 right-0.5 size-2.5 rounded-full bg-accent-500 sm:hidden"
            data-testid="menu-unread"
            aria-hidden
          />
        ) : null}
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-surface-200 bg-white p-2 text-sm shadow-lg dark:border-surface-800 dark:bg-surface-900">
        <p className="truncate px-3 py-2 font-semibold">{user.username}</p>
        {user.balance !== undefined ? (
          <Link to="/my-account/wallet" className={item} data-testid="menu-balance">
            Saldo: <span className="font-semibold text-money tabular-nums">{formatRupiah(user.balance)}</span>
          </Link>
        ) : null}
        <Link to="/notifications" className={`${item} sm:hidden`} data-testid="menu-notifications">
          {unread.notificationsName}
        </Link>
        <Link to="/messages" className={`${item} sm:hidden`} data-testid="menu-messages">
          {unread.messagesName}
        </Link>
        <Link to="/my-account/profile" className={item}>
          Profil Saya
        </Link>
        <Link to="/my-account/orders" className={item}>
          Pesanan Saya
        </Link>
        {user.role === "seller" ? (
          <Link to="/seller/dashboard" className={item}>
            Dashboard Penjual
          </Link>
        ) : null}
        {user.role === "admin" ? (
          <Link to="/admin" className={item}>
            Konsol Admin
          </Link>
        ) : null}
        <Link to="/wishlist" className={item} data-testid="menu-favorites">
          Favorit
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className={`${item} w-full text-left text-red-600 dark:text-red-400`}>
            Keluar
          </button>
        </Form>
      </div>
    </details>
  );
}
