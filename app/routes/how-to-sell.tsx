import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ContactPrompt, InfoPage, linkButton } from "~/components/info/info-page";
import { StepList } from "~/components/info/step-list";
import { FEE_LABEL, FeeSummary } from "~/components/seller/fee-summary";
import { HOW_TO_SELL_STEPS } from "~/modules/content/guides";
import { pageMeta } from "~/modules/content/meta";

/** The worked example of the fee section. */
const EXAMPLE_PRICE = 100_000;

export default function HowToSell() {
  return (
    <InfoPage
      title="Cara Menjual"
      lead="Enam langkah untuk mulai berjualan akun, item, top up atau jasa joki dan menerima pembayaran dengan aman."
    >
      <StepList steps={HOW_TO_SELL_STEPS} />
      <section aria-labelledby="fee-title" className="mt-8 space-y-3" data-testid="how-to-sell-fee">
        <h2 id="fee-title" className="text-xl font-bold">
          {FEE_LABEL}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">
          Memasang listing tidak dipungut biaya. Saat pesanan selesai, {FEE_LABEL.toLowerCase()} dipotong dari total
          pesanan dan sisanya masuk ke saldo Anda, siap ditarik. Contoh untuk produk seharga Rp100.000:
        </p>
        <FeeSummary amount={EXAMPLE_PRICE} className="max-w-sm" />
      </section>
      <div className="mt-8">
        <Link to="/sell/create-listing" className={linkButton.primary}>
          Mulai Jual Sekarang
        </Link>
      </div>
      <ContactPrompt />
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Cara Menjual",
    "Panduan berjualan di PasarGame dalam 6 langkah: daftar sebagai penjual, buat listing, atur harga, tanggapi pesanan, kirim produk dan terima pembayaran.",
  );
