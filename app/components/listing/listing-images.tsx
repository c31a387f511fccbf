import { ImageOff } from "lucide-react";

/**
 * A listing's picture when it has none or one (most listings): nothing to scroll, so it is
 * rendered on the server only (the route passes finished HTML; the page's script budget has no
 * room). Two or more are the carousel (image-carousel.tsx, finished HTML too), whose controls'
 * code (gallery-enhance.ts) the page loads only then.
 */
export function ListingImage({ src, title }: { src: string | undefined; title: string }) {
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
