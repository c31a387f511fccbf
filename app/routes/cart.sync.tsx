/**
 * /cart/sync: the browser's side of the server cart (app/modules/cart/cart.server.ts), JSON only.
 * GET answers who is signed in and their cart; POST `merge` adds the browser's guest lines to the
 * buyer's cart (after login), POST `replace` stores the browser's edited cart. Visitors get
 * `userId: null` (their cart stays in localStorage); a POST from a visitor is 401.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/modules/auth/guards.server";
import { addToServerCart, getCart, parseIncomingLines, replaceServerCart } from "~/modules/cart/cart.server";

const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) return Response.json({ userId: null, lines: [] }, { headers });
  return Response.json({ userId: user.id, lines: await getCart(context.db, user.id) }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getUser(request, context);
  if (!user) return Response.json({ userId: null, lines: [] }, { status: 401, headers });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: "unreadable" }, { status: 400, headers });
  }
  const intent = form.get("intent");
  const lines = parseIncomingLines(form.get("lines"));
  if (!lines || (intent !== "merge" && intent !== "replace"))
    return Response.json({ error: "unreadable" }, { status: 400, headers });
  if (intent === "merge") await addToServerCart(context.db, user.id, lines, Date.now(), "merge");
  else await replaceServerCart(context.db, user.id, lines);
  return Response.json({ userId: user.id, lines: await getCart(context.db, user.id) }, { headers });
}
