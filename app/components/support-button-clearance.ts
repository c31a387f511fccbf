/**
 * Keeps the floating support button (support-button.tsx) out of the way as the page scrolls or
 * changes. Part of the shell: every page runs it, and as a chunk of its own it cost twice its
 * size in file and import overhead (0.6 KiB gzip against 0.3).
 */

/** What a tap may be meant for; the button must never lie over one of these. */
const CONTROLS = "a, button, input, select, textarea, summary, [role=button]";

/** Gap between the button and the bottom of the screen, or the top of a page's bottom bar, in px. */
const GAP = 16;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * The button sits above a page's bottom bar (any element marked `data-bottom-bar` along the
 * screen's bottom edge) and steps aside (`data-covering`: hidden, not tappable) while a link,
 * button or field of the page lies under it. The page's end leaves it a free corner (the footer's
 * bottom padding), so it comes back there. Returns the function that stops watching.
 */
export function keepClear(button: HTMLElement): () => void {
  let frame = 0;
  const check = () => {
    frame = 0;
    let lift = 0;
    for (const bar of document.querySelectorAll<HTMLElement>("[data-bottom-bar]")) {
      const r = bar.getBoundingClientRect();
      if (r.height > 0 && r.bottom >= window.innerHeight - 1) lift = Math.max(lift, window.innerHeight - r.top);
    }
    button.style.bottom = `${GAP + lift}px`;
    const box = button.getBoundingClientRect();
    let covered = false;
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (el === button) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && overlaps(r, box) && el.checkVisibility({ visibilityProperty: true })) {
        covered = true;
        break;
      }
    }
    button.dataset.covering = String(covered);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  // Floating from now on (tailwind.css: fixed once marked), hidden until the first check has
  // measured it where it floats.
  button.dataset.covering = "true";
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  // Content that appears or moves without a scroll (chat messages, opened menus, loaded results).
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["open", "class", "hidden"],
  });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    observer.disconnect();
  };
}
