// The bench's gateway notification figures: for each seeded pending QRIS payment, the transaction is
// made at the Midtrans simulator and its signed settlement notification posted to the app, timed
// one at a time (p50, p95) and all at once plus replays; every order must end 'Diproses' with the
// ledger invariants holding and external:gateway moved by exactly their gross sum.
// Details: scripts/README.md ("bench: payments").
import { devVar } from "../lib.mjs";
import { percentile } from "./stats.mjs";

const json = { "Content-Type": "application/json" };

/** The Snap transaction of a seeded payment, at the simulator; answers its signed settlement notification. */
async function prepare(base, sim, serverKey, item) {
  const auth = {
    Authorization: `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`,
    Accept: "application/json",
  };
  const created = await fetch(`${sim}/snap/v1/transactions`, {
    method: "POST",
    headers: { ...json, ...auth },
    body: JSON.stringify({
      transaction_details: { order_id: item.paymentId, gross_amount: item.grossAmount },
      enabled_payments: ["other_qris"],
      expiry: { unit: "minutes", duration: 60 },
      callbacks: { finish: `${base}/payments/${item.paymentId}/finish` },
    }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`Snap create ${item.paymentId}: ${created.status} ${await created.text()}`);
  await created.arrayBuffer().catch(() => {});
  const settled = await fetch(`${sim}/_sim/transactions/${item.paymentId}/status`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ status: "settlement", deliver: false }),
  });
  if (settled.status !== 200) throw new Error(`simulator settle ${item.paymentId}: ${settled.status}`);
  const { notification } = await settled.json();
  return { ...item, body: JSON.stringify(notification) };
}

/**
 * Posts one notification; the time of the attempt that got an answer. A connection the loopback
 * dropped before any answer (undici "fetch failed": a kept-alive socket closed under load) is
 * tried again, as Midtrans retries — the handling is idempotent — and counted in `retries`.
 */
async function post(base, item, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/payments/midtrans/notification`, {
        method: "POST",
        headers: json,
        body: item.body,
      });
      const text = await res.text();
      return { ms: performance.now() - t0, status: res.status, text, retries: attempt - 1 };
    } catch (error) {
      if (attempt >= attempts) throw new Error(`${error.message}: ${error.cause?.message ?? error.cause ?? ""}`);
    }
  }
}

export async function prepareAll(base, sim, items) {
  const serverKey = devVar("MIDTRANS_SERVER_KEY");
  if (!serverKey) throw new Error("no MIDTRANS_SERVER_KEY in .dev.vars");
  const prepared = [];
  // A few at a time: the simulator is a second workerd on the same two cores.
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift())
        prepared.push(await prepare(base, sim, serverKey, item));
    }),
  );
  return prepared;
}

/** One notification at a time (a warm-up of `warmup` first, not counted). */
export async function sequential(base, prepared, { warmup = 5 } = {}) {
  const times = [];
  const failures = [];
  let retries = 0;
  for (const [i, item] of prepared.entries()) {
    const r = await post(base, item);
    retries += r.retries;
    if (r.status !== 200) failures.push(`${item.paymentId}: ${r.status} ${r.text}`);
    if (i >= warmup) times.push(r.ms);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), failures, retries };
}

/** Reads /admin/ledger: whether every invariant is OK, and external:gateway's balance. */
export async function ledgerState(base, adminToken) {
  const res = await fetch(`${base}/admin/ledger`, { headers: { Cookie: `pg_session=${adminToken}` } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`/admin/ledger answered ${res.status}`);
  const checks = [...html.matchAll(/<li[^>]*data-testid="invariant"[^>]*>/g)].map((m) => /data-ok="true"/.test(m[0]));
  const figure = /data-testid="balance-gateway"[^>]*>([^<]*)</.exec(html)?.[1];
  if (figure === undefined) throw new Error("/admin/ledger shows no external:gateway balance");
  const digits = Number(figure.replace(/\D/g, "") || "0");
  return {
    invariantsOk: checks.length > 0 && checks.every(Boolean),
    invariants: `${checks.filter(Boolean).length}/${checks.length}`,
    gateway: /[-−]/.test(figure) ? -digits : digits,
  };
}

/**
 * Every notification at once. A 5xx asks the provider to send it again later (the status re-read
 * timed out, D1 was busy): Midtrans does, so those are sent again — up to 5 rounds, a second apart.
 */
async function deliverAll(base, items) {
  const answers = await Promise.all(items.map((item) => post(base, item)));
  let pending = items.filter((_, i) => answers[i].status >= 500);
  const redelivered = pending.length;
  const firstRefusal = answers.find((r) => r.status >= 500);
  for (let round = 0; round < 5 && pending.length; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = await Promise.all(pending.map((item) => post(base, item)));
    pending = pending.filter((_, i) => again[i].status >= 500);
  }
  return {
    answers,
    redelivered,
    unanswered: pending.length,
    firstRefusal: firstRefusal ? `${firstRefusal.status} ${firstRefusal.text}` : null,
    retries: answers.reduce((sum, r) => sum + r.retries, 0),
  };
}

/** All notifications at once, then all again; checks each order, the invariants and the money. */
export async function concurrent(base, prepared, adminToken) {
  const before = await ledgerState(base, adminToken);
  const t0 = performance.now();
  const first = await deliverAll(base, prepared);
  const seconds = (performance.now() - t0) / 1000;
  const replay = await deliverAll(base, prepared);
  const problems = [];
  for (const [name, wave] of [
    ["pertama", first],
    ["ulangan", replay],
  ]) {
    const wrong = wave.answers.filter((r) => r.status !== 200 && r.status < 500);
    if (wrong.length) problems.push(`${name}: ${wrong.length} dijawab ${wrong[0].status} ${wrong[0].text}`);
    if (wave.unanswered) problems.push(`${name}: ${wave.unanswered} masih 5xx setelah 5 kali kirim ulang`);
  }

  let processing = 0;
  const queue = [...prepared];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const page = await fetch(`${base}/order/${item.orderId}`, { headers: { Cookie: `pg_session=${item.token}` } });
        if (/data-status="Diproses"/.test(await page.text())) processing++;
      }
    }),
  );
  if (processing !== prepared.length) problems.push(`${processing} dari ${prepared.length} pesanan Diproses`);

  const after = await ledgerState(base, adminToken);
  const expected = prepared.reduce((sum, item) => sum + item.grossAmount, 0);
  const moved = before.gateway - after.gateway;
  if (moved !== expected) problems.push(`external:gateway bergerak ${moved}, seharusnya ${expected}`);
  if (!after.invariantsOk) problems.push(`invarian buku besar ${after.invariants} OK`);
  return {
    applied: problems.length ? 0 : processing,
    p95: percentile(
      first.answers.map((r) => r.ms),
      95,
    ),
    seconds,
    moved,
    expected,
    invariants: after.invariants,
    problems,
    retries: first.retries + replay.retries,
    redelivered: first.redelivered + replay.redelivered,
    firstRefusal: first.firstRefusal ?? replay.firstRefusal,
  };
}
