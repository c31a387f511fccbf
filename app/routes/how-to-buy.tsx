import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ContactPrompt, InfoPage, infoLink, linkButton } from "~/components/info/info-page";
import { StepList } from "~/components/info/step-list";
import { HOW_TO_BUY_STEPS } from "~/modules/content/guides";
import { pageMeta } from "~/modules/content/meta";

export default function HowToBuy() {
  return (
    <InfoPage
      title="Cara Membeli"
      lead="Lima langkah mudah untuk membeli akun, item, top up atau jasa joki dengan aman di PasarGame."
    >
      <StepList steps={HOW_TO_BUY_STEPS} />
      <p className="mt-6 text-slate-600 dark:text-slate-300">
        Pesanan bermasalah? Baca{" "}
        <Link to="/refund-policy" className={infoLink}>
          Kebijakan Pengembalian Dana
        </Link>
        .
      </p>
      <div className="mt-8">
        <Link to="/games" className={linkButton.primary}>
          Mulai Belanja
        </Link>
      </div>
      <ContactPrompt />
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Cara Membeli",
    "Panduan membeli di PasarGame dalam 5 langkah: cari produk, tambah ke keranjang, bayar, chat penjual, lalu terima dan konfirmasi pesanan.",
  );
