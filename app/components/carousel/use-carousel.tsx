import { useCallback, useEffect, useState } from "react";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The slide the native strip shows (the server-rendered viewport scrolls one slide per width). */
function stripIndex(viewport: HTMLElement, count: number) {
  const width = viewport.clientWidth || 1;
  return Math.min(count - 1, Math.max(0, Math.round(viewport.scrollLeft / width)));
}

/**
 * A carousel that is a CSS scroll-snap strip, on the server and after hydration alike: readable
 * and swipeable without JavaScript, swiped with the browser's own momentum. After hydration the
 * controls scroll the strip, the selected slide follows its scroll, and with `autoplayMs` it moves
 * on by itself (paused while the pointer is over it, off for visitors who prefer reduced motion).
 * No carousel library: embla took over the same strip before, ~8 KiB gzip after every load.
 * Put `viewportRef` on the scrolling element.
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
  const [hovered, setHovered] = useState(false);

  useEffect(() => setHydrated(true), []);

  // Follow the strip as the visitor swipes it or the controls scroll it.
  useEffect(() => {
    if (!viewport) return;
    const onScroll = () => setSelected(stripIndex(viewport, count));
    viewport.addEventListener("scroll", onScroll, { passive: true });
    return () => viewport.removeEventListener("scroll", onScroll);
  }, [viewport, count]);

  const scrollTo = useCallback(
    (index: number) => {
      if (!viewport) return;
      const behavior = prefersReducedMotion() ? "auto" : "smooth";
      viewport.scrollTo({ left: index * viewport.clientWidth, behavior });
    },
    [viewport],
  );
  const step = (by: number) => {
    const next = selected + by;
    scrollTo(loop ? (next + count) % count : Math.min(count - 1, Math.max(0, next)));
  };

  // Autoplay: the next slide `autoplayMs` after the last move, whoever made it.
  const target = viewport?.parentElement;
  useEffect(() => {
    if (!target || !autoplayMs) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    target.addEventListener("pointerenter", enter);
    target.addEventListener("pointerleave", leave);
    return () => {
      target.removeEventListener("pointerenter", enter);
      target.removeEventListener("pointerleave", leave);
    };
  }, [target, autoplayMs]);
  useEffect(() => {
    if (!viewport || !autoplayMs || count < 2 || hovered || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => scrollTo((selected + 1) % count), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [viewport, autoplayMs, count, hovered, selected, scrollTo]);

  return {
    viewportRef,
    selected,
    /** The controls work (hydrated). */
    hydrated,
    scrollTo,
    scrollPrev: () => step(-1),
    scrollNext: () => step(1),
  };
}
