/**
 * The root error boundary's views (404, 403, any other status). Its own module so that no page's
 * scripts carry it until an error is shown: root loads it with lazyNamed (the server renders it at
 * once, so a reader without JavaScript gets the whole view).
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorView, NotFoundPage } from "./not-found";

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
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
