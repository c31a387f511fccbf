import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NO_REVIEWS_YET } from "~/modules/catalog/texts";
import { useLoaderData } from "@remix-run/react";
import { BadgeCheck, CalendarDays, MapPin, ShoppingBag, Star, ThumbsUp, TrendingUp, UserX } from "lucide-react";
import { ErrorView, NotFoundView } from "~/components/not-found";
import { RouteErrorBoundary } from "~/components/route-error";
import { ProductCard } from "~/components/product-card";
import { LoadMoreLink } from "~/components/load-more-link";
import { ReceivedReviews } from "~/components/profile/received-reviews";
import { SellerFigures } from "~/components/profile/seller-figures";
import { StatCard } from "~/components/profile/stat-card";
import { Card } from "~/components/ui";
import { StartInquiryForm } from "~/components/inquiries/start-inquiry-form";
import { getPublicProfile, PROFILE_LISTINGS_PAGE } from "~/modules/users/profile.server";
import { withSaved } from "~/modules/favorites/favorites.server";
import { formatNumber, formatRating } from "~/utils/format";
import { formatLongDate } from "~/utils/format-date";

const MAX_PAGES = 40;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = Math.min(
    Math.max(Number.parseInt(new URL(request.url).searchParams.get("halaman") ?? "1", 10) || 1, 1),
    MAX_PAGES,
  );
  const profile = await getPublicProfile(context, params.username ?? "", {
    listingLimit: page * PROFILE_LISTINGS_PAGE,
  });
  if (!profile) throw data(null, { status: 404 });
  return { profile: { ...profile, listings: await withSaved(request, context, profile.listings) }, page };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (!loaderData) {
    return [
      { title: "Profil Tidak Ditemukan — PasarGame" },
      { name: "description", content: "Pengguna yang Anda cari tidak ditemukan di PasarGame." },
    ];
  }
  const { profile } = loaderData;
  return [
    { title: `${profile.username} — Profil Pengguna — PasarGame` },
    {
      name: "description",
      content: profile.stats.listingsCount
        ? `${profile.stats.listingsCount} penawaran dari ${profile.username} di PasarGame. ${profile.stats.reviewCount > 0 ? `Rating penjual ${formatRating(profile.stats.averageRating)} dari ${profile.stats.reviewCount} ulasan` : NO_REVIEWS_YET}, ${profile.stats.totalSales} penjualan selesai.`
        : `Profil ${profile.username} di PasarGame, bergabung sejak ${formatLongDate(profile.memberSince)}.`,
    },
  ];
};

export default function PublicProfilePage() {
  const { profile, page } = useLoaderData<typeof loader>();
  const { stats } = profile;
  const hasListings = stats.listingsCount > 0;
  const more = stats.listingsCount > profile.listings.length;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-10">
      <div
        className="-mx-4 h-32 bg-gradient-to-r from-accent-600 via-accent-500 to-amber-400 sm:mx-0 sm:mt-6 sm:h-44 sm:rounded-card"
        aria-hidden
        data-testid="profile-banner"
      />
      <section className="relative -mt-12 flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:px-6">
        <img
          src={profile.avatarUrl}
          alt={`Avatar ${profile.username}`}
          width={112}
          height={112}
          className="size-24 rounded-full border-4 border-surface-50 bg-surface-100 sm:size-28 dark:border-surface-950 dark:bg-surface-800"
        />
        <div className="min-w-0 flex-1 pb-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold break-all">
            {profile.username}
            {profile.isVerified ? (
              <span title="Pengguna Terverifikasi" className="inline-flex" data-testid="verified-badge">
                <BadgeCheck className="size-6 shrink-0 text-sky-500" aria-label="Pengguna Terverifikasi" />
              </span>
            ) : null}
          </h1>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden />
              Bergabung sejak {formatLongDate(profile.memberSince)}
            </li>
            {profile.location ? (
              <li className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {profile.location}
              </li>
            ) : null}
          </ul>
        </div>
        <div className="sm:pb-1">
          <StartInquiryForm
            seller={profile.username}
            from={`/user/${encodeURIComponent(profile.username)}`}
            className="w-full sm:w-auto"
          />
        </div>
      </section>

      {profile.bio ? (
        <p className="mt-4 max-w-3xl px-2 break-words whitespace-pre-line sm:px-6" data-testid="profile-bio">
          {profile.bio}
        </p>
      ) : null}

      {hasListings ? (
        <>
          <div className="mt-8 grid gap-4 sm:grid-cols-3" data-testid="profile-stats">
            <StatCard
              label="Total Penjualan"
              value={formatNumber(stats.totalSales)}
              icon={<TrendingUp className="size-5" aria-hidden />}
              testId="stat-total-sales"
            />
            {/* Both come from the reviews of the seller's listings: with none there is nothing to show. */}
            <StatCard
              label="Feedback Positif"
              value={stats.reviewCount > 0 ? `${stats.positiveFeedback}%` : <NoReviews />}
              note={stats.reviewCount > 0 ? `dari ${formatNumber(stats.reviewCount)} ulasan` : null}
              icon={<ThumbsUp className="size-5" aria-hidden />}
              testId="stat-positive-feedback"
            />
            <StatCard
              label="Rating Rata-rata"
              value={
                stats.reviewCount > 0 ? (
                  <>
                    {formatRating(stats.averageRating)}
                    <Star className="size-5 fill-amber-400 text-amber-400" aria-hidden />
                  </>
                ) : (
                  <NoReviews />
                )
              }
              note={stats.reviewCount > 0 ? `penjual, dari ${formatNumber(stats.reviewCount)} ulasan` : null}
              icon={<Star className="size-5" aria-hidden />}
              testId="stat-average-rating"
            />
          </div>
          <Card className="mt-4 p-4">
            <SellerFigures view={profile.figures} />
          </Card>

          <section className="mt-10" aria-labelledby="offers-heading">
            <h2 id="offers-heading" className="text-xl font-bold">
              Penawaran dari {profile.username} ({stats.listingsCount})
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="profile-listings">
              {profile.listings.map((listing, i) => (
                <li key={listing.id}>
                  <ProductCard listing={listing} eager={i < 4} />
                </li>
              ))}
            </ul>
            {more ? <LoadMoreLink to={`?halaman=${page + 1}`} className="mt-6 text-center" /> : null}
          </section>
        </>
      ) : (
        <Card className="mt-8">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <ShoppingBag className="size-5 text-brand" aria-hidden /> Aktivitas Pembelian
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400" data-testid="purchase-activity">
            {profile.username} telah melakukan {formatNumber(stats.totalPurchases)} pembelian di PasarGame.
          </p>
        </Card>
      )}

      <section className="mt-10" aria-labelledby="reviews-heading">
        <Card>
          <h2 id="reviews-heading" className="text-lg font-bold">
            Ulasan ({stats.reviewCount})
          </h2>
          <ReceivedReviews reviews={profile.reviews} />
        </Card>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        404: () => (
          <NotFoundView
            title="Profil Tidak Ditemukan"
            text="Pengguna yang Anda cari tidak ada atau sudah mengganti username."
            mark={<UserX className="size-16 text-brand" aria-hidden />}
          />
        ),
      }}
      fallback={({ status }) => (
        <ErrorView
          status={status}
          text="Maaf, terjadi kesalahan saat memuat profil ini. Silakan muat ulang halaman atau coba lagi nanti."
        />
      )}
    />
  );
}

function NoReviews() {
  return <span className="text-base font-semibold">{NO_REVIEWS_YET}</span>;
}
