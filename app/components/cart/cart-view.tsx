import { Form, Link, useNavigation } from "@remix-run/react";
import { ShoppingBag, ShoppingCart } from "lucide-react";
import { useEffect } from "react";
import { toast } from "~/components/toaster";
import { Button, Card } from "~/components/ui";
import { CART_TEXTS } from "~/modules/cart/texts";
import {
  clearCart,
  keyOf,
  lineQuantity,
  readCart,
  removeLine,
  setQuantity,
  useCart,
  writeCart,
  type CartItem,
} from "~/modules/cart/cart";
import { formatRupiah } from "~/utils/format";
import { CartLine } from "./cart-line";

/** What the checkout form posts for one line: the server re-reads everything else. */
export function postedLine(item: CartItem) {
  return {
    listingId: item.id,
    quantity: lineQuantity(item),
    expectedPrice: item.price,
    userInputData: item.userInputData ?? {},
    name: String(item.name ?? "").slice(0, 200),
  };
}

function priceOf(item: CartItem) {
  return Number.isSafeInteger(item.price) ? item.price : 0;
}

/** The cart page body: a shell on the server, the lines from localStorage once hydrated. */
export function CartView() {
  const items = useCart();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.location?.pathname === "/checkout";

  // Older or hand-edited lines (a Top Up line above 1, a quantity above the stock) are kept inside
  // the same bounds the page shows, so the header count and the checkout agree with the page.
  useEffect(() => {
    if (!items) return;
    if (items.some((i) => i.quantity !== lineQuantity(i)))
      writeCart(readCart().map((i) => ({ ...i, quantity: lineQuantity(i) })));
  }, [items]);

  if (!items) {
    return (
      <div data-testid="cart-shell">
        <Card className="space-y-3">
          <noscript>
            <p data-testid="cart-needs-js">{CART_TEXTS.needsJavaScript}</p>
          </noscript>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {CART_TEXTS.loading}
          </p>
          <div className="h-20 animate-pulse rounded-xl bg-surface-100 dark:bg-surface-800" aria-hidden />
          <div className="h-20 animate-pulse rounded-xl bg-surface-100 dark:bg-surface-800" aria-hidden />
        </Card>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div data-testid="cart-empty">
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <ShoppingCart className="size-12 text-slate-400" aria-hidden />
          <h2 className="text-lg font-bold">{CART_TEXTS.emptyTitle}</h2>
          <p className="max-w-sm text-slate-600 dark:text-slate-400">{CART_TEXTS.emptyText}</p>
          <Link
            to="/games"
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
          >
            {CART_TEXTS.browseGames}
          </Link>
        </Card>
      </div>
    );
  }

  const total = items.reduce((sum, i) => sum + priceOf(i) * lineQuantity(i), 0);
  const count = items.reduce((sum, i) => sum + lineQuantity(i), 0);

  const remove = (item: CartItem) => {
    const before = readCart();
    const removed = removeLine(keyOf(item));
    if (!removed) return;
    toast.success(CART_TEXTS.removedTitle, {
      description: CART_TEXTS.removed(String(removed.name ?? removed.id)),
      action: { label: CART_TEXTS.undo, onClick: () => writeCart(before) },
    });
  };

  const clear = () => {
    const before = clearCart();
    toast.success(CART_TEXTS.clearedTitle, {
      description: CART_TEXTS.cleared,
      action: { label: CART_TEXTS.undo, onClick: () => writeCart(before) },
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <Card className="p-4 sm:p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-bold">{count} produk</h2>
          <Button type="button" variant="ghost" onClick={clear} className="text-sm" data-testid="cart-clear">
            {CART_TEXTS.clearAll}
          </Button>
        </div>
        <ul data-testid="cart-lines">
          {items.map((item) => (
            <CartLine
              key={keyOf(item)}
              item={item}
              onQuantity={(q) => setQuantity(keyOf(item), q)}
              onRemove={() => remove(item)}
            />
          ))}
        </ul>
      </Card>
      <Card className="space-y-4 p-4 sm:p-6 lg:sticky lg:top-24">
        <h2 className="font-bold">Ringkasan Belanja</h2>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-slate-600 dark:text-slate-400">Total ({count} produk)</span>
          <span className="text-xl font-bold text-brand tabular-nums" data-testid="cart-total">
            {formatRupiah(total)}
          </span>
        </div>
        {/* A GET: the order under review is in the address, so reloading /checkout shows it again. */}
        <Form method="get" action="/checkout">
          <input type="hidden" name="lines" value={JSON.stringify(items.map(postedLine))} />
          <Button type="submit" className="w-full" disabled={submitting} data-testid="cart-checkout">
            <ShoppingBag className="size-5" aria-hidden />
            {submitting ? "Memeriksa..." : CART_TEXTS.checkout}
          </Button>
        </Form>
        <p className="text-xs text-slate-600 dark:text-slate-400">{CART_TEXTS.checkoutHint}</p>
      </Card>
    </div>
  );
}
