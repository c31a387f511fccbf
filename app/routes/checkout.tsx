import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { CheckoutReview } from "~/components/cart/checkout-review";
import { Alert, Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { CART_TEXTS, CHECKOUT_TEXTS, confirmSummary } from "~/modules/cart/texts";
import { checkout } from "~/modules/checkout/checkout.server";
import {
  buildReview,
  needsIdCheck,
  parseCheckoutForm,
  summariseResults,
  type PostedLine,
  toCheckoutLines,
} from "~/modules/checkout/form.server";
import { getUser } from "~/modules/auth/guards.server";
import { applyOrderedLines, CART_ORDERED_COOKIE } from "~/modules/cart/cart";
import { activeListing, lineFromForm, listingInputs, removeServerLines } from "~/modules/cart/cart.server";
import { serializeCookie } from "~/utils/cookies.server";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { redirectWithToast } from "~/utils/toast.server";
import { refuse } from "~/utils/refuse.server";
import { AppError, type AppErrorShape } from "~/utils/app-error";
import { WALLET_METHOD } from "~/components/payments/method-choice";
import { gatewayChoice, payOrdersThroughGateway } from "~/modules/payments/pay-orders.server";
import { gatewayAvailable } from "~/modules/payments/payments.server";
import { checkNickname } from "~/modules/topups/nickname.server";
import { nicknameConfirmations } from "~/modules/topups/confirmation.server";
import { PAYMENT_TEXTS } from "~/modules/payments/texts";
import { guestCheckout, guestMayBuy } from "~/modules/guest/checkout.server";
import { grantCookie, orderLink } from "~/modules/guest/link.server";
import { clientIp } from "~/utils/request.server";

/**
 * Checkout starts from the cart, so visitors log in and come back to the cart — or, for an order
 * under review in the address (a reload, 'Beli Sekarang'), back to that review.
 */
async function requireBuyer(request: Request, context: LoaderFunctionArgs["context"], back = "/cart") {
  const user = await getUser(request, context);
  if (!user)
    throw redirectWithToast(`/login?redirect=${encodeURIComponent(back)}`, {
      type: "error",
      title: CART_TEXTS.loginRequired,
      description: CART_TEXTS.loginToCheckout,
    });
  return user;
}

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

/** The nickname check of a top-up's IDs (modules/topups), for the review. */
const nicknameCheck = (context: LoaderFunctionArgs["context"]) => (game: string, ids: Record<string, string>) =>
  checkNickname(context.env, game, ids);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const asked = await reviewFromUrl(context, url);
  const parsed = asked ? parseCheckoutForm(asked.form) : null;
  // A top-up's direct purchase needs no account (issue 32): the review asks for a contact instead.
  const guest =
    asked?.buyNow && parsed?.ok && !(await getUser(request, context)) && (await guestMayBuy(context, parsed.lines));
  // A visitor's cart checkout comes back to the cart (merged on login); 'Beli Sekarang' to its review.
  const user = guest
    ? null
    : await requireBuyer(request, context, asked?.buyNow ? `${url.pathname}${url.search}` : "/cart");
  if (!asked || !parsed) return null;
  if (!parsed.ok) return { kind: "error" as const, message: parsed.message };
  const review = await buildReview(context, user?.id ?? "", parsed.lines, nicknameCheck(context));
  return {
    kind: "review" as const,
    review: { ...review, buyNow: asked.buyNow, gateway: gatewayAvailable(context), guest: Boolean(guest) },
  };
}

