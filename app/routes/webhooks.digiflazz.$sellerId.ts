/**
 * POST /webhooks/digiflazz/{sellerId} — the seller's Digiflazz webhook (the URL and the derived
 * secret the seller pastes into Digiflazz's dashboard). Server to server: no session, no Origin;
 * the X-Hub-Signature decides (modules/topups/fulfilment.server.ts). 401 moves nothing; every
 * verified callback answers 200, a duplicate or a late one included, so Digiflazz stops resending.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { handleDigiflazzCallback } from "~/modules/topups/fulfilment.server";

const postOnly = () => Response.json({ message: "POST only" }, { status: 405, headers: { Allow: "POST" } });

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const handled = await handleDigiflazzCallback(
    context.env,
    params.sellerId ?? "",
    await request.text(),
    request.headers.get("x-hub-signature"),
  );
  if (!handled.ok) return Response.json({ message: "invalid signature" }, { status: 401 });
  return Response.json({ ok: true, state: handled.result.state });
}

export const loader = postOnly;
