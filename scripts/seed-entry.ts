// Seeds the local D1 database that `wrangler dev` uses (.wrangler/state), through wrangler's
// platform proxy, with the same seed module the tests use.
import { getPlatformProxy } from "wrangler";
import { createDb } from "../app/db/client.server";
import type { Env } from "../app/env.server";
import { hashPassword } from "../app/utils/password.server";
import { DEMO_PASSWORD, seed } from "../drizzle/seed";

/** `stateDir` is the directory given to `wrangler dev --persist-to` (it holds the v3/ folder). */
/**
 * `deliveryInfoKey`: the app's local DELIVERY_INFO_KEY (.dev.vars), so the seeded Pengiriman Instan
 * codes open in the app, and the demo sellers' supplier keys (drizzle/seed-top-ups.ts) too.
 */
export async function seedLocal(stateDir: string, deliveryInfoKey?: string) {
  const proxy = await getPlatformProxy<Env>({
    // The mailer config binds only D1 (the same database), so no Durable Object warnings here.
    configPath: "workers/mailer/wrangler.toml",
    persist: { path: `${stateDir}/v3` },
  });
  try {
    await seed(createDb(proxy.env.DB), {
      passwordHash: await hashPassword(DEMO_PASSWORD),
      deliveryInfoKey,
      demoSuppliers: true,
    });
  } finally {
    await proxy.dispose();
  }
}
