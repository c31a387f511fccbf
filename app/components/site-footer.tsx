import { Link } from "@remix-run/react";
import { FOOTER_LINKS, SITE_NAME, SOCIAL_LINKS } from "~/utils/site";
import { ServerMarkup } from "./server-markup";

/**
 * The site's footer: links, social accounts and the legal line — with the PSE registration number
 * (Kominfo) from configuration when there is one (PSE_REGISTRATION_NUMBER; none: no line). Static,
 * so only the server renders it: the browser keeps the server's HTML (server-markup.tsx).
 */
export function SiteFooter({ pseNumber }: { pseNumber: string | null }) {
  return (
    <ServerMarkup
      as="footer"
      id="site-footer"
      className="mt-16 border-t border-surface-200 bg-surface-100 dark:border-surface-800 dark:bg-surface-900"
    >
      {import.meta.env.SSR ? <FooterContent pseNumber={pseNumber} /> : null}
    </ServerMarkup>
  );
}

function FooterContent({ pseNumber }: { pseNumber: string | null }) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">
            Pasar<span className="text-brand">Game</span>
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Marketplace akun game, top up dan jasa joki dengan rekening bersama. Uang Anda aman sampai pesanan diterima.
          </p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Komunitas dan media sosial">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-brand">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_LINKS.map((group) => (
          <div key={group.heading}>
            <h2 className="text-sm font-semibold">{group.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-brand">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* The bottom padding keeps the page's end clear of the floating support button (56 px + 16 px). */}
      <p className="border-t border-surface-200 pt-4 pb-24 text-center text-xs text-slate-600 dark:text-slate-400 dark:border-surface-800">
        © {new Date().getFullYear()} {SITE_NAME}. Semua hak dilindungi.
        {pseNumber ? (
          <span className="mt-1 block" data-testid="pse-number">
            Terdaftar PSE: {pseNumber}
          </span>
        ) : null}
      </p>
    </>
  );
}
