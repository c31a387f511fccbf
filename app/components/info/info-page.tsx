/** The frame every information page shares: one <main>, an <h1>, an optional lead text. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

export const infoLink = "font-semibold text-brand underline-offset-4 hover:underline";

export const linkButton = {
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-accent-500 px-5 font-semibold text-white transition hover:bg-accent-600",
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-surface-200 bg-surface-100 px-5 font-semibold transition hover:bg-surface-200 dark:border-surface-700 dark:bg-surface-800 dark:hover:bg-surface-700",
};

export function InfoPage({
  title,
  lead,
  eyebrow,
  width = "narrow",
  children,
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  return (
    <main className={cn("mx-auto w-full px-4 py-8 sm:py-12", width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
      <header className="mb-8">
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p> : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** "Masih punya pertanyaan?" block with a link to /contact. */
export function ContactPrompt({ label = "Hubungi Kami", children }: { label?: string; children?: ReactNode }) {
  return (
    <aside className="mt-10 rounded-card border border-surface-200 bg-surface-100 p-6 dark:border-surface-800 dark:bg-surface-900">
      <p className="font-semibold">Masih punya pertanyaan?</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {children ?? "Tim dukungan kami siap membantu Anda pada jam kerja."}
      </p>
      <Link to="/contact" className={cn(linkButton.primary, "mt-4")}>
        {label}
      </Link>
    </aside>
  );
}
