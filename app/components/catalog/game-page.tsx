import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import type { GamePage } from "~/modules/catalog/browse.server";
import { formatNumber } from "~/utils/format";
import { FilterDrawerButton } from "./filter-button";
import { resetParams } from "~/modules/catalog/filter-params";
import { PendingNote, ResultsToolbar, usePendingResults } from "./results";
import { FilteredResults } from "./filtered-results";
import { FiltersOnUse } from "./filters-on-use";
import { SearchBox } from "./search-box";

const FORM_ID = "game-filters";
const DRAWER_ID = "game-filter-drawer";

/**
 * Phones' category tabs (the sidebar's radios are behind 'Filter' there; drawn by tailwind.css):
 * links to the category landings, so they work without JavaScript; the shown one is aria-current.
 */
function CategoryTabs({ game, data }: { game: string; data: GamePage }) {
  return (
    <nav aria-label="Kategori" className="category-tabs">
      {[{ slug: "", name: "Semua" }, ...data.categories].map((c) => (
        <Link
          key={c.slug}
          to={`/games/${game}${c.slug && "/" + c.slug}`}
          aria-current={(data.category ?? "") === c.slug ? "page" : undefined}
        >
          {c.name}
        </Link>
      ))}
    </nav>
  );
}

/** The game page (/games/{slug} and its category landings): banner, filters, results. */
export function GamePageView({
  data,
  isIndexRoute,
  store = null,
}: {
  data: GamePage;
  isIndexRoute: boolean;
  /** A Top Up category's store (components/topups/top-up-store.tsx), above the listings. */
  store?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const { game, filters } = data;
  const action = `/games/${game.slug}`;
  const pending = usePendingResults([action, pathname]);
  const resetHref = `${action}${resetParams(new URLSearchParams(search))}`;
  const categoryName = data.categories.find((c) => c.slug === data.category)?.name;

  return (
    <main>
      {/* Drawn by tailwind.css (.game-banner): the image, its shade, the title over it. */}
      <section className="game-banner">
        <img
          src={game.bannerUrl}
          alt=""
          width={1600}
          height={600}
          loading="eager"
          // React 18 knows no `fetchPriority` prop; the HTML attribute is lower case.
          {...{ fetchpriority: "high" }}
          decoding="async"
        />
        <div>
          <h1>{game.name}</h1>
          <p>{game.description}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[17rem_1fr]">
        <FiltersOnUse name="GameFilters" props={{ data, formId: FORM_ID, drawerId: DRAWER_ID, action, resetHref }} />

        <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
          <CategoryTabs game={game.slug} data={data} />
          {store}
          <SearchBox
            id="game-q"
            formId={FORM_ID}
            label={`Cari di ${game.name}`}
            placeholder={`Cari di ${game.name}...`}
            defaultValue={filters.q}
          />

          <ResultsToolbar formId={FORM_ID} sort={filters.sort} view={filters.view} search={search}>
            <FilterDrawerButton drawerId={DRAWER_ID} activeCount={data.activeFilters} />
            <h2 id="results-heading" className="text-sm text-slate-600 dark:text-slate-400" data-testid="result-count">
              {categoryName ? (
                <span className="font-semibold text-slate-900 dark:text-slate-100">{categoryName}: </span>
              ) : null}
              {formatNumber(data.total)} produk
            </h2>
          </ResultsToolbar>
          <PendingNote pending={pending} />

          <FilteredResults
            data={data}
            filters={filters}
            pending={pending}
            resetHref={resetHref}
            fetchPath={(q) => (isIndexRoute ? `${pathname}?index&${q}` : `${pathname}?${q}`)}
          />
        </section>
      </div>
    </main>
  );
}

/** A game page's head: the loader's preview tags, structured data and banner preload (seo.server.ts). */
export function gamePageMeta(page: { seo: MetaDescriptor[] } | undefined) {
  return page ? page.seo : [{ title: "Game Tidak Ditemukan — PasarGame" }];
}
