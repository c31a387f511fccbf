/**
 * The structured details of an Akun listing, per game ('Detail Produk': rank, level, login method,
 * bind status, region…): what the create and edit forms ask and the game page's sub-filters match.
 * Each field goes to a listing `column`, to `products.attributes[key]` (the sub-filter's own
 * options), or to a spec row `{ label, value }`. Every field is optional. Pure: the same rules run
 * in the browser and on the server.
 */
import type { ListingType } from "~/db/schema";

export interface AccountDetailField {
  /** The form's name is `detail.<key>`. */
  key: string;
  label: string;
  kind: "select" | "checkbox" | "number" | "text";
  options?: readonly string[];
  placeholder?: string;
  column?: "rank" | "gameLevel" | "loginMethod";
  /** The sub-filter key this value feeds (same as `key`). */
  attribute?: boolean;
}

export const MAX_DETAIL_TEXT = 60;
export const MAX_DETAIL_NUMBER = 1_000_000;

const BIND_STATUSES = ["Email bisa diganti", "Terikat nomor HP, bisa dilepas", "Terikat, tidak bisa dilepas"] as const;

const level = (placeholder: string): AccountDetailField => ({
  key: "level",
  label: "Level",
  kind: "text",
  placeholder,
  column: "gameLevel",
});
const login = (options: readonly string[], attribute = false): AccountDetailField => ({
  key: "login",
  label: "Metode Login",
  kind: "select",
  options,
  column: "loginMethod",
  attribute,
});
const bind: AccountDetailField = { key: "status_bind", label: "Status Bind", kind: "select", options: BIND_STATUSES };

