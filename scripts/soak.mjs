// `npm run soak`: a bounded load test of the production-like server, to see that nothing leaks or
// breaks under mixed traffic: browsing and search (autocannon), wallet checkouts and order chat over
// WebSockets at the same time, for SOAK_SECONDS (default 300). Samples workerd's RSS and the app
// isolate's heap; at the end /admin/ledger's invariants must all hold. Exits non-zero on any 5xx, a
// failed invariant, a growing app heap, or a server that cannot start.
// Options and what each phase does: scripts/README.md ("soak").
import { spawn, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import WebSocket from "ws";
import { importTs, root } from "./lib.mjs";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORT = Number(process.env.SOAK_PORT ?? 8791);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "demo12345";
const ADMIN = "admin@pasargame.test";
/** Buyers, each paying listings of the other sellers (sellers may buy too). */
const BUYERS = [
  { email: "pembeli@pasargame.test", id: "usr_demo_buyer" },
  { email: "bagas@pasargame.test", id: "usr_seller_4" },
  { email: "fajar@pasargame.test", id: "usr_seller_5" },
  { email: "penjual@pasargame.test", id: "usr_demo_seller" },
];
/** Which loads run (default all): SOAK_MIX=browse, or browse,chat … to isolate one. */
const MIX = new Set((process.env.SOAK_MIX ?? "browse,checkout,chat").split(",").map((s) => s.trim()));
const CHECKOUT_EVERY_MS = 10_000;
const CHAT_EVERY_MS = 2_000;
const RSS_EVERY_MS = 5_000;
/** The app isolate's inspector (wrangler dev --inspector-port): its JavaScript heap is sampled too. */
const INSPECTOR_PORT = Number(process.env.SOAK_INSPECTOR_PORT ?? PORT + 1000);

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No build/ — run `npm run build` first (soak uses the existing production build).");
  process.exit(2);
}

