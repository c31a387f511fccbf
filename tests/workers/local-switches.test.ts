/**
 * Local-only switches in a deployment (security probe, issue 30): DEV_OUTBOX, MIDTRANS_ENV=simulator,
 * a simulator URL or binding, the bench's query counter — set as plain vars where DEPLOY_ENV says
 * staging or production, the worker refuses to serve (503, an error logged) instead of running a
 * production site on development paths. The deploy check of wrangler.toml (tests/unit/deploy-config)
 * catches them in the committed config; this is the same rule at runtime, for vars set by hand.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notifications } from "~/db/schema";
import type { Env } from "~/env.server";
import { dispatchNotifications } from "~/modules/notifications/dispatch.server";
import { newId } from "~/utils/ids";
import { newUser } from "./fixtures";
import { db } from "./helpers";
import { ORIGIN } from "./http";
import { fetchWith } from "./worker-with";

/** A deployment's vars: none of the tests' local switches. */
const DEPLOYED = {
  DEV_OUTBOX: undefined,
  MIDTRANS_ENV: "production",
  MIDTRANS_SIMULATOR_URL: undefined,
  PAYMENT_GATEWAY: undefined,
  BENCH_QUERY_COUNT: undefined,
};

const home = (overrides: Record<string, unknown>) =>
  fetchWith(overrides, `${ORIGIN}/`, { headers: { Host: new URL(ORIGIN).host } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("local-only switches at runtime", () => {
  it.each(["staging", "production"])("a %s deployment without them serves as usual", async (deployEnv) => {
    const res = await home({ ...DEPLOYED, DEPLOY_ENV: deployEnv });
    expect(res.status).toBe(200);
  });

  it.each([
    ["DEV_OUTBOX=1", { DEV_OUTBOX: "1" }],
    ["MIDTRANS_ENV=simulator", { MIDTRANS_ENV: "simulator" }],
    ["a simulator URL", { MIDTRANS_SIMULATOR_URL: "http://127.0.0.1:8887" }],
    ["the simulator's binding", { PAYMENT_GATEWAY: { fetch: () => new Response(null) } }],
    ["the bench's query counter", { BENCH_QUERY_COUNT: "1" }],
  ])("%s in a deployment: 503 on every route and an error in the log", async (label, switchOn) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const deployEnv of ["staging", "production"]) {
      const res = await home({ ...DEPLOYED, ...switchOn, DEPLOY_ENV: deployEnv });
      expect(res.status, `${label} in ${deployEnv}`).toBe(503);
      expect(await res.text()).not.toContain("PasarGame — ");
      const dev = await fetchWith(
        { ...DEPLOYED, ...switchOn, DEPLOY_ENV: deployEnv },
        "http://localhost:8787/dev/mail",
      );
      expect(dev.status).toBe(503);
    }
    expect(errors.mock.calls.flat().join(" ")).toContain(Object.keys(switchOn)[0]);
  });

  it("sends no notification out (the rooms' alarms dispatch too): it waits for a proper configuration", async () => {
    const user = await newUser("buyer", "saklar");
    const id = newId("ntf");
    await db()
      .insert(notifications)
      .values({ id, userId: user.id, title: "Uji", body: "Uji", kind: "order_paid", createdAt: Date.now() });
    const report = await dispatchNotifications({ ...env, DEPLOY_ENV: "production" } as Env);
    expect(report).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
    const [row] = await db().select().from(notifications).where(eq(notifications.id, id));
    expect(row!.dispatchedAt).toBeNull();
  });

  it("the tests' own local configuration (no DEPLOY_ENV) keeps them", async () => {
    const res = await home({ DEPLOY_ENV: undefined });
    expect(res.status).toBe(200);
  });
});
