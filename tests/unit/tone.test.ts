/**
 * The app speaks to people as 'Anda' (as the specification does), never 'kamu' or a '-mu' suffix:
 * every text people read — pages, components, module texts, the OrderRoom, the mailer and the demo
 * data — is checked here, so a new text in the other tone fails the suite.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** 'kamu', 'kau', and the possessive '-mu' on the nouns the app's texts use. */
const OTHER_TONE =
  /\b(kamu|kau|dirimu)\b|\b(akun|saldo|pesanan|uang|dana|favorit|pembeli|penjual|game|item|toko|profil|password|email|nomor|rekening|teman|listing|produk|data)mu\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // tests/unit/layers.test.ts writes short-lived lint probes into app/ and workers/ meanwhile.
    if (/\.(layer|size)-probe-\d+-\d+\.tsx?$/.test(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the app's tone", () => {
  it("addresses people as 'Anda' in every text", () => {
    const files = [
      ...sourceFiles(path.join(root, "app")),
      ...sourceFiles(path.join(root, "workers")),
      path.join(root, "drizzle/seed-data.ts"),
    ];
    const found = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path.relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => OTHER_TONE.test(line))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
