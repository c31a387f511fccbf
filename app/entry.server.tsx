import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { withHeadTags } from "~/modules/content/head.server";
import { siteOrigin } from "~/modules/content/seo.server";
import { r2Origin, readR2UploadConfig } from "~/modules/listings/r2-uploads.server";
import { NonceProvider } from "~/utils/nonce";
import { applySecurityHeaders, newNonce } from "~/utils/security-headers.server";
import { noteRequestError, noteRequestRoute } from "~/utils/request-log.server";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  noteRequestRoute(remixContext.staticHandlerContext.matches.at(-1)?.route.id);
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const nonce = newNonce();

  const body = await renderToReadableStream(
    <NonceProvider nonce={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        noteRequestError(error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout)).catch(() => clearTimeout(timeout));

  // Crawlers and no-JS readers get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Direct uploads PUT to the account's R2 endpoint: scripts may connect there too.
  const r2 = readR2UploadConfig(loadContext.env);
  applySecurityHeaders(responseHeaders, nonce, r2 ? [r2Origin(r2)] : []);
  const response = new Response(body, { headers: responseHeaders, status });
  // Canonical address, previews' defaults, manifest, theme colours, service worker (head.server.ts).
  return withHeadTags(response, {
    origin: siteOrigin(loadContext.env),
    pathname: new URL(request.url).pathname,
    nonce,
    status,
  });
}

/** A loader's or action's error (Remix then renders the error page): logged, and kept for the request's log line and Sentry. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) console.error(error);
  noteRequestError(error);
}
