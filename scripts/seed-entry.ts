// Seeds the local D1 database that `wrangler dev` uses (.wrangler/state), through wrangler's
// platform proxy, with the same seed module the tests use.
import { getPlatformProxy } from "wrangler";
import { createDb } from "../app/db.server";
import type { Env } from "../app/env.server";
import { hashPassword } from "../app/utils/password.server";
import { DEMO_PASSWORD, seed } from "../drizzle/seed";

export async function seedLocal() {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: true });
  try {
    await seed(createDb(proxy.env.DB), { passwordHash: await hashPassword(DEMO_PASSWORD) });
  } finally {
    await proxy.dispose();
  }
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../drizzle/seed";
