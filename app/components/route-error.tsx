import { isRouteErrorResponse, useParams, useRouteError, type Params } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a status handler or the fallback is given: the status (500 for a thrown Error) and the route's params. */
export type RouteErrorInfo = { status: number; data: unknown; params: Params };

/**
 * Every route's ErrorBoundary: `export function ErrorBoundary() { return <RouteErrorBoundary … /> }`.
 * A status the route threw (`throw data(…, { status: 404 })`) picks its handler, e.g.
 * `{ 404: () => <NotFoundView … /> }`; anything else goes to `fallback` (e.g. an ErrorView with the
 * status), and without a fallback it is thrown on to the parent route's boundary (in the end the
 * root's), so a route only says what it shows differently.
 */
export function RouteErrorBoundary({
  statusHandlers = {},
  fallback,
}: {
  statusHandlers?: Partial<Record<number, (info: RouteErrorInfo) => ReactNode>>;
  fallback?: (info: RouteErrorInfo) => ReactNode;
}) {
  const error = useRouteError();
  const params = useParams();
  const response = isRouteErrorResponse(error);
  const info = { status: response ? error.status : 500, data: response ? error.data : undefined, params };
  const handler = response ? statusHandlers[error.status] : undefined;
  if (handler) return <>{handler(info)}</>;
  if (fallback) return <>{fallback(info)}</>;
  throw error;
}
