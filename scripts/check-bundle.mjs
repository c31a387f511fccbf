// The JavaScript each main route makes the browser load, from the production build, against the
// budgets of docs/performance.md (gzip: ≤ 100 KiB for home, game, listing and search; ≤ 130 KiB for
// the order page and the cart/checkout). The same files Remix preloads for a first visit: the client
// entry and its imports, and every route from root down to the page (module + imports), each
// gzipped (zlib level 9) once and summed. Remix's full browser manifest file counts only without
// `v3_lazyRouteDiscovery`: with it (our setting) the page inlines a partial manifest in its HTML and
// never loads the file (@remix-run/react <Scripts>), as the bench's figures from the served HTML show. Run by `npm test` right after the
// build; exits non-zero when a route is over its budget. `npm run bench` measures the same from
// the served HTML.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import remixConfig from "../remix.config.js";
import { root } from "./lib.mjs";

// Every route is within its budget. `ceiling` (none set now) is for a route that has to be let over
// its budget for a while: it may not grow past that figure; it prints OVER, and only growing beyond
// the ceiling fails the build. Never set one to make a heavier page pass.
const ROUTES = [
  { label: "beranda /", id: "routes/_index", budget: 100 },
  { label: "halaman game", id: "routes/games.$gameSlug._index", budget: 100 },
  { label: "listing", id: "routes/games.$gameSlug.$categorySlug.$listingId", budget: 100 },
  { label: "pencarian", id: "routes/search", budget: 100 },
  { label: "halaman pesanan", id: "routes/order.$orderId", budget: 130 },
  { label: "keranjang", id: "routes/cart", budget: 130 },
  { label: "checkout", id: "routes/checkout", budget: 130 },
];

const client = path.join(root, "build/client");
const manifestFile = readdirSync(path.join(client, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) {
  console.error("Tidak ada build/client/assets/manifest-*.js: jalankan `npm run build` dulu.");
  process.exit(1);
}
const manifestSource = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

const gzipped = new Map();
const kib = (url) => {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length / 1024);
  return gzipped.get(url);
};

let failed = 0;
for (const route of ROUTES) {
  if (!manifest.routes[route.id]) {
    console.error(`Rute ${route.id} tidak ada di manifest Remix.`);
    failed++;
    continue;
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (!remixConfig.future?.v3_lazyRouteDiscovery) files.add(manifest.url);
  for (let id = route.id; id; id = manifest.routes[id].parentId) {
    const r = manifest.routes[id];
    files.add(r.module);
    for (const url of r.imports ?? []) files.add(url);
  }
  const total = [...files].reduce((sum, url) => sum + kib(url), 0);
  const ok = total <= route.budget;
  const tolerated = !ok && route.ceiling !== undefined && total <= route.ceiling;
  if (!ok && !tolerated) failed++;
  const verdict = ok ? "PASS" : tolerated ? "OVER" : "FAIL";
  const limit = route.ceiling
    ? `budget ≤ ${route.budget} KiB, batas sementara ${route.ceiling} KiB`
    : `budget ≤ ${route.budget} KiB`;
  console.log(
    `${verdict}  ${route.label.padEnd(16)} ${total.toFixed(1).padStart(6)} KiB gzip  (${limit}, ${files.size} berkas)`,
  );
}
if (failed) console.error(`${failed} rute melebihi budget JavaScript (docs/performance.md).`);
process.exit(failed ? 1 : 0);
