import { redirect } from "@remix-run/cloudflare";

/** Old buyer profile path (spec section 2). */
export function loader() {
  return redirect("/my-account/profile", 301);
}
