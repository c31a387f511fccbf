/**
 * Checks for the one form pipeline (utils/forms.server.ts): a refused form answers 400 with every
 * problem's message at once and the typed values back in its inputs, never a password.
 */
import { expect } from "vitest";

/** The entities React writes, decoded. */
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The text of `html` as a person reads it: scripts (the page's data) and tags dropped, entities decoded. */
const textOf = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

/** A refused form's page: status 400, each message shown, each typed value back in a `value`. */
export async function expectRefusedForm(
  res: Response,
  {
    messages,
    kept = {},
    notEchoed = [],
    status = 400,
  }: {
    messages: string[];
    kept?: Record<string, string>;
    notEchoed?: string[];
    status?: number;
  },
) {
  expect(res.status).toBe(status);
  const html = await res.text();
  const text = textOf(html);
  for (const message of messages) expect(text.includes(message), `shows "${message}"`).toBe(true);
  for (const [name, value] of Object.entries(kept)) {
    const input = new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>`, "g");
    const found = [...html.matchAll(input)].map((m) => decode(m[0]));
    const textarea = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
    const shown = found.some((tag) => tag.includes(`value="${value}"`)) || decode(textarea?.[1] ?? "") === value;
    expect(shown, `${name} keeps "${value}"`).toBe(true);
  }
  for (const secret of notEchoed) expect(html.includes(secret), `never echoes ${secret}`).toBe(false);
  return html;
}
