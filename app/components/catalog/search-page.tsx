import type { MetaDescriptor } from "@remix-run/cloudflare";
import { Link, useLocation } from "@remix-run/react";
import type { SearchPage } from "~/modules/catalog/search.server";
import { formatNumber } from "~/utils/format";
import { FilterDrawerButton } from "./filter-button";
import { resetParams } from "~/modules/catalog/filter-params";
import { PendingNote, ResultsToolbar, usePendingResults } from "./results";
import { FilteredResults } from "./filtered-results";
import { FiltersOnUse } from "./filters-on-use";
import { SearchBox } from "./search-box";

const FORM_ID = "search-filters";
const DRAWER_ID = "search-filter-drawer";

/** The search screen; /featured is the same screen in featured mode (spec section 2). */
export function SearchPageView({ data }: { data: SearchPage & { promptHtml?: string | null } }) {
  const { pathname, search } = useLocation();
  const { filters } = data;
  const featured = data.mode === "featured";
  const action = featured ? "/featured" : "/search";
  const pending = usePendingResults([action]);
  const resetParamsWithQ = new URLSearchParams(resetParams(new URLSearchParams(search)).slice(1));
  if (filters.q) resetParamsWithQ.set("q", filters.q);
  const resetHref = `${action}?${resetParamsWithQ.toString()}`;

  const title = featured ? "Penawaran Unggulan" : filters.q ? `Hasil Pencarian untuk "${filters.q}"` : "Cari Produk";

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold break-words sm:text-3xl" data-testid="search-title">
        {title}
      </h1>
      {featured && filters.q ? (
        <p className="mt-1 text-slate-600 dark:text-slate-400">Hasil Pencarian untuk &quot;{filters.q}&quot;</p>
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <FiltersOnUse name="SearchFilters" props={{ data, formId: FORM_ID, drawerId: DRAWER_ID, action, resetHref }} />

        <section aria-labelledby="search-count" className="min-w-0 space-y-4">
          <SearchBox
            id="search-page-q"
            formId={FORM_ID}
            label="Kata kunci"
            placeholder="Cari akun, top up, jasa joki..."
            defaultValue={filters.q}
          />

          {data.searched ? (
            <>
              <ResultsToolbar formId={FORM_ID} sort={filters.sort} view={filters.view} search={search}>
                <FilterDrawerButton drawerId={DRAWER_ID} activeCount={data.activeFilters} />
                <p id="search-count" className="text-sm text-slate-600 dark:text-slate-400" data-testid="result-count">
                  {formatNumber(data.total)} produk ditemukan.
                </p>
              </ResultsToolbar>
              {data.readAs ? (
                <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="search-read-as">
                  {data.readAs.label} &quot;<strong>{data.readAs.text}</strong>&quot;
                </p>
              ) : null}
              {data.suggestion ? (
                <p className="text-base" data-testid="search-suggestion">
                  {data.suggestion.label}{" "}
                  <Link to={data.suggestion.href} className="font-semibold text-brand underline">
                    {data.suggestion.text}
                  </Link>
                </p>
              ) : null}
              <PendingNote pending={pending} />
              <FilteredResults
                data={data}
                filters={filters}
                pending={pending}
                resetHref={resetHref}
                fetchPath={(q) => `${pathname}?${q}`}
              />
            </>
          ) : (
            <>
              {/* 'Ketik kata kunci …': the server's HTML (search-prompt.tsx), no code of its own here. */}
              <div dangerouslySetInnerHTML={{ __html: data.promptHtml ?? "" }} />
              <PendingNote pending={pending} />
            </>
          )}
        </section>
      </div>
    </main>
  );
}

/** The search screen's head, built by the loader (seo.server.ts `searchSeo`). */
export function searchPageMeta(data: { seo: MetaDescriptor[] } | undefined) {
  return data ? data.seo : [{ title: "Cari Produk — PasarGame" }];
}
