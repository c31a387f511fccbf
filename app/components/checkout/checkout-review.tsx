import { Form, Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { AlertTriangle, ImageOff, ShieldCheck, Wallet } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/toaster";
import { Alert, Button, Card } from "~/components/ui";
import { CART_TEXTS, CHECKOUT_TEXTS } from "~/modules/cart/texts";
import type { CheckoutReview as Review, ReviewLine } from "~/modules/checkout/form.server";
import { removeLine, updateLine } from "~/modules/cart/cart";
import { maxQuantityFor } from "~/modules/checkout/quantity";
import { cn } from "~/utils/cn";
import { formatRupiah } from "~/utils/format";
import { errorsOf, type FormFailure } from "~/utils/forms";
import { chosenMethod, PaymentMethodChoice, payingWith, WALLET_METHOD } from "~/components/payments/method-choice";
import { GuestContactField } from "~/components/guest/contact-field";
import { FailureAt } from "./field-problem";
import { IdCheck } from "./id-check";
import { keepChoice, restoreChoice } from "./kept-choice";

function ReviewLineItem({ line }: { line: ReviewLine }) {
  const problem = line.problem;
  return (
    <li
      className={cn(
        "flex gap-3 rounded-xl border p-3",
        problem ? "border-red-500/50 bg-red-500/5" : "border-surface-200 dark:border-surface-800",
      )}
      data-testid="review-line"
      data-listing-id={line.listingId}
      data-problem={problem?.kind ?? ""}
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-surface-100 dark:bg-surface-800">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" width={64} height={64} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageOff className="size-5" aria-hidden />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          {line.href ? (
            <Link to={line.href} className="line-clamp-2 font-semibold hover:text-brand">
              {line.title}
            </Link>
          ) : (
            <p className="line-clamp-2 font-semibold">{line.title}</p>
          )}
          {problem ? (
            <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {CHECKOUT_TEXTS.problemBadge}
            </span>
          ) : null}
        </div>
        {line.inputs.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 text-sm">
            {line.inputs.map((input) => (
              <li key={input.label}>
                <span className="text-slate-600 dark:text-slate-400">{input.label}:</span>{" "}
                <span className="font-medium break-all">{input.value}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {problem?.kind === "price_changed" && problem.price !== undefined ? (
          <p className="text-sm tabular-nums">
            <span className="text-slate-600 line-through dark:text-slate-400">{formatRupiah(line.expectedPrice)}</span>{" "}
            → <span className="font-semibold">{formatRupiah(problem.price)}</span>
          </p>
        ) : null}
        {problem ? (
          <p className="flex gap-1 text-sm text-red-700 dark:text-red-300" data-testid="review-problem">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem.message}
          </p>
        ) : (
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              {formatRupiah(line.price ?? 0)} × {line.quantity}
              {line.stock !== null ? ` · stok ${line.stock}` : ""}
            </span>
            <span className="font-bold text-brand tabular-nums">{formatRupiah(line.subtotal)}</span>
          </div>
        )}
      </div>
    </li>
  );
}

/** Brings the browser cart in line with what the server found (the buyer asked for it). */
function adjustCart(lines: ReviewLine[]) {
  for (const line of lines) {
    const p = line.problem;
    if (!p) continue;
    if (p.kind === "price_changed" && p.price !== undefined) updateLine(line.key, { price: p.price });
    else if (p.kind === "out_of_stock" && (p.stock ?? 0) > 0)
      updateLine(line.key, { stock: p.stock, quantity: Math.min(line.quantity, p.stock ?? 1) });
    else if (p.kind === "bad_quantity")
      updateLine(line.key, {
        quantity: Math.min(Math.max(1, line.quantity), maxQuantityFor(line.type, line.stock ?? 1)),
      });
    else if (p.kind !== "missing_input" && p.kind !== "invalid_input") removeLine(line.key);
  }
}

/** The review before paying: lines, problems, total, balance, and the confirm form. */
export function CheckoutReview({
  review,
  failure = null,
  chosen,
  contact = "",
  loginHref = null,
}: {
  /** `guest`: no account (a top-up's direct purchase): a contact instead of the wallet. */
  review: Review & { buyNow?: boolean; gateway?: boolean; guest?: boolean };
  /** A refused confirm: every field's problems, shown at their fields. */
  failure?: FormFailure | null;
  chosen?: string | null;
  contact?: string;
  loginHref?: string | null;
}) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "confirm";
  const problems = review.lines.filter((l) => l.problem);
  const good = review.lines.filter((l) => !l.problem);
  // Top-ups go to the IDs the buyer typed: shown once more with a tick the browser and server require.
  const idLines = good.filter((l) => l.idCheck);
  const guest = Boolean(review.guest);
  // A guest's review lives in the address only: the answer to their confirm is rendered on it.
  const { pathname, search } = useLocation();
  const short = !guest && review.total > review.balance;
  // Short of balance (or a guest, who has none) with the gateway on, QRIS is the likelier way to pay.
  const firstChoice = chosenMethod(chosen ?? ((short || guest) && review.gateway ? "qris" : null), !guest);
  // The method chosen now: the amount to pay at the top follows it.
  const [method, setMethod] = useState(firstChoice);
  const paying = payingWith(method, review.total);
  // A reload shows the method and the tick chosen before (kept for this tab under the review's address).
  const form = useRef<HTMLFormElement>(null);
  const reviewAt = `${pathname}${search}`;
  useEffect(() => {
    const kept = form.current ? restoreChoice(form.current, reviewAt) : null;
    if (kept) setMethod(kept);
  }, [reviewAt]);
  // Pay pressed without the IDs' tick: said in place before anything is posted.
  const [tickAsked, setTickAsked] = useState(false);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="space-y-4">
        {problems.length > 0 ? (
          <Alert testId="review-problems">
            <p className="font-semibold">{CHECKOUT_TEXTS.problemsTitle}</p>
            <p className="mt-1">{good.length > 0 ? CHECKOUT_TEXTS.problemsIntro : CHECKOUT_TEXTS.nothingToOrder}</p>
            <Button
              type="button"
              variant="secondary"
              className="mt-3"
              onClick={() => {
                adjustCart(problems);
                toast.success(CART_TEXTS.adjustedTitle, { description: CART_TEXTS.adjusted });
                navigate("/cart");
              }}
            >
              {CHECKOUT_TEXTS.adjustCart}
            </Button>
          </Alert>
        ) : null}
        <Card className="p-4 sm:p-6">
          <ul className="space-y-3">
            {review.lines.map((line, i) => (
              <ReviewLineItem key={`${line.key}:${i}`} line={line} />
            ))}
          </ul>
        </Card>
      </div>
      <Card className="space-y-4 p-4 sm:p-6 lg:sticky lg:top-24">
        <dl className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">{CHECKOUT_TEXTS.total}</dt>
            <dd className="text-xl font-bold text-brand tabular-nums" data-testid="review-total">
              {formatRupiah(review.total)}
            </dd>
          </div>
          {paying && good.length > 0 ? (
            <div className="flex items-baseline justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400" data-testid="review-pay-method">
                {CHECKOUT_TEXTS.payTotal(paying.label)}
                {paying.fee > 0 ? (
                  <span className="block text-xs">{CHECKOUT_TEXTS.feeIncluded(paying.fee)}</span>
                ) : null}
              </dt>
              <dd className="text-xl font-bold text-brand tabular-nums" data-testid="review-pay-total">
                {formatRupiah(paying.total)}
              </dd>
            </div>
          ) : null}
          <div className={cn("flex items-baseline justify-between gap-2", guest && "hidden")}>
            <dt className="flex items-center gap-1 text-slate-600 dark:text-slate-400">
              <Wallet className="size-4" aria-hidden />
              {CHECKOUT_TEXTS.balance}
            </dt>
            <dd className="font-semibold tabular-nums" data-testid="review-balance">
              {formatRupiah(review.balance)}
            </dd>
          </div>
          {!guest && !short && good.length > 0 ? (
            <div className="flex items-baseline justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">{CHECKOUT_TEXTS.balanceAfter}</dt>
              <dd className="font-semibold text-money tabular-nums">{formatRupiah(review.balance - review.total)}</dd>
            </div>
          ) : null}
        </dl>
        {short && good.length > 0 && method !== WALLET_METHOD ? (
          // Paid through the gateway the wallet is not needed: a hint, not a warning.
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="review-short">
            {CHECKOUT_TEXTS.shortGateway(review.total - review.balance)}{" "}
            <Link to="/my-account/wallet" className="font-semibold text-brand underline">
              {CHECKOUT_TEXTS.deposit}
            </Link>
          </p>
        ) : short && good.length > 0 ? (
          <Alert tone="info" testId="review-short">
            <p className="font-semibold">{CHECKOUT_TEXTS.shortTitle}</p>
            <p className="mt-1">
              {review.gateway
                ? CHECKOUT_TEXTS.shortGateway(review.total - review.balance)
                : CHECKOUT_TEXTS.short(review.total - review.balance)}
            </p>
            <Link to="/my-account/wallet" className="mt-2 inline-block font-semibold text-brand underline">
              {CHECKOUT_TEXTS.deposit}
            </Link>
          </Alert>
        ) : null}
        <p className="flex gap-2 text-xs text-slate-600 dark:text-slate-400">
          <ShieldCheck className="size-4 shrink-0 text-money" aria-hidden />
          {CHECKOUT_TEXTS.escrowNote}
        </p>
        {failure?.formError ? (
          <Alert testId="checkout-method-error">
            <p>{failure.formError}</p>
          </Alert>
        ) : null}
        {good.length > 0 ? (
          <Form
            method="post"
            action={guest ? `/checkout${search}` : "/checkout"}
            // The server says what is missing, in Indonesian and in place (no browser bubble).
            noValidate
            ref={form}
            onChange={(event) => keepChoice(event.currentTarget, reviewAt)}
            onSubmit={(event) => {
              const tick = event.currentTarget.elements.namedItem("idsConfirmed");
              if (tick instanceof HTMLInputElement && !tick.checked) {
                event.preventDefault();
                setTickAsked(true);
                tick.focus();
              }
            }}
            className="space-y-4"
          >
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="idempotencyKey" value={review.idempotencyKey} />
            {review.buyNow ? <input type="hidden" name="source" value="buy-now" /> : null}
            <input type="hidden" name="lines" value={JSON.stringify(good.map((l) => l.posted))} />
            {idLines.length > 0 ? (
              <IdCheck lines={idLines} failure={failure} asked={tickAsked} onTick={() => setTickAsked(false)} />
            ) : null}
            {guest ? (
              <>
                <GuestContactField
                  value={contact}
                  error={errorsOf(failure, "contact")?.[0] ?? null}
                  loginHref={loginHref}
                />
                <FailureAt failure={failure} field="contact" id="guest-contact-error" />
              </>
            ) : null}
            <PaymentMethodChoice
              amount={review.total}
              balance={review.balance}
              gateway={Boolean(review.gateway)}
              wallet={!guest}
              chosen={firstChoice}
              onChoose={setMethod}
            />
            <FailureAt failure={failure} field="method" id="method-error" />
            <Button type="submit" className="w-full" disabled={submitting} data-testid="checkout-confirm">
              {submitting
                ? CHECKOUT_TEXTS.paying
                : short
                  ? CHECKOUT_TEXTS.confirmShort(good.length)
                  : CHECKOUT_TEXTS.confirm(good.length)}
            </Button>
          </Form>
        ) : null}
        <Link to="/cart" className="block text-center text-sm font-semibold text-brand hover:underline">
          {CHECKOUT_TEXTS.backToCart}
        </Link>
      </Card>
    </div>
  );
}
