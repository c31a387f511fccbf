import { Link } from "@remix-run/react";
import type { LegalDocument } from "~/modules/content/legal";
import { InfoPage, infoLink } from "./info-page";

/** A policy page: sections with anchors, the 'last updated' line and a link to /contact. */
export function LegalDocumentPage({ doc, updatedAt }: { doc: LegalDocument; updatedAt?: string }) {
  return (
    <InfoPage
      title={doc.title}
      lead={
        updatedAt ? (
          <span className="text-base" data-testid="last-updated">
            Terakhir diperbarui: {updatedAt}
          </span>
        ) : undefined
      }
    >
      <p className="text-slate-700 dark:text-slate-300">{doc.intro}</p>
      <nav aria-label="Daftar isi" className="mt-6 rounded-card border border-surface-200 p-4 dark:border-surface-800">
        <p className="text-sm font-semibold">Daftar isi</p>
        <ol className="mt-2 space-y-1 text-sm">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className={infoLink}>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {doc.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`} className="text-xl font-bold">
              {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
                {p}
              </p>
            ))}
            {s.bullets ? (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700 dark:text-slate-300">
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
            {s.note ? <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{s.note}</p> : null}
          </section>
        ))}
      </div>
      <p className="mt-10 rounded-card border border-surface-200 bg-surface-100 p-5 dark:border-surface-800 dark:bg-surface-900">
        Ada pertanyaan tentang {doc.title.toLowerCase()} ini?{" "}
        <Link to="/contact" className={infoLink}>
          Hubungi kami
        </Link>
        .
      </p>
    </InfoPage>
  );
}