function failure(message: string, status: number) {
  return data({ kind: "error" as const, message }, { status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure(CHECKOUT_TEXTS.unreadable, 400);
  }
  const parsed = parseCheckoutForm(form);
  const guest = form.get("source") === "buy-now" && !(await getUser(request, context));
  if (guest && parsed.ok && (await guestMayBuy(context, parsed.lines))) return guestAction(request, context, form);
  const user = await requireBuyer(request, context);
  if (!parsed.ok) return failure(parsed.message, 400);

  const buyNow = form.get("source") === "buy-now";
  const gateway = gatewayAvailable(context);
  const reviewOf = async () => ({
    ...(await buildReview(context, user.id, parsed.lines, nicknameCheck(context))),
    buyNow,
    gateway,
  });
  if (parsed.intent === "review") return data({ kind: "review" as const, review: await reviewOf() });

  // A top-up's IDs are confirmed once more ('Pastikan ID sudah benar'): without the tick nothing is ordered.
  if (form.get("idsConfirmed") !== "1") {
    const review = await reviewOf();
    if (needsIdCheck(review.lines)) {
      const { data: refused, init } = refuse(
        new AppError(CHECKOUT_TEXTS.idCheckMissingTitle, CHECKOUT_TEXTS.idCheckMissing, 400, "idsConfirmed"),
        { method: String(form.get("method") ?? WALLET_METHOD) || WALLET_METHOD },
      );
      return data(
        { kind: "review" as const, review, error: refused.error as AppErrorShape, values: refused.values },
        init ?? undefined,
      );
    }
  }

  // The payment method: the wallet (the default) or one of the gateway's, checked before any order is made.
  const method = String(form.get("method") ?? WALLET_METHOD) || WALLET_METHOD;
  const viaGateway = method !== WALLET_METHOD;
  if (viaGateway) {
    const choice = gatewayChoice(context, method);
    if (!choice.ok) {
      // refuse()'s answer ({ error, values }) with the review, so the page comes back as it was.
      const { data: refused, init } = refuse(choice.error, { method });
      return data(
        {
          kind: "review" as const,
          review: await reviewOf(),
          error: refused.error as AppErrorShape,
          values: refused.values,
        },
        init ?? undefined,
      );
    }
  }

  const limited = await checkLimits(context, [{ limit: "CHECKOUT_PER_10_MIN", key: `checkout:${user.id}` }]);
  if (limited) return failure(`${CHECKOUT_TEXTS.rateLimited} ${limited}`, 429);

  // The nickname the buyer confirmed, checked again here, becomes each top-up order's evidence.
  const confirmations = await nicknameConfirmations(context, parsed.lines);
  const results = await checkout(
    context,
    { id: user.id, role: user.role },
    toCheckoutLines(parsed.lines, confirmations),
    parsed.idempotencyKey,
    { payFromWallet: !viaGateway },
  );
  const summary = summariseResults(parsed.lines, results);
  if (summary.orderIds.length === 0) {
    // Something changed since the review: explain it again; nothing was ordered, the cart stays.
    return data({ kind: "review" as const, review: await reviewOf(), values: { method } }, { status: 409 });
  }
  const headers = new Headers();
  // 'Beli Sekarang' leaves the cart as it was; a cart checkout lets go of the ordered lines, on the
  // server and (on the next page, see applyOrderedLines) in the browser.
  if (!buyNow) {
    await removeServerLines(context.db, user.id, summary.orderedKeys);
    headers.append(
      "Set-Cookie",
      serializeCookie(CART_ORDERED_COOKIE, encodeURIComponent(summary.orderedKeys.join(" ")), { maxAge: 600 }, request),
    );
  }
  const target =
    summary.orderIds.length === 1 ? `/order/${encodeURIComponent(summary.orderIds[0]!)}` : "/my-account/orders";
  if (viaGateway) {
    // One gateway transaction pays every order of this checkout; the buyer pays on the provider's page.
    const started = await payOrdersThroughGateway(context, user, summary.orderIds, method);
    if (started.ok) {
      throw redirect(started.redirectUrl, { status: 303, headers });
    }
    // The orders exist and wait unpaid: their page offers the methods again.
    throw redirectWithToast(
      target,
      { type: "error", title: PAYMENT_TEXTS.startFailedTitle, description: started.error.message },
      { headers },
    );
  }
  throw redirectWithToast(target, confirmSummary(summary), { headers });
}

/** The address of a 'Beli Sekarang' review of this one line (the way back after logging in). */
function buyParams(lines: PostedLine[]) {
  const line = lines[0]!;
  return new URLSearchParams({
    ...line.userInputData,
    buy: line.listingId,
    price: String(line.expectedPrice),
    quantity: String(line.quantity),
  }).toString();
}

/**
 * The guest's confirm (no account): the review again with the refusal and what was typed, or on to
 * the payment page with the order remembered in this browser (link.server.ts).
 */
async function guestAction(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const parsed = parseCheckoutForm(form);
  if (!parsed.ok) return failure(parsed.message, 400);
  const values = { method: String(form.get("method") ?? ""), contact: String(form.get("contact") ?? "").slice(0, 254) };
  const reviewOf = async () => ({
    ...(await buildReview(context, "", parsed.lines, nicknameCheck(context))),
    buyNow: true,
    gateway: gatewayAvailable(context),
    guest: true,
  });
  const refused = async (error: AppError, login?: boolean) => {
    const { data: body, init } = refuse(error, values);
    const loginHref = login ? `/login?redirect=${encodeURIComponent(`/checkout?${buyParams(parsed.lines)}`)}` : null;
    return data(
      { kind: "review" as const, review: await reviewOf(), error: body.error as AppErrorShape, values, loginHref },
      init ?? undefined,
    );
  };
  if (parsed.intent === "review") return data({ kind: "review" as const, review: await reviewOf(), values });
  if (form.get("idsConfirmed") !== "1" && needsIdCheck((await reviewOf()).lines))
    return refused(
      new AppError(CHECKOUT_TEXTS.idCheckMissingTitle, CHECKOUT_TEXTS.idCheckMissing, 400, "idsConfirmed"),
    );
  const outcome = await guestCheckout(context, {
    contact: values.contact,
    method: values.method,
    ip: clientIp(request),
    lines: toCheckoutLines(parsed.lines, await nicknameConfirmations(context, parsed.lines)),
    idempotencyKey: parsed.idempotencyKey,
  });
  if (!outcome.ok) return refused(outcome.error, outcome.login);
  if (outcome.orderIds.length === 0)
    return data({ kind: "review" as const, review: await reviewOf(), values }, { status: 409 });
  const headers = new Headers({ "Set-Cookie": await grantCookie(request, context.env, outcome.orderIds) });
  if (outcome.redirectUrl) throw redirect(outcome.redirectUrl, { status: 303, headers });
  const description = outcome.error?.message ?? PAYMENT_TEXTS.startFailedTitle;
  throw redirectWithToast(
    await orderLink(context.env, outcome.orderIds[0]!),
    { type: "error", title: PAYMENT_TEXTS.startFailedTitle, description },
    { headers },
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    CHECKOUT_TEXTS.title,
    "Periksa harga dan stok, lalu bayar dengan saldo PasarGame, QRIS, Virtual Account, e-wallet atau minimarket; dana ditahan di rekening bersama.",
  );

export default function CheckoutPage() {
  const fromUrl = useLoaderData<typeof loader>();
  // A confirm that found changes answers with a new review; otherwise the review in the address.
  const result = useActionData<typeof action>() ?? fromUrl;
  // After a confirm the page is left for the order: the ordered lines leave the cart then.
  useEffect(() => () => void applyOrderedLines(), []);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{CHECKOUT_TEXTS.title}</h1>
      {result?.kind === "review" ? (
        <CheckoutReview
          review={result.review}
          error={(result as { error?: AppErrorShape }).error ?? null}
          chosen={(result as { values?: Record<string, string> | null }).values?.method ?? null}
          contact={(result as { values?: Record<string, string> | null }).values?.contact ?? ""}
          loginHref={(result as { loginHref?: string | null }).loginHref ?? null}
        />
      ) : result?.kind === "error" ? (
        <Card className="max-w-xl space-y-4">
          <Alert testId="checkout-error">
            <p className="font-semibold">{CHECKOUT_TEXTS.badRequestTitle}</p>
            <p className="mt-1">{result.message}</p>
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
