import { useLocation, useNavigate } from "@remix-run/react";
import { Minus, Plus, ShoppingCart } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/toaster";
import { Button, Field } from "~/components/ui";
import { cn } from "~/utils/cn";
import { clampQuantity, showsQuantity } from "~/modules/catalog/listing-rules";
import { LISTING_VIEW_TEXTS } from "~/modules/catalog/listing-view-texts";
import type { RootUser } from "~/utils/user";
import type { BuyBoxListing } from "./types";

// What a submit does (checks, cart, checkout) is needed only when buying: it loads once the visitor
// starts using the form, so it is not in what the page preloads.
const loadSubmit = () => import("./buy-box-submit");

/**
 * Required extra inputs, quantity, "Tambah ke Keranjang" and "Beli Sekarang" (spec section 5), and
 * on phones the same two buttons in a bar stuck to the bottom of the screen (`data-bottom-bar`, so
 * floating buttons can keep above it). A signed-in buyer with JavaScript adds in the browser (the
 * cart is sent to the server, cart-storage.ts); otherwise the form posts to /cart, which adds to the
 * server cart, or sends a visitor to login carrying the line so it is added after the login.
 * "Beli Sekarang" opens /checkout with just this line (a GET: the review survives a reload).
 */
export function BuyBox({ listing, user }: { listing: BuyBoxListing; user: RootUser | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState("1");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const soldOut = listing.stock <= 0;
  const ownListing = user?.id === listing.sellerId;
  const withQuantity = showsQuantity(listing);

  const setField = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const buyNow = Boolean((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("data-buy-now"));
    event.preventDefault();
    if (soldOut || ownListing) return;
    const form = formRef.current;
    if (!form) return;
    loadSubmit()
      .then(({ submitBuyBox }) =>
        submitBuyBox({
          listing,
          user,
          values,
          quantity,
          withQuantity,
          buyNow,
          form,
          here,
          navigate,
          setErrors,
        }),
      )
      .catch(() => toast.error(LISTING_VIEW_TEXTS.addFailed, { description: LISTING_VIEW_TEXTS.checkConnection }));
  }

  const warm = () => void loadSubmit().catch(() => {});
  const here = `${location.pathname}${location.search}`;

  const step = (delta: number) => {
    setQuantity((q) => String(clampQuantity(Number(q) + delta, listing.stock)));
    setErrors(({ quantity: _dropped, ...rest }) => rest);
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/cart"
      noValidate
      onSubmit={onSubmit}
      // Touching or focusing the form starts loading the submit's code, so it is there by the submit.
      onPointerDown={warm}
      onFocus={warm}
      className="space-y-4"
      data-testid="buy-box"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="listingId" value={listing.id} />
      <input type="hidden" name="price" value={listing.price} />
      <input type="hidden" name="back" value={here} />
      {listing.requiredInputs.map((input) => (
        <Field
          key={input.id}
          label={input.label}
          name={input.id}
          type="text"
          // An ID of digits (its game's rule): phones show the number pad.
          inputMode={input.rule?.inputMode}
          placeholder={input.placeholder}
          value={values[input.id] ?? ""}
          onChange={(e) => setField(input.id, e.target.value)}
          error={errors[input.id]}
          autoComplete="off"
          maxLength={100}
          disabled={soldOut}
        />
      ))}
      {withQuantity ? (
        <div className="space-y-1">
          <label htmlFor="field-quantity" className="block text-sm font-medium">
            Jumlah
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => step(-1)}
              data-replay="quantity-minus"
              className="flex size-11 items-center justify-center rounded-xl border border-surface-200 hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
              aria-label="Kurangi jumlah"
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <input
              id="field-quantity"
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={listing.stock}
              step={1}
              value={quantity}
              onChange={(e) => {
                setQuantity(e.target.value);
                setErrors(({ quantity: _dropped, ...rest }) => rest);
              }}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={errors.quantity ? "field-quantity-error" : "field-quantity-hint"}
              className="block min-h-11 w-24 rounded-xl border border-surface-200 bg-surface-50 px-3 text-center text-base tabular-nums outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950"
            />
            <button
              type="button"
              onClick={() => step(1)}
              data-replay="quantity-plus"
              className="flex size-11 items-center justify-center rounded-xl border border-surface-200 hover:bg-surface-200 dark:border-surface-700 dark:hover:bg-surface-800"
              aria-label="Tambah jumlah"
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </div>
          {errors.quantity ? (
            <p
              id="field-quantity-error"
              className="text-sm text-red-600 dark:text-red-400"
              data-testid="quantity-error"
            >
              {errors.quantity}
            </p>
          ) : (
            <p id="field-quantity-hint" className="text-xs text-slate-600 dark:text-slate-400">
              Maksimal {listing.stock} sesuai stok.
            </p>
          )}
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          type="submit"
          variant="secondary"
          className="w-full"
          disabled={soldOut || ownListing}
          title={soldOut ? LISTING_VIEW_TEXTS.soldOut : ownListing ? "Ini listing milik Anda." : undefined}
          data-testid="add-to-cart"
        >
          <ShoppingCart className="size-5" aria-hidden />
          Tambah ke Keranjang
        </Button>
        <BuyNowButton listingId={listing.id} disabled={soldOut || ownListing} testId="buy-now" />
      </div>
      {!soldOut && !ownListing ? (
        <>
          {/* Phones: the same buttons stay at the bottom of the screen while the page scrolls. */}
          <div
            data-bottom-bar
            className="fixed inset-x-0 bottom-0 z-30 m-0! grid grid-cols-2 gap-2 border-t border-surface-200 bg-surface-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden dark:border-surface-800 dark:bg-surface-950/95"
          >
            <Button
              type="submit"
              variant="secondary"
              className="w-full min-w-0 px-2 text-sm leading-tight"
              data-testid="bar-add-to-cart"
            >
              Tambah ke Keranjang
            </Button>
            <BuyNowButton listingId={listing.id} testId="bar-buy-now" className="text-sm leading-tight" />
          </div>
          {/* Room under the page's end, so the bar never covers the last content. */}
          <div className="h-20 lg:hidden" aria-hidden />
        </>
      ) : null}
      {soldOut ? (
        <p className="text-sm font-semibold text-red-600 dark:text-red-400">
          {LISTING_VIEW_TEXTS.soldOut}: produk ini sedang tidak dapat dibeli.
        </p>
      ) : null}
      {ownListing ? <p className="text-sm text-slate-600 dark:text-slate-400">Ini listing milik Anda.</p> : null}
    </form>
  );
}

/** 'Beli Sekarang': the same form, as a GET to /checkout with just this line (`buy`). */
function BuyNowButton({
  listingId,
  disabled,
  testId,
  className,
}: {
  listingId: string;
  disabled?: boolean;
  testId: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      name="buy"
      value={listingId}
      formAction="/checkout"
      formMethod="get"
      data-buy-now=""
      className={cn("w-full min-w-0 px-2", className)}
      disabled={disabled}
      data-testid={testId}
    >
      Beli Sekarang
    </Button>
  );
}
