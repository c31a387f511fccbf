import { describe, expect, it } from "vitest";
import { SEED_GAMES, SEED_LISTINGS } from "../../../drizzle/seed-data";
import { checkRequiredInputs, followsRule } from "./purchase-input";
import { ruleFor, TOP_UP_RULES, withRules } from "./top-up-rules";

/** Valid and invalid examples of each game's IDs, by game and input id. */
const EXAMPLES: Record<string, Record<string, { valid: string[]; invalid: string[] }>> = {
  "mobile-legends": {
    user_id: {
      valid: ["109088431", "123456", "123456789012"],
      invalid: ["abc", "12345", "1234567890123", "1234 5678", "12345678(1234)"],
    },
    zone_id: { valid: ["2558", "12345"], invalid: ["123", "123456", "zone"] },
  },
  "free-fire": {
    user_id: {
      valid: ["12345678", "1234567890", "123456789012"],
      invalid: ["abc", "1234567", "1234567890123", "12-345-678"],
    },
  },
  "pubg-mobile": {
    user_id: { valid: ["5560524498", "12345678", "123456789012"], invalid: ["abc", "1234567", "1234567890123"] },
  },
  "genshin-impact": {
    uid: {
      valid: ["612345678", "712345678", "812345678", "912345678", "1812345678"],
      invalid: ["abc", "12345678", "112345678", "512345678", "8123456789", "2812345678"],
    },
    server: {
      valid: ["Asia", "America", "Europe", "TW, HK, MO", "asia", "tw, hk, mo"],
      invalid: ["asia-x", "China", "Asia|Europe", ".*"],
    },
  },
  valorant: {
    riot_id: {
      valid: ["NamaKamu#1234", "EarlGreyTeemo#sip", "Budi Santoso#ID1", "Ñandú#EUW"],
      invalid: [
        "abc",
        "NamaKamu",
        "ab#1234",
        "NamaKamu#12",
        "NamaKamu#123456",
        "Nama#Kamu#123",
        "SeventeenCharsXYZ#123",
      ],
    },
  },
  "cod-mobile": {
    uid: {
      valid: ["6742563912345678", "12345678", "12345678901234567890"],
      invalid: ["abc", "1234567", "123456789012345678901"],
    },
  },
  roblox: {
    username: {
      valid: ["Budi_Gamer123", "abc", "A2345678901234567890"],
      invalid: ["ab", "_budi", "budi_", "bu__di", "a_b_c", "budi gamer", "budi.gamer", "A23456789012345678901"],
    },
  },
  "steam-wallet": {
    steam_id: { valid: ["123456789", "76561198000000000"], invalid: ["abc", "12345678901", "76561198000000000000"] },
  },
};

describe("top-up ID rules", () => {
  it("has a rule for every game of the catalog, and examples for every rule", () => {
    expect(Object.keys(TOP_UP_RULES).sort()).toEqual(SEED_GAMES.map((g) => g.slug).sort());
    for (const [game, fields] of Object.entries(TOP_UP_RULES))
      for (const field of fields) expect(field.ids.some((id) => EXAMPLES[game]?.[id])).toBe(true);
  });

  for (const [game, inputs] of Object.entries(EXAMPLES)) {
    for (const [id, { valid, invalid }] of Object.entries(inputs)) {
      const rule = ruleFor(game, { id, label: id });
      it(`${game} ${id}: accepts ${valid.join(", ")}`, () => {
        expect(rule).toBeDefined();
        for (const value of valid) expect(followsRule(rule, value), value).toBe(true);
      });
      it(`${game} ${id}: refuses ${invalid.join(", ")}`, () => {
        for (const value of invalid) expect(followsRule(rule, value), value).toBe(false);
      });
    }
  }

  it("names the field and the expected form in the message, and asks numeric IDs with the number pad", () => {
    const userId = ruleFor("mobile-legends", { id: "user_id", label: "User ID" });
    expect(userId).toMatchObject({
      message: "User ID harus 6–12 digit angka, contoh: 109088431.",
      inputMode: "numeric",
    });
    expect(ruleFor("valorant", { id: "riot_id", label: "Riot ID" })?.inputMode).toBeUndefined();
    expect(ruleFor("genshin-impact", { id: "server", label: "Server" })).toMatchObject({
      message: "Server harus salah satu dari: America / Europe / Asia / TW, HK, MO.",
      options: ["America", "Europe", "Asia", "TW, HK, MO"],
    });
  });

  it("finds a game's rule by the ids a seller's own labels become, and none for other inputs or games", () => {
    expect(ruleFor("free-fire", { id: "player_id", label: "Player ID" })?.pattern).toBe("\\d{8,12}");
    expect(ruleFor("mobile-legends", { id: "server_id", label: "Server ID" })?.pattern).toBe("\\d{4,5}");
    expect(ruleFor("mobile-legends", { id: "nickname_in_game", label: "Nickname In-Game" })).toBeUndefined();
    expect(ruleFor("game-baru", { id: "user_id", label: "User ID" })).toBeUndefined();
  });

  it("gives every seeded top-up listing's ID inputs a rule (Roblox's gift card and Steam's codes ask nothing)", () => {
    for (const listing of SEED_LISTINGS.filter((l) => l.type === "Top Up")) {
      const inputs = withRules(listing);
      for (const input of inputs) expect(input.rule, `${listing.id} ${input.id}`).toBeDefined();
    }
  });
});

