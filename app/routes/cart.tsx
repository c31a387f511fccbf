import type { MetaFunction } from "@remix-run/cloudflare";
import { CartView } from "~/components/cart/cart-view";
import { pageMeta } from "~/modules/content/meta";
import { CART_TEXTS } from "~/modules/cart/texts";

export const meta: MetaFunction = () =>
  pageMeta(
    CART_TEXTS.title,
    "Keranjang belanja PasarGame: periksa akun, top up dan jasa joki pilihan Anda, ubah jumlah, lalu checkout dengan saldo dompet.",
  );

/** /cart: the cart lives in this browser (localStorage "cart"); the server sends the page shell. */
export default function CartPage() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{CART_TEXTS.title}</h1>
      <CartView />
    </main>
  );
}
