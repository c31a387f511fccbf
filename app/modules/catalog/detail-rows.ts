/**
 * The listing page's "Detail Produk" tab (spec section 5): which rows it shows. Its own module, so
 * the tab's lazily loaded code brings it and the page's first JavaScript does not.
 */
import type { ListingDetail } from "./listing-page.server";

/** The "Detail Produk" rows that have a value, in the page's order. */
export function productDetailRows(
  listing: Pick<
    ListingDetail,
    | "specs"
    | "platform"
    | "serverRegion"
    | "deliveryTime"
    | "rank"
    | "gameLevel"
    | "accountInfo"
    | "loginMethod"
    | "warrantyInfo"
    | "warranty"
    | "importantNotes"
  >,
): { label: string; value: string }[] {
  const rows: { label: string; value: string | null }[] = [
    ...listing.specs.map((s) => ({ label: s.label, value: s.value })),
    { label: "Platform", value: listing.platform },
    { label: "Server / Region", value: listing.serverRegion },
    { label: "Waktu Pengiriman", value: listing.deliveryTime },
    { label: "Rank", value: listing.rank },
    { label: "Level Game", value: listing.gameLevel },
    { label: "Info Akun", value: listing.accountInfo },
    { label: "Metode Login", value: listing.loginMethod },
    // The days the seller chose ('Garansi 14 hari'); the seed's text where there are none.
    { label: "Garansi", value: listing.warranty ?? listing.warrantyInfo },
    { label: "Catatan Penting", value: listing.importantNotes },
  ];
  // A seller's own spec row ("Rank: Immortal 2") wins over the same column shown again.
  const seen = new Set<string>();
  return rows.filter((r): r is { label: string; value: string } => {
    const key = r.label.trim().toLowerCase();
    if (!r.value || !r.value.trim() || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
