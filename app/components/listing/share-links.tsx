/**
 * 'Bagikan' on the listing page: WhatsApp first (a plain link to wa.me with the message filled in)
 * and the listing's address to copy (a read-only field under 'Salin tautan'). Rendered on the server
 * only (the route passes finished HTML; the page's script budget has no room), so it works the same
 * with and without JavaScript.
 */
import { Link2, Share2 } from "lucide-react";
import { whatsAppShareUrl, type ShareListing } from "~/modules/catalog/share";
import { SHARE_TEXTS as T } from "~/modules/catalog/texts";

export function ShareLinks({ listing, url }: { listing: ShareListing; url: string }) {
  return (
    <section aria-label={T.heading} data-testid="share-links" className="flex flex-wrap items-start gap-2">
      <a
        href={whatsAppShareUrl(listing, url)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-whatsapp"
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-[#1f7a3f] px-4 text-sm font-semibold text-white hover:bg-[#176332]"
      >
        <Share2 className="size-4" aria-hidden /> {T.whatsApp}
        <span className="sr-only"> {T.whatsAppHint}</span>
      </a>
      <details className="min-w-0 flex-1" data-testid="share-copy">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-4 text-sm font-semibold hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700">
          <Link2 className="size-4" aria-hidden /> {T.copyLink}
        </summary>
        <label className="mt-2 block text-xs text-slate-600 dark:text-slate-400">
          {T.linkLabel}
          <input
            readOnly
            value={url}
            data-testid="share-url"
            className="mt-1 block w-full rounded-lg border border-surface-200 bg-white px-3 py-2 text-sm text-slate-900 dark:border-surface-700 dark:bg-surface-900 dark:text-slate-100"
          />
        </label>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{T.linkHint}</p>
      </details>
    </section>
  );
}