describe("checkRequiredInputs with rules", () => {
  const inputs = withRules({
    gameSlug: "mobile-legends",
    type: "Top Up",
    requiredInputs: [
      { id: "user_id", label: "User ID", type: "text" },
      { id: "zone_id", label: "Zone ID", type: "text" },
    ],
  });

  it("refuses 'abc' as a User ID with a message naming the field and the form", () => {
    expect(checkRequiredInputs(inputs, { user_id: "abc", zone_id: "2558" })).toEqual({
      data: { zone_id: "2558" },
      errors: { user_id: "User ID harus 6–12 digit angka, contoh: 109088431." },
    });
  });

  it("still asks for a blank input first, and accepts trimmed valid IDs", () => {
    expect(checkRequiredInputs(inputs, { user_id: " ", zone_id: "2558" }).errors).toEqual({
      user_id: "Mohon isi User ID.",
    });
    expect(checkRequiredInputs(inputs, { user_id: " 109088431 ", zone_id: "2558 " })).toEqual({
      data: { user_id: "109088431", zone_id: "2558" },
      errors: {},
    });
  });

  it("keeps a choice as the game lists it, whatever its letter case", () => {
    const genshin = withRules({
      gameSlug: "genshin-impact",
      type: "Top Up",
      requiredInputs: [
        { id: "uid", label: "UID", type: "text" },
        { id: "server", label: "Server", type: "text" },
      ],
    });
    expect(checkRequiredInputs(genshin, { uid: "812345678", server: " asia " })).toEqual({
      data: { uid: "812345678", server: "Asia" },
      errors: {},
    });
    expect(checkRequiredInputs(genshin, { uid: "112345678", server: "China" }).errors).toEqual({
      uid: "UID harus 9 digit angka diawali 6, 7, 8 atau 9 (atau 10 digit diawali 18 untuk server Asia), contoh: 812345678.",
      server: "Server harus salah satu dari: America / Europe / Asia / TW, HK, MO.",
    });
  });

  it("leaves inputs without a rule, and a Jasa listing's inputs, as before: any non-blank value", () => {
    const rank = withRules({
      gameSlug: "mobile-legends",
      type: "Top Up",
      requiredInputs: [{ id: "rank_sekarang", label: "Rank Saat Ini", type: "text" }],
    });
    expect(checkRequiredInputs(rank, { rank_sekarang: "Epic II" }).errors).toEqual({});
    const jasa = withRules({
      gameSlug: "mobile-legends",
      type: "Jasa",
      requiredInputs: [{ id: "user_id", label: "User ID", type: "text" }],
    });
    expect(checkRequiredInputs(jasa, { user_id: "Pemain 7" }).errors).toEqual({});
  });
});
