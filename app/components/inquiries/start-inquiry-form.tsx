/**
 * 'Chat dengan Penjual' / 'Kirim Pesan': a plain form that starts (or reopens) a pre-sale
 * conversation (routes/messages_.new.tsx). A plain form on purpose: it works before and without
 * JavaScript, and the listing page renders it on the server only (its script budget has no room);
 * a visitor is sent to login and back to `from`.
 */
import { MessageCircle } from "lucide-react";
import { Button } from "~/components/ui";
import { INQUIRY_START_TEXTS as T } from "~/modules/inquiries/start-texts";

export function StartInquiryForm(
  props: ({ listingId: string } | { seller: string }) & {
    /** The page to return to after login or a refusal. */
    from: string;
    className?: string;
  },
) {
  const about = "listingId" in props;
  return (
    <form method="post" action="/messages/new" className={props.className ?? (about ? "mt-4" : undefined)}>
      {about ? (
        <input type="hidden" name="listingId" value={props.listingId} />
      ) : (
        <input type="hidden" name="seller" value={props.seller} />
      )}
      <input type="hidden" name="from" value={props.from} />
      <Button type="submit" variant="secondary" className="w-full" data-testid="start-inquiry">
        <MessageCircle className="size-4" aria-hidden /> {about ? T.start : T.startProfile}
      </Button>
      {about ? <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{T.startHint}</p> : null}
    </form>
  );
}
