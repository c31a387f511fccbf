/**
 * The /checkout form: what the cart posts (the lines as JSON in a hidden field), read with zod so a
 * tampered or broken post gets a clear Indonesian message instead of an error page, and the review
 * the buyer sees before paying (current price and stock per line, the problems explained, the total
 * of the lines that can be ordered and the wallet balance).
 */
import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { lineKey } from "~/modules/cart/cart";
import { products } from "~/db/schema";
import { CHECKOUT_TEXTS, problemText } from "~/modules/cart/texts";
import type { NicknameCheck, NicknameConfirmation } from "~/modules/topups/types";
import { MAX_LINES, reviewLines, type CheckoutLine, type LineProblem, type LineResult } from "./checkout.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

const MAX_BODY_CHARS = 50_000;

const lineSchema = z.object({
  listingId: z.string().min(1).max(64),
  quantity: z.number().int().min(-1_000_000).max(1_000_000),
  expectedPrice: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  userInputData: z
    .record(z.string().max(64), z.string().max(100))
    .refine((r) => Object.keys(r).length <= 10)
    .default({}),
  /** The name the cart knew, shown only when the listing itself is gone. */
  name: z.string().max(200).optional(),
  /** A top-up: the nickname the review showed for these IDs (checked again before it is stored). */
  nickname: z.string().max(64).optional(),
});
export type PostedLine = z.infer<typeof lineSchema>;

const linesSchema = z
  .array(lineSchema)
  .min(1, CHECKOUT_TEXTS.empty)
  .max(MAX_LINES, CHECKOUT_TEXTS.tooManyLines(MAX_LINES));

export type CheckoutForm =
  | { ok: true; intent: "review"; lines: PostedLine[] }
  | { ok: true; intent: "confirm"; lines: PostedLine[]; idempotencyKey: string }
  | { ok: false; message: string };

/** Reads intent, lines and (for confirm) the idempotency key; every failure has its message. */
export function parseCheckoutForm(form: FormData): CheckoutForm {
  const intent = form.get("intent");
  if (intent !== "review" && intent !== "confirm") return { ok: false, message: CHECKOUT_TEXTS.unknownIntent };
  const raw = form.get("lines");
  if (typeof raw !== "string" || raw.length > MAX_BODY_CHARS) return { ok: false, message: CHECKOUT_TEXTS.unreadable };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: CHECKOUT_TEXTS.unreadable };
  }
  if (Array.isArray(json) && json.length === 0) return { ok: false, message: CHECKOUT_TEXTS.empty };
  if (Array.isArray(json) && json.length > MAX_LINES)
    return { ok: false, message: CHECKOUT_TEXTS.tooManyLines(MAX_LINES) };
  const parsed = linesSchema.safeParse(json);
  if (!parsed.success) return { ok: false, message: CHECKOUT_TEXTS.unreadable };
  if (intent === "review") return { ok: true, intent, lines: parsed.data };
  const key = z.uuid().safeParse(form.get("idempotencyKey"));
  if (!key.success) return { ok: false, message: CHECKOUT_TEXTS.badKey };
  return { ok: true, intent, lines: parsed.data, idempotencyKey: key.data };
}

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
): Promise<CheckoutReview> {
  const [checked, rows, balance] = await Promise.all([
    reviewLines(ctx, buyerId, toCheckoutLines(lines)),
    ctx.db
      .select()
      .from(products)
      .where(inArray(products.id, [...new Set(lines.map((l) => l.listingId))])),
    balanceOf(ctx.db, account.wallet(buyerId)),
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
    idempotencyKey: crypto.randomUUID(),
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
