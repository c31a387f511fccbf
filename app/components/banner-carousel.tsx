import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cx } from "~/utils/cx";
import { useCarousel } from "./carousel/use-carousel";

export const CAROUSEL_AUTOPLAY_MS = 5000;

export interface Banner {
  id: string;
  imageUrl: string;
  title: string;
  description: string;
  link: string;
  textColor: string;
  buttonText: string;
  gradient: string;
}

/**
 * The home banner carousel (spec: autoplay 5000 ms, previous/next/dots). On the server and without
 * JavaScript it is a strip that swipes one banner at a time (CSS scroll snap), every banner's link
 * working; after hydration the same strip gets autoplay (paused while hovered, off for visitors who
 * prefer reduced motion) and its controls, without moving anything on the page.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const carousel = useCarousel({ count: banners.length, loop: true, autoplayMs: CAROUSEL_AUTOPLAY_MS });
  const selected = carousel.selected;
  if (banners.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promo unggulan"
      className="relative"
      data-testid="banner-carousel"
    >
      <div
        ref={carousel.viewportRef}
        className="snap-x snap-mandatory overflow-x-auto rounded-card [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        data-strip
      >
        <div className="flex">
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className="relative min-w-0 flex-[0_0_100%] snap-start"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} dari ${banners.length}`}
              data-testid="banner-slide"
              data-active={i === selected}
            >
              <img
                src={banner.imageUrl}
                alt=""
                width={1280}
                height={480}
                // The first banner is the page's largest paint: fetched first, at high priority.
                // The others wait until they scroll in, and decode off the main thread.
                loading={i === 0 ? "eager" : "lazy"}
                decoding={i === 0 ? undefined : "async"}
                {...(i === 0 ? { fetchpriority: "high" } : {})}
                className="aspect-[16/9] w-full object-cover sm:aspect-[16/6]"
              />
              <div
                className={cx(
                  "absolute inset-0 flex items-end bg-gradient-to-r p-5 sm:items-center sm:p-10",
                  banner.gradient,
                )}
              >
                <div className="max-w-md" style={{ color: banner.textColor }}>
                  <h2 className="text-xl font-black sm:text-4xl">{banner.title}</h2>
                  <p className="mt-2 hidden text-sm sm:block sm:text-base">{banner.description}</p>
                  <Link
                    to={banner.link}
                    className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
                  >
                    {banner.buttonText}
                  </Link>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <>
          <button
            type="button"
            onClick={carousel.scrollPrev}
            data-replay="banner-prev"
            className="absolute top-1/2 left-2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 sm:flex"
            aria-label="Banner sebelumnya"
          >
            <ChevronLeft className="size-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={carousel.scrollNext}
            className="absolute top-1/2 right-2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 sm:flex"
            aria-label="Banner berikutnya"
            data-testid="banner-next"
            data-replay="banner-next"
          >
            <ChevronRight className="size-6" aria-hidden />
          </button>
          <div className="mt-3 flex justify-center gap-1">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => carousel.scrollTo(i)}
                aria-label={`Tampilkan banner ${i + 1}`}
                aria-current={i === selected}
                className="flex size-11 items-center justify-center"
                data-testid="banner-dot"
                data-replay={`banner-dot-${i}`}
              >
                <span
                  className={cx(
                    "block h-2 rounded-full transition-all",
                    i === selected ? "w-6 bg-accent-500" : "w-2 bg-slate-400",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
