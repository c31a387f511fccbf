/**
 * Starts (or reopens) a pre-sale conversation: the listing's 'Chat dengan Penjual' and the profile's
 * 'Kirim Pesan' post here (plain forms, no JavaScript needed). Signed in, the buyer lands in the
 * conversation; a visitor goes to login and back to the page they came from; a refusal (own
 * listing, a listing gone, too many new conversations today) returns to that page with its reason.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getUser, safeRedirectPath } from "~/modules/auth/guards.server";
import { startInquiry, type InquiryTarget } from "~/modules/inquiries/inquiries.server";
import { INQUIRY_TEXTS as T } from "~/modules/inquiries/texts";
import { redirectWithToast } from "~/utils/toast.server";

/** Nothing to show: the conversations are at /messages. */
export function loader() {
  return redirect("/messages");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const from = safeRedirectPath(form.get("from"), "/messages");
  const user = await getUser(request, context);
  if (!user) {
    return redirectWithToast(`/login?redirect=${encodeURIComponent(from)}`, {
      type: "error",
      title: "Login Diperlukan",
      description: T.loginRequired,
    });
  }
  const listingId = form.get("listingId");
  const seller = form.get("seller");
  const target: InquiryTarget | null =
    typeof listingId === "string" && listingId
      ? { listingId }
      : typeof seller === "string" && seller
        ? { sellerUsername: seller }
        : null;
  if (!target) return redirectWithToast(from, { type: "error", title: T.refusedTitle, description: T.unavailable });
  const started = await startInquiry(context, user, target);
  if (!started.ok) {
    return redirectWithToast(from, { type: "error", title: started.error.title, description: started.error.message });
  }
  return redirect(`/messages/${encodeURIComponent(started.inquiryId)}`);
}
