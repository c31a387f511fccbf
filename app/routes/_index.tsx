import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { BadgeCheck, MessagesSquare, ShieldCheck, Zap } from "lucide-react";
import { BannerCarousel } from "~/components/banner-carousel";
import { GameCard } from "~/components/game-card";
import { ProductCard } from "~/components/product-card";
import { SearchForm } from "~/components/search-form";
import { listGamesWithCounts } from "~/modules/catalog/games.server";
import { listFeatured } from "~/modules/catalog/listing-cards.server";
import { withTrueDiscounts } from "~/modules/catalog/promo";
import { listBanners } from "~/modules/catalog/banners.server";
import { homeSeo, siteOrigin } from "~/modules/content/seo.server";
import { preloadImage } from "~/utils/preload";
import { PLATFORM_FEE_PERCENT } from "~/modules/money/constants";
import { withSaved } from "~/modules/favorites/favorites.server";
import { QuickTopUps } from "~/components/topups/quick-top-ups";
import { listQuickTopUps } from "~/modules/topups/store.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data?.seo ?? []),
  ...preloadImage(data?.banners[0]?.imageUrl),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const counting = listGamesWithCounts(context);
  const [bannerRows, games, featured, quickTopUps] = await Promise.all([
    listBanners(context.db),
    counting,
    listFeatured(context, 8),
    // After the game counts: the catalog version they read is then remembered (one query fewer).
    counting.then(() => listQuickTopUps(context)),
  ]);
  const discounts = new Map(games.map((g) => [g.slug, g.maxDiscount]));
  return {
    // A promo banner quotes the largest discount its link really shows.
    banners: withTrueDiscounts(bannerRows, (slug) => discounts.get(slug) ?? 0),
    popularGames: games.filter((g) => g.isPopular),
    quickTopUps,
    featured: await withSaved(request, context, featured),
    // The sellers' band quotes the fee from the server: the page's code need not carry the constants.
    feePercent: PLATFORM_FEE_PERCENT,
    seo: homeSeo(
      siteOrigin(context.env),
      "PasarGame — Jual Beli Akun Game, Top Up & Jasa Joki Aman",
      "Beli akun game, top up diamond dan jasa joki dari penjual terpercaya. Pembayaran ditahan di rekening bersama sampai pesanan Anda terima.",
    ),
  };
}

const REASONS = [
  {
    icon: ShieldCheck,
    title: "Rekening Bersama",
    text: "Uang Anda ditahan PasarGame sampai pesanan Anda terima. Ada masalah? Ajukan komplain dalam 3 hari.",
  },
  {
    icon: Zap,
    title: "Proses Cepat",
    text: "Banyak produk dikirim instan atau dalam hitungan menit oleh penjual aktif.",
  },
  {
    icon: BadgeCheck,
    title: "Penjual Terverifikasi",
    text: "Rating dan ulasan nyata dari pembeli lain membantu Anda memilih.",
  },
  {
    icon: MessagesSquare,
    title: "Chat Langsung",
    text: "Ngobrol dengan penjual di halaman pesanan; semua tercatat sebagai bukti.",
  },
];

/** A home page band: its heading, a 'see all' link beside it, and the cards. */
function LinkedSection({
  headingId,
  title,
  to,
  linkText,
  children,
}: {
  headingId: string;
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby={headingId}>
      <div className="flex items-end justify-between">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        <Link to={to} className="text-sm font-medium text-brand hover:underline">
          {linkText}
        </Link>
      </div>
      {children}
    </section>
  );
}

export default function Home() {
  const { banners, popularGames, quickTopUps, featured, feePercent } = useLoaderData<typeof loader>();
  return (
    <main>
      <section className="bg-gradient-to-b from-accent-600/25 via-accent-600/5 to-transparent lg:pt-header">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-8">
          <BannerCarousel banners={banners} />
          <div className="mx-auto mt-6 max-w-2xl text-center">
            <h1 className="text-2xl font-black tracking-tight sm:text-4xl">
              Jual beli akun game, top up &amp; jasa joki — aman dengan rekening bersama
            </h1>
            <SearchForm className="mt-4" id="search-home" />
          </div>
        </div>
      </section>

      <QuickTopUps items={quickTopUps} />

      {/* 'Terakhir Dilihat': filled by the root's head script from this browser's history (utils/recent-views.ts). */}
      <div id="recent-viewed" dangerouslySetInnerHTML={{ __html: "" }} />

      <LinkedSection headingId="popular-heading" title="Game Populer" to="/games" linkText="Lihat semua game">
        {/* Equal rows (auto-rows-fr) and full-height cards: one height for every card. */}
        <ul className="mt-4 grid auto-rows-fr grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6">
          {popularGames.map((game) => (
            <li key={game.slug}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      </LinkedSection>

      <LinkedSection
        headingId="featured-heading"
        title="Penawaran Unggulan"
        to="/featured"
        linkText="Lihat semua penawaran"
      >
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="featured-grid">
          {featured.map((listing) => (
            <li key={listing.id}>
              <ProductCard listing={listing} />
            </li>
          ))}
        </ul>
      </LinkedSection>

      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-xl font-bold">
          Kenapa PasarGame?
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-card border border-surface-200 p-5 dark:border-surface-800">
              <Icon className="size-6 text-brand" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-col items-start gap-4 rounded-card bg-gradient-to-r from-accent-600 to-accent-400 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 className="text-2xl font-black">Punya akun atau jasa untuk dijual?</h2>
            <p className="mt-1 text-white/90">{`Pasang listing tanpa biaya dan jangkau ribuan gamer di seluruh Indonesia; biaya platform ${feePercent} % hanya dipotong dari harga saat produk Anda terjual.`}</p>
          </div>
          <Link
            to="/sell/create-listing"
            className="inline-flex min-h-11 items-center rounded-xl bg-white px-5 font-semibold text-accent-600 hover:bg-white/90"
          >
            Mulai Jual Sekarang
          </Link>
        </div>
      </section>
    </main>
  );
}
