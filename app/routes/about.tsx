import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { LayoutGrid, ShieldCheck, Users, Zap, type LucideIcon } from "lucide-react";
import { InfoPage, linkButton } from "~/components/info/info-page";
import { ABOUT_ESCROW, ABOUT_MISSION, ABOUT_VALUES } from "~/modules/content/about";
import { pageMeta } from "~/modules/content/meta";

const ICONS: Record<(typeof ABOUT_VALUES)[number]["key"], LucideIcon> = {
  secure: ShieldCheck,
  community: Users,
  fast: Zap,
  choice: LayoutGrid,
};

export default function About() {
  return (
    <InfoPage
      title="Tentang PasarGame"
      lead="Marketplace akun game, item, top up dan jasa joki yang aman untuk gamer Indonesia."
      width="wide"
    >
      <section aria-labelledby="misi" className="max-w-3xl">
        <h2 id="misi" className="text-2xl font-bold">
          Misi Kami
        </h2>
        <p className="mt-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{ABOUT_MISSION}</p>
        <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{ABOUT_ESCROW}</p>
      </section>

      <section aria-labelledby="nilai" className="mt-12">
        <h2 id="nilai" className="text-2xl font-bold">
          Kenapa Memilih Kami
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ABOUT_VALUES.map((value) => {
            const Icon = ICONS[value.key];
            return (
              <li
                key={value.key}
                className="rounded-card border border-surface-200 bg-white p-6 dark:border-surface-800 dark:bg-surface-900"
                data-testid="value-card"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-500/15 text-brand">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-bold">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="gabung"
        className="mt-12 rounded-card border border-surface-200 bg-surface-100 p-6 text-center sm:p-10 dark:border-surface-800 dark:bg-surface-900"
      >
        <h2 id="gabung" className="text-2xl font-bold">
          Siap Bergabung?
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Daftar gratis dan mulai jual beli kebutuhan game dengan tenang.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register" className={linkButton.primary}>
            Daftar Sekarang
          </Link>
          <Link to="/" className={linkButton.secondary}>
            Jelajahi Produk
          </Link>
        </div>
      </section>
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Tentang Kami",
    "Kenali PasarGame: misi kami, rekening bersama yang menjaga setiap transaksi, dan alasan ribuan gamer jual beli di sini.",
  );
