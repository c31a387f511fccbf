/**
 * The games' top-up ID rules: for each game, the form of each ID its top-up asks the buyer for, as
 * the game's own top-up (or a supplier's API) takes it. A listing's required input gets its game's
 * rule by the input's id (`user_id`, `zone_id`, `uid`, …; a seller's own label becomes its id, so
 * "Player ID" → `player_id`, and each rule lists the ids it answers to). The server applies them at
 * add-to-cart and checkout (purchase-input.ts); the listing page receives only its own listing's
 * rules from the loader, never this table.
 *
 * Sources (searched 24 Nov 2026; where none was found, the comment says so and gives the reasoning):
 * - Mobile Legends: the top-up asks User ID and Zone ID (in-game: Profile, "ID (Zone)"). Moonton's
 *   own inquiry as used by DuniaGames' top-up (api.duniagames.co.id …/top-up/inquiry/store, called
 *   with gameId '109088431' and zoneId '2558' in the npm package wibusoft, src/game/mobileLegends.js)
 *   shows the two as separate numbers: a 9-digit User ID and a 4-digit zone. No published length
 *   range was found; older accounts have shorter ids and newer ones longer, so 6–12 digits, and the
 *   zone 4–5 digits (zones past 9999 exist for newer servers).
 * - Free Fire: Codashop's top-up (order.codashop.com initPayment, voucherTypeName FREEFIRE) takes
 *   only `user.userId`, no zone or server. Player IDs seen are 8–11 digits ("a unique 10-digit
 *   player identification number", presentationbuilder.internationaltrucks.com, como recargar por
 *   id en free fire); no official range found, so 8–12 digits.
 * - PUBG Mobile: Midasbuy and suppliers take the Character/Player ID alone (developer.gameleme.com
 *   /api-interface/topup: "playerId", sandbox id 5560524498, 10 digits). No official range found;
 *   ids of 8 to 12 digits are in use, so 8–12 digits.
 * - Genshin Impact: the top-up asks UID and server ("Server selection mandatory; Genshin has four
 *   server regions", foxreload.com library/guides/genshin-impact-crystals-api). The UID's first
 *   digit is its server: 6 America, 7 Europe, 8 Asia (18 after version 4.4, so 10 digits), 9
 *   TW, HK, MO (hk4e.wiki, "Login Sequence", region table); China's 1, 2, 5 are not sold here.
 * - Valorant: a Riot ID, "EarlGreyTeemo#sip": a game name of 3–16 letters or digits and a tagline
 *   of 3–5 letters or digits after '#' (Riot support, support-leagueoflegends.riotgames.com
 *   /hc/en-us/articles/20631044642963, "Changing Your Riot ID"). Game names in use also hold
 *   spaces and non-Latin letters, so letters of any script, digits and spaces.
 * - Call of Duty Mobile: the Garena top-up asks the player's UID/Open ID, a number (Level Infinite's
 *   "OpenID and UID", docs.playernetwork.intlgame.com, explains the id but not its length). No
 *   source for the length was found: ids shown in-game run from about 10 to 19 digits, so 8–20
 *   digits, loose enough not to refuse a real one.
 * - Roblox: Robux via gamepass needs the username. Usernames are 3–20 letters, digits and at most
 *   one underscore, not first or last (Roblox's sign-up rule; "3-20 max because ROBLOX usernames is
 *   just like that", github.com/n0tf4res/Saturn-Roblox-Username-Generator; cyberpost.co, "Why is my
 *   name not appropriate for Roblox?"). Names older than the rule exist (pastebin lists) but cannot
 *   own a new gamepass sale in practice; the rule follows today's sign-up.
 * - Steam Wallet: sold as a wallet code that the seller delivers, so it asks nothing (the seed's
 *   listings have no input). Where a seller asks for the account, Steam knows it as the Friend Code
 *   (the 32-bit account id, up to 10 digits) or the SteamID64 (17 digits, 7656119…) — Valve's
 *   SteamID layout, as explained on whatsmysteamid.azurewebsites.net and codingrange.com ("Here's
 *   what you need to know to write good SteamID code").
 */
import type { InputRule, PurchaseInput } from "./purchase-input";
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
