import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ContactPrompt, InfoPage, linkButton } from "~/components/info/info-page";
import { StepList } from "~/components/info/step-list";
import { HOW_TO_SELL_STEPS } from "~/modules/content/guides";
import { pageMeta } from "~/modules/content/meta";

export default function HowToSell() {
  return (
    <InfoPage
      title="Cara Menjual"
      lead="Enam langkah untuk mulai berjualan akun, item, top up atau jasa joki dan menerima pembayaran dengan aman."
    >
      <StepList steps={HOW_TO_SELL_STEPS} />
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
