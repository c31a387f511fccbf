// JavaScript each route preloads: the `<link rel="modulepreload">` and `<script type="module" src>`
// URLs of the page's HTML (plus static imports of its inline module scripts) — and the same two
// lists carried by the loader that starts them after the page's load event
// (app/components/scripts-after-load.tsx) — each fetched and gzipped with zlib (level 9, about
// what a CDN sends), summed in KiB.
import { gzipSync } from "node:zlib";

/** The script URLs a page's HTML makes the browser load up front. */
export function preloadedScripts(html) {
  const urls = new Set();
  const addImports = (code) => {
    for (const m of code.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]);
  };
  const afterLoad = /\(function\(\)\{var p=(\[[^\]]*\]),m=("(?:[^"\\]|\\.)*")/.exec(html);
  if (afterLoad) {
    for (const url of JSON.parse(afterLoad[1])) urls.add(url);
    addImports(JSON.parse(afterLoad[2]));
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel=["']?modulepreload\b/i.test(tag)) {
      const href = /\bhref=["']([^"']+)["']/i.exec(tag)?.[1];
      if (href) urls.add(href);
    }
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (!/\btype=["']?module\b/i.test(attributes)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src) urls.add(src);
    addImports(body);
  }
  return [...urls];
}

export const gzipKiB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Fetches a page, then every script it preloads; returns the gzip KiB total and the files. */
export async function routeJs(base, path, headers = {}) {
  const res = await fetch(new URL(path, base), { headers, redirect: "manual" });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  const urls = preloadedScripts(html);
  // No script found means the page's script tags changed shape, not that the page ships none:
  // counting 0 KiB would pass the budget silently.
  if (urls.length === 0) throw new Error(`${path}: no script found in the page (preloads or the after-load loader)`);
  const files = [];
  for (const url of urls) {
    const asset = await fetch(new URL(url, base));
    if (!asset.ok) throw new Error(`${url} (from ${path}) answered ${asset.status}`);
    files.push({ url, kib: gzipKiB(Buffer.from(await asset.arrayBuffer())) });
  }
  return { kib: files.reduce((sum, f) => sum + f.kib, 0), files };
}
