/**
 * Brings a listing's server-rendered gallery (image-carousel.tsx) to life: shows its previous/next
 * buttons, scrolls the strip from them and from the thumbnails (without moving the page), and marks
 * the image shown as the strip is swiped. Plain DOM code loaded after the page runs, only for
 * listings with two or more images; returns the function that stops it.
 */

/** A thumbnail's look, chosen or not (image-carousel.tsx renders the first as chosen). */
export const THUMB_CHOSEN = ["border-accent-500"];
export const THUMB_OTHER = ["border-transparent", "opacity-70", "hover:opacity-100"];

export function enhanceGallery(gallery: HTMLElement): () => void {
  const strip = gallery.querySelector<HTMLElement>("[data-strip]");
  if (!strip) return () => {};
  const slides = [...gallery.querySelectorAll<HTMLElement>("[data-testid=listing-slide]")];
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-thumb]")];
  const buttons = [...gallery.querySelectorAll<HTMLButtonElement>("button[data-step]")];
  const last = slides.length - 1;
  let shown = 0;

  const show = (index: number) => {
    shown = index;
    slides.forEach((slide, i) => (slide.dataset.active = String(i === index)));
    thumbs.forEach((thumb, i) => {
      thumb.setAttribute("aria-current", String(i === index));
      thumb.classList.remove(...(i === index ? THUMB_OTHER : THUMB_CHOSEN));
      thumb.classList.add(...(i === index ? THUMB_CHOSEN : THUMB_OTHER));
    });
    for (const button of buttons) button.disabled = Number(button.dataset.step) < 0 ? index === 0 : index === last;
  };
  const scrollTo = (index: number) => {
    const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.scrollTo({ left: index * strip.clientWidth, behavior: smooth ? "smooth" : "auto" });
  };
  const onScroll = () => {
    const index = Math.min(last, Math.max(0, Math.round(strip.scrollLeft / (strip.clientWidth || 1))));
    if (index !== shown) show(index);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button[data-step]");
    const thumb = target.closest<HTMLAnchorElement>("a[data-thumb]");
    if (button) scrollTo(Math.min(last, Math.max(0, shown + Number(button.dataset.step))));
    else if (thumb) {
      // Without this code the link scrolls the page to the image; here only the strip moves.
      event.preventDefault();
      scrollTo(Number(thumb.dataset.thumb));
    }
  };

  for (const button of buttons) button.hidden = false;
  show(0);
  onScroll();
  strip.addEventListener("scroll", onScroll, { passive: true });
  gallery.addEventListener("click", onClick);
  return () => {
    strip.removeEventListener("scroll", onScroll);
    gallery.removeEventListener("click", onClick);
  };
}
