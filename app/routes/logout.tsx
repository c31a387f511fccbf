import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { invalidateSession } from "~/modules/auth/session.server";
import { clearSessionCookie, getAuth } from "~/modules/auth/guards.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Logout revokes the session in D1 (not just the cookie) and goes home (spec section 2). */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await getAuth(request, context);
  if (auth) await invalidateSession(context.db, auth.session.id);
  throw redirectWithToast(
    "/",
    { type: "success", title: "Logout Berhasil", description: "Sampai jumpa lagi!" },
    { headers: { "Set-Cookie": clearSessionCookie(request) } },
  );
}

export function loader() {
  return redirect("/");
}
