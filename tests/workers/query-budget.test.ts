import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import worker from "../../workers/app";
import { db } from "./helpers";
import { ORIGIN } from "./http";

/**
 * The query budget of docs/performance.md: no page issues more than 5 D1 round trips (a batch is
 * one). Counted by the measurement mode `npm run bench` uses (BENCH_QUERY_COUNT="1", never set in
 * production), which reports the count in `X-D1-Queries`.
 */
const BUDGET = 5;
let seq = 0;

async function get(path: string, vars: Record<string, string>, cookie?: string) {
  // A parameter no loader reads, so the edge page cache never answers instead of the app.
  const url = new URL(path, ORIGIN);
  url.searchParams.set("_qc", String(++seq));
  const ctx = createExecutionContext();
  // The handler's type wants an incoming request's `cf` properties, which the test has no use for.
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }) as Parameters<
    typeof worker.fetch
  >[0];
  const res = await worker.fetch(request, { ...env, ...vars }, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

describe("D1 queries per page", () => {
  it.each([
    ["the home page", "/"],
    ["a game page", "/games/mobile-legends"],
    ["a listing", "/games/mobile-legends/akun/lst_018"],
    ["a two-word search", "/search?q=akun+mythic"],
  ])(`%s issues at most ${BUDGET}`, async (_name, path) => {
    const res = await get(path, { BENCH_QUERY_COUNT: "1" });
    expect(res.status).toBe(200);
    const queries = Number(res.headers.get("X-D1-Queries"));
    expect(queries).toBeGreaterThan(0); // the page reads the catalog: the counter is counting
    expect(queries).toBeLessThanOrEqual(BUDGET);
  });

  // Session, header counts (beside the session's validation), and the order with its listing and
  // parties read in one batch with the chat's read mark; the chat history comes from the OrderRoom.
  it(`the buyer's order page issues at most ${BUDGET}`, async () => {
    // The seeded finished order (drizzle/seed.ts) was bought by usr_seller_3.
    const { token } = await createSession(db(), "usr_seller_3", limitsFrom(env));
    const res = await get("/order/ord_demo_completed", { BENCH_QUERY_COUNT: "1" }, `__Host-pg_session=${token}`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("X-D1-Queries"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(BUDGET);
  });

  it(`a signed-in visitor's home page issues at most ${BUDGET} (the session is looked up once)`, async () => {
    const { token } = await createSession(db(), "usr_demo_buyer", limitsFrom(env));
    const res = await get("/", { BENCH_QUERY_COUNT: "1" }, `__Host-pg_session=${token}`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("X-D1-Queries"))).toBeLessThanOrEqual(BUDGET);
  });

  it("counts nothing and says nothing unless the measurement mode is on", async () => {
    const res = await get("/", {});
    expect(res.status).toBe(200);
    expect(res.headers.get("X-D1-Queries")).toBeNull();
  });
});
