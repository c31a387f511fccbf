// Runs before each worker test file: the real migrations, then the real seed, on the test D1.
import { applyD1Migrations, env } from "cloudflare:test";
import { createDb } from "~/db/client.server";
import { seed } from "../../drizzle/seed";
import { TEST_PASSWORD_HASH } from "./helpers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await seed(createDb(env.DB), { passwordHash: TEST_PASSWORD_HASH, deliveryInfoKey: env.DELIVERY_INFO_KEY });
