import type { D1Migration } from "cloudflare:test";
import type { EnvExtras } from "../../app/env.server";

// The bindings tests see through `env` from "cloudflare:test": wrangler.toml's (generated into
// worker-configuration.d.ts), the app's secrets and switches, plus the test-only ones.
declare global {
  namespace Cloudflare {
    interface Env extends EnvExtras {
      TEST_MIGRATIONS: D1Migration[];
      /** The mailer as deployed without Resend and without the dev outbox (vitest.config.ts). */
      MAILER_PRODUCTION: Fetcher;
      /** The Midtrans simulator (workers/payment-sim/; vitest.config.ts only, never wrangler.toml). */
      PAYMENT_GATEWAY: Fetcher;
    }
  }
}
