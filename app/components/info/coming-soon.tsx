import { Link } from "@remix-run/react";
import { Hourglass } from "lucide-react";
import { COMING_SOON, type ComingSoonKey } from "~/modules/content/coming-soon";
import { pageMeta } from "~/modules/content/meta";
import { PAGE_TEXTS } from "~/modules/content/texts";
import { linkButton } from "./info-page";

/** The spec's generic information page with only 'coming soon' content (/careers, /blog, /affiliate, /forum). */
export function ComingSoonPage({ page }: { page: ComingSoonKey }) {
  const content = COMING_SOON[page];
  return (
    <main className="mx-auto flex min-h-[60vh] w-full max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-500/15 text-brand">
        <Hourglass className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{content.title}</h1>
      <p className="mt-2 text-xl font-semibold text-brand">Segera Hadir</p>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{content.text}</p>
      <Link to="/" className={`${linkButton.primary} mt-8`}>
        {PAGE_TEXTS.backHome}
      </Link>
    </main>
  );
}

export function comingSoonMeta(page: ComingSoonKey) {
  const content = COMING_SOON[page];
  return () => pageMeta(content.title, content.description);
}
