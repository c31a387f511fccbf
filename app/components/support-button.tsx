import { MessageCircle } from "lucide-react";
import { whatsappLink } from "~/utils/site";

/** Floating support button: opens a WhatsApp chat with support and a preset greeting. */
export function SupportButton({ number }: { number: string }) {
  return (
    <aside aria-label="Bantuan">
      <a
        href={whatsappLink(number)}
        target="_blank"
        rel="noopener noreferrer"
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg hover:bg-green-700"
        aria-label="Hubungi dukungan lewat WhatsApp"
        data-testid="support-button"
      >
        <MessageCircle className="size-7" aria-hidden />
      </a>
    </aside>
  );
}
