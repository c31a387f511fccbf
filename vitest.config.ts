import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { build } from "esbuild";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = { "~": path.join(root, "app") };

/**
 * The mailer and the Midtrans simulator run beside the app in the test Miniflare as pre-bundled
 * plain-JS scripts (workers/<name>/dist/index.js).
 */
async function bundleWorker(name: "mailer" | "payment-sim") {
  const outfile = path.join(root, `workers/${name}/dist/index.js`);
  await build({
    entryPoints: [path.join(root, `workers/${name}/index.ts`)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["module", "main"],
    external: ["cloudflare:*", "node:*"],
    logLevel: "warning",
  });
  return outfile;
}

/** The Midtrans server key the app and the simulator share in tests: test-only, never wrangler.toml. */
const TEST_MIDTRANS_SERVER_KEY = "SB-Mid-server-test-only-0123456789";

/** Midtrans Payouts (Iris) keys the app and the simulator share in tests: test-only, never wrangler.toml. */
/** A test-only Web Push (VAPID) key pair: the public half overrides wrangler.toml's empty one. */
const TEST_VAPID = {
  VAPID_PUBLIC_KEY: "BLw7dOdQHvd5J5sWnZsWSzd6Bg6bZis5hEUEtguTh4lcZiQGOHMzUT0EBpmoXoliPfE62FBuqetNwI3HA-VzQHY",
  VAPID_PRIVATE_KEY: "hhoGGd7ApcF3dd5_-_E1aHySkSaozAFecqZqGahOIHw",
};

/** VIP Reseller's API ID and key (the nickname check) the app and the simulator share in tests. */
const TEST_VIP_KEYS = { VIP_RESELLER_API_ID: "VIP-id-test-only", VIP_RESELLER_API_KEY: "VIP-key-test-only-0123456789" };

/** The WhatsApp Cloud API token and sending number id (guest receipts) the app and the simulator share in tests. */
const TEST_WHATSAPP = { WHATSAPP_TOKEN: "WA-token-test-only", WHATSAPP_PHONE_NUMBER_ID: "100200300400500" };

const TEST_IRIS_KEYS = {
  IRIS_CREATOR_KEY: "IRIS-creator-test-only",
  IRIS_APPROVER_KEY: "IRIS-approver-test-only",
  IRIS_MERCHANT_KEY: "IRIS-merchant-test-only",
};

/** The Midtrans simulator as an auxiliary worker, with `bindings` besides its database. */
function simulatorWorker(name: string, scriptPath: string, databaseId: string, bindings: Record<string, string>) {
  return {
    name,
    modules: true,
    scriptPath,
    compatibilityDate: "2026-04-20",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { SIM_DB: databaseId },
    bindings,
  };
}

/** The tests' site (tests/workers/http.ts ORIGIN) with the development outbox on, as `npm start` runs. */
const LOCAL_VARS = { DEV_OUTBOX: "1", PUBLIC_ORIGIN: "https://pasargame.test" };

function mailerWorker(name: string, scriptPath: string, bindings: Record<string, string>) {
  return {
    name,
    modules: true,
    scriptPath,
    compatibilityDate: "2026-04-20",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
    // An auxiliary worker's console goes straight to the runner's output, past onConsoleLog below:
    // its per-request log lines are off here (mailer.test.ts runs the mailer in the test isolate
    // to read them).
    bindings: { REQUEST_LOG: "off", ...bindings },
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  const mailerScript = await bundleWorker("mailer");
  const simulatorScript = await bundleWorker("payment-sim");
  return {
    test: {
      // Two files at a time even on 2 cores (vitest's default there is one): a file often waits on
      // workerd, and 14 worker files took 48 s instead of 66 s (docs/performance.md).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The worker's one JSON line per request (app/modules/ops) would bury a failure's output under
      // thousands of lines — the 4xx ('warn') lines of the hostile-input fuzzing as much as the 'info'
      // ones; tests that read those lines capture them themselves (operate.test.ts).
      onConsoleLog: (log: string) => !/^\{"level":"\w+","msg":"request"/.test(log),
      projects: [
        {
          resolve: { alias },
          test: {
            name: "unit",
            environment: "node",
            include: ["app/**/*.test.{ts,tsx}", "workers/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
          },
        },
        {
          resolve: { alias },
          plugins: [
            cloudflareTest({
              main: "./workers/app.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // A fixed test-only key (the real one is a secret: .dev.vars locally, `wrangler secret` in production).
                  DELIVERY_INFO_KEY: "dGVzdC1vbmx5LWRlbGl2ZXJ5LWtleS0zMi1ieXRlcyE=",
                  // A fixed test-only bearer token of the internal payout API.
                  PAYOUT_API_TOKEN: "test-only-payout-token-0123456789abcdef",
                  // A fixed test-only key that signs the unsubscribe links of notification e-mails.
                  EMAIL_LINK_KEY: "test-only-email-link-key-0123456789",
                  // A fixed test-only key from which each seller's Digiflazz webhook secret is derived.
                  SUPPLIER_WEBHOOK_KEY: "test-only-supplier-webhook-key-0123456789",
                  // What `npm start` sets locally: the development outbox (never in wrangler.toml), and
                  // the tests' own site instead of the production origin for links in mail.
                  ...LOCAL_VARS,
                  // Payments go to the Midtrans simulator (test-only values, never wrangler.toml):
                  // the gateway switch, the shared test-only server key, and the simulator's base
                  // URL (requests reach it through the PAYMENT_GATEWAY service binding below).
                  MIDTRANS_ENV: "simulator",
                  MIDTRANS_SERVER_KEY: TEST_MIDTRANS_SERVER_KEY,
                  MIDTRANS_SIMULATOR_URL: "https://sim.pasargame.test",
                  // Withdrawals through Midtrans Payouts (Iris) in the same simulator: the test-only
                  // creator, approver and merchant keys (base: MIDTRANS_SIMULATOR_URL + /iris/api/v1).
                  ...TEST_IRIS_KEYS,
                  // The nickname check through VIP Reseller's call in the same simulator.
                  ...TEST_VIP_KEYS,
                  // Guest receipts through the WhatsApp Cloud API's stand-in in the same simulator.
                  ...TEST_WHATSAPP,
                  // Web Push: the test-only VAPID pair; pushes to the simulator's stand-in
                  // (https://sim.pasargame.test/push/…) go through PAYMENT_GATEWAY.
                  ...TEST_VAPID,
                },
                serviceBindings: {
                  MAILER: "pasargame-mailer",
                  // The same mailer configured as a deployment without Resend and without the
                  // outbox: tests prove it refuses instead of writing mail to a table.
                  MAILER_PRODUCTION: "pasargame-mailer-production",
                  // The Midtrans simulator (workers/payment-sim/): test-only, never bound in wrangler.toml.
                  PAYMENT_GATEWAY: "pasargame-payment-sim",
                  // The same simulator with PAYOUT_AUTO_PROGRESS on: only the simulator's own tests
                  // (payment-sim-iris.test.ts) use it, to watch approved payouts move on by themselves.
                  PAYMENT_GATEWAY_AUTO: "pasargame-payment-sim-auto",
                },
                workers: [
                  mailerWorker("pasargame-mailer", mailerScript, LOCAL_VARS),
                  mailerWorker("pasargame-mailer-production", mailerScript, {
                    PUBLIC_ORIGIN: LOCAL_VARS.PUBLIC_ORIGIN,
                  }),
                  simulatorWorker("pasargame-payment-sim", simulatorScript, "00000000-0000-4000-8000-00000000517a", {
                    SERVER_KEY: TEST_MIDTRANS_SERVER_KEY,
                    ...TEST_IRIS_KEYS,
                    ...TEST_VIP_KEYS,
                    ...TEST_WHATSAPP,
                    // Unreachable from the test Miniflare: tests ask the controls for deliver:false
                    // and post the returned notification to the app themselves. No PAYOUT_AUTO_PROGRESS:
                    // payouts move only when a test says so.
                    NOTIFICATION_URL: "http://pasargame.test/payments/midtrans/notification",
                    PAYOUT_NOTIFICATION_URL: "http://pasargame.test/payments/midtrans/payout-notification",
                    PUBLIC_URL: "https://sim.pasargame.test",
                  }),
                  simulatorWorker(
                    "pasargame-payment-sim-auto",
                    simulatorScript,
                    "00000000-0000-4000-8000-0000000517a2",
                    {
                      ...TEST_IRIS_KEYS,
                      PAYOUT_NOTIFICATION_URL: "http://pasargame.test/payments/midtrans/payout-notification",
                      PAYOUT_AUTO_PROGRESS: "1",
                    },
                  ),
                ],
              },
            }),
          ],
          test: {
            name: "workers",
            // One Miniflare and one module graph for every file: a Miniflare per file cost ~7 s,
            // fresh modules per file ~4 s and growing. Each file starts with an empty D1 and R2,
            // migrated and seeded, and the catalog-version memo forgotten (setup.ts).
            isolate: false,
            // Two files share two cores with workerd: a room walk that takes 1 s alone took over
            // vitest's default 5 s in CI. A longer limit, not a looser assertion.
            testTimeout: 30_000,
            include: ["tests/workers/**/*.test.ts"],
            setupFiles: ["./tests/workers/setup.ts"],
          },
        },
      ],
    },
  };
});
