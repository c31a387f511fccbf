/**
 * The games' top-up ID rules: for each game, the form of each ID its top-up asks the buyer for, as
 * the game's own top-up (or a supplier's API) takes it. A listing's required input gets its game's
 * rule by the input's id (`user_id`, `zone_id`, `uid`, …; a seller's own label becomes its id, so
 * "Player ID" → `player_id`, and each rule lists the ids it answers to). The server applies them at
 * add-to-cart and checkout (purchase-input.ts); the listing page receives only its own listing's
 * rules from the loader, never this table.
 *
 * Where each rule comes from: docs/research/top-up-ids.md.
 */
import { followsRule, type InputRule, type PurchaseInput } from "./purchase-input";
import type { RequiredInput } from "./vocabulary";

interface FieldRule {
  /** The input ids this rule answers to. */
  ids: string[];
  /** What the value must be, after "{label} harus …". */
  expected: string;
  example: string;
  pattern: string;
  numeric?: boolean;
  options?: string[];
}

const digits = (min: number, max: number) => `\\d{${min},${max}}`;
const digitsRule = (ids: string[], min: number, max: number, example: string): FieldRule => ({
  ids,
  expected: `${min}–${max} digit angka`,
  example,
  pattern: digits(min, max),
  numeric: true,
});

export const GENSHIN_SERVERS = ["America", "Europe", "Asia", "TW, HK, MO"];

/** By game slug: the rule of each ID its top-up asks for. */
export const TOP_UP_RULES: Record<string, FieldRule[]> = {
  "mobile-legends": [
    digitsRule(["user_id", "player_id", "id"], 6, 12, "109088431"),
    digitsRule(["zone_id", "server_id", "server"], 4, 5, "2558"),
  ],
  "free-fire": [digitsRule(["user_id", "player_id", "id"], 8, 12, "1234567890")],
  "pubg-mobile": [digitsRule(["user_id", "player_id", "character_id", "id"], 8, 12, "5560524498")],
  "genshin-impact": [
    {
      ids: ["uid", "user_id"],
      expected: "9 digit angka diawali 6, 7, 8 atau 9 (atau 10 digit diawali 18 untuk server Asia)",
      example: "812345678",
      pattern: "[6-9]\\d{8}|18\\d{8}",
      numeric: true,
    },
    { ids: ["server", "server_id"], expected: "", example: "", pattern: "", options: GENSHIN_SERVERS },
  ],
  valorant: [
    {
      ids: ["riot_id"],
      expected: "berbentuk Nama#Tag: nama 3–16 huruf atau angka, tag 3–5 huruf atau angka",
      example: "NamaKamu#1234",
      pattern: "[\\p{L}\\p{N} ]{3,16}#[\\p{L}\\p{N}]{3,5}",
    },
  ],
  "cod-mobile": [digitsRule(["uid", "open_id", "user_id", "player_id"], 8, 20, "6742563912345678")],
  roblox: [
    {
      ids: ["username", "username_roblox"],
      expected: "3–20 huruf atau angka, boleh satu garis bawah (_) di tengah",
      example: "Budi_Gamer123",
      pattern: "(?=.{3,20}$)[A-Za-z0-9]+(?:_[A-Za-z0-9]+)?",
    },
  ],
  "steam-wallet": [
    {
      ids: ["steam_id", "friend_code", "user_id"],
      expected: "Friend Code (hingga 10 digit angka) atau SteamID64 (17 digit diawali 7656119)",
      example: "123456789",
      pattern: "\\d{1,10}|7656119\\d{10}",
      numeric: true,
    },
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The rule the game gives this input, or undefined (then it is only required). */
export function ruleFor(gameSlug: string, input: Pick<RequiredInput, "id" | "label">): InputRule | undefined {
  const field = TOP_UP_RULES[gameSlug]?.find((f) => f.ids.includes(input.id));
  if (!field) return undefined;
  if (field.options)
    return {
      pattern: field.options.map(escape).join("|"),
      message: `${input.label} harus salah satu dari: ${field.options.join(" / ")}.`,
      options: field.options,
    };
  return {
    pattern: field.pattern,
    message: `${input.label} harus ${field.expected}, contoh: ${field.example}.`,
    ...(field.numeric ? { inputMode: "numeric" as const } : {}),
  };
}

/**
 * The listing's required inputs, each with its game's rule where there is one. Only a Top Up
 * listing's (top-ups and gifts go to the ID); a Jasa listing's inputs stay free text.
 */
export function withRules(listing: {
  gameSlug: string;
  type: string;
  requiredInputs: RequiredInput[];
}): PurchaseInput[] {
  if (listing.type !== "Top Up") return listing.requiredInputs;
  return listing.requiredInputs.map((input) => {
    const rule = ruleFor(listing.gameSlug, input);
    return rule ? { ...input, rule } : input;
  });
}

/** The first of the listing's inputs missing from `ids` or not in its game's form; null when all are fine. */
export function idsProblem(
  listing: Parameters<typeof withRules>[0],
  ids: Record<string, string>,
): { kind: "missing_input"; label: string } | { kind: "invalid_input"; label: string; message: string } | null {
  for (const input of withRules(listing)) {
    const value = ids[input.id]?.trim();
    if (!value) return { kind: "missing_input", label: input.label };
    if (input.rule && !followsRule(input.rule, value))
      return { kind: "invalid_input", label: input.label, message: input.rule.message };
  }
  return null;
}
