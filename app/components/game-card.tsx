import { Link } from "@remix-run/react";
import type { GameSummary } from "~/modules/catalog/games.server";
import { formatNumber } from "~/utils/format";

export function GameCard({ game, eager = false }: { game: GameSummary; eager?: boolean }) {
  return (
    <Link
      to={`/games/${game.slug}`}
      className="group flex h-full flex-col items-center gap-3 rounded-card border border-surface-200 bg-white p-4 text-center transition hover:-translate-y-0.5 hover:border-accent-500 dark:border-surface-800 dark:bg-surface-900"
    >
      <img
        src={game.iconUrl}
        alt=""
        width={96}
        height={96}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-20 rounded-2xl sm:size-24"
      />
      <span className="font-semibold group-hover:text-brand">{game.name}</span>
      {/* At the card's foot: in a grid of equal rows the counts line up whatever a name's length. */}
      <span className="mt-auto text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {formatNumber(game.listingCount)} produk
      </span>
    </Link>
  );
}
