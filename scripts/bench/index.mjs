// `npm run bench`: builds the production bundle, serves it over a large data set
// (scripts/seed-bulk.mjs), measures, and prints one table (each figure a median over runs, its
// budget, PASS/FAIL), also written to bench/results.json. Exits non-zero when a budgeted figure
// fails. Latency budgets are ratios to the framework floor measured in the same run.
// Budgets and how to read them: docs/performance.md; flags and variables: scripts/README.md.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root, run, simulatorPort } from "../lib.mjs";
import { chatFanOut } from "./chat.mjs";
import { RATIOS, TBT_FLOOR_MIN_MS, ratioToFloor, withinRatio } from "./budgets.mjs";
import { checkoutRound, orderAsDemoBuyer } from "./checkout.mjs";
import { routeJs } from "./js-size.mjs";
import { latencyRound, queryCount } from "./latency.mjs";
import { lighthouseRun } from "./lighthouse.mjs";
import { concurrent, prepareAll, sequential } from "./payments.mjs";
import { seed, startServer } from "./server.mjs";
import { burstTopUps, scriptSupplier, sequentialTopUps } from "./topups.mjs";
import { bytesPerTable, d1File, rowChanges, snapshot } from "./writes.mjs";
import { median } from "./stats.mjs";

const t0 = Date.now();
const argv = process.argv.slice(2);
const args = new Set(argv);
const loadAt = argv.indexOf("--load");
const load = loadAt >= 0 ? Number(argv[loadAt + 1] || 10) : 0;
const port = Number(process.env.BENCH_PORT || 8790);
const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/bench");
const rounds = Number(process.env.BENCH_ROUNDS || 3);
const requests = Number(process.env.BENCH_REQUESTS || 100);
const lighthouseRunsSet = process.env.BENCH_LIGHTHOUSE_RUNS !== undefined;
let lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 5);
const TIME_LIMIT_S = 600;
const DATA = { listings: 100_000, users: 10_000, orders: 50_000 };
/** Fresh gateway orders per run: timed one at a time, then sent all at once (scripts/bench/payments.mjs). */
const GATEWAY = { sequential: 100, concurrent: 200 };
/** Fresh supplier-fulfilled top-up orders per run, the same way (scripts/bench/topups.mjs); callbacks sent 1 + duplicates times. */
const TOPUPS = { sequential: 100, concurrent: 200, duplicates: 2 };
/** BENCH_ONLY=<key,…> measures only those stages (keys in `stage` calls); the report is the same. */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(",")) : null;
const notes = [];
/** Ends the measurements after `--load` (the report still runs). */
class LoadDone extends Error {}
const figures = [];
const loadBefore = os.loadavg();

const PUBLIC_PAGES = [
  { key: "home", label: "beranda", path: "/" },
  { key: "game", label: "halaman game", path: "/games/mobile-legends" },
  { key: "listing", label: "listing", path: "/games/mobile-legends/akun/lst_018" },
  { key: "search", label: "cari dua kata", path: "/search?q=akun+mythic" },
];

// A library's stray rejection (Lighthouse's protocol session) must not end the bench half-way.
process.on("unhandledRejection", (error) => console.error("bench: unhandled rejection:", error));

