import {
  data,
  redirect,
  replace,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { CheckoutReview } from "~/components/checkout/checkout-review";
import { Alert, Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { CART_TEXTS, CHECKOUT_TEXTS } from "~/modules/cart/texts";
import { checkoutPostSchema, isConfirmKey, readReviewForm } from "~/modules/checkout/forms.server";
import {
  CHECKOUT_HIDDEN,
  confirmedReviewAt,
  guestConfirmedReviewAt,
  placeOrder,
  shownReview,
} from "~/modules/checkout/place-order.server";
import { getUser } from "~/modules/auth/guards.server";
import { applyOrderedLines, CART_ORDERED_COOKIE } from "~/modules/cart/cart";
import { activeListing, lineFromForm, listingInputs } from "~/modules/cart/cart.server";
import { serializeCookie } from "~/utils/cookies.server";
import { redirectWithToast } from "~/utils/toast.server";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";
import { formFailureOf } from "~/utils/forms";
import { guestMayBuy } from "~/modules/guest/checkout.server";
import { grantCookie, grantedOrders } from "~/modules/guest/link.server";
import { clientIp } from "~/utils/request.server";

/** Checkout starts from the cart, so visitors log in and come back to `back` (the cart, or a 'Beli Sekarang' review). */
const toLogin = (back: string) =>
  redirectWithToast(`/login?redirect=${encodeURIComponent(back)}`, {
    type: "error",
    title: CART_TEXTS.loginRequired,
    description: CART_TEXTS.loginToCheckout,
  });

/** The address's parameter holding the review's confirm key. */
const REVIEW_KEY = "checkoutKey";

/**
 * The order under review lives in the address, so a reload shows the same review: `lines` (the
 * cart's checkout, the lines as JSON) or `buy` (the listing's 'Beli Sekarang': one line, the rest
 * of the cart untouched).
 */
async function reviewFromUrl(
  context: LoaderFunctionArgs["context"],
  url: URL,
): Promise<{ form: FormData; buyNow: boolean } | null> {
  const form = new FormData();
  form.set("intent", "review");
  const lines = url.searchParams.get("lines");
  if (lines !== null) {
    form.set("lines", lines);
    return { form, buyNow: false };
  }
  if (!url.searchParams.has("buy")) return null;
  const line = lineFromForm(url.searchParams);
  const listing = line ? await activeListing(context.db, line.listingId) : undefined;
  const quantity = Number(line?.quantity);
  form.set(
    "lines",
    line
      ? JSON.stringify([
          {
            ...line,
            // Only the listing's own inputs (the address may carry the form's other fields).
            userInputData: listing ? listingInputs(listing, line.userInputData) : {},
            quantity: Number.isSafeInteger(quantity) ? quantity : 1,
          },
        ])
      : "unreadable",
  );
  return { form, buyNow: true };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = await reviewFromUrl(context, url);
  const parsed = asked ? readReviewForm(asked.form) : null;
  // A top-up's direct purchase needs no account (issue 32): the review asks for a contact instead.
  const guest =
    asked?.buyNow &&
    parsed?.ok &&
    !(await getUser(request, context)) &&
    (await guestMayBuy(context, parsed.post.lines));
  const user = guest ? null : await getUser(request, context);
  // A visitor's cart checkout comes back to the cart (merged on login); 'Beli Sekarang' to its review.
  if (!guest && !user) throw toLogin(asked?.buyNow ? `${url.pathname}${url.search}` : "/cart");
  if (!asked || !parsed) return null;
  if (!parsed.ok) return { kind: "error" as const, ...formFailure({}, { formError: parsed.message }) };
  // The confirm's key lives in the address too, so a reload or Back is the same review (issue 33)…
  const key = url.searchParams.get(REVIEW_KEY);
  if (!isConfirmKey(key)) {
    url.searchParams.set(REVIEW_KEY, crypto.randomUUID());
    throw replace(`${url.pathname}${url.search}`);
  }
  // …and once confirmed it leads to the orders it made, never to a second checkout of the lines.
  const confirmed = user
    ? await confirmedReviewAt(context, user.id, key, parsed.post.lines)
    : await guestConfirmedReviewAt(context, await grantedOrders(request, context.env), key, parsed.post.lines);
  if (confirmed) throw replace(confirmed);
  const review = await shownReview(context, user?.id ?? "", parsed.post.lines, {
    buyNow: asked.buyNow,
    guest: Boolean(guest),
    key,
  });
  return { kind: "review" as const, review };
}

/** Checkout as placeOrder() answers it (modules/checkout/place-order.server.ts), in HTTP. */
export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failForm(formFailure({}, { formError: CHECKOUT_TEXTS.unreadable }), 400, { kind: "error" as const });
  }
  const outcome = await placeOrder(context, {
    post: await parseForm(form, checkoutPostSchema, { secret: CHECKOUT_HIDDEN }),
    form,
    buyer: await getUser(request, context),
    ip: clientIp(request),
  });
  switch (outcome.kind) {
    case "login":
      throw toLogin(outcome.back);
    case "failed":
      return failForm(outcome.failure, outcome.status, { kind: "error" as const });
    case "review":
      return data(
        { kind: "review" as const, review: outcome.review, values: outcome.values },
        { status: outcome.status ?? 200 },
      );
    case "refused": {
      const { review, loginHref } = outcome;
      return failForm(outcome.failure, outcome.status, { kind: "review" as const, review, loginHref });
    }
  }
  const headers = new Headers();
  // A cart checkout lets go of the ordered lines in the browser too (on the next page, see applyOrderedLines).
  if (outcome.forget)
    headers.append(
      "Set-Cookie",
      serializeCookie(CART_ORDERED_COOKIE, encodeURIComponent(outcome.forget.join(" ")), { maxAge: 600 }, request),
    );
  // A guest's orders: this browser may open them without the mailed link.
  if (outcome.grant) headers.append("Set-Cookie", await grantCookie(request, context.env, outcome.grant));
  if (outcome.payAt) throw redirect(outcome.payAt, { status: 303, headers });
  throw outcome.toast
    ? redirectWithToast(outcome.next, outcome.toast, { headers })
    : redirect(outcome.next, { headers });
}

