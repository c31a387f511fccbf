// The JavaScript a phone downloads for each main route, from the production build, against the
// budgets of docs/performance.md. Two figures per route, each file gzipped (zlib level 9) once:
// "preload" — what Remix preloads (client entry and its imports, every route from root down to the
// page with its imports; Remix's manifest file is inlined with `v3_lazyRouteDiscovery`), and
// "unduh" — that plus the chunks the page imports by itself after load (dynamic imports reachable
// from those files, followed through Vite's manifest, build/.vite/client-manifest.json), except the
// ON_USE chunks that only a shopper's action or state loads. The budget holds "unduh". Beside them,
// the framework floor (scripts/bench/floor) when built. Run by `npm test` after the build; exits
// non-zero when a route is over its budget. `npm run bench` measures the preloads from served HTML.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import remixConfig from "../remix.config.js";
import { root } from "./lib.mjs";

// The budgets are issue 33's aim: ≤ 1.1 × the framework floor (92 KiB) for public pages, ≤ 115 KiB
// for the order page, cart and checkout. A route not there yet has a `ceiling` at its measured
// figure plus hash noise: it prints OVER, may not grow past it, and only growing beyond it fails the
// build. Lower a ceiling as the page gets lighter; never raise one to make a heavier page pass.
const ROUTES = [
  { label: "beranda /", id: "routes/_index", budget: 92 },
  { label: "halaman game", id: "routes/games.$gameSlug._index", budget: 92 },
  { label: "listing", id: "routes/games.$gameSlug.$categorySlug.$listingId", budget: 92 },
  { label: "pencarian", id: "routes/search", budget: 92 },
  { label: "halaman pesanan", id: "routes/order.$orderId", budget: 115 },
  { label: "keranjang", id: "routes/cart", budget: 115 },
  { label: "checkout", id: "routes/checkout", budget: 115 },
];

// Dynamic imports a page does not make by itself on a first visit (source paths as in Vite's
// manifest, matched by their end). Every other reachable dynamic import counts as downloaded.
const ON_USE = {
  "app/components/toaster-live.tsx": "toast pertama",
  "app/components/search-suggest.tsx": "fokus di kolom cari",
  "app/components/account-links.tsx": "hanya bila masuk (login)",
  "app/components/listing/buy-box-submit.ts": "sentuhan pertama di kotak beli",
  "app/components/listing/review-form.tsx": "pembeli yang boleh mengulas",
  "app/components/listing/listing-panels.tsx": "tab Detail Produk atau Ulasan dipilih",
  "app/components/listing/gallery-enhance.ts": "listing dengan 2+ gambar",
  "app/components/listing/listing-error-view.tsx": "hanya halaman galat",
  "app/components/root-error.tsx": "hanya halaman galat",
  "app/components/catalog/not-found.tsx": "hanya halaman galat",
  "app/components/notifications/push-opt-in.tsx": "halaman notifikasi (login)",
  "app/components/guest/guest-order.tsx": "pesanan tamu (tanpa login)",
  "app/components/payments/method-choice.tsx": "pesanan belum dibayar",
  "app/components/payments/waiting-payments.tsx": "pembayaran yang ditunggu",
  "app/components/seller/seller-fee.tsx": "hanya penjual",
  "app/components/orders/case-timeline.tsx": "kasus dibuka atau boleh dibuka",
  "app/components/orders/warranty-card.tsx": "pesanan bergaransi",
  "app/components/not-found.tsx": "hanya halaman galat",
  "app/components/catalog/empty-results.tsx": "tanpa hasil (filter atau kata kunci)",
  "app/components/catalog/filter-forms.tsx": "sentuhan pertama di form filter",
};
// A chunk Vite keys by its file ("_case-timeline-….js": its module has more than one dynamic importer)
// matches by its chunk name, the module's file name.
const onUse = (key, chunk) =>
  Object.entries(ON_USE).find(
    ([end]) => key.endsWith(end) || (!chunk.src && chunk.name === path.basename(end).replace(/\.\w+$/, "")),
  )?.[1];

/** Reads a build's Remix browser manifest; null when that build is not there. */
function remixManifest(client) {
  const dir = path.join(client, "assets");
  const file = existsSync(dir) && readdirSync(dir).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) return null;
  const source = readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** The files Remix preloads for a first visit to `routeId` ("/assets/…" URLs). */
