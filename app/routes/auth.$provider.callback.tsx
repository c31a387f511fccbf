import { PAGE_TEXTS } from "~/modules/content/texts";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  completeOAuth,
  isOAuthProviderId,
  oauthNotConfigured,
  oauthProviderFromEnv,
} from "~/modules/auth/oauth.server";
import { redirectResponse } from "~/utils/redirect.server";

/**
 * Where Google/Facebook send the browser back. A resource route (no component), so the parent
 * `auth.$provider` loader, which would start a new sign-in, does not run for it.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.provider;
  if (!isOAuthProviderId(id)) throw new Response(PAGE_TEXTS.notFoundTitle, { status: 404 });
  const provider = oauthProviderFromEnv(context.env, id, new URL(request.url).origin);
  if (!provider) throw redirectResponse(oauthNotConfigured(id));
  return redirectResponse(await completeOAuth(context, request, provider));
}
