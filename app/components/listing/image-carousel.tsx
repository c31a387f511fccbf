import { ChevronLeft, ChevronRight } from "lucide-react";
import { THUMB_CHOSEN, THUMB_OTHER } from "./gallery-enhance";

// The size of a listing's images, also written by listing-images.tsx (one image, no carousel).
const LISTING_IMAGE_WIDTH = 800;
const LISTING_IMAGE_HEIGHT = 500;

const ARROW =
  "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 disabled:opacity-30";

/**
 * The images of a listing that has two or more, rendered on the server only (the route passes
 * finished HTML). Without JavaScript it is a strip that scrolls sideways (snapping per image) with
 * thumbnails that jump to an image. Once the page runs, gallery-enhance.ts (loaded only for these
 * listings) shows the previous/next buttons and makes the strip, its buttons and thumbnails move
 * together. The first image loads eagerly, the rest lazily; every image has its size.
 */
export function ImageCarousel({ images, title }: { images: string[]; title: string }) {
  return (
    <section aria-roledescription="carousel" aria-label={`Gambar ${title}`} data-testid="listing-gallery">
      <div className="relative">
        <div
          className="snap-x snap-mandatory overflow-x-auto rounded-card bg-surface-100 [scrollbar-width:none] dark:bg-surface-800 [&::-webkit-scrollbar]:hidden"
          data-strip
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
                data-active={i === 0}
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
        {/* Hidden until gallery-enhance.ts runs: without JavaScript they could not work. */}
        <button
          type="button"
          hidden
          disabled
          data-step="-1"
          className={`${ARROW} left-2`}
          aria-label="Gambar sebelumnya"
        >
          <ChevronLeft className="size-6" aria-hidden />
        </button>
        <button
          type="button"
          hidden
          data-step="1"
          className={`${ARROW} right-2`}
          aria-label="Gambar berikutnya"
          data-testid="gallery-next"
        >
          <ChevronRight className="size-6" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
        {images.map((src, i) => (
          <a
            key={`${src}-thumb-${i}`}
            href={`#gambar-${i + 1}`}
            data-thumb={i}
            aria-label={`Tampilkan gambar ${i + 1}`}
            aria-current={i === 0}
            className={["shrink-0 overflow-hidden rounded-lg border-2", ...(i === 0 ? THUMB_CHOSEN : THUMB_OTHER)].join(
              " ",
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
