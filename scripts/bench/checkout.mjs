// Checkout throughput: each funded bench buyer (distinct wallets) POSTs /checkout intent=confirm for
// one top-up, CONCURRENCY at a time, as the cart's confirm button does. Paid orders per second over
// the whole round (an order counts as paid when its page shows it 'Diproses') and the p95 latency of
// the POST.
import { randomUUID } from "node:crypto";
import { percentile } from "./stats.mjs";

async function confirm(base, buyer) {
  const body = new URLSearchParams({
    intent: "confirm",
    lines: JSON.stringify([
      { listingId: buyer.listing.id, quantity: 1, expectedPrice: buyer.listing.price, userInputData: {} },
    ]),
    idempotencyKey: randomUUID(),
  });
  const t0 = performance.now();
  const res = await fetch(`${base}/checkout`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Cookie: `pg_session=${buyer.token}`, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
  });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  const location = res.headers.get("Location") ?? "";
  return {
    ms,
    d1: Number(res.headers.get("X-D1-Queries") ?? Number.NaN),
    orderPath: res.status === 302 && /^\/order\/[^/]+$/.test(location) ? location : null,
  };
}

export async function checkoutRound(base, buyers, { concurrency }) {
  const queue = [...buyers];
  const results = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift())
        results.push({
          buyer,
          // Under heavy load a loopback connection can drop ("fetch failed"): counted, not fatal.
          ...(await confirm(base, buyer).catch((error) => ({
            ms: Number.NaN,
            d1: Number.NaN,
            orderPath: null,
            error,
          }))),
        });
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  let paid = 0;
  for (const r of results) {
    if (!r.orderPath) continue;
    const page = await fetch(`${base}${r.orderPath}`, { headers: { Cookie: `pg_session=${r.buyer.token}` } });
    if (/data-status="Diproses"/.test(await page.text())) paid++;
  }
  return {
    ordersPerSecond: paid / seconds,
    seconds,
    p50: percentile(
      results.filter((r) => !r.error).map((r) => r.ms),
      50,
    ),
    p95: percentile(
      results.filter((r) => !r.error).map((r) => r.ms),
      95,
    ),
    paid,
    attempted: results.length,
    dropped: results.filter((r) => r.error).length,
    /** D1 round trips of each POST as the request counted them (BENCH_QUERY_COUNT; not the OrderRoom's). */
    d1PerPost: results.map((r) => r.d1),
  };
}

/** The demo buyer's order of lst_061 (Rp48.000 Roblox top-up) for the order page and the chat. */
export async function orderAsDemoBuyer(base, token) {
  const res = await fetch(`${base}/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: `pg_session=${token}`, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "confirm",
      lines: JSON.stringify([
        { listingId: "lst_061", quantity: 1, expectedPrice: 48_000, userInputData: { username: "pemain_bench" } },
      ]),
      idempotencyKey: randomUUID(),
      idsConfirmed: "1", // the top-up's Roblox username, confirmed once more as the review asks
    }),
  });
  const location = res.headers.get("Location") ?? "";
  if (res.status !== 302 || !location.startsWith("/order/")) {
    throw new Error(`ordering lst_061 as the demo buyer answered ${res.status} ${location}`);
  }
  return decodeURIComponent(location.slice("/order/".length));
}
