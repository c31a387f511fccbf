import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

/**
 * Hands the server-rendered scroll-snap strip over to embla in the same task as embla's first
 * translate: the strip stops scrolling natively (and is scrolled back to 0, since embla now moves
 * the slides), so no frame shows a slide twice offset and nothing shifts.
 */
function takeOver(viewport: HTMLElement): CarouselPlugin {
  return {
    name: "takeOver",
    options: {},
    init() {
      viewport.style.overflow = "hidden";
      viewport.style.scrollSnapType = "none";
      viewport.scrollLeft = 0;
    },
    destroy() {
      viewport.style.overflow = "";
      viewport.style.scrollSnapType = "";
    },
  } as CarouselPlugin;
}

/**
 * Loaded with a dynamic import() after hydration (see use-carousel.tsx), so that embla is never
 * part of a page's first download. Renders nothing: it attaches embla to the existing viewport.
 */
export default function EmblaEngine({
  viewport,
  options,
  plugins,
  onApi,
}: {
  viewport: HTMLElement;
  options: CarouselOptions;
  plugins: CarouselPlugin[];
  onApi: (api: CarouselApi | null) => void;
}) {
  const [allPlugins] = useState(() => [takeOver(viewport), ...plugins]);
  const [setViewport, api] = useEmblaCarousel(options, allPlugins);
  useEffect(() => setViewport(viewport), [setViewport, viewport]);
  useEffect(() => {
    if (!api) return;
    onApi(api);
    return () => onApi(null);
  }, [api, onApi]);
  return null;
}
