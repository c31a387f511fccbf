/**
 * What the buy box does on submit (loaded on first touch, not with the page): checks the required
 * inputs and the quantity, then 'Beli Sekarang' opens /checkout with this one line, a visitor's add
 * posts the form to /cart (the server keeps the line through the login), and a signed-in buyer's add
 * goes to the browser cart (sent on to the server cart by cart-storage.ts).
 */
import type { NavigateFunction } from "@remix-run/react";
import { toast } from "~/components/toaster";
import { checkRequiredInputs, parseQuantity } from "~/modules/catalog/purchase-input";
import { LISTING_PAGE_TEXTS } from "~/modules/catalog/listing-page-texts";
import { addToCart } from "~/modules/cart/cart";
import { boughtOneAtATime } from "~/modules/checkout/quantity";
import type { RootUser } from "~/utils/user";
import type { BuyBoxListing } from "./types";

export function submitBuyBox({
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
}: {
  listing: BuyBoxListing;
  user: RootUser | null;
  values: Record<string, string>;
  quantity: string;
  withQuantity: boolean;
  buyNow: boolean;
  form: HTMLFormElement;
  here: string;
  navigate: NavigateFunction;
  setErrors: (errors: Record<string, string>) => void;
}) {
  const { data, errors: inputErrors } = checkRequiredInputs(listing.requiredInputs, values);
  // A typed value in the wrong form is explained at once, even to a visitor.
  const typed = (name: string) => Boolean(values[name]?.trim());
  const wrongForm = Object.keys(inputErrors).some(typed);
  if (!user && !buyNow && Object.keys(inputErrors).length > 0 && !wrongForm) {
    toast.error(LISTING_PAGE_TEXTS.loginRequired, { description: LISTING_PAGE_TEXTS.loginToBuy });
    navigate(`/login?redirect=${encodeURIComponent(here)}`);
    return;
  }
  const found: Record<string, string> = { ...inputErrors };
  let qty = 1;
  if (withQuantity) {
    const parsed = parseQuantity(quantity, listing.stock);
    if (parsed.ok) qty = parsed.value;
    else found.quantity = parsed.message;
  }
  setErrors(found);
  const first = Object.keys(found)[0];
  if (first) {
    const isInput = first !== "quantity";
    const title = !isInput
      ? LISTING_PAGE_TEXTS.invalidQuantity
      : typed(first)
        ? LISTING_PAGE_TEXTS.inputInvalid
        : LISTING_PAGE_TEXTS.inputRequired;
    toast.error(title, {
      description: found[first],
    });
    form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return;
  }
  if (buyNow) {
    const params = new URLSearchParams({ buy: listing.id, quantity: String(qty), price: String(listing.price) });
    for (const [k, v] of Object.entries(data)) params.set(k, v);
    navigate(`/checkout?${params}`);
    return;
  }
  if (!user) {
    // The server keeps the line through the login (routes/cart.tsx) and adds it afterwards.
    form.submit();
    return;
  }
  const result = addToCart({
    id: listing.id,
    name: listing.title,
    price: listing.price,
    quantity: qty,
    userInputData: data,
    gameSlug: listing.gameSlug,
    categorySlug: listing.categorySlug,
    imageUrl: listing.imageUrl,
    type: listing.type,
    stock: listing.stock,
    sellerName: listing.sellerName,
    // The labels the listing gives its inputs, so the cart shows "Player ID: …" as the listing does.
    inputLabels: Object.fromEntries(listing.requiredInputs.map((input) => [input.id, input.label])),
  });
  // Counted for the seller's analytics (routes/stats.cart-add.tsx); a lost beacon loses a count only.
  navigator.sendBeacon?.("/stats/cart-add", new URLSearchParams({ listingId: listing.id }));
  toast.success(LISTING_PAGE_TEXTS.addedToCart, {
    description: !result.capped
      ? `${result.quantity} × ${listing.title} ada di keranjang Anda.`
      : boughtOneAtATime(listing.type)
        ? `${LISTING_PAGE_TEXTS.topUpOne} ${listing.title} sudah ada di keranjang Anda.`
        : `Jumlah di keranjang dibatasi sesuai stok: ${result.quantity} × ${listing.title}.`,
  });
}
