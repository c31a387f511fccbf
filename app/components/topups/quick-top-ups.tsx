/**
 * The home page's 'Top Up Cepat' row: one card per popular game's top-up page with its cheapest
 * offer ("mulai Rp…"). Plain links, rendered on the server: no JavaScript of its own.
 */
import type { QuickTopUp } from "~/modules/topups/store.server";
import { QUICK_TOP_UP_TEXTS as T } from "~/modules/topups/quick-texts";
import { formatRupiah } from "~/utils/format";

export function QuickTopUps({ items }: { items: QuickTopUp[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-2 pb-6" aria-labelledby="quick-top-up-heading">
      <h2 id="quick-top-up-heading" className="text-xl font-bold">
        {T.title}
      </h2>
      <ul className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2" data-testid="quick-top-ups">
        {items.map((item) => (
          <li key={item.gameSlug} className="w-36 shrink-0 snap-start sm:w-44">
            <a
              href={item.href}
              className="flex h-full flex-col items-center gap-2 rounded-card border border-surface-200 bg-white p-3 text-center hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
            >
              <img
                src={item.iconUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-14 rounded-xl"
              />
              <span className="text-sm font-semibold">{item.name}</span>
              <span className="mt-auto text-xs text-slate-600 tabular-nums dark:text-slate-400">
                {T.from(formatRupiah(item.fromPrice))}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
