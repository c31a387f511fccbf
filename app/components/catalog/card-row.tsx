import { ProductCard } from "~/components/product-card";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import { cx } from "~/utils/cx";

/** A row of catalog cards, six across on a wide screen (the listing page's related rows, Terakhir Dilihat). */
export function CardRow({ cards, className }: { cards: ListingCard[]; className?: string }) {
  return (
    <ul className={cx("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6", className)}>
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCard listing={card} />
        </li>
      ))}
    </ul>
  );
}
