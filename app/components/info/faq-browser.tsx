/**
 * Search + accordion over FAQ entries (/help and /faq). The server renders the list already filtered
 * by ?q= (the search is a plain GET form, so it works without JavaScript) and renders native
 * <details name="faq"> elements, which open one at a time without JavaScript. Once hydrated, the
 * list becomes a Radix accordion (single, collapsible) and filters as you type.
 */
import * as Accordion from "@radix-ui/react-accordion";
import { Form } from "@remix-run/react";
import { ChevronDown, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { filterFaq, groupByCategory, MAX_QUERY_LENGTH, NO_MATCH_TEXT, type FaqEntry } from "~/modules/content/faq";
import { cn } from "~/utils/cn";
import { useHydrated } from "~/utils/use-hydrated";

const itemClass = "border-b border-surface-200 last:border-b-0 dark:border-surface-800";
const triggerClass =
  "flex min-h-11 w-full cursor-pointer items-center justify-between gap-4 py-4 text-left font-semibold transition hover:text-brand";
const answerClass = "pb-4 leading-relaxed text-slate-600 dark:text-slate-300";

export function FaqBrowser({ entries, initialQuery }: { entries: FaqEntry[]; initialQuery: string }) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery);
  // Back/forward between ?q= values: follow the URL.
  useEffect(() => setQuery(initialQuery), [initialQuery]);
  const inputId = useId();
  const statusId = useId();

  const results = filterFaq(entries, query);
  const groups = groupByCategory(results);

  return (
    <div>
      <Form method="get" role="search" replace preventScrollReset className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Cari pertanyaan
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600 dark:text-slate-400"
            aria-hidden
          />
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Cari pertanyaan, misalnya: rekening bersama"
            autoComplete="off"
            aria-describedby={statusId}
            data-testid="faq-search"
            className="block min-h-11 w-full rounded-xl border border-surface-200 bg-white py-2 pr-3 pl-10 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-900"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center rounded-xl border border-surface-200 bg-surface-100 px-4 font-semibold hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700"
        >
          Cari
        </button>
      </Form>

      <p id={statusId} role="status" className="mt-3 min-h-6 text-sm text-slate-600 dark:text-slate-400">
        {query.trim() && results.length > 0 ? `${results.length} pertanyaan ditemukan.` : ""}
      </p>

      {groups.length === 0 ? (
        <p
          className="mt-2 rounded-card border border-dashed border-surface-200 p-8 text-center text-slate-600 dark:border-surface-700 dark:text-slate-300"
          data-testid="faq-empty"
        >
          {NO_MATCH_TEXT}
        </p>
      ) : hydrated ? (
        <Accordion.Root type="single" collapsible className="mt-2 space-y-8" data-testid="faq-list">
          {groups.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <h2 className="mb-2 text-lg font-bold text-brand">{group.category}</h2>
              <div className="rounded-card border border-surface-200 bg-white px-5 dark:border-surface-800 dark:bg-surface-900">
                {group.entries.map((entry) => (
                  <Accordion.Item key={entry.id} value={entry.id} className={itemClass} data-testid="faq-item">
                    <Accordion.Header className="text-base">
                      <Accordion.Trigger className={cn(triggerClass, "group")}>
                        {entry.question}
                        <ChevronDown
                          className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                          aria-hidden
                        />
                      </Accordion.Trigger>
                    </Accordion.Header>
                    <Accordion.Content className={answerClass}>{entry.answer}</Accordion.Content>
                  </Accordion.Item>
                ))}
              </div>
            </section>
          ))}
        </Accordion.Root>
      ) : (
        <div className="mt-2 space-y-8" data-testid="faq-list">
          {groups.map((group) => (
            <section key={group.category} aria-label={group.category}>
              <h2 className="mb-2 text-lg font-bold text-brand">{group.category}</h2>
              <div className="rounded-card border border-surface-200 bg-white px-5 dark:border-surface-800 dark:bg-surface-900">
                {group.entries.map((entry) => (
                  <details key={entry.id} name="faq" className={cn(itemClass, "group")} data-testid="faq-item">
                    <summary className={cn(triggerClass, "list-none [&::-webkit-details-marker]:hidden")}>
                      {entry.question}
                      <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
                    </summary>
                    <div className={answerClass}>{entry.answer}</div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
