/**
 * 'Cek ID' on a game's top-up page: the typed IDs checked against the game's rules (the same
 * messages as the cart and checkout), then the nickname check — limited per IP, since each check
 * is a supplier call. Whatever the buyer typed comes back with every answer.
 */
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { categories } from "~/db/schema";
import { checkRequiredInputs } from "~/modules/catalog/purchase-input";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { typedValues } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";
import { checkNickname } from "./nickname.server";
import { loadTopUpStore } from "./store.server";
import type { NicknameCheck } from "./types";

export interface IdCheckAnswer {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The nickname check; null when the IDs were refused (or the limit reached: `formError`). */
  check: NicknameCheck | null;
  formError: string | null;
}

/** The answer to a posted 'Cek ID' on /games/{gameSlug}/{categorySlug}; null when that is no top-up store. */
export async function checkTopUpIds(
  request: Request,
  context: Pick<AppLoadContext, "db" | "env">,
  gameSlug: string,
  categorySlug: string,
  form: FormData,
): Promise<{ status: number; answer: IdCheckAnswer } | null> {
  const category = await context.db.query.categories.findFirst({
    where: and(eq(categories.gameSlug, gameSlug), eq(categories.slug, categorySlug)),
  });
  if (category?.type !== "Top Up") return null;
  const store = await loadTopUpStore(context.db, gameSlug);
  if (store.fields.length === 0) return null;
  const values = typedValues(form);
  const { data, errors } = checkRequiredInputs(store.fields, values);
  if (Object.keys(errors).length > 0) return { status: 400, answer: { values, errors, check: null, formError: null } };
  const limited = await checkLimits(context, [
    { limit: "NICKNAME_CHECKS_PER_IP_PER_10_MIN", key: `nickname:${clientIp(request)}` },
  ]);
  if (limited) return { status: 429, answer: { values, errors, check: null, formError: limited } };
  const check = await checkNickname(context.env, gameSlug, data);
  return { status: 200, answer: { values: { ...values, ...data }, errors, check, formError: null } };
}
