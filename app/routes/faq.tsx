import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FaqBrowser } from "~/components/info/faq-browser";
import { ContactPrompt, InfoPage, infoLink } from "~/components/info/info-page";
import { cleanQuery, FAQ_ENTRIES } from "~/modules/content/faq";
import { pageMeta } from "~/modules/content/meta";

export function loader({ request }: LoaderFunctionArgs) {
  return { q: cleanQuery(new URL(request.url).searchParams.get("q")) };
}

export default function Faq() {
  const { q } = useLoaderData<typeof loader>();
  return (
    <InfoPage
      title="Pertanyaan yang Sering Diajukan"
      eyebrow="FAQ"
      lead="Semua yang perlu Anda ketahui tentang berbelanja dan berjualan dengan aman di PasarGame."
    >
      <FaqBrowser entries={FAQ_ENTRIES} initialQuery={q} />
      <p className="mt-6 text-slate-600 dark:text-slate-300">
        Ingin panduan singkat?{" "}
        <Link to="/help" className={infoLink}>
          Kembali ke Pusat Bantuan
        </Link>
      </p>
      <ContactPrompt label="Hubungi Dukungan" />
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "FAQ",
    "Pertanyaan yang sering diajukan tentang akun, pembelian, penjualan dan keamanan transaksi di PasarGame.",
  );
