/**
 * The filter panels of the game page and search: their fields in the shared panel. Loaded on the
 * form's first use (filters-on-use.tsx), so a page's first download does not carry them.
 */
import type { GamePage, SubFilterValue } from "~/modules/catalog/browse.server";
import type { SearchPage } from "~/modules/catalog/search.server";
import { LISTING_TYPES, SUB_FILTER_PREFIX } from "~/modules/catalog/filter-params";
import { formatNumber } from "~/utils/format";
import { Choice, ChoiceFieldset, TrustChoices } from "./choice-fieldset";
import { FilterPanel } from "./filter-panel";
import type { OnUse } from "./use-filter-form";

/** What the page hands its panel; the panel's element ids are the page's. */
export interface PanelIds {
  formId: string;
  drawerId: string;
  action: string;
  resetHref: string;
}

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

/** The game page's panel: category, promo, trust filters and the category's sub-filters. */
export function GameFilters({
  data,
  formId,
  drawerId,
  action,
  resetHref,
  ...onUse
}: PanelIds & OnUse & { data: GamePage }) {
  const { filters } = data;
  return (
    <FilterPanel
      {...onUse}
      drawerId={drawerId}
      formId={formId}
      action={action}
      dropSubFiltersUnless={data.category}
      filters={filters}
      resetHref={resetHref}
    >
      <ChoiceFieldset legend="Kategori" testId="category-filter">
        <Choice type="radio" name="category" value="" checked={!data.category}>
          <span className="flex-1">Semua</span>
          <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{formatNumber(data.allCount)}</span>
        </Choice>
        {data.categories.map((c) => (
          <Choice key={c.slug} type="radio" name="category" value={c.slug} checked={data.category === c.slug}>
            <span className="flex-1">{c.name}</span>
            <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400" data-testid={`count-${c.slug}`}>
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
  );
}

/** Search's panel: games, kinds, promo and trust filters. */
export function SearchFilters({
  data,
  formId,
  drawerId,
  action,
  resetHref,
  ...onUse
}: PanelIds & OnUse & { data: SearchPage }) {
  const { filters } = data;
  return (
    <FilterPanel {...onUse} drawerId={drawerId} formId={formId} action={action} filters={filters} resetHref={resetHref}>
      <ChoiceFieldset legend="Game">
        {data.games.map((g) => (
          <Choice key={g.slug} type="checkbox" name="game" value={g.slug} checked={data.selectedGames.includes(g.slug)}>
            {g.name}
          </Choice>
        ))}
      </ChoiceFieldset>
      <ChoiceFieldset legend="Kategori">
        {LISTING_TYPES.map((t) => (
          <Choice key={t} type="checkbox" name="type" value={t} checked={data.selectedTypes.includes(t)}>
            {t}
          </Choice>
        ))}
      </ChoiceFieldset>
      <ChoiceFieldset legend="Promo">
        <Choice type="checkbox" name="promo" value="1" checked={filters.promo}>
          Hanya produk diskon
        </Choice>
      </ChoiceFieldset>
      <TrustChoices view={data.trust} />
    </FilterPanel>
  );
}
