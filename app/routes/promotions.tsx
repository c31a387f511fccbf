import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { TicketPercent } from "lucide-react";
import { InfoPage, linkButton } from "~/components/info/info-page";
import { PromotionCard } from "~/components/info/promotion-card";
import { pageMeta } from "~/modules/content/meta";
import { listActivePromotions } from "~/modules/content/promotions.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return { promotions: await listActivePromotions(context) };
}

export default function Promotions() {
  const { promotions } = useLoaderData<typeof loader>();
  return (
    <InfoPage
      title="Promo Spesial"
      lead="Diskon dan bonus terbaru untuk game favorit Anda. Jangan sampai kelewatan!"
      width="wide"
    >
      {promotions.length === 0 ? (
        <div
          className="flex flex-col items-center rounded-card border border-dashed border-surface-200 px-4 py-16 text-center dark:border-surface-700"
          data-testid="promotions-empty"
        >
          <TicketPercent className="size-12 text-slate-400" aria-hidden />
          <h2 className="mt-4 text-xl font-bold">Belum Ada Promo Saat Ini</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Promo baru akan segera hadir. Sementara itu, lihat penawaran menarik dari para penjual.
          </p>
          <Link to="/games" className={`${linkButton.primary} mt-6`}>
            Jelajahi Game
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotion-list">
          {promotions.map((promo, i) => (
            <li key={promo.id}>
              <PromotionCard promo={promo} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta("Promo", "Promo, diskon dan bonus top up terbaru untuk akun dan item game favorit Anda di PasarGame.");
