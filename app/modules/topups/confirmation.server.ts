/**
 * The nickname a buyer confirmed at checkout, kept on the order as evidence. The confirm form
 * carries the nickname the review showed (each line's `nickname`); the server never trusts it: it
 * checks the IDs again and keeps the confirmation only when the provider names the same player.
 */
import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { products } from "~/db/schema";
import { checkNickname } from "./nickname.server";
import type { NicknameCheck, NicknameConfirmation } from "./types";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Check = (gameSlug: string, ids: Record<string, string>) => Promise<NicknameCheck>;

interface ConfirmedLine {
  listingId: string;
  userInputData: Record<string, string>;
  /** The nickname the buyer saw and confirmed (from the form: a claim until checked). */
  nickname?: string;
}

/** Per line: the confirmation to store, or null (not a top-up, nothing confirmed, or not the same player). */
export async function nicknameConfirmations(
  ctx: Ctx,
  lines: ConfirmedLine[],
  check: Check = (game, ids) => checkNickname(ctx.env, game, ids),
): Promise<(NicknameConfirmation | null)[]> {
  const claimed = lines.filter((l) => l.nickname);
  if (claimed.length === 0) return lines.map(() => null);
  const rows = await ctx.db
    .select({ id: products.id, gameSlug: products.gameSlug, type: products.type })
    .from(products)
    .where(inArray(products.id, [...new Set(claimed.map((l) => l.listingId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    lines.map(async (line) => {
      const listing = byId.get(line.listingId);
      if (!line.nickname || listing?.type !== "Top Up") return null;
      const checkedAt = Date.now();
      const answer = await check(listing.gameSlug, line.userInputData);
      if (answer.state !== "found" || answer.nickname !== line.nickname) return null;
      return { nickname: answer.nickname, provider: answer.provider, checkedAt, confirmedAt: Date.now() };
    }),
  );
}
