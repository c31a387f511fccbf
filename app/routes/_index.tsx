import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ShieldCheck, Zap, Users } from "lucide-react";
import { GameCard } from "~/components/game-card";
import { listGamesWithCounts } from "~/modules/catalog/games.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const games = await listGamesWithCounts(context);
  return { popularGames: games.filter((g) => g.isPopular) };
}

const REASONS = [
  {
    icon: ShieldCheck,
    title: "Transaksi Aman",
    text: "Uangmu ditahan di rekening bersama sampai pesanan kamu terima.",
  },
  { icon: Zap, title: "Proses Cepat", text: "Banyak produk dikirim instan oleh penjual aktif." },
  { icon: Users, title: "Penjual Terpercaya", text: "Rating dan ulasan nyata dari pembeli lain." },
];

export default function Home() {
  const { popularGames } = useLoaderData<typeof loader>();
  return (
    <main>
      <section className="bg-gradient-to-b from-accent-600/20 to-transparent">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="max-w-2xl text-3xl font-black tracking-tight sm:text-5xl">
            Jual beli akun game, top up &amp; jasa joki — aman dengan rekening bersama
          </h1>
          <p className="mt-4 max-w-xl text-slate-600 dark:text-slate-300">
            Pembayaranmu ditahan PasarGame sampai pesanan diterima. Baru setelah itu dana diteruskan ke penjual.
          </p>
          <Link
            to="/games"
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-600"
          >
            Lihat Semua Game
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex items-end justify-between">
          <h2 className="text-xl font-bold">Game Populer</h2>
          <Link to="/games" className="text-sm font-medium text-accent-500 hover:underline">
            Lihat semua
          </Link>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {popularGames.map((game, i) => (
            <li key={game.slug}>
              <GameCard game={game} eager={i < 2} />
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-card border border-surface-200 p-5 dark:border-surface-800">
            <Icon className="size-6 text-accent-500" aria-hidden />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
