import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: paint it first, then hydrate. On a fast connection the scripts can
// arrive before the first frame, and hydrating then would hold the first paint (and the largest
// image) back behind the whole of React's work. A hidden tab paints no frames, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
