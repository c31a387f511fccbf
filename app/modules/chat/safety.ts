/**
 * Chat safety: what in an order chat message points away from PasarGame and what must never be
 * sent there. `refuse`: account logins (an e-mail with a password, a labelled password); `warn`:
 * phone numbers, WhatsApp/Telegram/LINE/Discord ids, e-mail addresses, bank accounts, invitations
 * to pay outside the app; `ok`: the rest (prices, order numbers, game ids). One pure function used
 * by the browser (warns before sending) and by the OrderRoom (refuses and flags whatever the
 * browser says). No imports and no lookbehind: it ships with the order page, older Safari included.
 */
export type ChatSafetyKind =
  "phone" | "whatsapp" | "telegram" | "line" | "discord" | "email" | "bank_account" | "off_platform" | "credentials";

export interface ChatSafety {
  verdict: "ok" | "warn" | "refuse";
  /** What was found, in the order of CHAT_SAFETY_KINDS; empty when `ok`. */
  kinds: ChatSafetyKind[];
}

export const CHAT_SAFETY_KINDS: readonly ChatSafetyKind[] = [
  "credentials",
  "phone",
  "whatsapp",
  "telegram",
  "line",
  "discord",
  "email",
  "bank_account",
  "off_platform",
];

const EMAIL = /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/g;
/**
 * 08xx / +62 8xx / 62 8xx, then 6–9 more digits with single spaces, dots or dashes between them.
 * The first group is written whole ("0812"), so a date such as 08-12-2025 is not a number.
 */
const PHONE = /(?:^|[^\w+])((?:\+62[\s.-]?|62[\s.-]?|\(?0)8\d\d\)?(?:[\s.-]?\d){6,9})(?!\d)/g;
/** Digits written one by one, "0 8 1 2 3 4 …": read together, they may be a phone number. */
const SPACED_DIGITS = /\d(?:[\s.-]\d(?!\d)){7,}/g;
const PHONE_DIGITS = /^(?:62|0)8\d{8,11}$/;
/** A number written like a price, 628.500.000: thousands groups, not a phone. */
const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

const WORDS: [ChatSafetyKind, RegExp][] = [
  // "wa" but not the greeting "wa'alaikumsalam" / "wa alaikum salam".
  ["whatsapp", /\bwh?ats?\s?app?\b|\bwa\.me\b|\bwa(?:tsap|sap)\b|\bw\.a\b|\bwa(?![\w'’]|\s*['’]?\s*alaik)/],
  ["telegram", /\btele(?:gram)?\b|\bt\.me\//],
  // "login pakai LINE" is a game's login method: only a LINE id or contact counts.
  [
    "line",
    /\b(?:id|add|akun|hubungi|chat)\s*line\b|\bline\s*(?:id\b|me\b|saya\b|ku\b|aku\b|gw\b|gue\b|[:@])|\bline\.me\b/,
  ],
  ["discord", /\bdiscord\b|\bdiscord\.gg\b|[a-z][\w.]{1,31}#\d{4}\b/],
  [
    "off_platform",
    /\b(?:transfer|tf|trf)\s+langsung\b|\bbayar\s+langsung\s+ke\b|\blangsung\s+(?:transfer|tf|trf)\s+ke\s+(?:rek|saya|aku|sini|nomor|no)\b|\brekber\s+(?:lain|luar|sendiri|pribadi)\b|\bdi\s?luar\s+(?:aplikasi|app|apk|pasargame|platform|web|website|situs)\b|\btanpa\s+(?:rekber|lewat\s+(?:aplikasi|pasargame))\b|\bjapri\b/,
  ],
];

/** A bank, or the word for an account number, shortly before a long number; or "a.n." right after one. */
const BANK_BEFORE =
  /\b(?:no\.?\s*rek(?:ening)?|norek|rek(?:ening)?|bca|bni|bri|mandiri|bsi|cimb(?:\s*niaga)?|permata|danamon|btn|seabank|jago)\b[^\d\n]{0,25}(\d(?:[\s.-]?\d){7,17})(?!\d)/g;
const BANK_AFTER = /(?:^|\D)(\d(?:[\s.-]?\d){7,17})\s*[,(]?\s*(?:a\.?\s?n\.?|atas\s+nama)(?:\s|$)/g;

/** "password: x", "pw = x", "kata sandi: x" — but not "Battle Pass: Premium". */
const PASSWORD_LABEL = /(^|[^\w])(password|passwd|pass|pwd|pw|sandi|kata\s+sandi)\s*[:=]\s*\S/g;
const GAME_PASSES = /(?:battle|elite|royale|season|weekly|monthly|diamond|premium|starlight|booyah|event)\s*$/;
/** A password word followed by a value with a digit or symbol (with an e-mail in the message). */
const PASSWORD_VALUE = /\b(?:password|passwd|pass|pwd|pw|sandi)(?:nya)?\s+(?=\S*[\d!#$%^&*])\S{4,}/;
/** An e-mail, a separator, then a value with a digit or symbol: "a@b.co / Rahasia1". */
const EMAIL_THEN_SECRET = /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\s*[|/:]\s*(?=\S*[\d!#$%^&*])\S{4,}/;

export function checkChatMessage(text: string): ChatSafety {
  const t = text.toLowerCase();
  const found = new Set<ChatSafetyKind>();

  const emails = t.match(EMAIL) ?? [];
  if (emails.length > 0) found.add("email");
  if (hasPasswordLabel(t) || (emails.length > 0 && (PASSWORD_VALUE.test(t) || EMAIL_THEN_SECRET.test(t)))) {
    found.add("credentials");
  }
  // E-mails are out of the way before looking for numbers and words in what is left.
  const rest = t.replace(EMAIL, " ");

  for (const m of rest.matchAll(PHONE)) {
    if (!THOUSANDS.test(m[1]!)) found.add("phone");
  }
  for (const m of rest.matchAll(SPACED_DIGITS)) {
    if (PHONE_DIGITS.test(m[0].replace(/\D/g, ""))) found.add("phone");
  }
  for (const [kind, pattern] of WORDS) if (pattern.test(rest)) found.add(kind);
  for (const pattern of [BANK_BEFORE, BANK_AFTER]) {
    for (const m of rest.matchAll(pattern)) {
      const digits = m[1]!;
      if (!THOUSANDS.test(digits) && !/^(?:\+?62|0)8/.test(digits)) found.add("bank_account");
    }
  }

  const kinds = CHAT_SAFETY_KINDS.filter((k) => found.has(k));
  return { verdict: found.has("credentials") ? "refuse" : kinds.length > 0 ? "warn" : "ok", kinds };
}

function hasPasswordLabel(t: string): boolean {
  for (const m of t.matchAll(PASSWORD_LABEL)) {
    if (m[2] === "pass" && GAME_PASSES.test(t.slice(0, m.index + m[1]!.length))) continue;
    return true;
  }
  return false;
}
