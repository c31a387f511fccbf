/**
 * 'Chat dengan Penjual' / 'Kirim Pesan': a plain form that starts (or reopens) a pre-sale
 * conversation (routes/messages_.new.tsx). A plain form on purpose: it works before and without
 * JavaScript and adds nothing to the page's script; a visitor is sent to login and back to `from`.
 */
import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui";

export function StartInquiryForm({
  target,
  from,
  label,
  className,
  children,
}: {
  /** The listing asked about, or the seller's username (from the profile). */
  target: { listingId: string } | { seller: string };
  /** The page to return to after login or a refusal. */
  from: string;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <form method="post" action="/messages/new" className={className}>
      {"listingId" in target ? (
        <input type="hidden" name="listingId" value={target.listingId} />
      ) : (
        <input type="hidden" name="seller" value={target.seller} />
      )}
      <input type="hidden" name="from" value={from} />
      <Button type="submit" variant="secondary" className="w-full" data-testid="start-inquiry">
        <MessageCircle className="size-4" aria-hidden /> {label}
      </Button>
      {children}
    </form>
  );
}
