import type { ReactNode } from "react";

/**
 * Holds back a lazily loaded part inside a `<details>` until the details is first opened, so its
 * code is not downloaded by readers who never open it (the open-case form). Render it inside
 * `<Suspense>` with the lazy part as its child: the server renders the part in place (it reads and
 * posts without JavaScript); in the browser the server's HTML stays while this waits (React keeps a
 * suspended boundary's HTML when hydrating), then the part's code loads and hydrates it.
 */
const opened = new Map<string, Promise<void> | true>();

/** Resolves once the element `id` is an open `<details>` (at once if it already is). */
function whenOpen(id: string): Promise<void> | true {
  let state = opened.get(id);
  if (state) return state;
  state = new Promise<void>((resolve) => {
    let frames = 0;
    const done = () => {
      opened.set(id, true);
      resolve();
    };
    const attach = () => {
      const details = document.getElementById(id);
      // Not in the page yet (a client render): look again next frame, then give up waiting.
      if (!(details instanceof HTMLDetailsElement)) return ++frames > 10 ? done() : requestAnimationFrame(attach);
      if (details.open) return done();
      const onToggle = () => {
        if (!details.open) return;
        details.removeEventListener("toggle", onToggle);
        done();
      };
      details.addEventListener("toggle", onToggle);
    };
    attach();
  });
  opened.set(id, state);
  return state;
}

export function WhenOpened({ detailsId, children }: { detailsId: string; children: ReactNode }) {
  if (typeof document === "undefined") return children;
  const state = whenOpen(detailsId);
  if (state !== true) throw state;
  return children;
}
