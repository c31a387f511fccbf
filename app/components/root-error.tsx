/**
 * The root error boundary's views (404, 403, any other status). Its own module so that no page's
 * scripts carry it until an error is shown: root loads it with lazyNamed (the server renders it at
 * once, so a reader without JavaScript gets the whole view).
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { PAGE_TEXTS } from "~/modules/content/texts";
import { ErrorView, NotFoundPage } from "./not-found";

/**
 * A fetch the browser could not complete (Chrome, Firefox, Safari word it differently), or an
 * answer cut off while it was read: the page's data or a form's answer never arrived.
 */
const DROPPED = /failed to fetch|networkerror|load failed|network request failed|unable to decode turbo-stream/i;
const droppedConnection = (error: unknown) => error instanceof Error && DROPPED.test(error.message);

/** A dropped connection, said as one: the 500 page would blame the server for it. */
function OfflineView() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="offline-error">
      <h1 className="text-2xl font-bold">{PAGE_TEXTS.offlineTitle}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{PAGE_TEXTS.offlineText}</p>
      <button
        type="button"
        onClick={() => location.reload()}
        className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
      >
        {PAGE_TEXTS.reload}
      </button>
    </main>
  );
}

export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-6xl font-black text-brand">403</p>
        <h1 className="mt-4 text-2xl font-bold">Akses Ditolak</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {typeof error.data === "string" && error.data
            ? error.data
            : "Anda tidak memiliki izin untuk mengakses halaman ini."}
        </p>
      </main>
    );
  }
  if (droppedConnection(error)) return <OfflineView />;
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
