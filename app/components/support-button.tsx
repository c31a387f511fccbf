import { useLocation } from "@remix-run/react";
import { MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { whatsappLink } from "~/utils/site";

/** Pages with their own conversation (an order's chat, the inbox): a second chat button only gets in the way. */
const OWN_CONVERSATION = /^\/(order\/|messages(\/|$))/;

/** What a tap may be meant for; the button must never lie over one of these. */
const CONTROLS = "a, button, input, select, textarea, summary, [role=button]";

/** Gap between the button and the bottom of the screen, or the top of a page's bottom bar, in px. */
const GAP = 16;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Keeps the floating button out of the way as the page scrolls or changes: it sits above a page's
 * bottom bar (any element marked `data-bottom-bar`) and steps aside (hidden, not tappable) while a
 * link, button or field of the page lies under it. The page's end leaves it a free corner
 * (the footer's bottom margin), so it comes back there.
 */
function useStaysClear(ref: React.RefObject<HTMLAnchorElement>, pathname: string) {
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
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
        if (
          r.width > 0 &&
          r.height > 0 &&
          overlaps(r, box) &&
          el.checkVisibility?.({ visibilityProperty: true }) !== false
        ) {
          covered = true;
          break;
        }
      }
      button.dataset.covering = covered ? "true" : "false";
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
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
  }, [ref, pathname]);
}

/** Floating support button: opens a WhatsApp chat with support and a preset greeting. */
export function SupportButton({ number }: { number: string }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  useStaysClear(ref, pathname);
  if (OWN_CONVERSATION.test(pathname)) return null;
  return (
    <aside aria-label="Bantuan">
      <a
        ref={ref}
        href={whatsappLink(number)}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition-[opacity,visibility] duration-150 hover:bg-green-700 data-[covering=true]:invisible data-[covering=true]:opacity-0"
        aria-label="Hubungi dukungan lewat WhatsApp"
        data-testid="support-button"
      >
        <MessageCircle className="size-7" aria-hidden />
      </a>
    </aside>
  );
}
