import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Old payment links (spec section 2): the order page is where payment happens now. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/order/${encodeURIComponent(params.orderId ?? "")}`, 301);
}
