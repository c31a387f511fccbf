import { Link } from "@remix-run/react";
import { GUEST_TEXTS as T } from "~/modules/guest/texts";

/**
 * The guest checkout's contact (issue 32): an e-mail or WhatsApp number for the receipt and the
 * order's link; when the e-mail is an account's, the way to log in and come back to this review.
 */
export function GuestContactField({
  value,
  error,
  loginHref,
}: {
  value: string;
  error: string | null;
  loginHref: string | null;
}) {
  return (
    <div className="space-y-1" data-testid="guest-contact">
      <label htmlFor="guest-contact" className="block font-semibold">
        {T.contactLabel}
      </label>
      <input
        id="guest-contact"
        name="contact"
        type="text"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={value}
        placeholder={T.contactPlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby="guest-contact-hint"
        className="min-h-11 w-full rounded-xl border border-surface-200 bg-transparent px-3 dark:border-surface-800"
      />
      <p id="guest-contact-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {T.contactHint}
      </p>
      {loginHref ? (
        <Link to={loginHref} className="inline-block font-semibold text-brand underline" data-testid="guest-login">
          {T.loginToContinue}
        </Link>
      ) : null}
    </div>
  );
}
