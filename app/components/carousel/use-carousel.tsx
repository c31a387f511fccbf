import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { CarouselApi, CarouselOptions, CarouselPlugin } from "./embla-engine";

type Engine = {
  Component: ComponentType<{
    viewport: HTMLElement;
    options: CarouselOptions;
    plugins: CarouselPlugin[];
    onApi: (api: CarouselApi | null) => void;
  }>;
  options: CarouselOptions;
  plugins: CarouselPlugin[];
};

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The slide the native strip shows (the server-rendered viewport scrolls one slide per width). */
function stripIndex(viewport: HTMLElement, count: number) {
  const width = viewport.clientWidth || 1;
  return Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / width)));
}

/**
 * A carousel that works before its library arrives. The server renders a CSS scroll-snap strip
 * (readable and swipeable without JavaScript); after hydration the controls scroll that strip, and
 * when the browser is idle (or the visitor points at or focuses the carousel) embla and, with
 * `autoplayMs`, its autoplay plugin are loaded with import() and take over the same DOM.
 * Render `engine` anywhere inside the component and put `viewportRef` on the scrolling element.
 */
export function useCarousel({
  count,
  loop = false,
  autoplayMs,
}: {
  count: number;
  loop?: boolean;
  autoplayMs?: number;
}) {
  const [viewport, viewportRef] = useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => setHydrated(true), []);

  // Before embla: follow the native strip as the visitor swipes it.
  useEffect(() => {
    if (!viewport || api) return;
    const onScroll = () => setSelected(stripIndex(viewport, count));
    viewport.addEventListener("scroll", onScroll, { passive: true });
    return () => viewport.removeEventListener("scroll", onScroll);
  }, [viewport, api, count]);

  // Ask for embla when the browser is idle after hydration, or at the first sign of interest.
  useEffect(() => {
    if (!viewport || count < 2) return;
    const want = () => setWanted(true);
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(want, { timeout: 2000 })
        : window.setTimeout(want, 300);
    const target = viewport.parentElement ?? viewport;
    target.addEventListener("pointerenter", want, { once: true });
    target.addEventListener("focusin", want, { once: true });
    return () => {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      target.removeEventListener("pointerenter", want);
      target.removeEventListener("focusin", want);
    };
  }, [viewport, count]);

  useEffect(() => {
    if (!wanted || !viewport) return;
    let cancelled = false;
    Promise.all([import("./embla-engine"), autoplayMs ? import("embla-carousel-autoplay") : null])
      .then(([{ default: Component }, autoplay]) => {
        if (cancelled) return;
        const plugins: CarouselPlugin[] = autoplay
          ? [
              autoplay.default({
                delay: autoplayMs,
                stopOnMouseEnter: true,
                stopOnInteraction: false,
                // Visitors who prefer reduced motion move the banners themselves.
                playOnInit: !prefersReducedMotion(),
              }),
            ]
          : [];
        setEngine({ Component, plugins, options: { loop, startIndex: stripIndex(viewport, count) } });
      })
      .catch(() => {
        // Offline or a stale deploy: the native strip and its controls keep working.
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, viewport, autoplayMs, loop, count]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    onSelect();
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  const scrollTo = useCallback(
    (index: number) => {
      setWanted(true);
      if (api) return api.scrollTo(index);
      if (!viewport) return;
      const behavior = prefersReducedMotion() ? "auto" : "smooth";
      viewport.scrollTo({ left: index * viewport.clientWidth, behavior });
    },
    [api, viewport],
  );
  const step = (by: number) => {
    const next = selected + by;
    if (loop) return scrollTo((next + count) % count);
    scrollTo(Math.min(count - 1, Math.max(0, next)));
  };

  return {
    viewportRef,
    selected,
    /** The controls work (hydrated), natively or through embla. */
    hydrated,
    /** embla has taken over the strip. */
    ready: api !== null,
    scrollTo,
    scrollPrev: () => (api ? api.scrollPrev() : step(-1)),
    scrollNext: () => (api ? api.scrollNext() : step(1)),
    engine:
      engine && viewport ? (
        <engine.Component viewport={viewport} options={engine.options} plugins={engine.plugins} onApi={setApi} />
      ) : null,
  };
}
