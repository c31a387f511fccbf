/**
 * The supplier's `customer_no` for a top-up order: the game's ID fields the buyer typed, in the
 * game's own order (catalog/top-up-rules.ts), joined without separator — Digiflazz takes Mobile
 * Legends as User ID followed by Zone ID ("1090884312558"). Choice fields (Genshin's server) are
 * not part of the number. Pure: checkout has already checked each field's form.
 */
import { TOP_UP_RULES } from "~/modules/catalog/top-up-rules";

/** The customer number, or null when the order carries none of the game's ID fields. */
export function customerNoOf(gameSlug: string, typed: Record<string, string>): string | null {
  const value = (id: string) => (typeof typed[id] === "string" ? typed[id].trim() : "");
  const rules = TOP_UP_RULES[gameSlug];
  const parts = rules
    ? rules.filter((rule) => !rule.options).map((rule) => rule.ids.map(value).find(Boolean) ?? "")
    : [value("user_id") || value("id")];
  const joined = parts.join("");
  return joined ? joined : null;
}
