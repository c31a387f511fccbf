/**
 * What a plain `wrangler deploy` ships: the committed configuration of both workers. Development
 * switches come from scripts/start.mjs, scripts/dev.mjs and vitest.config.ts, never from here.
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
