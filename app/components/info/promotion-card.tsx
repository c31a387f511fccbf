import { Link } from "@remix-run/react";
import { CalendarClock } from "lucide-react";
import type { ActivePromotion } from "~/modules/content/promotions.server";
import { formatLongDate } from "~/utils/format-date";
import { linkButton } from "./info-page";

const isExternal = (href: string) => /^https?:\/\//i.test(href);

export function PromotionCard({ promo, eager = false }: { promo: ActivePromotion; eager?: boolean }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-card border border-surface-200 bg-white dark:border-surface-800 dark:bg-surface-900"
      data-testid="promotion-card"
      aria-labelledby={`promo-${promo.id}`}
    >
      <div className="relative aspect-video bg-surface-200 dark:bg-surface-800">
        <img
          src={promo.imageUrl}
          alt=""
          width={800}
          height={450}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
        {promo.discountPercentage ? (
          <span
            className="absolute top-3 left-3 rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white tabular-nums"
            data-testid="discount-badge"
          >
            <span className="sr-only">Diskon </span>-{promo.discountPercentage}%
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={`promo-${promo.id}`} className="text-lg font-bold">
          {promo.title}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          Berlaku hingga {formatLongDate(promo.validUntil)}
        </p>
        <p className="mt-3 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">{promo.description}</p>
        {isExternal(promo.link) ? (
          <a href={promo.link} className={`${linkButton.primary} mt-5`} rel="noopener noreferrer">
            {promo.buttonText}
          </a>
        ) : (
          <Link to={promo.link} className={`${linkButton.primary} mt-5`}>
            {promo.buttonText}
          </Link>
        )}
      </div>
    </article>
  );
}
