/**
 * The listing page's share links: WhatsApp first (wa.me with the title, the price in rupiah and the
 * listing's absolute address as the message), and the address itself to copy. Plain links, built on
 * the server: the listing page carries no code for them.
 */
import { formatRupiah } from "~/utils/format";

export type ShareListing = { title: string; price: number };

/** The message a shared listing sends: title and price on one line, the address on the next. */
export function shareMessage(listing: ShareListing, url: string): string {
  return `${listing.title} — ${formatRupiah(listing.price)} di PasarGame\n${url}`;
}

/** https://wa.me/?text=… : WhatsApp opens with the message filled in and lets the user pick a chat. */
export function whatsAppShareUrl(listing: ShareListing, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(listing, url))}`;
}
