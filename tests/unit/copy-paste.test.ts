/**
 * The copy-paste check of `npm test` (jscpd with .jscpd.json over app/ and workers/) refuses a new
 * duplicate of 10 or more lines. Shown here on a probe pair: 10 shared lines fail, 8 pass.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A run of `n` distinct statements, the same in every file that holds it. */
function shared(n: number): string {
  return Array.from({ length: n }, (_, i) => `  total += weight${i} * price${i} - discount${i};`).join("\n");
}

/** The check's exit code on two files that share `lines` lines inside otherwise different functions. */
function checkPair(lines: number): number {
  const dir = mkdtempSync(path.join(tmpdir(), "cpd-probe-"));
  dirs.push(dir);
  // Different signatures and endings, so that only the shared statements can match.
  const files = {
    first: `export function first(label: string, total: number): number {\n  console.log(label);\n`,
    second: `export const second = (total: number, scale = 2): number => {\n  total *= scale;\n`,
  };
  for (const [name, head] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, `${name}.ts`),
      `${head}${shared(lines)}\n  return ${name === "first" ? "total" : "-total"};\n}\n`,
    );
  }
  try {
    execFileSync(
      process.execPath,
      [path.join(root, "node_modules/jscpd/run-jscpd.js"), "--config", ".jscpd.json", dir],
      {
        cwd: root,
        stdio: "pipe",
      },
    );
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("copy-paste check", () => {
  it("refuses a 10-line duplicate", () => {
    expect(checkPair(10)).toBe(1);
  });

  it("lets an 8-line likeness pass", () => {
    expect(checkPair(8)).toBe(0);
  });
});
