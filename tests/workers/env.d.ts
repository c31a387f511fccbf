import type { D1Migration } from "cloudflare:test";
import type { Env as AppEnv } from "../../app/env.server";

// The bindings tests see through `env` from "cloudflare:test": the app's, plus the migrations.
declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The mailer as deployed without Resend and without the dev outbox (vitest.config.ts). */
      MAILER_PRODUCTION: Fetcher;
    }
  }
}
