import type { SellerFigureView } from "~/modules/catalog/seller-figures.server";

/**
 * A seller's reliability figures (profile and the listing's seller card), each with what it counts;
 * 'Penjual baru' instead while the seller has too few orders. The texts come formatted from the
 * server, so this adds next to nothing to a page's JavaScript.
 */
export function SellerFigures({ view, className = "" }: { view: SellerFigureView; className?: string }) {
  const muted = "text-xs text-slate-600 dark:text-slate-400";
  return (
    <section className={className} aria-label={view.title} data-testid="seller-figures">
      <p className={muted}>{view.title}</p>
      {view.newSeller ? (
        <p className="mt-1 text-sm" data-testid="new-seller">
          <b>{view.newSeller.label}</b> <span className={muted}>{view.newSeller.note}</span>
        </p>
      ) : (
        <dl className="mt-1 grid grid-cols-2 gap-2">
          {view.items.map((f) => (
            <div key={f.label}>
              <dt className={muted}>{f.label}</dt>
              <dd className="font-bold tabular-nums">
                {f.value} <span className={`block font-normal ${muted}`}>{f.note}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
