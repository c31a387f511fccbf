// The bench's automatic top-up figures (issue 32): seeded gateway orders of lst_012 (86 Diamond,
// mapped to the Digiflazz simulator's `ml86` for usr_seller_2). The supplier is scripted to answer
// 'Pending' per player ID, so each order goes the long way: the signed gateway notification → the
// app pays and sends the purchase (ref_id = order id) → the simulator settles it and posts its signed
// callback(s) to the app's webhook → the order is 'Dikirim' with the SN. Details: scripts/README.md.
import { registerDemoSuppliers } from "../lib.mjs";
import { percentile, sleep } from "./stats.mjs";
import { ledgerState } from "./payments.mjs";

const json = { "Content-Type": "application/json" };
/** The seller of lst_012 and their simulator account (drizzle/seed-top-ups.ts DEMO_SUPPLIERS). */
const SUPPLIER = { sellerId: "usr_seller_2", username: "demo-seller2", apiKey: "dev-demo-seller2-supplier-key" };

async function simPost(sim, path, body) {
  const res = await fetch(`${sim}/_sim/digiflazz${path}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** Connects the seller at the simulator (webhook to this app) and scripts every order's player as 'Pending'. */
export async function scriptSupplier(port, sim, items, duplicates) {
  // Enough balance for every purchase of the run (Rp19.200 each).
  if (!(await registerDemoSuppliers(port, [SUPPLIER], 100_000_000))) throw new Error("simulator refused the account");
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let it = queue.shift(); it; it = queue.shift()) {
        const customerNo = `${it.inputs.user_id}${it.inputs.zone_id}`;
        const r = await simPost(sim, "/outcomes", {
          username: SUPPLIER.username,
          customerNo,
          outcome: "pending",
          duplicates,
        });
        if (r.status !== 200) throw new Error(`simulator outcome ${customerNo}: ${r.status}`);
      }
    }),
  );
}

async function notify(base, item) {
  const res = await fetch(`${base}/payments/midtrans/notification`, { method: "POST", headers: json, body: item.body });
  await res.arrayBuffer();
  return res.status;
}

/** The supplier settles the purchase and posts its callback(s) to the app (answered before this returns). */
const settle = (sim, item) =>
  simPost(sim, "/settle", { username: SUPPLIER.username, refId: item.orderId, status: "Sukses", deliver: true });

async function statusOf(base, item) {
  const page = await fetch(`${base}/order/${item.orderId}`, { headers: { Cookie: `pg_session=${item.token}` } });
  return /data-status="([^"]+)"/.exec(await page.text())?.[1] ?? `HTTP ${page.status}`;
}

/**
 * One top-up at a time: the time from posting the gateway notification until the supplier's callback
 * has been answered (the app's work in both; the simulator's in between). Each order is then read
 * back: it must be 'Dikirim'. A warm-up of `warmup` first, not counted.
 */
export async function sequentialTopUps(base, sim, prepared, { warmup = 5 } = {}) {
  const times = [];
  const notifyTimes = [];
  const failures = [];
  for (const [i, item] of prepared.entries()) {
    const t0 = performance.now();
    const notified = await notify(base, item);
    const t1 = performance.now();
    const settled = await settle(sim, item);
    const ms = performance.now() - t0;
    if (i >= warmup) notifyTimes.push(t1 - t0);
    const http = settled.body?.callbacks?.map((c) => c.http) ?? [];
    if (notified !== 200 || settled.status !== 200 || !http.length || http.some((h) => h !== 200))
      failures.push(`${item.orderId}: notifikasi ${notified}, settle ${settled.status}, callback ${http.join("/")}`);
    else if ((await statusOf(base, item)) !== "Dikirim")
      failures.push(`${item.orderId}: ${await statusOf(base, item)}`);
    if (i >= warmup) times.push(ms);
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    notifyP50: percentile(notifyTimes, 50),
    notifyP95: percentile(notifyTimes, 95),
    failures,
  };
}

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  const queue = [...items];
  const out = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let it = queue.shift(); it; it = queue.shift()) out.push(await fn(it));
    }),
  );
  return out;
}

/**
 * A burst: every order's notification twice at once (duplicated), then every purchase settled with
 * its callback sent 1 + `duplicates` times, then every notification once more (late). Each order
 * must end 'Dikirim', each bought exactly once at the simulator, the ledger invariants holding.
 */
export async function burstTopUps(base, sim, prepared, adminToken) {
  const t0 = performance.now();
  const first = await Promise.all(prepared.flatMap((item) => [notify(base, item), notify(base, item)]));
  // A 5xx asks the gateway to send again: it does.
  const resend = prepared.filter((_, i) => first[2 * i] >= 500 && first[2 * i + 1] >= 500);
  for (const item of resend) await notify(base, item);
  const settled = await Promise.all(prepared.map((item) => settle(sim, item)));
  const problems = [];
  // A purchase the paying room could not send (the supplier busy, no answer) is the minute cron's:
  // the bench runs the cron by hand every 10 s (it re-polls due rows, 10 a run) and settles what it bought.
  const isSettled = (s) => s.status === 200 || s.status === 409;
  let open = prepared.filter((_, i) => !isSettled(settled[i]));
  const lateBought = open.length;
  let crons = 0;
  for (let waited = 0; open.length && waited < 240; waited += 10) {
    await sleep(10_000);
    for (let i = 0; i < Math.ceil(open.length / 10); i++, crons++)
      await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("* * * * *")}`).then((r) =>
        r.arrayBuffer(),
      );
    const again = await pool(open, 8, (item) => settle(sim, item));
    open = open.filter((_, i) => !isSettled(again[i]));
  }
  const seconds = (performance.now() - t0) / 1000;
  await pool(prepared, 8, (item) => notify(base, item));
  const refused = settled
    .flatMap((s) => (s.status === 200 ? s.body.callbacks.map((c) => c.http) : []))
    .filter((h) => h !== 200);
  if (refused.length) problems.push(`${refused.length} callback dijawab ${[...new Set(refused)].join("/")}`);
  const statuses = await pool(prepared, 8, (item) => statusOf(base, item));
  const delivered = statuses.filter((s) => s === "Dikirim").length;
  if (delivered !== prepared.length)
    problems.push(`${delivered} dari ${prepared.length} Dikirim (lainnya: ${[...new Set(statuses)].join(", ")})`);
  const list = await fetch(`${sim}/_sim/digiflazz/accounts/${SUPPLIER.username}/transactions`).then((r) => r.json());
  const ours = new Set(prepared.map((item) => item.orderId));
  const bought = list.transactions.filter((t) => ours.has(t.ref_id));
  const once = new Set(bought.map((t) => t.ref_id)).size;
  if (bought.length !== prepared.length || once !== prepared.length)
    problems.push(`${bought.length} pembelian di supplier untuk ${once} pesanan (harus ${prepared.length})`);
  const callbacks = bought.reduce((n, t) => n + t.callbacks.length, 0);
  const ledger = await ledgerState(base, adminToken);
  if (!ledger.invariantsOk) problems.push(`invarian buku besar ${ledger.invariants} OK`);
  return {
    fulfilledOnce: problems.length ? 0 : delivered,
    notifications: first.length + resend.length + prepared.length,
    resent: resend.length,
    lateBought,
    crons,
    callbacks,
    purchases: bought.length,
    seconds,
    invariants: ledger.invariants,
    problems,
  };
}
