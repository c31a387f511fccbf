/**
 * The review the buyer sees before paying (current price and stock per line, the problems
 * explained, the total of the lines that can be ordered and the wallet balance), built from the
 * lines the /checkout form posted (read by forms.server.ts).
 */
import { inArray } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { lineKey } from "~/modules/cart/cart";
import { products } from "~/db/schema";
import { problemText } from "~/modules/cart/texts";
import type { NicknameCheck, NicknameConfirmation } from "~/modules/topups/types";
import { reviewLines, type CheckoutLine, type LineProblem, type LineResult } from "./checkout.server";
import type { PostedLine } from "./forms.server";

export type { PostedLine } from "./forms.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** The posted lines as checkout takes them, with the nickname confirmations the server checked (by index). */
export function toCheckoutLines(
  lines: PostedLine[],
  confirmations: (NicknameConfirmation | null)[] = [],
): CheckoutLine[] {
  return lines.map(({ listingId, quantity, expectedPrice, userInputData }, i) => ({
    listingId,
    quantity,
    expectedPrice,
    userInputData,
    nicknameConfirmation: confirmations[i] ?? null,
  }));
}

export interface ReviewLine {
  key: string;
  listingId: string;
  title: string;
  type: string | null;
  href: string | null;
  imageUrl: string | null;
  quantity: number;
  expectedPrice: number;
  /** The price now (null when the listing is gone). */
  price: number | null;
  stock: number | null;
  inputs: { label: string; value: string }[];
  /** A top-up sent to the IDs in `inputs`: the buyer confirms them once more before paying. */
  idCheck: boolean;
  /** What the nickname check said about those IDs (null: not checked — not a top-up, or a problem). */
  nickname: NicknameCheck | null;
  subtotal: number;
  problem: { kind: LineProblem["kind"]; message: string; price?: number; stock?: number } | null;
  /** The line as the confirm form posts it again. */
  posted: PostedLine;
}

export interface CheckoutReview {
  lines: ReviewLine[];
  total: number;
  orderable: number;
  balance: number;
  idempotencyKey: string;
}

/**
 * Checks every line against the listing now and adds what the page needs to explain it; with
 * `checkNickname` (modules/topups/nickname.server.ts), what the nickname check says of each
 * top-up's IDs — a nickname found goes into the line as posted, for the buyer to confirm.
 */
export async function buildReview(
  ctx: Ctx,
  buyerId: string,
  lines: PostedLine[],
  checkNickname?: (game: string, ids: Record<string, string>) => Promise<NicknameCheck>,
  /** The confirm's key, when the review has one already (its address); else a new one. */
  idempotencyKey: string = crypto.randomUUID(),
): Promise<CheckoutReview> {
  const [checked, rows, balance] = await Promise.all([
    reviewLines(ctx, buyerId, toCheckoutLines(lines)),
    ctx.db
      .select()
      .from(products)
      .where(inArray(products.id, [...new Set(lines.map((l) => l.listingId))])),
    walletBalance(ctx.db, buyerId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reviewed = checked.map((item, i): ReviewLine => {
    const { nickname: _claimed, ...posted } = lines[i]!;
    const listing = byId.get(posted.listingId);
    const live = listing && listing.status === "active" ? listing : null;
    const labels = new Map((listing?.requiredInputs ?? []).map((input) => [input.id, input.label]));
    const price = live?.price ?? null;
    return {
      key: lineKey(posted.listingId, posted.userInputData),
      listingId: posted.listingId,
      title: listing?.title ?? posted.name ?? posted.listingId,
      type: listing?.type ?? null,
      href: live ? `/games/${live.gameSlug}/${live.categorySlug}/${live.id}` : null,
      imageUrl: live?.images[0] ?? null,
      quantity: posted.quantity,
      expectedPrice: posted.expectedPrice,
      price,
      stock: live?.stock ?? null,
      inputs: Object.entries(posted.userInputData).map(([id, value]) => ({ label: labels.get(id) ?? id, value })),
      idCheck: listing?.type === "Top Up" && Object.keys(posted.userInputData).length > 0,
      nickname: null,
      subtotal: item.ok ? item.listing.price * item.line.quantity : 0,
      problem: item.ok
        ? null
        : {
            kind: item.problem.kind,
            message: problemText(item.problem, posted),
            ...("price" in item.problem ? { price: item.problem.price } : {}),
            ...("stock" in item.problem ? { stock: item.problem.stock } : {}),
          },
      posted,
    };
  });
  if (checkNickname)
    await Promise.all(
      reviewed.map(async (line) => {
        const game = byId.get(line.listingId)?.gameSlug;
        if (!line.idCheck || line.problem || !game) return;
        line.nickname = await checkNickname(game, line.posted.userInputData);
        if (line.nickname.state === "found") line.posted = { ...line.posted, nickname: line.nickname.nickname };
      }),
    );
  return {
    lines: reviewed,
    total: reviewed.reduce((sum, l) => sum + l.subtotal, 0),
    orderable: reviewed.filter((l) => !l.problem).length,
    balance,
    idempotencyKey,
  };
}

/** Whether the buyer must confirm the IDs of these lines ('Pastikan ID sudah benar') before paying. */
export function needsIdCheck(lines: ReviewLine[]): boolean {
  return lines.some((line) => line.idCheck && !line.problem);
}

/** Counts of the confirm results and the cart keys of the lines that became orders. */
export function summariseResults(lines: PostedLine[], results: LineResult[]) {
  const ordered = results.flatMap((r, i) => (r.ok ? [{ orderId: r.orderId, paid: r.paid, line: lines[i]! }] : []));
  return {
    orderIds: ordered.map((o) => o.orderId),
    orderedKeys: ordered.map((o) => lineKey(o.line.listingId, o.line.userInputData)),
    paid: ordered.filter((o) => o.paid).length,
    waiting: ordered.filter((o) => !o.paid).length,
    refused: results.length - ordered.length,
  };
}
