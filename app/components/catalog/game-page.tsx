import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import type { GamePage, SubFilterValue } from "~/modules/catalog/browse.server";
import { formatNumber } from "~/utils/format";
import { FilterPanel } from "./filter-panel";
import { FilterDrawerButton } from "./filter-drawer";
import { resetParams, SUB_FILTER_PREFIX } from "~/modules/catalog/filter-params";
import { PendingNote, ResultsToolbar } from "./results";
import { Choice, ChoiceFieldset, TrustChoices } from "./choice-fieldset";
import { FilteredResults } from "./filtered-results";
import { SearchBox } from "./search-box";
import { useFilterForm, usePendingResults } from "./use-filter-form";
import { preloadImage } from "~/utils/preload";

const FORM_ID = "game-filters";
const DRAWER_ID = "game-filter-drawer";

const field =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-white px-3 text-sm dark:border-surface-700 dark:bg-surface-900";

function SubFilterField({ filter }: { filter: SubFilterValue }) {
  const name = SUB_FILTER_PREFIX + filter.key;
  const id = `sf-${filter.key}`;
  if (filter.type === "checkbox") {
    return (
      <ChoiceFieldset legend={filter.label}>
        {filter.options.map((option) => (
          <Choice key={option} type="checkbox" name={name} value={option} checked={filter.values.includes(option)}>
            {option}
          </Choice>
        ))}
      </ChoiceFieldset>
    );
  }
  if (filter.type === "select") {
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {filter.label}
        </label>
        {/* Keyed by its value, like the sort: a select's default is set only when it mounts. */}
        <select
          key={filter.values[0] ?? ""}
          id={id}
          name={name}
          defaultValue={filter.values[0] ?? ""}
          className={field}
        >
          <option value="">Semua</option>
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const numeric = /\d/.test(filter.placeholder ?? "");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {filter.label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={numeric ? "numeric" : undefined}
        defaultValue={filter.values[0] ?? ""}
        placeholder={filter.placeholder ?? undefined}
        maxLength={50}
        aria-describedby={numeric ? `${id}-hint` : undefined}
        className={field}
      />
      {numeric ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          Angka dibaca sebagai batas minimal.
        </p>
      ) : null}
    </div>
  );
}

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
  const form = useFilterForm({ action, drawerId: DRAWER_ID, dropSubFiltersUnless: data.category });
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
        <div>
          <FilterPanel
            drawerId={DRAWER_ID}
            formId={FORM_ID}
            form={form}
            action={action}
            filters={filters}
            resetHref={resetHref}
          >
            <ChoiceFieldset legend="Kategori" testId="category-filter">
              <Choice type="radio" name="category" value="" checked={!data.category}>
                <span className="flex-1">Semua</span>
                <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {formatNumber(data.allCount)}
                </span>
              </Choice>
              {data.categories.map((c) => (
                <Choice key={c.slug} type="radio" name="category" value={c.slug} checked={data.category === c.slug}>
                  <span className="flex-1">{c.name}</span>
                  <span
                    className="text-xs text-slate-600 tabular-nums dark:text-slate-400"
                    data-testid={`count-${c.slug}`}
                  >
                    {formatNumber(c.count)}
                  </span>
                </Choice>
              ))}
            </ChoiceFieldset>

            <ChoiceFieldset legend="Promo">
              <Choice type="checkbox" name="promo" value="1" checked={filters.promo}>
                Hanya produk diskon
              </Choice>
            </ChoiceFieldset>
            <TrustChoices view={data.trust} />

            {data.subFilters.length ? (
              <div className="space-y-4" data-testid="sub-filters">
                {data.subFilters.map((f) => (
                  <SubFilterField key={f.key} filter={f} />
                ))}
              </div>
            ) : null}
          </FilterPanel>
        </div>

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

/** A game page's head: the loader's preview tags and structured data (seo.server.ts), its banner preloaded. */
export function gamePageMeta(page: { seo: MetaDescriptor[]; game: { bannerUrl: string } } | undefined) {
  return page ? [...page.seo, ...preloadImage(page.game.bannerUrl)] : [{ title: "Game Tidak Ditemukan — PasarGame" }];
}