export const meta: MetaFunction = () =>
  pageMeta(
    CHECKOUT_TEXTS.title,
    "Periksa harga dan stok, lalu bayar dengan saldo PasarGame, QRIS, Virtual Account, e-wallet atau minimarket; dana ditahan di rekening bersama.",
  );

export default function CheckoutPage() {
  const fromUrl = useLoaderData<typeof loader>();
  // A confirm that found changes or problems answers with the review again; otherwise the review in the address.
  const result = useActionData<typeof action>() ?? fromUrl;
  // After a confirm the page is left for the order: the ordered lines leave the cart then.
  useEffect(() => () => void applyOrderedLines(), []);
  const failure = formFailureOf(result);
  const values = (result as { values?: Record<string, string> } | null)?.values ?? {};

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{CHECKOUT_TEXTS.title}</h1>
      {result?.kind === "review" ? (
        <CheckoutReview
          review={result.review}
          failure={failure}
          chosen={values.method ?? null}
          contact={values.contact ?? ""}
          loginHref={(result as { loginHref?: string | null }).loginHref ?? null}
        />
      ) : result?.kind === "error" ? (
        <Card className="max-w-xl space-y-4">
          <Alert testId="checkout-error">
            <p className="font-semibold">{CHECKOUT_TEXTS.badRequestTitle}</p>
            <p className="mt-1">{result.formError}</p>
          </Alert>
          <Link to="/cart" className="font-semibold text-brand hover:underline">
            {CHECKOUT_TEXTS.backToCart}
          </Link>
        </Card>
      ) : (
        <Card className="max-w-xl space-y-3">
          <h2 className="font-bold">{CHECKOUT_TEXTS.noReviewTitle}</h2>
          <p className="text-slate-600 dark:text-slate-400">{CHECKOUT_TEXTS.noReview}</p>
          <Link to="/cart" className="font-semibold text-brand hover:underline">
            {CHECKOUT_TEXTS.backToCart}
          </Link>
        </Card>
      )}
    </main>
  );
}
