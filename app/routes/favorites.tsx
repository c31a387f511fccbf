/**
 * POST /favorites: the hearts' plain form (intent add or remove, productId, from). Signed in, the
 * listing is kept or dropped and the user goes back to `from` with a toast; a visitor goes to login
 * and back. A listing card's heart sends no `from` (the card does not know its page): the way back
 * is then the page the form was sent from (the Referer, same origin only). Anything else is refused
 * with a reason, never an error page.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getUser, safeRedirectPath } from "~/modules/auth/guards.server";
import { addFavorite, removeFavorite } from "~/modules/favorites/favorites.server";
import { FAVORITE_TEXTS as T } from "~/modules/favorites/texts";
import { redirectWithToast } from "~/utils/toast.server";

/** Nothing to show: the list is /wishlist. */
export function loader() {
  return redirect("/wishlist");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const from = safeRedirectPath(form.get("from") ?? sentFrom(request), "/wishlist");
  const user = await getUser(request, context);
  if (!user)
    return redirectWithToast(`/login?redirect=${encodeURIComponent(from)}`, {
      type: "error",
      title: T.loginRequired,
      description: T.loginToSave,
    });
  const intent = form.get("intent");
  const productId = form.get("productId");
  if ((intent !== "add" && intent !== "remove") || typeof productId !== "string" || !productId || productId.length > 64)
    return redirectWithToast(from, { type: "error", title: T.refusedTitle, description: T.unavailable });
  if (intent === "remove") {
    await removeFavorite(context, user.id, productId);
    return redirectWithToast(from, { type: "success", title: T.removed });
  }
  if (!(await addFavorite(context, user.id, productId)))
    return redirectWithToast(from, { type: "error", title: T.refusedTitle, description: T.unavailable });
  return redirectWithToast(from, { type: "success", title: T.saved });
}

/** The same-origin page (path and query) a form was sent from, or null. */
function sentFrom(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
