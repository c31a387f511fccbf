/**
 * POST /stats/cart-add (`listingId`): a signed-in buyer's 'Tambah ke Keranjang' went to the browser
 * cart (components/listing/buy-box-submit.ts sends this beacon), counted for the seller's analytics.
 * A visitor's add is counted by the /cart form post instead. Same-origin posts only (the worker's
 * Origin check); an unknown or deleted listing counts nothing.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { countCartAdd } from "~/modules/listings/analytics.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const listingId = (await request.formData()).get("listingId");
  if (typeof listingId === "string" && /^lst_[A-Za-z0-9_]{1,64}$/.test(listingId))
    await countCartAdd(context.env.DB, listingId);
  return new Response(null, { status: 204 });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405 });
}
