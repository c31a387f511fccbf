import type { ReactNode } from "react";

/**
 * Holds back a lazily loaded tab panel until its tab is first chosen, so its code is not downloaded
 * by readers who stay on the first tab (the listing page's 'Detail Produk' and 'Ulasan'). Like
 * when-opened.tsx: inside `<Suspense>`, the server renders the panel in place; in the browser the
 * server's HTML stays until `choose(id)`, then the panel's code loads and hydrates it. The boundary
 * must not re-render meanwhile (wrap it in `memo`): React drops a dehydrated boundary that updates.
 */
type Waiting = { promise: Promise<void>; resolve: () => void };
const chosen = new Map<string, Waiting | true>();

/** Lets the panel `id` render (at once, or when its wait ends). Idempotent. */
export function choose(id: string) {
  const state = chosen.get(id);
  if (state === true) return;
  chosen.set(id, true);
  state?.resolve();
}

export function WhenChosen({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document === "undefined") return children;
  let state = chosen.get(id);
  if (state === true) return children;
  if (!state) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    state = { promise, resolve };
    chosen.set(id, state);
  }
  throw state.promise;
}
