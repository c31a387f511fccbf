import { Form } from "@remix-run/react";
import { Search } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cx } from "~/utils/cx";

/** Fetched on the first focus of a search box, not with the page. */
const SearchSuggest = lazy(() => import("./search-suggest"));

/**
 * Goes to /search?q=… — only with a non-blank term (spec: header and home search). Once focused,
 * it suggests games, categories and titles while typing (./search-suggest.tsx).
 */
export function SearchForm({
  className,
  defaultValue,
  id = "search",
}: {
  className?: string;
  defaultValue?: string;
  id?: string;
}) {
  const [suggest, setSuggest] = useState(false);
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={cx("relative", className)}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
        input.value = input.value.trim();
        if (!input.value) event.preventDefault();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Cari produk
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Cari akun, top up, jasa joki..."
        autoComplete="off"
        onFocus={() => setSuggest(true)}
        className="block min-h-11 w-full rounded-xl border border-surface-200 bg-white pr-11 pl-3 text-sm outline-none focus:border-accent-500 dark:border-surface-700 dark:bg-surface-900"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-600 dark:text-slate-400"
        aria-label="Cari"
      >
        <Search className="size-5" aria-hidden />
      </button>
      {suggest ? (
        <Suspense fallback={null}>
          <SearchSuggest inputId={id} />
        </Suspense>
      ) : null}
    </Form>
  );
}
