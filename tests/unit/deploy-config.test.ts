/**
 * What a plain `wrangler deploy` ships: the committed configuration of both workers. Development
 * switches come from scripts/start.mjs, scripts/dev.mjs and vitest.config.ts, never from here. The
 * Midtrans simulator (workers/payment-sim/) is a local tool: production cannot reach it.
 */
import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";

describe.each(["wrangler.toml", "workers/mailer/wrangler.toml"])("%s", (config) => {
  const { rawConfig } = experimental_readRawConfig({ config });
  const vars = (rawConfig.vars ?? {}) as Record<string, unknown>;

  it("does not turn the development outbox on", () => {
    expect(vars).not.toHaveProperty("DEV_OUTBOX");
    const environments = (rawConfig.env ?? {}) as Record<string, { vars?: object }>;
    for (const env of Object.values(environments)) expect(env.vars ?? {}).not.toHaveProperty("DEV_OUTBOX");
  });

  it("names the public https origin that links in mail use", () => {
    expect(vars.PUBLIC_ORIGIN).toBe("https://pasargame.id");
  });
});

describe("the Midtrans simulator stays local", () => {
  const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
  const sections = [rawConfig, ...Object.values((rawConfig.env ?? {}) as Record<string, typeof rawConfig>)];

  it("is not bound to the app, and the app is not pointed at it", () => {
    for (const section of sections) {
      const services = (section.services ?? []) as { binding: string; service: string }[];
      expect(services.map((s) => s.binding)).not.toContain("PAYMENT_GATEWAY");
      expect(services.map((s) => s.service)).not.toContain("pasargame-payment-sim");
      const vars = (section.vars ?? {}) as Record<string, unknown>;
      expect(vars).not.toHaveProperty("MIDTRANS_SIMULATOR_URL");
      expect(vars.MIDTRANS_ENV).not.toBe("simulator");
    }
  });

  it("has no public workers.dev address of its own", () => {
    const sim = experimental_readRawConfig({ config: "workers/payment-sim/wrangler.toml" }).rawConfig;
    expect(sim.name).toBe("pasargame-payment-sim");
    expect(sim.workers_dev).toBe(false);
    expect(sim.routes ?? []).toEqual([]);
    expect(sim.route).toBeUndefined();
  });
});
