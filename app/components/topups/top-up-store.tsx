/**
 * The top-up store of a game page (Top Up category): the player ID first, then one tile per
 * denomination with its best offer; a tile is a submit button, so the whole purchase start works
 * without JavaScript (a GET to the same page, which sends the buyer to that offer's checkout).
 * 'Cek ID' posts the IDs to the page, which comes back with the nickname (or why there is none).
 */
import type { IdCheckAnswer } from "~/modules/topups/id-check.server";
import type { TopUpStore } from "~/modules/topups/store.server";
import { NICKNAME_TEXTS } from "~/modules/topups/texts";
import { NicknameNote } from "./nickname-note";
import { formatRupiah } from "~/utils/format";
import { Field } from "../ui";

export const TOP_UP_STORE_TEXTS = {
  title: "Top Up Cepat",
  idStep: "1. Masukkan ID Akun",
  pickStep: "2. Pilih Nominal",
  instant: "Instan",
  empty: "Belum ada penjual",
  others: (n: number) => `Lainnya (${n} penawaran)`,
  seller: (name: string) => `oleh ${name}`,
} as const;

export function TopUpStoreView({
  store,
  gameSlug,
  category,
  idCheck,
}: {
  store: TopUpStore;
  gameSlug: string;
  category: string | null;
  /** The answer to 'Cek ID' (the action's), with what was typed. */
  idCheck: IdCheckAnswer | null;
}) {
  if (store.tiles.length === 0) return null;
  const href = `/games/${gameSlug}/${category ?? "top-up"}`;
  return (
    <section aria-labelledby="top-up-store-title" className="space-y-4" data-testid="top-up-store">
      <h2 id="top-up-store-title" className="text-xl font-bold">
        {TOP_UP_STORE_TEXTS.title}
      </h2>
      <form method="get" action={href} className="space-y-4">
        {store.fields.length > 0 ? (
          <fieldset className="space-y-3 rounded-2xl border border-surface-200 p-4 dark:border-surface-700">
            <legend className="px-1 text-sm font-semibold">{TOP_UP_STORE_TEXTS.idStep}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {store.fields.map((field) => (
                <Field
                  key={field.id}
                  id={`store-${field.id}`}
                  name={field.id}
                  label={field.label}
                  placeholder={field.placeholder}
                  inputMode={field.rule?.inputMode}
                  autoComplete="off"
                  defaultValue={idCheck?.values[field.id] ?? ""}
                  error={idCheck?.errors[field.id]}
                />
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
              <button
                type="submit"
                formMethod="post"
                formAction={href}
                data-testid="check-id"
                className="min-h-11 rounded-xl border border-accent-500 px-4 font-semibold text-accent-700 hover:bg-accent-500/10 dark:text-accent-300"
              >
                {NICKNAME_TEXTS.check}
              </button>
              {idCheck?.check ? <NicknameNote check={idCheck.check} /> : null}
              {idCheck?.formError ? (
                <p role="alert" className="text-red-600 dark:text-red-400">
                  {idCheck.formError}
                </p>
              ) : null}
            </div>
          </fieldset>
        ) : null}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{TOP_UP_STORE_TEXTS.pickStep}</legend>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {store.tiles.map((tile) => (
              <li key={tile.id} className="flex flex-col gap-1">
                <button
                  type="submit"
                  name="d"
                  value={tile.id}
                  disabled={!tile.best}
                  data-testid="top-up-tile"
                  className="flex min-h-24 flex-col items-start gap-1 rounded-2xl border border-surface-200 bg-surface-50 p-3 text-left hover:border-accent-500 focus-visible:ring-2 focus-visible:ring-accent-500 disabled:opacity-60 dark:border-surface-700 dark:bg-surface-900"
                >
                  <span className="font-semibold">{tile.label}</span>
                  {tile.best ? (
                    <>
                      <span className="font-bold text-accent-700 tabular-nums dark:text-accent-300">
                        {formatRupiah(tile.best.price)}
                      </span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {TOP_UP_STORE_TEXTS.seller(tile.best.sellerName)}
                        {tile.best.instant ? ` · ${TOP_UP_STORE_TEXTS.instant}` : ""}
                      </span>
                    </>
                  ) : (
                    <span className="text-xs text-slate-600 dark:text-slate-400">{TOP_UP_STORE_TEXTS.empty}</span>
                  )}
                </button>
                {tile.offers > 1 ? (
                  <a
                    className="text-xs font-medium text-accent-700 underline dark:text-accent-300"
                    href={`/search?${new URLSearchParams({ q: tile.label, game: gameSlug, type: "Top Up", sort: "price-asc" })}`}
                  >
                    {TOP_UP_STORE_TEXTS.others(tile.offers)}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      </form>
    </section>
  );
}
