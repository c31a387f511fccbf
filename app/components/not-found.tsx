import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PAGE_TEXTS } from "~/modules/content/texts";

/**
 * Every "… Tidak Ditemukan" view (spec section 2): a mark (the status, or an icon), the title, one
 * line of text and one way back.
 */
export function NotFoundView({
  title,
  text,
  href = "/",
  linkText = PAGE_TEXTS.backHome,
  mark = <p className="text-7xl font-black text-brand">404</p>,
  linkTestId,
}: {
  title: string;
  text: string;
  href?: string;
  linkText?: string;
  mark?: ReactNode;
  linkTestId?: string;
}) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      {mark}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        to={href}
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
        data-testid={linkTestId}
      >
        {linkText}
      </Link>
    </main>
  );
}

/** The spec's 404 page (section 2). */
export function NotFoundPage() {
  return <NotFoundView title={PAGE_TEXTS.notFoundTitle} text={PAGE_TEXTS.notFoundText} />;
}

/** 'Terjadi Kesalahan' with the status, for any failure that is not a 404 or 403. */
export function ErrorView({ status, text = PAGE_TEXTS.errorText }: { status: number; text?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand">{status}</p>
      <h1 className="mt-4 text-2xl font-bold">{PAGE_TEXTS.errorTitle}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      {/* Filled in by the server ('Kode permintaan: …', workers/operate.ts); kept as is when hydrating. */}
      <p
        data-request-id=""
        className="mt-6 text-sm text-slate-600 empty:hidden dark:text-slate-400"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    </main>
  );
}
