import { redirect } from "@remix-run/cloudflare";

/** Old seller dashboard path (spec section 2). */
export function loader() {
  return redirect("/seller/dashboard", 301);
}
