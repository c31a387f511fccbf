import { PAGE_TEXTS } from "~/modules/content/texts";
import { NotFoundPage } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error";

/** Any path no other route claims: the spec's 404 page with HTTP status 404. */
export function loader() {
  throw new Response(PAGE_TEXTS.notFoundTitle, { status: 404 });
}

export default function CatchAll() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary fallback={() => <NotFoundPage />} />;
}
