/**
 * File headers stay short (issue 31): the opening comment of every source file in app/, workers/,
 * scripts/ and tests/ says why the file exists in at most 10 lines; details belong in docs/ or a
 * folder's README. Shown on probes too, so the rule itself is proven.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const MAX_HEADER_LINES = 10;
const root = path.resolve(import.meta.dirname, "../..");

/** The number of lines of the comment a file opens with (after a shebang and blank lines), 0 without one. */
function headerLines(source: string): number {
  const lines = source.split("\n");
  let i = 0;
  while (i < lines.length && (lines[i].startsWith("#!") || lines[i].trim() === "")) i++;
  if (lines[i]?.startsWith("/*")) {
    const end = lines.findIndex((line, j) => j >= i && line.includes("*/"));
    return end === -1 ? lines.length - i : end - i + 1;
  }
  let j = i;
  while (j < lines.length && lines[j].startsWith("//")) j++;
  return j - i;
}

const sources = execFileSync("git", ["ls-files", "app", "workers", "scripts", "tests"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes("/dist/"));

describe("file headers", () => {
  it("counts a block comment and a run of line comments", () => {
    expect(headerLines("/**\n * one\n * two\n */\nexport {};\n")).toBe(4);
    expect(headerLines("#!/usr/bin/env node\n// one\n// two\nimport x from 'y';\n")).toBe(2);
    expect(headerLines("export const x = 1; // not a header\n")).toBe(0);
  });

  it(`are at most ${MAX_HEADER_LINES} lines in every source file`, () => {
    const long = sources
      .map((file) => ({ file, lines: headerLines(readFileSync(path.join(root, file), "utf8")) }))
      .filter(({ lines }) => lines > MAX_HEADER_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
