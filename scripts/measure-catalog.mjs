// `npm run measure:catalog`: latency of the catalog on a big database, measured on loopback.
// Needs a production build (`npm run build`) and the bulk data (`npm run seed:bulk`, same STATE_DIR).
// Starts the app on that state (the bench's server, scripts/serve.mjs), then from this process fires
// sequential requests (autocannon, one connection, as `npm run bench`) at a two-word search and a
// game page: WARMUP requests first, then REQUESTS measured ones each — as served (the edge page cache answers repeats)
// and rendered (every URL new to the cache). Prints p50/p95 in ms against the targets
// (search ≤ 25 ms p95, game page ≤ 50 ms p95) and exits non-zero when a target is missed. Reference
// lines without a target show the floor: the same screen with no result, and a static file.
//   PORT (default 8790), STATE_DIR (default .wrangler/bench), REQUESTS (200), WARMUP (20)
import { existsSync } from "node:fs";
import path from "node:path";
import { latencyRound } from "./bench/latency.mjs";
import { startServer } from "./bench/server.mjs";
import { root } from "./lib.mjs";

const port = process.env.PORT || "8790";
const stateDir = process.env.STATE_DIR || ".wrangler/bench";
const requests = Number(process.env.REQUESTS || 200);
const warmup = Number(process.env.WARMUP || 20);

const TARGETS = [
  { name: "pencarian dua kata", path: "/search?q=akun+mythic", p95: 25 },
  { name: "halaman game", path: "/games/mobile-legends", p95: 50 },
  // The same two rendered from D1 on every request: a parameter no loader reads makes each URL
  // new to the edge page cache (as the bench's "render" figures).
  { name: "cari dua kata, render", path: "/search?q=akun+mythic", p95: 25, fresh: true },
  { name: "halaman game, render", path: "/games/mobile-legends", p95: 50, fresh: true },
  // For reference, no target: the same search screen when nothing matches (the app's floor), the
  // search through the path that reads every match (a price filter all listings pass), and a static
  // file that never reaches the app (the floor of workerd and this machine).
  { name: "dasar (tanpa hasil)", path: "/search?q=zzqqxx", p95: null },
  { name: "cari + filter harga", path: "/search?q=akun+mythic&min=1", p95: null },
  { name: "berkas statis", path: "/favicon.svg", p95: null },
];

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("Belum ada build produksi: jalankan `npm run build` dulu.");
  process.exit(1);
}

process.on("SIGINT", () => process.exit(130));

const { base, stop } = await startServer({ stateDir: path.resolve(root, stateDir), port });
try {
  const games = await (await fetch(`${base}/games`)).text();
  const listings = [...games.matchAll(/([\d.]+)(?:<!-- -->)? produk/g)].reduce(
    (sum, m) => sum + Number(m[1].replace(/\./g, "")),
    0,
  );
  console.log(`Server siap di ${base}; ${listings.toLocaleString("id-ID")} listing aktif di ${stateDir}.`);
  if (listings < 10_000) console.warn("Peringatan: database kecil — sudah menjalankan `npm run seed:bulk`?");

  let failed = false;
  for (const target of TARGETS) {
    const url = `${base}${target.path}`;
    const found = (await (await fetch(url)).text()).match(/([\d.]+)(?:<!-- -->)? produk( ditemukan)?/);
    // The bench's own measurement (autocannon, one connection): the same numbers for the same page.
    const { p50, p95 } = await latencyRound(url, { requests, warmup, bust: target.fresh === true });
    const ok = target.p95 === null || p95 <= target.p95;
    failed ||= !ok;
    console.log(
      `${target.name.padEnd(22)} ${target.path.padEnd(30)} hasil ${(found?.[1] ?? "-").padStart(7)}  ` +
        `p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
        (target.p95 === null ? "(pembanding)" : `(target p95 ≤ ${target.p95} ms: ${ok ? "OK" : "GAGAL"})`),
    );
  }
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}