/** Each game's Akun fields, in the form's order. Games not listed get the common ones. */
const GAME_FIELDS: Record<string, AccountDetailField[]> = {
  valorant: [
    {
      key: "rank",
      label: "Rank",
      kind: "select",
      options: ["Iron", "Bronze", "Silver", "Gold", "Platinum", "Diamond", "Ascendant", "Immortal", "Radiant"],
      column: "rank",
      attribute: true,
    },
    { key: "region", label: "Region", kind: "select", options: ["AP", "EU", "NA"], attribute: true },
    level("Contoh: Level 120"),
    { key: "jumlah_skin", label: "Jumlah Skin", kind: "number", placeholder: "Contoh: 25" },
    { key: "skin_premium", label: "Ada Skin Premium", kind: "checkbox", options: ["Ya"], attribute: true },
    login(["Riot ID + email", "Google", "Facebook", "Apple"]),
    bind,
  ],
  "mobile-legends": [
    {
      key: "rank",
      label: "Rank",
      kind: "select",
      options: [
        "Warrior",
        "Elite",
        "Master",
        "Grandmaster",
        "Epic",
        "Legend",
        "Mythic",
        "Mythic Honor",
        "Mythic Glory",
      ],
      column: "rank",
      attribute: true,
    },
    { key: "jumlah_hero", label: "Jumlah Hero", kind: "number", placeholder: "Contoh: 120", attribute: true },
    { key: "jumlah_skin", label: "Jumlah Skin", kind: "number", placeholder: "Contoh: 80" },
    {
      key: "skin_spesial",
      label: "Skin Spesial",
      kind: "checkbox",
      options: ["Legend", "Collector", "Starlight", "KOF", "Epic"],
      attribute: true,
    },
    level("Contoh: Level 85"),
    login(["Moonton", "Google Play", "Facebook", "VK", "TikTok"]),
    bind,
  ],
  "genshin-impact": [
    {
      key: "server",
      label: "Server",
      kind: "select",
      options: ["Asia", "America", "Europe", "TW/HK/MO"],
      attribute: true,
    },
    { key: "adventure_rank", label: "Adventure Rank", kind: "number", placeholder: "Contoh: 60", attribute: true },
    {
      key: "karakter_limited",
      label: "Karakter Limited",
      kind: "text",
      placeholder: "Contoh: Raiden, Nahida",
      attribute: true,
    },
    login(["Akun HoYoverse (email)", "Google", "Apple", "Facebook", "Twitter"]),
    bind,
  ],
  "pubg-mobile": [
    {
      key: "tier",
      label: "Tier",
      kind: "select",
      options: ["Bronze", "Silver", "Gold", "Platinum", "Diamond", "Crown", "Ace", "Conqueror"],
      column: "rank",
      attribute: true,
    },
    level("Contoh: Level 70"),
    { key: "senjata_upgrade", label: "Ada Senjata Upgrade", kind: "checkbox", options: ["Ya"], attribute: true },
    login(["Facebook", "Twitter", "Google Play", "Email"], true),
    bind,
  ],
  "free-fire": [
    {
      key: "rank",
      label: "Rank",
      kind: "select",
      options: ["Bronze", "Silver", "Gold", "Platinum", "Diamond", "Heroic", "Grandmaster"],
      column: "rank",
      attribute: true,
    },
    level("Contoh: Level 65"),
    login(["Facebook", "Google", "VK", "X (Twitter)"], true),
    bind,
  ],
  "cod-mobile": [
    {
      key: "rank",
      label: "Rank",
      kind: "select",
      options: ["Rookie", "Veteran", "Elite", "Pro", "Master", "Grandmaster", "Legendary"],
      column: "rank",
      attribute: true,
    },
    level("Contoh: Level 150"),
    { key: "senjata_mythic", label: "Ada Senjata Mythic", kind: "checkbox", options: ["Ya"], attribute: true },
    login(["Activision", "Facebook", "Google"], true),
    bind,
  ],
  roblox: [
    {
      key: "tahun_akun",
      label: "Tahun Pembuatan",
      kind: "select",
      options: ["Sebelum 2016", "2016-2019", "2020-2023", "2024 ke atas"],
      attribute: true,
    },
    {
      key: "item_langka",
      label: "Item Langka",
      kind: "checkbox",
      options: ["Korblox", "Headless", "Limited"],
      attribute: true,
    },
    login(["Username & password", "Email", "Nomor HP"]),
    bind,
  ],
  "steam-wallet": [
    {
      key: "region",
      label: "Region Toko",
      kind: "select",
      options: ["Indonesia", "Global", "Asia Tenggara"],
      attribute: true,
    },
    { key: "jumlah_game", label: "Jumlah Game", kind: "number", placeholder: "Contoh: 50", attribute: true },
    level("Contoh: Level 30"),
    login(["Username & password Steam", "Steam Guard (HP)", "Steam Guard (email)"]),
    bind,
  ],
};

const COMMON_FIELDS: AccountDetailField[] = [
  level("Contoh: Level 50"),
  login(["Email", "Google", "Facebook", "Apple", "Username & password"]),
  bind,
];

/** The detail fields of a listing of `gameSlug` and type `type` (none outside Akun). */
export function accountDetailFields(gameSlug: string, type: ListingType | null | undefined): AccountDetailField[] {
  if (type !== "Akun") return [];
  return GAME_FIELDS[gameSlug] ?? COMMON_FIELDS;
}

/** The form's values: `detail.<key>` → every submitted value (a checkbox has several). */
export type AccountDetailValues = Record<string, string[]>;

export function readAccountDetails(form: FormData): AccountDetailValues {
  const out: AccountDetailValues = {};
  let fields = 0;
  for (const [name, raw] of form) {
    if (!name.startsWith("detail.") || typeof raw !== "string") continue;
    const key = name.slice("detail.".length, "detail.".length + 40);
    if (!out[key]) {
      if (++fields > 30) continue;
      out[key] = [];
    }
    const value = raw.trim().replace(/\s+/g, " ").slice(0, 200);
    if (value && out[key].length < 20) out[key].push(value);
  }
  return out;
}

export interface ParsedAccountDetails {
  /** Only the columns the game's fields own; null clears one. */
  columns: Partial<Record<"rank" | "gameLevel" | "loginMethod", string | null>>;
  attributes: Record<string, string | string[]>;
  specs: { label: string; value: string }[];
  /** What the fields own, so an edit replaces exactly these and keeps the rest. */
  attributeKeys: string[];
  specLabels: string[];
}

