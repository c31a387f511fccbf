/**
 * The nickname a buyer confirmed at checkout, kept on the order as evidence. The confirm form
 * carries the nickname the review showed (each line's `nickname`); the server never trusts it: it
 * checks the IDs again and keeps the confirmation only when the provider names the same player.
 * An ID the provider says does not exist is never ordered: the supplier could only fail on it.
 */
import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { products } from "~/db/schema";
import { idsProblem, withRules } from "~/modules/catalog/top-up-rules";
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

/** Whether the IDs are all there and follow the game's rules (else checkout refuses them with the rule's text, asking no supplier). */
const followsGameRules = (listing: Parameters<typeof withRules>[0], ids: Record<string, string>) =>
  withRules(listing).length > 0 && idsProblem(listing, ids) === null;

/** What the IDs of the lines being ordered came to, line by line. */
export interface CheckedIds {
  /** Per line: the confirmation to store, or null (not a top-up, nothing confirmed, or not the same player). */
  confirmations: (NicknameConfirmation | null)[];
  /** Whether the provider said some top-up's ID does not exist: then nothing may be ordered. */
  unknownId: boolean;
}

/** Checks the IDs of every top-up line once more, just before it is ordered. */
export async function checkIdsBeforeOrder(
  ctx: Ctx,
  lines: ConfirmedLine[],
  check: Check = (game, ids) => checkNickname(ctx.env, game, ids),
): Promise<CheckedIds> {
  const withIds = lines.filter((l) => Object.keys(l.userInputData).length > 0);
  if (withIds.length === 0) return { confirmations: lines.map(() => null), unknownId: false };
  const rows = await ctx.db
    .select({
      id: products.id,
      gameSlug: products.gameSlug,
      type: products.type,
      requiredInputs: products.requiredInputs,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(withIds.map((l) => l.listingId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let unknownId = false;
  const confirmations = await Promise.all(
    lines.map(async (line): Promise<NicknameConfirmation | null> => {
      const listing = byId.get(line.listingId);
      if (listing?.type !== "Top Up" || !followsGameRules(listing, line.userInputData)) return null;
      const checkedAt = Date.now();
      const answer = await check(listing.gameSlug, line.userInputData);
      if (answer.state === "not_found") unknownId = true;
      if (!line.nickname || answer.state !== "found" || answer.nickname !== line.nickname) return null;
      return { nickname: answer.nickname, provider: answer.provider, checkedAt, confirmedAt: Date.now() };
    }),
  );
  return { confirmations, unknownId };
}