function preloaded(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!remixConfig.future?.v3_lazyRouteDiscovery) files.add(manifest.url);
  for (let id = routeId; id; id = manifest.routes[id].parentId) {
    files.add(manifest.routes[id].module);
    for (const url of manifest.routes[id].imports ?? []) files.add(url);
  }
  return files;
}

const gzipped = new Map();
const kibOf = (client) => (url) => {
  const file = path.join(client, url);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  return gzipped.get(file);
};
const sum = (urls, kib) => [...urls].reduce((total, url) => total + kib(url), 0);

const client = path.join(root, "build/client");
const manifest = remixManifest(client);
const viteFile = path.join(root, "build/.vite/client-manifest.json");
if (!manifest || !existsSync(viteFile)) {
  console.error("Tidak ada manifest build/client: jalankan `npm run build` dulu.");
  process.exit(1);
}
const vite = JSON.parse(readFileSync(viteFile, "utf8"));
const byUrl = new Map(Object.entries(vite).map(([key, chunk]) => [`/${chunk.file}`, key]));
const kib = kibOf(client);

/** The chunks (key → URLs it adds) a page imports after load, past what `files` already holds. */
function afterLoad(files) {
  const have = new Set(files);
  const added = [];
  const skipped = [];
  const staticClosure = (key, into) => {
    const url = `/${vite[key].file}`;
    if (have.has(url) || into.has(url)) return;
    into.add(url);
    for (const next of vite[key].imports ?? []) staticClosure(next, into);
  };
  const queue = [...files].map((url) => byUrl.get(url)).filter(Boolean);
  for (const seen = new Set(queue); queue.length;) {
    for (const key of vite[queue.shift()].dynamicImports ?? []) {
      if (seen.has(key)) continue;
      seen.add(key);
      const urls = new Set();
      staticClosure(key, urls);
      const reason = onUse(key, vite[key]);
      if (reason) {
        skipped.push({ key, urls, reason });
        continue;
      }
      for (const url of urls) have.add(url);
      added.push({ key, urls });
      queue.push(key, ...[...urls].map((url) => byUrl.get(url)));
    }
  }
  return { added, skipped };
}

const floorManifest = remixManifest(path.join(root, "build/bench-floor/client"));
if (floorManifest) {
  const floor = sum(preloaded(floorManifest, "routes/_index"), kibOf(path.join(root, "build/bench-floor/client")));
  console.log(`lantai kerangka  ${floor.toFixed(1).padStart(6)} KiB gzip (scripts/bench/floor)`);
} else {
  console.log("lantai kerangka  belum dibangun: npx remix vite:build --config scripts/bench/floor/vite.config.ts");
}

const verbose = process.argv.includes("--chunks");
let failed = 0;
for (const route of ROUTES) {
  if (!manifest.routes[route.id]) {
    console.error(`Rute ${route.id} tidak ada di manifest Remix.`);
    failed++;
    continue;
  }
  const files = preloaded(manifest, route.id);
  const { added, skipped } = afterLoad(files);
  const preload = sum(files, kib);
  const total = preload + added.reduce((s, chunk) => s + sum(chunk.urls, kib), 0);
  const ok = total <= route.budget;
  const tolerated = !ok && route.ceiling !== undefined && total <= route.ceiling;
  if (!ok && !tolerated) failed++;
  const verdict = ok ? "PASS" : tolerated ? "OVER" : "FAIL";
  const limit = route.ceiling
    ? `budget ≤ ${route.budget} KiB, batas sementara ${route.ceiling} KiB`
    : `budget ≤ ${route.budget} KiB`;
  console.log(
    `${verdict}  ${route.label.padEnd(16)} unduh ${total.toFixed(1).padStart(6)} KiB gzip, preload ${preload.toFixed(1).padStart(6)}  (${limit})`,
  );
  if (!verbose) continue;
  for (const chunk of added) console.log(`        + ${sum(chunk.urls, kib).toFixed(1).padStart(5)} KiB  ${chunk.key}`);
  for (const chunk of skipped) {
    console.log(`        (${sum(chunk.urls, kib).toFixed(1).padStart(5)} KiB  ${chunk.key}: ${chunk.reason})`);
  }
}
if (failed) console.error(`${failed} rute melebihi budget JavaScript (docs/performance.md).`);
process.exit(failed ? 1 : 0);