const log = (...args) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}]`, ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── the server ─────────────────────────────────────────────────────────────

const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "--skip-build", "--fresh"], {
  cwd: root,
  // Its own process group, so that stopping it stops wrangler and workerd with it.
  detached: true,
  stdio: ["ignore", "ignore", "pipe"],
  env: {
    ...process.env,
    PORT: String(PORT),
    STATE_DIR: ".wrangler/soak",
    INSPECTOR_PORT: String(INSPECTOR_PORT),
    // One loopback IP logs in every user; the per-IP login limit is not what is measured here.
    EXTRA_VARS: "LOGIN_PER_IP_PER_15_MIN:1000",
  },
});
let serverErrors = "";
server.stderr.on("data", (chunk) => {
  serverErrors = (serverErrors + chunk).slice(-4000);
});
function stopServer() {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
process.on("exit", stopServer);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  console.error(`The server did not start on ${BASE}.\n${serverErrors}`);
  process.exit(2);
}

/** The workerd processes started by our server (its descendants), with their RSS in KiB. */
function workerdProcesses() {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss=,comm="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, rss, comm]) => ({ pid: Number(pid), ppid: Number(ppid), rss: Number(rss), comm }));
  const ours = new Set([server.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!ours.has(row.pid) && ours.has(row.ppid)) {
        ours.add(row.pid);
        grew = true;
      }
    }
  }
  return rows.filter((r) => ours.has(r.pid) && r.comm.startsWith("workerd"));
}

/**
 * The JavaScript heap of the app's isolate, through the V8 inspector (Runtime.getHeapUsage): what
 * the app itself keeps alive, apart from the runtime's and the local tooling's native memory that
 * RSS also counts. Resolves to null when the inspector is not reachable.
 */
async function heapSampler() {
  let ws;
  try {
    ws = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/ws`);
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
  } catch {
    return null;
  }
  let id = 0;
  const waiting = new Map();
  ws.on("message", (raw) => {
    const message = JSON.parse(String(raw));
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  return {
    async usedBytes() {
      const callId = ++id;
      const result = await Promise.race([
        new Promise((resolve) => {
          waiting.set(callId, resolve);
          ws.send(JSON.stringify({ id: callId, method: "Runtime.getHeapUsage" }));
        }),
        sleep(2_000).then(() => null),
      ]);
      return result?.usedSize ?? null;
    },
    close: () => ws.close(),
  };
}

// ── a small HTTP client with cookies ────────────────────────────────────────

const counts = { requests: 0, fiveXX: 0, byStatus: {} };
function record(status) {
  counts.requests++;
  counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
  if (status >= 500) counts.fiveXX++;
}

function session() {
  const jar = new Map();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function send(method, pathname, fields) {
    const res = await fetch(`${BASE}${pathname}`, {
      method,
      redirect: "manual",
      headers: {
        Cookie: cookie(),
        ...(fields ? { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: fields ? new URLSearchParams(fields) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim()))) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    }
    record(res.status);
    return res;
  }
  return {
    cookie,
    get: (pathname) => send("GET", pathname),
    post: (pathname, fields) => send("POST", pathname, fields),
  };
}

async function loggedIn(email) {
  const s = session();
  const res = await s.post("/login", { email, password: PASSWORD, intent: "login" });
  if (res.status !== 302) throw new Error(`login ${email}: HTTP ${res.status}`);
  return s;
}

// ── setup: users, money, the browsing mix ──────────────────────────────────

async function setup(seed) {
  const admin = await loggedIn(ADMIN);
  const buyers = [];
  for (const buyer of BUYERS) {
    const s = await loggedIn(buyer.email);
    // Money enters the real way: a deposit request, approved by the admin.
    const asked = await s.post("/my-account/wallet", { intent: "deposit", amount: "100000000", method: "OVO" });
    const depositId = /\/deposits\/(dep_[^/?#]+)/.exec(asked.headers.get("Location") ?? "")?.[1];
    if (!depositId) throw new Error(`deposit for ${buyer.email}: HTTP ${asked.status}`);
    const approved = await admin.post("/admin/deposits", { intent: "approve", id: depositId });
    if (approved.status !== 302) throw new Error(`approve ${depositId}: HTTP ${approved.status}`);
    // Top-ups with plenty of stock, from other sellers.
    const listings = seed.SEED_LISTINGS.filter((l) => l.stock >= 200 && l.sellerId !== buyer.id && l.price <= 250_000);
    buyers.push({ ...buyer, s, listings, orders: [] });
  }

  const paths = ["/"];
  for (const game of seed.SEED_GAMES) paths.push(`/games/${game.slug}`);
  const categories = new Set(seed.SEED_LISTINGS.map((l) => `/games/${l.gameSlug}/${l.categorySlug}`));
  paths.push(...categories);
  for (const l of seed.SEED_LISTINGS) paths.push(`/games/${l.gameSlug}/${l.categorySlug}/${l.id}`);
  for (const q of ["valorant", "diamond", "akun", "mobile legends", "joki", "skin", "genshin", "top up murah", "zzz"]) {
    paths.push(`/search?q=${encodeURIComponent(q)}`);
  }
  paths.push("/search?q=akun&sort=price_asc", "/games/valorant/akun?sort=price_desc");
  return { admin, buyers, paths };
}

// ── the load ───────────────────────────────────────────────────────────────

/** A valid value for each top-up input id the seed's listings ask (others get "12345678"). */
const SOAK_IDS = { zone_id: "2001", riot_id: "Soak#1234", uid: "812345678", server: "Asia", username: "soak_buyer" };

async function checkoutLoop(buyer, until, stats) {
  let i = 0;
  // Spread the buyers over the interval.
  await sleep(Math.random() * CHECKOUT_EVERY_MS);
  while (Date.now() < until) {
    const listing = buyer.listings[i++ % buyer.listings.length];
    // IDs in the form each game's top-up takes (app/modules/catalog/top-up-rules.ts), confirmed once more.
    const userInputData = Object.fromEntries(
      listing.requiredInputs.map((input) => [input.id, SOAK_IDS[input.id] ?? "12345678"]),
    );
    const lines = JSON.stringify([{ listingId: listing.id, quantity: 1, expectedPrice: listing.price, userInputData }]);
    try {
      const res = await buyer.s.post("/checkout", {
        intent: "confirm",
        idempotencyKey: crypto.randomUUID(),
        lines,
        idsConfirmed: "1",
      });
      const orderId = /^\/order\/([^/?#]+)/.exec(res.headers.get("Location") ?? "")?.[1];
      if (res.status === 302 && orderId) {
        stats.paid++;
        buyer.orders.push(decodeURIComponent(orderId));
      } else if (res.status === 429) stats.limited++;
      else {
        stats.other.push(res.status);
        if (res.status >= 500) stats.errors.push(`checkout HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
      }
    } catch (error) {
      stats.errors.push(String(error));
    }
    await sleep(CHECKOUT_EVERY_MS);
  }
}

async function chatLoop(buyer, until, stats) {
  while (!buyer.orders.length && Date.now() < until) await sleep(500);
  if (!buyer.orders.length) return;
  const orderId = buyer.orders[0];
  const pending = new Map(); // clientId → sent at
  let lastSeen = 0;
  let n = 0;
  while (Date.now() < until) {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/order/${encodeURIComponent(orderId)}/chat?after=${lastSeen}`, {
      headers: { Origin: BASE, Cookie: buyer.s.cookie() },
    });
    const closed = new Promise((resolve) => {
      ws.on("close", resolve);
      ws.on("error", (error) => {
        stats.errors.push(String(error));
        resolve();
      });
      ws.on("unexpected-response", (_req, res) => {
        record(res.statusCode);
        stats.errors.push(`upgrade refused: HTTP ${res.statusCode}`);
        resolve();
      });
    });
    ws.on("upgrade", () => record(101));
    ws.on("message", (raw) => {
      const message = JSON.parse(String(raw));
      const seen = message.type === "history" ? message.messages : message.type === "chat" ? [message.message] : [];
      for (const m of seen) {
        lastSeen = Math.max(lastSeen, m.id);
        if (m.clientId && pending.has(m.clientId)) {
          stats.latencies.push(Date.now() - pending.get(m.clientId));
          pending.delete(m.clientId);
          stats.acked++;
        }
      }
    });
    await new Promise((resolve) => ws.once("open", resolve).once("close", resolve));
    while (ws.readyState === WebSocket.OPEN && Date.now() < until) {
      // Anything not yet acknowledged is resent with its id (stored once), then one new message.
      for (const [clientId] of pending) ws.send(JSON.stringify({ type: "chat", body: "ulang", clientId }));
      const clientId = crypto.randomUUID();
      pending.set(clientId, Date.now());
      ws.send(JSON.stringify({ type: "chat", body: `Pesan uji beban ${++n}`, clientId }));
      stats.sent++;
      await sleep(CHAT_EVERY_MS);
    }
    ws.close(1000, "selesai");
    await closed;
  }
  stats.unacked += pending.size;
}

function browse(paths, buyers, seconds) {
  let k = 0;
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          k++;
          const pathname = paths[Math.floor(Math.random() * paths.length)];
          // One request in five as a signed-in buyer (pages are then not served from the anonymous cache).
          const headers = k % 5 === 0 ? { cookie: buyers[k % buyers.length].s.cookie() } : {};
          return { ...request, method: "GET", path: pathname, headers };
        },
      },
    ],
  });
}

// ── run ────────────────────────────────────────────────────────────────────

const seed = await importTs("drizzle/seed-data.ts");
log(`starting the server on ${BASE} (state .wrangler/soak) …`);
await waitForServer();
const rss = [];
const heap = [];
const inspector = await heapSampler();
const sample = () => {
  void inspector?.usedBytes().then((bytes) => bytes !== null && heap.push({ t: Date.now(), bytes }));
  const procs = workerdProcesses();
  if (procs.length) {
    rss.push({
      t: Date.now(),
      kib: procs.reduce((sum, p) => sum + p.rss, 0),
      n: procs.length,
      each: procs.map((p) => p.rss),
    });
  }
};
sample();
const { admin, buyers, paths } = await setup(seed);
log(`${buyers.length} buyers funded, ${paths.length} pages in the browsing mix; load for ${SECONDS} s …`);

const until = Date.now() + SECONDS * 1000;
const sampler = setInterval(sample, RSS_EVERY_MS);
const checkoutStats = { paid: 0, limited: 0, other: [], errors: [] };
const chatStats = { sent: 0, acked: 0, unacked: 0, latencies: [], errors: [] };
const idle = {
  requests: { total: 0, average: 0 },
  latency: { p50: 0, p99: 0 },
  errors: 0,
  timeouts: 0,
  statusCodeStats: {},
};
const [browsing] = await Promise.all([
  MIX.has("browse") ? browse(paths, buyers, SECONDS) : sleep(SECONDS * 1000).then(() => idle),
  ...(MIX.has("checkout") ? buyers.map((b) => checkoutLoop(b, until, checkoutStats)) : []),
  ...(MIX.has("chat") ? buyers.map((b) => chatLoop(b, until, chatStats)) : []),
]);
clearInterval(sampler);
sample();
await sleep(500);
inspector?.close();

// The invariants, as the admin sees them.
const ledgerPage = await admin.get("/admin/ledger");
const html = await ledgerPage.text();
const invariants = [...html.matchAll(/<li[^>]*data-testid="invariant"[^>]*>/g)].map((m) => /data-ok="true"/.test(m[0]));
const invariantsOk = ledgerPage.status === 200 && invariants.length > 0 && invariants.every(Boolean);

stopServer();

// ── report ─────────────────────────────────────────────────────────────────

const browse5xx = Object.entries(browsing.statusCodeStats ?? {})
  .filter(([code]) => Number(code) >= 500)
  .reduce((sum, [, v]) => sum + v.count, 0);
const totalRequests = browsing.requests.total + counts.requests;
const total5xx = browse5xx + counts.fiveXX;
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
const first = rss[0]?.kib ?? 0;
const last = rss.at(-1)?.kib ?? 0;
const max = Math.max(0, ...rss.map((r) => r.kib));
// "Flat": the last minute's average against the minute after warm-up (the first 30 s are excluded).
const windowAvg = (from, to) => {
  const xs = rss.filter((r) => r.t >= from && r.t < to).map((r) => r.kib);
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
};
const t0 = rss[0]?.t ?? 0;
const early = windowAvg(t0 + 30_000, t0 + 90_000);
const late = windowAvg(until - 60_000, until + 10_000);
const drift = SECONDS >= 150 && Number.isFinite(early) && Number.isFinite(late) ? ((late - early) / early) * 100 : NaN;
const p = (xs, q) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] : NaN;

console.log("\n━━ soak summary ━━");
console.log(`duration            ${SECONDS} s, ${CONNECTIONS} browsing connections, ${buyers.length} buyers`);
console.log(`requests            ${totalRequests} (browsing ${browsing.requests.total}, other ${counts.requests})`);
console.log(
  `browsing            ${browsing.requests.average.toFixed(0)} req/s, latency p50 ${browsing.latency.p50} ms, p99 ${browsing.latency.p99} ms, errors ${browsing.errors}, timeouts ${browsing.timeouts}`,
);
console.log(`status codes        ${JSON.stringify(mergeStatus(browsing.statusCodeStats, counts.byStatus))}`);
console.log(`5xx                 ${total5xx}`);
console.log(
  `checkout            ${checkoutStats.paid} paid, ${checkoutStats.limited} rate-limited (429), other ${JSON.stringify(checkoutStats.other)}, errors ${checkoutStats.errors.length}`,
);
console.log(
  `chat                ${chatStats.sent} sent, ${chatStats.acked} acknowledged, ${chatStats.unacked} unacknowledged at the end, ack p50 ${p(chatStats.latencies, 0.5)} ms, p99 ${p(chatStats.latencies, 0.99)} ms, errors ${chatStats.errors.length}`,
);
console.log(
  `ledger invariants   ${invariantsOk ? "OK" : "FAILED"} (${invariants.filter(Boolean).length}/${invariants.length} ok, HTTP ${ledgerPage.status})`,
);
console.log(
  `workerd RSS         first ${mib(first)}, last ${mib(last)}, max ${mib(max)} (${rss.length} samples, ${rss.at(-1)?.n ?? 0} process(es)); drift after warm-up ${Number.isFinite(drift) ? `${drift.toFixed(1)} %` : "n/a (run ≥ 2 min)"}`,
);
// The heap grows between collections and drops at each: the lowest sample per minute is the
// live set after a collection; a leak shows as that floor rising minute after minute.
const heapFloors = [];
// Whole minutes of load only (a short tail window has too few samples to hold a collection).
for (let from = until - SECONDS * 1000; from + 60_000 <= until; from += 60_000) {
  const xs = heap.filter((h) => h.t >= from && h.t < from + 60_000).map((h) => h.bytes);
  if (xs.length) heapFloors.push(Math.min(...xs));
}
console.log(
  heap.length
    ? `app JS heap         first ${mib(heap[0].bytes / 1024)}, last ${mib(heap.at(-1).bytes / 1024)}, max ${mib(Math.max(...heap.map((h) => h.bytes)) / 1024)}; lowest per minute ${heapFloors.map((b) => (b / 1048576).toFixed(1)).join(", ")} MiB`
    : "app JS heap         n/a (inspector not reachable)",
);
// Flat: after the first minute of load (warm-up: modules, caches, JIT) the floor may not keep
// rising — the last minute's floor within 50 % (or 8 MiB) of the second minute's. From 3 minutes on.
const heapFlat =
  heapFloors.length < 3 || heapFloors.at(-1) <= Math.max(heapFloors[1] * 1.5, heapFloors[1] + 8 * 1048576);
if (heapFloors.length >= 3) console.log(`app JS heap flat    ${heapFlat ? "yes" : "NO — the live set keeps growing"}`);
const series = rss.filter((_, i) => i % 6 === 0 || i === rss.length - 1);
console.log(
  `RSS every 30 s      ${series.map((r) => `${Math.round(r.kib / 1024)}${r.each.length > 1 ? ` (${r.each.map((k) => Math.round(k / 1024)).join("+")})` : ""}`).join(", ")} MiB`,
);
for (const e of [...new Set([...checkoutStats.errors, ...chatStats.errors])].slice(0, 5)) console.log(`  error: ${e}`);

const failed = total5xx > 0 || !invariantsOk || !heapFlat;
if (failed && serverErrors.trim()) console.log(`\nserver stderr (tail):\n${serverErrors.slice(-2000)}`);
console.log(failed ? "\nSOAK FAILED" : "\nSOAK PASSED");
process.exit(failed ? 1 : 0);

function mergeStatus(a = {}, b = {}) {
  const out = {};
  for (const [code, v] of Object.entries(a)) out[code] = (out[code] ?? 0) + v.count;
  for (const [code, n] of Object.entries(b)) out[code] = (out[code] ?? 0) + n;
  return out;
}
