import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BookOpen, ShieldCheck, Store } from "lucide-react";
import { FaqBrowser } from "~/components/info/faq-browser";
import { ContactPrompt, InfoPage, infoLink } from "~/components/info/info-page";
import { cleanQuery, HELP_ENTRIES } from "~/modules/content/faq";
import { pageMeta } from "~/modules/content/meta";

export function loader({ request }: LoaderFunctionArgs) {
  return { q: cleanQuery(new URL(request.url).searchParams.get("q")) };
}

const GUIDES = [
  { to: "/how-to-buy", label: "Cara Membeli", icon: BookOpen },
  { to: "/how-to-sell", label: "Cara Menjual", icon: Store },
  { to: "/refund-policy", label: "Kebijakan Pengembalian Dana", icon: ShieldCheck },
];

export default function Help() {
  const { q } = useLoaderData<typeof loader>();
  return (
    <InfoPage
      title="Pusat Bantuan"
      lead="Temukan jawaban cepat seputar akun, pembelian, penjualan dan keamanan transaksi."
    >
      <nav aria-label="Panduan" className="mb-8 grid gap-3 sm:grid-cols-3">
        {GUIDES.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex min-h-11 items-center gap-3 rounded-card border border-surface-200 bg-white p-4 font-semibold transition hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
          >
            <Icon className="size-5 shrink-0 text-brand" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
      <FaqBrowser entries={HELP_ENTRIES} initialQuery={q} />
      <p className="mt-6 text-slate-600 dark:text-slate-300">
        Belum menemukan jawabannya?{" "}
        <Link to="/faq" className={infoLink}>
          Lihat semua pertanyaan (FAQ)
        </Link>
      </p>
      <ContactPrompt label="Hubungi Dukungan" />
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Pusat Bantuan",
    "Pusat bantuan PasarGame: jawaban seputar akun, pembelian, penjualan dan keamanan transaksi dengan rekening bersama.",
  );
