/**
 * patches/react-dom+18.3.1.patch: the streaming renderer (the production build workerd runs) keeps
 * render-time chunks as strings and encodes them straight into its 512-byte views. Its bytes must
 * be exactly what React's own string renderer (not patched) produces, whatever the text: ASCII,
 * two-, three- and four-byte characters, surrogate pairs on a view's edge, strings longer than a
 * view, attributes and text side by side.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The production builds themselves (vitest would otherwise pick React's development build).
const cjs = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs");
const streaming = require(path.join(cjs, "react-dom-server.browser.production.min.js")) as {
  renderToReadableStream(element: ReactElement): Promise<ReadableStream<Uint8Array>>;
};
const legacy = require(path.join(cjs, "react-dom-server-legacy.browser.production.min.js")) as {
  renderToString(element: ReactElement): string;
};

async function streamed(element: ReactElement) {
  const stream = await streaming.renderToReadableStream(element);
  const bytes: number[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes.push(...value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
}

const PIECES = ["a", "Rp1.500.000", " — ", "é", "ñ", "日本", "😀", "🇮🇩", "<&\"'>", "\n", "x".repeat(200)];

/** A deterministic pseudo-random text of `length` pieces. */
function text(seed: number, length: number) {
  let s = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out += PIECES[s % PIECES.length];
  }
  return out;
}

function page(seed: number) {
  const items = Array.from({ length: 40 }, (_, i) =>
    createElement(
      "li",
      { key: i, title: text(seed + i, 3 + (i % 7)), "data-n": i, className: "card".repeat(i % 4) },
      text(seed * 7 + i, 1 + (i % 11)),
      createElement("span", null, text(seed * 13 + i, i % 5)),
    ),
  );
  return createElement("ul", { "aria-label": text(seed, 2) }, items);
}

describe("React's streaming renderer, patched", () => {
  it("writes exactly the bytes of React's string renderer, for any mix of characters", async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const element = page(seed);
      expect(await streamed(element)).toBe(legacy.renderToString(element));
    }
  });

  it("keeps a surrogate pair whole when it lands on the edge of a 512-byte view", async () => {
    for (let pad = 490; pad < 520; pad++) {
      const element = createElement(
        "p",
        null,
        "x".repeat(pad),
        "😀🇮🇩😀",
        createElement("b", null, "é".repeat(pad % 9)),
      );
      expect(await streamed(element)).toBe(legacy.renderToString(element));
    }
  });
});
