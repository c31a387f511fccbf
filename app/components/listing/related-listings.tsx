/**
 * 'Produk lain dari penjual ini' and 'Listing serupa' under a listing, with the catalog's own cards.
 * Rendered on the server only (the route passes finished HTML: the listing page's script budget has
 * no room for the card's code), inside a static router of its own (no effects, no warnings) so the cards' links render as plain
 * links. A row with no listings is left out.
 */
import { StaticRouter } from "react-router-dom/server";
import { CardRow } from "~/components/catalog/card-row";
import type { ListingCard } from "~/modules/catalog/listing-cards.server";
import type { RelatedListings } from "~/modules/catalog/related-listings.server";
import { RELATED_TEXTS as T } from "~/modules/catalog/texts";

function Row({ id, title, cards, more }: { id: string; title: string; cards: ListingCard[]; more?: string }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id} className="mt-8">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {more ? (
          <a href={more} className="text-sm font-semibold text-brand hover:underline">
            {T.seeSeller}
          </a>
        ) : null}
      </div>
      <CardRow cards={cards} className="mt-3" />
    </section>
  );
}

export function RelatedListingsRows({ related, sellerName }: { related: RelatedListings; sellerName: string }) {
  return (
    <StaticRouter location="/">
      <Row
        id="more-from-seller"
        title={T.fromSeller}
        cards={related.fromSeller}
        more={`/user/${encodeURIComponent(sellerName)}`}
      />
      <Row id="similar-listings" title={T.similar} cards={related.similar} />
    </StaticRouter>
  );
}
