/**
 * Suggestions under a search box while typing (games, categories, best-selling titles from
 * /search/suggest). Loaded on demand — the first focus of a search box fetches this module — so no
 * page's first JavaScript carries it. Plain links in a labelled list: Tab or the arrow keys reach
 * them, Escape closes them, and the form still submits whatever was typed.
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Suggestions } from "~/modules/catalog/suggest.server";

const DELAY_MS = 120;
const TEXTS = { label: "Saran pencarian", game: "Game", category: "Kategori" } as const;

type Item = { key: string; label: string; detail: string | null; href: string };

function itemsOf(s: Suggestions): Item[] {
  return [
    ...s.games.map((g) => ({ key: `g:${g.href}`, label: g.name, detail: TEXTS.game, href: g.href })),
    ...s.categories.map((c) => ({ key: `c:${c.href}`, label: c.name, detail: c.game, href: c.href })),
    ...s.listings.map((l) => ({ key: `l:${l.href}`, label: l.title, detail: l.game, href: l.href })),
  ];
}

export default function SearchSuggest({ inputId }: { inputId: string }) {
  const [items, setItems] = useState<Item[]>([]);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asked = "";
    let controller: AbortController | null = null;
    const ask = () => {
      const q = input.value.trim();
      if (q === asked) return;
      asked = q;
      controller?.abort();
      if (q.length < 2) return setItems([]);
      controller = new AbortController();
      fetch(`/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<Suggestions>) : null))
        .then((s) => {
          if (s && input.value.trim() === q) setItems(itemsOf(s));
        })
        .catch(() => {});
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, DELAY_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setItems([]);
      if (event.key === "ArrowDown") {
        const first = listRef.current?.querySelector("a");
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKey);
    ask(); // what was typed before this module arrived
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKey);
    };
  }, [inputId]);

  if (items.length === 0) return null;
  const move = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      setItems([]);
      document.getElementById(inputId)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) document.getElementById(inputId)?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };
  return (
    <ul
      ref={listRef}
      aria-label={TEXTS.label}
      onKeyDown={move}
      data-testid="search-suggestions"
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-xl border border-surface-200 bg-white py-1 text-sm shadow-lg dark:border-surface-700 dark:bg-surface-900"
    >
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.href}
            onClick={() => setItems([])}
            className="flex min-h-11 items-center justify-between gap-3 px-3 hover:bg-surface-100 focus:bg-surface-100 dark:hover:bg-surface-800 dark:focus:bg-surface-800"
            data-testid="search-suggestion"
          >
            <span className="truncate">{item.label}</span>
            {item.detail ? (
              <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{item.detail}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
