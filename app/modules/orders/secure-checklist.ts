/**
 * The 'Akun sudah diamankan' checklist: what the buyer of an account confirms they did before
 * confirming receipt (so the seller cannot take the account back). One list for every game, with
 * per-game overrides where a step reads differently (the third-party logins a game offers). Pure
 * and browser-safe: the confirm dialog shows the list the action checks.
 */

export interface ChecklistItem {
  id: "email" | "password" | "recovery" | "thirdParty";
  label: string;
}

/** What was ticked, stored with the confirmation (orders.secure_checklist) and shown in disputes and claims. */
export interface SecuredChecklist {
  items: { label: string; done: boolean }[];
  confirmedAt: number;
}

/** The form field of a tick (one value per ticked item), and the second, explicit confirmation. */
export const SECURED_FIELD = "secured";
export const UNSECURED_ACK_FIELD = "unsecuredOk";
export const UNSECURED_ACK_VALUE = "ya";

const DEFAULT_ITEMS: ChecklistItem[] = [
  { id: "email", label: "Email akun sudah saya ganti" },
  { id: "password", label: "Password sudah saya ganti" },
  { id: "recovery", label: "Nomor HP pemulihan dan 2FA sudah saya hapus/ganti" },
  { id: "thirdParty", label: "Login pihak ketiga (Google/Facebook/Apple/Moonton/Riot…) sudah saya lepas" },
];

/**
 * Per game (slug): a replaced label, or null when the step does not apply to that game's accounts.
 */
const GAME_OVERRIDES: Record<string, Partial<Record<ChecklistItem["id"], string | null>>> = {
  "mobile-legends": {
    thirdParty: "Login pihak ketiga (Moonton, Google, Facebook, VK, TikTok) sudah saya lepas",
  },
  valorant: { thirdParty: "Login pihak ketiga (Riot, Google, Facebook, Apple) sudah saya lepas" },
  "genshin-impact": { thirdParty: "Login pihak ketiga (HoYoverse, Google, Facebook, Apple) sudah saya lepas" },
  "free-fire": { thirdParty: "Login pihak ketiga (Google, Facebook, VK, Apple) sudah saya lepas" },
  "pubg-mobile": { thirdParty: "Login pihak ketiga (Google, Facebook, Twitter, Apple) sudah saya lepas" },
  "cod-mobile": { thirdParty: "Login pihak ketiga (Activision, Google, Facebook, Apple) sudah saya lepas" },
  roblox: { thirdParty: null },
};

/** The checklist of an account of `gameSlug` (the default list for an unknown game). */
export function checklistFor(gameSlug: string | null | undefined): ChecklistItem[] {
  const overrides = (gameSlug && GAME_OVERRIDES[gameSlug]) || {};
  return DEFAULT_ITEMS.flatMap((item) => {
    const override = overrides[item.id];
    if (override === null) return [];
    return [override === undefined ? item : { ...item, label: override }];
  });
}

/** The ticked ids the form carries that belong to `items` (anything else is ignored). */
export function tickedOf(items: ChecklistItem[], form: FormData): ChecklistItem["id"][] {
  const posted = new Set(form.getAll(SECURED_FIELD).map(String));
  return items.filter((item) => posted.has(item.id)).map((item) => item.id);
}

/** What is stored: every item with whether it was ticked. */
export function securedChecklist(items: ChecklistItem[], ticked: string[], now: number): SecuredChecklist {
  return { items: items.map((item) => ({ label: item.label, done: ticked.includes(item.id) })), confirmedAt: now };
}

export const CHECKLIST_TEXTS = {
  heading: "Akun sudah diamankan",
  intro: "Centang langkah yang sudah Anda lakukan. Setelah dikonfirmasi, dana diteruskan ke penjual.",
  incomplete:
    "Anda belum mencentang semua langkah pengamanan. Penjual lama masih bisa mengambil kembali akun ini. Tetap konfirmasi pesanan?",
  confirmAnyway: "Ya, Tetap Konfirmasi",
  storedTitle: "Langkah Pengamanan Akun",
  storedIntro: "Yang dicentang pembeli saat mengonfirmasi pesanan:",
  done: "Sudah",
  notDone: "Belum",
} as const;
