import { PAGE_TEXTS } from "~/modules/content/texts";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error";
import { beginOAuth, isOAuthProviderId, oauthNotConfigured, oauthProviderFromEnv } from "~/modules/auth/oauth.server";
import { redirectResponse } from "~/utils/redirect.server";

/**
 * "Masuk dengan Google/Facebook" (spec section 7): sends the browser to the provider. A provider
 * without credentials on this server goes back to /login with the spec's failure toast.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.provider;
  if (!isOAuthProviderId(id)) throw new Response(PAGE_TEXTS.notFoundTitle, { status: 404 });
  const provider = oauthProviderFromEnv(context.env, id, new URL(request.url).origin);
  if (!provider) throw redirectResponse(oauthNotConfigured(id));
  throw redirectResponse(beginOAuth(request, provider), { noStore: true });
}

/** Never rendered for a known provider (the loader always redirects); unknown ones get the 404 page. */
export default function OAuthStart() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary fallback={() => <NotFoundPage />} />;
}
