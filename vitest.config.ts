import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { build } from "esbuild";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = { "~": path.join(root, "app") };

/** The mailer worker runs beside the app in the test Miniflare as a pre-bundled plain-JS script. */
async function bundleMailer() {
  const outfile = path.join(root, "workers/mailer/dist/index.js");
  await build({
    entryPoints: [path.join(root, "workers/mailer/index.ts")],
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
    bindings,
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  const mailerScript = await bundleMailer();
  return {
    test: {
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
                  // What `npm start` sets locally: the development outbox (never in wrangler.toml), and
                  // the tests' own site instead of the production origin for links in mail.
                  ...LOCAL_VARS,
                },
                serviceBindings: {
                  MAILER: "pasargame-mailer",
                  // The same mailer configured as a deployment without Resend and without the
                  // outbox: tests prove it refuses instead of writing mail to a table.
                  MAILER_PRODUCTION: "pasargame-mailer-production",
                },
                workers: [
                  mailerWorker("pasargame-mailer", mailerScript, LOCAL_VARS),
                  mailerWorker("pasargame-mailer-production", mailerScript, {
                    PUBLIC_ORIGIN: LOCAL_VARS.PUBLIC_ORIGIN,
                  }),
                ],
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["tests/workers/**/*.test.ts"],
            setupFiles: ["./tests/workers/setup.ts"],
          },
        },
      ],
    },
  };
});
