/**
 * The root error boundary's views (404, 403, any other status). Its own module so that no page's
 * scripts carry it until an error is shown: root loads it with lazyNamed (the server renders it at
 * once, so a reader without JavaScript gets the whole view).
 */
import { isRouteErrorResponse, useParams, useRouteError } from "@remix-run/react";
import { GAME_NOT_FOUND, LISTING_NOT_FOUND } from "~/modules/catalog/texts";
import { PAGE_TEXTS } from "~/modules/content/texts";
import { GameNotFound, ListingNotFound } from "./catalog/not-found";
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
  const params = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The game pages' 404s (a missing game, or a missing category or listing under a game) say
    // what is missing; they reach the root's boundary so those pages carry no boundary code.
    if (error.data === GAME_NOT_FOUND) return <GameNotFound />;
    if (error.data === LISTING_NOT_FOUND) return <ListingNotFound gameSlug={params.gameSlug} />;
    return <NotFoundPage />;
  }
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