const log = (message) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(3)} s] ${message}`);

/** Adds a figure: `runs` are the per-run values, `value` their median; budget { max } or { min }. */
function figure(group, label, unit, runs, budget = null, digits = 1) {
  const value = median(runs);
  const pass = budget === null ? null : budget.max !== undefined ? value <= budget.max : value >= budget.min;
  figures.push({ group, label, unit, value, digits, budget, pass: Number.isNaN(value) ? false : pass, runs });
}

/** A figure held to a ratio of the floor's figures of the same rounds (scripts/bench/budgets.mjs). */
function ratioFigure(group, label, values, floors, max, { floorMin = 0 } = {}) {
  let ratio = Number.NaN;
  let ratios = [];
  try {
    ({ ratio, ratios } = ratioToFloor(values, floors, { floorMin }));
  } catch (error) {
    notes.push(`${group} ${label}: ${error.message}`);
  }
  figures.push({
    group,
    label: `${label} ÷ lantai`,
    unit: "×",
    value: ratio,
    digits: 2,
    budget: { max },
    pass: withinRatio(ratio, max),
    runs: ratios,
  });
}

function failed(group, label, error) {
  figures.push({
    group,
    label,
    unit: "",
    value: Number.NaN,
    digits: 0,
    budget: null,
    pass: false,
    error: String(error.message ?? error),
  });
  console.error(`${group} ${label}: ${error.stack ?? error}`);
}

async function stage(name, fn, key) {
  if (only && !only.has(key)) return;
  log(name);
  try {
    await fn();
  } catch (error) {
    failed(name, "gagal diukur", error);
  }
}

// ── Build, seed, start ────────────────────────────────────────────────────────────────────────
if (!args.has("--skip-build")) {
  log("build produksi (remix vite:build) dan lantai kerangka");
  await run("npx", ["remix", "vite:build", "--logLevel", "warn"]);
  await run("npx", ["remix", "vite:build", "--config", "scripts/bench/floor/vite.config.ts", "--logLevel", "warn"]);
}
log(
  `data: ${DATA.listings} listing, ${DATA.users} pengguna, ${DATA.orders} pesanan di ${path.relative(root, stateDir)}`,
);
const fixture = await seed({
  stateDir,
  reseed: args.has("--reseed"),
  ...DATA,
  gatewayOrders: GATEWAY.sequential + GATEWAY.concurrent,
  topUpOrders: TOPUPS.sequential + TOPUPS.concurrent,
});
log(`server di 127.0.0.1:${port}, simulator Midtrans di :${simulatorPort(port)}`);
const { base, sim, floor, stop } = await startServer({ stateDir, port });
const FLOOR = { label: "lantai kerangka (24 kartu tanpa data)", url: `${floor}/` };

/** One latency round of the floor page (every request rendered: the floor has no cache). */
const floorRound = () => latencyRound(FLOOR.url, { requests, warmup: 10, bust: true });
const buyerCookie = `pg_session=${fixture.demoBuyer}`;
const sellerCookie = `pg_session=${fixture.demoSeller}`;

try {
  if (load) {
    await loadTest(load);
    throw new LoadDone();
  }
  const orderId = fixture.orderId ?? (await orderAsDemoBuyer(base, fixture.demoBuyer));
  const pages = [
    ...PUBLIC_PAGES.map((p) => ({ ...p, headers: {} })),
    { key: "order", label: "halaman pesanan (login)", path: `/order/${orderId}`, headers: { Cookie: buyerCookie } },
  ];

  await stage(
    "JS per rute",
    async () => {
      for (const page of pages) {
        const { kib } = await routeJs(base, page.path, page.headers);
        figure("JS rute (gzip)", page.label, "KiB", [kib], { max: page.key === "order" ? 130 : 100 });
      }
    },
    "js",
  );

  await stage(
    "query D1 per halaman",
    async () => {
      for (const page of pages) {
        // A parameter no loader reads: the page renders even if an edge cache holds the plain URL.
        const url = new URL(page.path, base);
        const counts = [];
        for (let i = 0; i < 5; i++) {
          url.searchParams.set("_bench", String(Date.now() + i));
          counts.push(await queryCount(url, page.headers));
        }
        figure("query D1 / halaman", page.label, "query", counts, { max: 5 }, 0);
      }
    },
    "queries",
  );

  const floorP50s = [];
  const allFloorP95s = [];
  await stage(
    `latensi server (${rounds} × ${requests} permintaan per halaman, lantai di antaranya)`,
    async () => {
      for (const page of pages) {
        // Anonymous public pages may come from the edge cache; `render` measures them uncached too.
        const modes =
          page.key === "order"
            ? [{ bust: false, name: "" }]
            : [
                { bust: false, name: "" },
                { bust: true, name: " render" },
              ];
        for (const { bust, name } of modes) {
          const p50s = [];
          const p95s = [];
          const floorP95s = [];
          for (let r = 0; r < rounds; r++) {
            // Interleaved: the floor's round right before the page's, under the same load.
            const floorResult = await floorRound();
            floorP50s.push(floorResult.p50);
            floorP95s.push(floorResult.p95);
            const { p50, p95 } = await latencyRound(`${base}${page.path}`, {
              headers: page.headers,
              requests,
              warmup: 10,
              bust,
            });
            p50s.push(p50);
            p95s.push(p95);
          }
          allFloorP95s.push(...floorP95s);
          figure("latensi server", `${page.label}${name} p50`, "ms", p50s);
          figure("latensi server", `${page.label}${name} p95`, "ms", p95s);
          const max = page.key === "order" ? RATIOS.order : bust ? RATIOS.rendered : RATIOS.cached;
          ratioFigure("latensi server", `${page.label}${name} p95`, p95s, floorP95s, max);
        }
      }
    },
    "latency",
  );

  if (floorP50s.length) {
    figure("latensi server", `${FLOOR.label} p50`, "ms", floorP50s);
    figure("latensi server", `${FLOOR.label} p95`, "ms", allFloorP95s);
  }

  await stage(
    "chat fan-out",
    async () => {
      for (const clients of [2, 10]) {
        const p95s = [];
        const floorP95s = [];
        for (let r = 0; r < rounds; r++) {
          floorP95s.push((await floorRound()).p95);
          const { p95 } = await chatFanOut(base, orderId, {
            clients,
            messages: 100,
            warmup: 10,
            cookies: [buyerCookie, sellerCookie],
          });
          p95s.push(p95);
        }
        figure("chat fan-out", `${clients} klien p95`, "ms", p95s);
        if (clients === 10) ratioFigure("chat fan-out", `${clients} klien p95`, p95s, floorP95s, RATIOS.chat);
      }
    },
    "chat",
  );

  await stage(
    "checkout",
    async () => {
      const perSecond = [];
      const p95s = [];
      for (let r = 0; r < rounds; r++) {
        const result = await checkoutRound(base, fixture.checkout, { concurrency: 8 });
        if (result.paid < result.attempted)
          notes.push(`checkout putaran ${r + 1}: ${result.paid} dari ${result.attempted} pesanan terbayar`);
        perSecond.push(result.ordersPerSecond);
        p95s.push(result.p95);
      }
      const buyers = fixture.checkout.length;
      figure("checkout", `pesanan terbayar / s (${buyers} dompet, 8 paralel)`, "/s", perSecond);
      figure("checkout", "p95 POST /checkout", "ms", p95s);
    },
    "checkout",
  );

  await stage(
    "notifikasi pembayaran (Midtrans, lewat simulator)",
    async () => {
      const prepared = await prepareAll(base, sim, fixture.gateway);
      const floorBefore = (await floorRound()).p95;
      const one = await sequential(base, prepared.slice(0, GATEWAY.sequential));
      const floorAfter = (await floorRound()).p95;
      for (const failure of one.failures.slice(0, 3)) notes.push(`notifikasi berurutan gagal: ${failure}`);
      if (one.retries) notes.push(`notifikasi berurutan: ${one.retries} koneksi putus sebelum dijawab, dikirim ulang`);
      figure("notifikasi pembayaran", "berurutan p50", "ms", [one.p50]);
      const gatewayP95 = one.failures.length ? Number.NaN : one.p95;
      figure("notifikasi pembayaran", "berurutan p95", "ms", [gatewayP95]);
      // One sequence of 100, between two floor rounds: the ratio to their mean.
      ratioFigure(
        "notifikasi pembayaran",
        "berurutan p95",
        [gatewayP95],
        [(floorBefore + floorAfter) / 2],
        RATIOS.gateway,
      );
      const many = await concurrent(base, prepared.slice(GATEWAY.sequential), fixture.admin);
      for (const problem of many.problems) notes.push(`notifikasi bersamaan: ${problem}`);
      figure(
        "notifikasi pembayaran",
        `${GATEWAY.concurrent} notifikasi bersamaan untuk ${GATEWAY.concurrent} pesanan diterapkan tepat sekali`,
        "pesanan",
        [many.applied],
        { min: GATEWAY.concurrent },
        0,
      );
      figure("notifikasi pembayaran", `${GATEWAY.concurrent} bersamaan: p95 jawaban`, "ms", [many.p95]);
      notes.push(
        `notifikasi bersamaan: ${GATEWAY.concurrent} dalam ${many.seconds.toFixed(1)} s, lalu tiap salinan sekali lagi; ` +
          `external:gateway bergerak ${many.moved} (Σ gross ${many.expected}); invarian ${many.invariants} OK` +
          (many.redelivered ? `; ${many.redelivered} dijawab ${many.firstRefusal} lalu dikirim ulang` : "") +
          (many.retries ? `; ${many.retries} koneksi putus sebelum dijawab, dikirim ulang` : ""),
      );
    },
    "gateway",
  );

  await stage(
    "top-up otomatis (notifikasi → supplier → callback → Dikirim, lewat simulator)",
    async () => {
      const items = fixture.topUps ?? [];
      if (items.length < TOPUPS.sequential + TOPUPS.concurrent) throw new Error("fixture without top-up orders");
      await scriptSupplier(port, sim, items, TOPUPS.duplicates);
      const prepared = await prepareAll(base, sim, items);
      const floorBefore = (await floorRound()).p95;
      const one = await sequentialTopUps(base, sim, prepared.slice(0, TOPUPS.sequential));
      const floorAfter = (await floorRound()).p95;
      for (const failure of one.failures.slice(0, 3)) notes.push(`top-up berurutan gagal: ${failure}`);
      figure("top-up otomatis", "berurutan p50", "ms", [one.p50]);
      figure("top-up otomatis", "berurutan: notifikasi sampai pembelian terkirim p50", "ms", [one.notifyP50]);
      figure("top-up otomatis", "berurutan: notifikasi sampai pembelian terkirim p95", "ms", [one.notifyP95]);
      const p95 = one.failures.length ? Number.NaN : one.p95;
      figure("top-up otomatis", "berurutan p95", "ms", [p95]);
      ratioFigure("top-up otomatis", "berurutan p95", [p95], [(floorBefore + floorAfter) / 2], RATIOS.topUp);
      const many = await burstTopUps(base, sim, prepared.slice(TOPUPS.sequential), fixture.admin);
      for (const problem of many.problems) notes.push(`top-up bersamaan: ${problem}`);
      figure(
        "top-up otomatis",
        `${TOPUPS.concurrent} top-up bersamaan dipenuhi tepat sekali`,
        "pesanan",
        [many.fulfilledOnce],
        { min: TOPUPS.concurrent },
        0,
      );
      figure("top-up otomatis", `${TOPUPS.concurrent} bersamaan: detik sampai semua callback dijawab`, "s", [
        many.seconds,
      ]);
      notes.push(
        `top-up bersamaan: ${many.notifications} notifikasi (tiap pesanan 2× bersamaan + 1× terlambat` +
          (many.resent ? `, ${many.resent} dikirim ulang setelah 5xx` : "") +
          (many.lateBought ? `; ${many.lateBought} dibeli lewat cron (${many.crons}× dijalankan)` : "") +
          `), ${many.callbacks} callback supplier, ${many.purchases} pembelian di simulator; invarian ${many.invariants} OK`,
      );
    },
    "topup",
  );

  await stage(
    "Lighthouse mobile",
    async () => {
      const lighthousePages = [{ key: "floor", label: "lantai kerangka", url: FLOOR.url }, ...PUBLIC_PAGES];
      const results = Object.fromEntries(lighthousePages.map((p) => [p.key, []]));
      for (let r = 0; r < lighthouseRuns; r++) {
        const roundStart = Date.now();
        for (const page of lighthousePages) {
          // One retry: a run can fail for Chrome's own reasons; a page that fails twice is reported.
          const once = () => lighthouseRun(page.url ?? `${base}${page.path}`);
          const result = await once().catch((error) => {
            log(`  ${error.message ?? error} — sekali lagi`);
            return once();
          });
          results[page.key].push(result);
          log(
            `  Lighthouse ${r + 1}/${lighthouseRuns} ${page.label}: skor ${result.score}, LCP ${result.lcp.toFixed(0)} ms`,
          );
        }
        const elapsed = (Date.now() - t0) / 1000;
        const projected = elapsed + (lighthouseRuns - r - 1) * ((Date.now() - roundStart) / 1000) + 10;
        if (r === 0 && !lighthouseRunsSet && lighthouseRuns > 3 && projected > TIME_LIMIT_S) {
          notes.push(
            `Lighthouse: median dari 3 run, bukan 5 — 5 run akan membuat bench ±${Math.round(projected)} s (> ${TIME_LIMIT_S} s) di mesin ini`,
          );
          lighthouseRuns = 3;
        }
      }
      const floorTbt = results.floor.map((x) => x.tbt);
      figure("Lighthouse lantai kerangka", "TBT", "ms", floorTbt, null, 0);
      const floorLcp = results.floor.map((x) => x.lcp);
      figure("Lighthouse lantai kerangka", "LCP", "ms", floorLcp, null, 0);
      for (const page of PUBLIC_PAGES) {
        const runs = results[page.key];
        const group = `Lighthouse ${page.label}`;
        const of = (key) => runs.map((x) => x[key]);
        // The score is made of LCP, TBT and the rest: reported; its latency inputs carry the budgets.
        figure(group, "skor", "", of("score"), null, 0);
        figure(group, "LCP", "ms", of("lcp"), null, 0);
        ratioFigure(group, "LCP", of("lcp"), floorLcp, RATIOS.lcp);
        figure(group, "TBT", "ms", of("tbt"), null, 0);
        // Run r of the page against run r of the floor (same round), the floor at least TBT_FLOOR_MIN_MS.
        ratioFigure(group, "TBT", of("tbt"), floorTbt, RATIOS.tbt, { floorMin: TBT_FLOOR_MIN_MS });
        figure(group, "CLS", "", of("cls"), { max: 0.05 }, 3);
        figure(group, "total transfer", "KiB", of("kib"), page.key === "home" ? { max: 300 } : null);
      }
    },
    "lighthouse",
  );
} catch (error) {
  if (!(error instanceof LoadDone)) throw error;
} finally {
  stop();
}

/** `--load N`: N × the checkout figure's volume, N × its concurrency, one round; reported, no budget. */
async function loadTest(n) {
  const buyers = Array.from({ length: n }, () => fixture.checkout).flat();
  await stage(`uji beban: ${buyers.length} checkout, ${8 * n} paralel`, async () => {
    const floorBefore = await floorRound();
    const db = d1File(stateDir);
    const before = snapshot(db, path.join(stateDir, "load-before.sqlite"));
    const result = await checkoutRound(base, buyers, { concurrency: 8 * n });
    const after = snapshot(db, path.join(stateDir, "load-after.sqlite"));
    const label = `${n}× (${buyers.length} checkout, ${8 * n} paralel)`;
    figure("uji beban", `${label}: pesanan terbayar / s`, "/s", [result.ordersPerSecond]);
    figure("uji beban", `${label}: p50 POST /checkout`, "ms", [result.p50]);
    figure("uji beban", `${label}: p95 POST /checkout`, "ms", [result.p95]);
    figure("uji beban", `${label}: terbayar`, "pesanan", [result.paid], { min: buyers.length }, 0);
    figure("uji beban", `${label}: detik`, "s", [result.seconds]);
    figure("uji beban", "lantai kerangka p95 sebelum", "ms", [floorBefore.p95]);
    if (result.paid < result.attempted) notes.push(`uji beban: ${result.paid} dari ${result.attempted} terbayar`);
    figure("uji beban", "round trip D1 per POST /checkout (permintaan saja)", "", result.d1PerPost, null, 0);
    // What the checkouts wrote, per table, read from SQLite (rows by rowid; bytes with indexes).
    const changes = rowChanges(before, after);
    const bytesBefore = bytesPerTable(before);
    const bytesAfter = bytesPerTable(after);
    // Per order made (the orders table's new rows), whatever the answers a dropped connection lost.
    const made = changes.orders?.added || result.paid;
    if (result.dropped) notes.push(`uji beban: ${result.dropped} koneksi putus sebelum dijawab`);
    let rows = 0;
    for (const [table, c] of Object.entries(changes)) {
      rows += c.added + c.changed + c.removed;
      const perCheckout = (x) => (x / made).toFixed(2);
      const grew = (bytesAfter[table] ?? 0) - (bytesBefore[table] ?? 0);
      notes.push(
        `tulis per checkout, ${table}: +${perCheckout(c.added)} baris, ${perCheckout(c.changed)} diubah, ` +
          `−${perCheckout(c.removed)}; ${(grew / made).toFixed(0)} B/checkout (${c.added}/${c.changed}/${c.removed} total)`,
      );
    }
    const grown =
      Object.values(bytesAfter).reduce((a, b) => a + b, 0) - Object.values(bytesBefore).reduce((a, b) => a + b, 0);
    figure("uji beban", "baris ditulis per checkout (tabel, tanpa indeks)", "", [rows / made], null, 2);
    figure("uji beban", "baris ditulis / s", "/s", [rows / result.seconds]);
    figure("uji beban", "pesanan dibuat", "pesanan", [made], null, 0);
    figure("uji beban", "byte basis data per checkout (dengan indeks)", "B", [grown / made], null, 0);
  });
}

// ── Report ────────────────────────────────────────────────────────────────────────────────────
const seconds = (Date.now() - t0) / 1000;
const fmt = (f) =>
  Number.isNaN(f.value) ? "—" : `${f.value.toFixed(f.digits)}${f.unit && f.unit !== "/s" ? ` ${f.unit}` : f.unit}`;
const fmtBudget = (f) =>
  f.budget === null
    ? ""
    : `${f.budget.max !== undefined ? "≤" : "≥"} ${f.budget.max ?? f.budget.min}${f.unit ? ` ${f.unit}` : ""}`;
const rows = figures.map((f) => [
  f.group,
  f.label,
  fmt(f),
  fmtBudget(f),
  f.pass === null ? "" : f.pass ? "PASS" : "FAIL",
]);
const header = ["kelompok", "angka", "nilai (median)", "budget", "hasil"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const r of rows) console.log(line(r));
for (const f of figures.filter((x) => x.error)) console.log(`  ${f.group}: ${f.error}`);
for (const note of notes) console.log(`Catatan: ${note}`);
const failures = figures.filter((f) => f.pass === false).length;
console.log(
  `\n${failures ? `${failures} angka GAGAL budget` : "Semua budget lolos"} · ${seconds.toFixed(0)} s · ` +
    `${os.cpus().length} CPU, load sebelum mulai ${loadBefore.map((l) => l.toFixed(2)).join(" ")} · Lighthouse ${lighthouseRuns} run`,
);

mkdirSync(path.join(root, "bench"), { recursive: true });
writeFileSync(
  path.join(root, "bench/results.json"),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      seconds: Math.round(seconds),
      machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadBefore, node: process.version },
      settings: { data: DATA, rounds, requests, lighthouseRuns },
      notes,
      figures: figures.map(({ digits, ...f }) => ({
        ...f,
        value: Number.isNaN(f.value) ? null : Number(f.value.toFixed(Math.max(digits, 2))),
      })),
    },
    null,
    2,
  )}\n`,
);
console.log("Hasil juga di bench/results.json");
process.exit(failures ? 1 : 0);
