/** The listing's shapes the buy box and its submit step share (the submit is loaded on demand). */
import type { PurchaseInput } from "~/modules/catalog/purchase-input";
import type { ListingType } from "~/modules/catalog/vocabulary";

export interface BuyBoxListing {
  id: string;
  title: string;
  price: number;
  stock: number;
  type: ListingType;
  gameSlug: string;
  categorySlug: string;
  imageUrl: string | null;
  /** Each with its game's ID rule where there is one (sent by the loader: pattern, message, keypad). */
  requiredInputs: PurchaseInput[];
  sellerId: string;
  sellerName: string;
}
