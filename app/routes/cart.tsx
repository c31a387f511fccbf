import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { CartView } from "~/components/cart/cart-view";
import { getUser, safeRedirectPath } from "~/modules/auth/guards.server";
import { activeListing, addToServerCart, lineFromForm } from "~/modules/cart/cart.server";
import { countCartAdd } from "~/modules/listings/analytics.server";
import { addedText, CART_TEXTS } from "~/modules/cart/texts";
import { checkRequiredInputs, parseQuantity } from "~/modules/catalog/purchase-input";
import { withRules } from "~/modules/catalog/top-up-rules";
import { CATALOG_TEXTS } from "~/modules/catalog/texts";
import { LISTING_PAGE_TEXTS } from "~/modules/catalog/listing-page-texts";
import { LISTING_VIEW_TEXTS } from "~/modules/catalog/listing-view-texts";
import { pageMeta } from "~/modules/content/meta";
import { boughtOneAtATime } from "~/modules/checkout/quantity";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () =>
  pageMeta(
    CART_TEXTS.title,
    "Keranjang belanja PasarGame: periksa akun, top up dan jasa joki pilihan Anda, ubah jumlah, lalu checkout dengan saldo dompet.",
  );

/**
 * 'Tambah ke Keranjang' as a form post (the listing page without JavaScript, and every visitor):
 * the line is checked like the buy box checks it, then added to the buyer's server cart. A visitor
 * goes to login with the line in the address (`add`); the login adds it and comes back here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const line = form.get("intent") === "add" ? lineFromForm(form) : null;
  const listing = line ? await activeListing(context.db, line.listingId) : undefined;
  if (!line || !listing) throw redirectWithToast("/cart", { type: "error", title: CATALOG_TEXTS.listingNotFound });
  const back = safeRedirectPath(form.get("back"), `/games/${listing.gameSlug}/${listing.categorySlug}/${listing.id}`);
  const refuse = (title: string, description?: string) =>
    redirectWithToast(back, { type: "error", title, description });

  if (listing.stock <= 0) throw refuse(LISTING_VIEW_TEXTS.soldOut);
  const { data: inputs, errors } = checkRequiredInputs(withRules(listing), line.userInputData);
  const [firstField, firstError] = Object.entries(errors)[0] ?? [];
  if (firstField && firstError)
    throw refuse(
      line.userInputData[firstField]?.trim() ? LISTING_PAGE_TEXTS.inputInvalid : LISTING_PAGE_TEXTS.inputRequired,
      firstError,
    );
  let quantity = 1;
  if (!boughtOneAtATime(listing.type)) {
    const parsed = parseQuantity(line.quantity, listing.stock);
    if (!parsed.ok) throw refuse(LISTING_PAGE_TEXTS.invalidQuantity, parsed.message);
    quantity = parsed.value;
  }
  const wanted = { listingId: listing.id, quantity, expectedPrice: line.expectedPrice, userInputData: inputs };
  // An add-to-cart for the seller's analytics (a visitor's counts here, before the login).
  await countCartAdd(context.env.DB, listing.id);

  const user = await getUser(request, context);
  if (!user) {
    const to = new URLSearchParams({ redirect: back, add: JSON.stringify(wanted) });
    throw redirectWithToast(`/login?${to}`, {
      type: "error",
      title: LISTING_PAGE_TEXTS.loginRequired,
      description: LISTING_PAGE_TEXTS.loginToBuy,
    });
  }
  if (user.id === listing.sellerId) throw refuse("Ini listing milik Anda.");
  const { added } = await addToServerCart(context.db, user.id, [wanted]);
  throw redirectWithToast(back, {
    type: "success",
    title: LISTING_PAGE_TEXTS.addedToCart,
    description: addedText(added[0]),
  });
}

/** /cart: the cart lives in this browser (localStorage "cart") and, for a signed-in buyer, on the server. */
export default function CartPage() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{CART_TEXTS.title}</h1>
      <CartView />
    </main>
  );
}
