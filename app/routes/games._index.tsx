import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GameCard } from "~/components/game-card";
import { listGamesWithCounts } from "~/modules/catalog/games.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const games = await listGamesWithCounts(context);
  return { games };
}

export const meta: MetaFunction = () => [{ title: "Semua Game — PasarGame" }];

export default function GamesIndex() {
  const { games } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Semua Game</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Pilih game untuk melihat akun, top up dan jasa joki dari penjual terpercaya.
      </p>
      <ul className="mt-6 grid auto-rows-fr grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="game-list">
        {games.map((game, i) => (
          <li key={game.slug}>
            <GameCard game={game} eager={i < 4} />
          </li>
        ))}
      </ul>
    </main>
  );
}
