/**
 * What the hostile-input suites (tests/workers/hostile-*.test.ts) share: the XSS corpus and the
 * checks that a page shows it as text, the cast they act with, and the random form values of the
 * fuzzed posts (FUZZ_RUNS for more runs).
 */
import fc from "fast-check";
import { expect } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { newUser, signedIn, USERS } from "./fixtures";
import { db } from "./helpers";
import type { Client } from "./http";

// ── The corpus ────────────────────────────────────────────────────────────

export interface Payload {
  name: string;
  text: string;
  /** Whether the page must show the escaped text verbatim (control characters may be dropped). */
  verbatim: boolean;
}
const P = (name: string, text: string, verbatim = true): Payload => ({ name, text, verbatim });
export const LONG = "<script>alert(1)</script>".repeat(300); // 7,500 characters

export const PAYLOADS: Payload[] = [
  P("script tag", "<script>alert(1)</script>"),
  P("attribute break-out", `"><img src=x onerror=alert(1)>`),
  P("javascript url", "javascript:alert(1)"),
  P("svg onload", "<svg onload=alert(1)>"),
  P("textarea break-out", "</textarea><script>alert(1)</script>"),
  P("script-data break-out", "</script><script>alert(1)</script>"),
  P("template", "{{7*7}}"),
  P("template literal", "${alert(1)}"),
  P("RTL override", "akun\u202Egnp.exe"),
  P("null byte", "akun\u0000<script>alert(1)</script>", false),
  P("single-quote break-out", `'><iframe src=javascript:alert(1)></iframe>`),
  P("link", `<a href="javascript:alert(1)">klik</a>`),
  P("style", "<style>body{display:none}</style>"),
  P("pre-escaped", "&lt;script&gt;alert(1)&lt;/script&gt;"),
  P("unclosed img", "<img src=x onerror=alert(1)//"),
  P("very long", LONG),
];

/** React's text and attribute escaping. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * The page holds no live markup from the corpus: no `<script>alert` anywhere (a break-out of the
 * data script would leave one), no event-handler attribute (React never renders one), no
 * javascript: URL in a link or source, no iframe or style block of ours.
 */
export function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script>alert/i);
  expect(html, where).not.toMatch(/<iframe/i);
  expect(html, where).not.toMatch(/<style>body\{display:none\}/i);
  // Tags outside script bodies, with their attributes parsed loosely (quoted values kept whole).
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "<script></script>");
  const tag = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
  const attr = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;
  for (const [, name, attrs] of markup.matchAll(tag)) {
    for (const [, key, raw] of (attrs ?? "").matchAll(attr)) {
      expect(/^on/i.test(key!), `${where}: <${name} ${key}=…>`).toBe(false);
      const value = (raw ?? "").replace(/^["']|["']$/g, "").replace(/&#x3A;|&colon;/gi, ":");
      if (/^(href|src|action|formaction)$/i.test(key!)) {
        expect(/^\s*javascript:/i.test(value), `${where}: <${name} ${key}="${value}">`).toBe(false);
      }
    }
  }
}

/** Inert, and each stored payload is there as text. */
export function expectShownAsText(html: string, shown: Payload[], where: string) {
  expectInert(html, where);
  for (const p of shown) {
    if (!p.verbatim) continue;
    const at = html.indexOf("alert(1)");
    const near = at < 0 ? "(no alert(1) on the page)" : html.slice(Math.max(0, at - 80), at + 40);
    expect(html.includes(escapeHtml(p.text)), `${where}: ${p.name} as text; near: ${near}`).toBe(true);
  }
}

export const page = async (c: Client, path: string) => {
  const res = await c.get(path);
  expect(res.status, path).toBe(200);
  return res.text();
};

let ipCounter = 0;
export const freshIp = () => `10.66.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

// ── The cast ──────────────────────────────────────────────────────────────

export interface Cast {
  seller: Client;
  admin: Client;
  buyer: { id: string; username: string; c: Client };
  sellerName: string;
}

/** The demo seller and admin signed in, and a new verified buyer with money. */
export async function hostileCast(): Promise<Cast> {
  const seller = await signedIn(USERS.seller.id);
  const admin = await signedIn(USERS.admin.id);
  const u = await newUser("buyer", "xss");
  // Verified: Rp5.000.000 is above an unverified wallet's cap (Bank Indonesia's limit), so its own deposits still fit.
  await db().update(users).set({ isVerified: true }).where(eq(users.id, u.id));
  const buyer = { ...u, c: await signedIn(u.id) };
  // Money for the disputed orders and the withdrawals, through the ledger as an approved deposit.
  const dep = await requestDeposit(db(), u.id, { amount: 5_000_000, method: "Bank Transfer BCA" });
  if (!dep.ok) throw new Error("deposit refused");
  const approved = await approveDeposit(db(), dep.deposit.id, USERS.admin.id);
  if (!approved.ok) throw new Error("deposit approval refused");
  const sellerName = (await db().query.users.findFirst({ where: (t, { eq: is }) => is(t.id, USERS.seller.id) }))!
    .username;
  return { seller, admin, buyer, sellerName };
}

// ── Fuzzing ───────────────────────────────────────────────────────────────

/** Vite forwards only VITE_-prefixed host variables into the workerd isolate; FUZZ_RUNS where the runner does. */
function readEnv(name: string): string | undefined {
  const fromProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  return fromProcess ?? (import.meta as { env?: Record<string, string | undefined> }).env?.[name];
}
export const RUNS = Number(readEnv("FUZZ_RUNS") ?? readEnv("VITE_FUZZ_RUNS") ?? 50) || 50;

export const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.double().map(String),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "Infinity", "9007199254740993", "[]", "{}", "null", "true"),
  fc.constantFrom(...PAYLOADS.map((p) => p.text)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
);

/** A random form: mostly the action's own fields (some missing, some repeated), plus strangers. */
export function formFor(fields: string[], fixed: Record<string, fc.Arbitrary<string>> = {}) {
  return fc
    .tuple(
      fc.dictionary(
        fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })),
        fc.oneof(weird, fc.array(weird, { maxLength: 3 })),
        {
          maxKeys: fields.length + 2,
        },
      ),
      fc.record(fixed, { requiredKeys: [] }),
    )
    .map(([random, chosen]) => ({ ...random, ...chosen }) as Record<string, string | string[]>);
}
