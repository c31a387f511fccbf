import { useLocation } from "@remix-run/react";
import { MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { whatsappLink } from "~/utils/site";
import { keepClear } from "./support-button-clearance";

/** Pages with their own conversation (an order's chat, the inbox): a second chat button only gets in the way. */
const OWN_CONVERSATION = /^\/(order\/|messages(\/|$))/;

/**
 * Floating support button: opens a WhatsApp chat with support and a preset greeting. It floats
 * once its clearance code runs (support-button-clearance.ts, once the page has hydrated); until
 * then, and without JavaScript, it waits at the page's end (tailwind.css `.support-button`).
 */
export function SupportButton({ number }: { number: string }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const hidden = OWN_CONVERSATION.test(pathname);
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    return keepClear(button);
  }, [hidden]);
  if (hidden) return null;
  return (
    <aside aria-label="Bantuan">
      <a
        ref={ref}
        href={whatsappLink(number)}
        target="_blank"
        rel="noopener noreferrer"
        className="support-button"
        aria-label="Hubungi dukungan lewat WhatsApp"
        data-testid="support-button"
      >
        <MessageCircle className="size-7" aria-hidden />
      </a>
    </aside>
  );
}
