// Server latency on loopback with autocannon: one connection (no queueing in front of the single
// workerd thread), REQUESTS requests per round after a warm-up, each latency recorded from
// autocannon's response events; p50/p95 per round. With `bust`, every request carries a parameter
// no loader reads (`_bench=<n>`), so an edge-cached public page is rendered anyway. Also the D1 round trips of one request, read
// from the X-D1-Queries header of the query counting mode.
import autocannon from "autocannon";
import { percentile } from "./stats.mjs";

function cannon(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ ...options, connections: 1, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve({ times, result }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

let busted = 0;

/** p50 and p95 (ms) of `requests` sequential requests to `url`, after `warmup` unmeasured ones. */
export async function latencyRound(url, { headers = {}, requests, warmup, bust = false }) {
  const { pathname, search } = new URL(url);
  const options = { url, headers };
  if (bust) {
    const prefix = `${pathname}${search ? `${search}&` : "?"}_bench=${Date.now()}`;
    options.requests = [{ setupRequest: (req) => ({ ...req, path: `${prefix}${++busted}` }) }];
  }
  await cannon({ ...options, amount: warmup });
  const { times, result } = await cannon({ ...options, amount: requests });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** D1 round trips of one request to the page (needs the server's BENCH_QUERY_COUNT=1). */
export async function queryCount(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  const value = res.headers.get("X-D1-Queries");
  return value === null ? Number.NaN : Number(value);
}
