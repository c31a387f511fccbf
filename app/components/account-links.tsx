import { Link } from "@remix-run/react";
import { Bell, MessageCircle, ShoppingCart } from "lucide-react";
import type { HeaderCounts } from "~/modules/orders/lists.server";
import { useCartCount } from "~/modules/cart/cart-storage";
import { iconButton } from "./header-shared";
import { unreadOf } from "./user-menu";

/**
 * The header's icons for signed-in users: cart, notifications and messages with their counts.
 * Visitors never see them, so site-header.tsx loads this module only when there is a user (and the
 * user menu with it).
 */
export { UserMenu } from "./user-menu";

/** A small count on an icon (cart, notifications, messages); nothing at 0. */
function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute top-1 right-1 min-w-5 rounded-full bg-accent-500 px-1 text-center text-[11px] leading-5 font-bold text-white tabular-nums"
      data-testid={testId}
      aria-hidden
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

function CartLink() {
  const count = useCartCount();
  return (
    <Link to="/cart" className={iconButton} data-testid="cart-link">
      <ShoppingCart className="size-5" aria-hidden />
      {/* The name is text (not aria-label) so it always matches what is seen: axe label-content-name-mismatch. */}
      <span className="sr-only">{count ? `Keranjang (${count} barang)` : "Keranjang"}</span>
      <CountBadge count={count} testId="cart-count" />
    </Link>
  );
}

/**
 * Cart, notifications and messages with their unread counts. Phones (under 640 px) show only the
 * cart here: the other two are in the user menu (user-menu.tsx), so the bar keeps five icons.
 */
export function AccountLinks({ counts, pathname }: { counts: HeaderCounts | null; pathname: string }) {
  const unread = unreadOf(counts, pathname);
  return (
    <>
      <CartLink />
      <Link to="/notifications" className={`${iconButton} max-sm:hidden`} data-testid="notifications-link">
        <Bell className="size-5" aria-hidden />
        <span className="sr-only">{unread.notificationsName}</span>
        <CountBadge count={unread.notifications} testId="notifications-count" />
      </Link>
      <Link to="/messages" className={`${iconButton} max-sm:hidden`} data-testid="messages-link">
        <MessageCircle className="size-5" aria-hidden />
        <span className="sr-only">{unread.messagesName}</span>
        <CountBadge count={unread.messages} testId="messages-count" />
      </Link>
    </>
  );
}