export type AccountDetailCheck =
  { ok: true; details: ParsedAccountDetails } | { ok: false; errors: Record<`detail.${string}`, string> };

/** The game's detail fields checked, and where each value goes. */
export function checkAccountDetails(fields: AccountDetailField[], values: AccountDetailValues): AccountDetailCheck {
  const errors: Record<`detail.${string}`, string> = {};
  const details: ParsedAccountDetails = { columns: {}, attributes: {}, specs: [], attributeKeys: [], specLabels: [] };
  for (const field of fields) {
    const given = values[field.key] ?? [];
    const name = `detail.${field.key}` as const;
    let stored: string | string[] | null = null;
    if (field.kind === "checkbox") {
      const ticked = [...new Set(given)];
      if (ticked.some((v) => !field.options?.includes(v))) errors[name] = `Pilih ${field.label} dari daftar.`;
      else if (ticked.length) stored = field.options!.filter((o) => ticked.includes(o));
    } else {
      const value = given[0] ?? "";
      if (!value) stored = null;
      else if (field.kind === "select" && !field.options?.includes(value))
        errors[name] = `Pilih ${field.label} dari daftar.`;
      else if (field.kind === "number" && (!/^\d{1,9}$/.test(value) || Number(value) > MAX_DETAIL_NUMBER))
        errors[name] = `${field.label} harus berupa angka bulat dari 0 sampai 1.000.000.`;
      else if (value.length > MAX_DETAIL_TEXT) errors[name] = `${field.label} maksimal ${MAX_DETAIL_TEXT} karakter.`;
      else stored = field.kind === "number" ? String(Number(value)) : value;
    }
    if (field.column) details.columns[field.column] = typeof stored === "string" ? stored : null;
    if (field.attribute) {
      details.attributeKeys.push(field.key);
      if (stored !== null) details.attributes[field.key] = stored;
    }
    // A spec row of the field's label ('Rank: Immortal 2') would win over the column under 'Detail
    // Produk': the field owns it too.
    details.specLabels.push(field.label);
    if (!field.column) {
      if (stored !== null) details.specs.push({ label: field.label, value: [stored].flat().join(", ") });
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, details };
}

/** A listing's specs and attributes with the fields' values in place of what they held before. */
export function mergeAccountDetails(
  current: { specs: { label: string; value: string }[]; attributes: Record<string, string | string[]> },
  details: ParsedAccountDetails,
) {
  const owned = new Set(details.specLabels.map((l) => l.toLowerCase()));
  const attributes = { ...current.attributes };
  for (const key of details.attributeKeys) delete attributes[key];
  return {
    specs: [...details.specs, ...current.specs.filter((s) => !owned.has(s.label.trim().toLowerCase()))],
    attributes: { ...attributes, ...details.attributes },
  };
}

/** The form's values for a stored listing (a value the field cannot hold, like 'Immortal 2', is left out). */
export function accountDetailValuesOf(
  fields: AccountDetailField[],
  listing: {
    rank: string | null;
    gameLevel: string | null;
    loginMethod: string | null;
    specs: { label: string; value: string }[];
    attributes: Record<string, string | string[]>;
  },
): AccountDetailValues {
  const out: AccountDetailValues = {};
  for (const field of fields) {
    const attribute = field.attribute ? listing.attributes[field.key] : undefined;
    const column = field.column ? listing[field.column] : null;
    const spec = listing.specs.find((s) => s.label.trim().toLowerCase() === field.label.toLowerCase())?.value;
    const raw = attribute ?? column ?? spec;
    let values = raw === undefined || raw === null ? [] : [raw].flat();
    if (field.kind === "checkbox" && typeof raw === "string") values = raw.split(",").map((v) => v.trim());
    if (field.options) values = values.filter((v) => field.options!.includes(v));
    if (field.kind === "number") values = values.filter((v) => /^\d{1,9}$/.test(v));
    if (values.length) out[field.key] = field.kind === "checkbox" ? values : values.slice(0, 1);
  }
  return out;
}
