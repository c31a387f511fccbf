import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCarousel } from "~/components/carousel/use-carousel";
import { cn } from "~/utils/cn";

// The size of a listing's images, also written by listing-images.tsx (one image, no carousel).
const LISTING_IMAGE_WIDTH = 800;
const LISTING_IMAGE_HEIGHT = 500;

/**
 * The images of a listing that has two or more (the page loads this only then; listing-images.tsx
 * shows none or one). On the server and without JavaScript it is a strip that scrolls sideways
 * (snapping per image) with thumbnails that jump to an image; after hydration the previous/next
 * buttons appear and scroll the same strip. The first image loads eagerly, the rest lazily; every
 * image has its size, so nothing shifts while loading.
 */
export function ImageCarousel({ images, title }: { images: string[]; title: string }) {
  const carousel = useCarousel({ count: images.length });
  const selected = carousel.selected;
  return (
    <section aria-roledescription="carousel" aria-label={`Gambar ${title}`} data-testid="listing-gallery">
      <div className="relative">
        <div
          ref={carousel.viewportRef}
          className={cn(
            "rounded-card bg-surface-100 [scrollbar-width:none] dark:bg-surface-800 [&::-webkit-scrollbar]:hidden",
            "snap-x snap-mandatory overflow-x-auto",
          )}
        >
          <div className="flex">
            {images.map((src, i) => (
              <div
                key={`${src}-${i}`}
                id={`gambar-${i + 1}`}
                className="min-w-0 flex-[0_0_100%] snap-start"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} dari ${images.length}`}
                data-testid="listing-slide"
                data-active={i === selected}
              >
                <img
                  src={src}
                  alt={`${title} — gambar ${i + 1}`}
                  width={LISTING_IMAGE_WIDTH}
                  height={LISTING_IMAGE_HEIGHT}
                  loading={i === 0 ? "eager" : "lazy"}
                  {...(i === 0 ? { fetchpriority: "high" } : {})}
                  decoding="async"
                  className="aspect-[16/10] w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {carousel.hydrated ? (
          <>
            <button
              type="button"
              onClick={carousel.scrollPrev}
              data-replay="gallery-prev"
              disabled={selected === 0}
              className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-30"
              aria-label="Gambar sebelumnya"
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              onClick={carousel.scrollNext}
              data-replay="gallery-next"
              disabled={selected === images.length - 1}
              className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-30"
              aria-label="Gambar berikutnya"
              data-testid="gallery-next"
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        ) : null}
      </div>
      <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
        {images.map((src, i) => (
          <a
            key={`${src}-thumb-${i}`}
            href={`#gambar-${i + 1}`}
            onClick={(e) => {
              // Without JavaScript the link scrolls the strip to the image; after hydration the
              // carousel does, without moving the page.
              e.preventDefault();
              carousel.scrollTo(i);
            }}
            aria-label={`Tampilkan gambar ${i + 1}`}
            aria-current={i === selected}
            className={cn(
              "shrink-0 overflow-hidden rounded-lg border-2",
              i === selected ? "border-accent-500" : "border-transparent opacity-70 hover:opacity-100",
            )}
          >
            <img
              src={src}
              alt=""
              width={96}
              height={60}
              loading="lazy"
              decoding="async"
              className="h-[60px] w-24 object-cover"
            />
          </a>
        ))}
      </div>
    </section>
  );
}
