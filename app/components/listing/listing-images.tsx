import { ImageOff } from "lucide-react";
import { Suspense } from "react";
import { lazyNamed } from "~/utils/lazy-named";

// Most listings have one image: the carousel's code (buttons, thumbnails, scroll tracking) loads
// only for two or more, and until it arrives the server's strip stands (it scrolls natively).
const ImageCarousel = lazyNamed(() => import("./image-carousel"), "ImageCarousel");

/** The listing's images: a note when there are none, the image when one, else the carousel. */
export function ListingImages({ images, title }: { images: string[]; title: string }) {
  if (images.length > 1)
    return (
      <Suspense fallback={null}>
        <ImageCarousel images={images} title={title} />
      </Suspense>
    );
  const [src] = images;
  return src ? (
    <section aria-label={`Gambar ${title}`} data-testid="listing-gallery">
      <div className="overflow-hidden rounded-card bg-surface-100 dark:bg-surface-800" data-testid="listing-slide">
        {/* The carousel's image size (image-carousel.tsx): nothing shifts while it loads. */}
        <img
          src={src}
          alt={`${title} — gambar 1`}
          width={800}
          height={500}
          {...{ fetchpriority: "high" }}
          decoding="async"
          className="aspect-[16/10] w-full object-cover"
        />
      </div>
    </section>
  ) : (
    <div
      className="flex aspect-[16/10] w-full flex-col items-center justify-center gap-2 rounded-card bg-surface-100 text-slate-600 dark:bg-surface-800 dark:text-slate-400"
      data-testid="listing-gallery"
    >
      <ImageOff className="size-10" aria-hidden />
      <span className="text-sm">Belum ada gambar</span>
    </div>
  );
}
