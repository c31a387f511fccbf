// `npm test`: every check and every test, in the order that fails fastest.
//   binding types → typecheck ∥ lint ∥ copy-paste → build → route JS budgets → deploy dry run (both workers, both envs) → unit + worker tests (vitest, inside workerd) → e2e (Playwright, Chromium)
// Installs Debian's chromium first when it is missing (CI runs as root). Prints a summary at the end
// and exits non-zero if anything failed.
import { existsSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { root, run, wranglerEnv } from "./lib.mjs";
import { failedTests, playwrightDurations, slowest, SLOW_TEST_SECONDS, vitestDurations } from "./slow-tests.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// JSON reports beside the usual output, read back for the summary's list of slow tests.
// Not under test-results/, which Playwright empties when it starts.
const VITEST_JSON = ".cache/test-reports/vitest.json";
const PLAYWRIGHT_JSON = ".cache/test-reports/playwright.json";
rmSync(".cache/test-reports", { recursive: true, force: true });
const results = [];

async function step(name, cmd, args, options) {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  try {
    await run(cmd, args, options);
    results.push({ name, ok: true, seconds: (Date.now() - t0) / 1000 });
    return true;
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - t0) / 1000, error: String(error.message ?? error) });
    return false;
  }
}

/** Steps run side by side; each one's output is printed whole when it ends, the summary keeps their order. */
async function sideBySide(steps) {
  const t0 = Date.now();
  const outcomes = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          const done = (ok, error) => {
            console.log(`\n━━ ${name} ━━`);
            process.stdout.write(Buffer.concat(output));
            resolve({ name, ok, seconds: (Date.now() - t0) / 1000, ...(ok ? {} : { error }) });
          };
          child.on("error", (error) => done(false, String(error.message ?? error)));
          child.on("exit", (code, signal) => done(code === 0, `${cmd} ${args.join(" ")} failed (${signal ?? code})`));
        }),
    ),
  );
  results.push(...outcomes);
  return outcomes.every((o) => o.ok);
}

if (!existsSync(CHROMIUM)) {
  await step("install chromium (Debian)", "bash", [
    "-c",
    "export DEBIAN_FRONTEND=noninteractive; (apt-get install -y chromium || (apt-get update && apt-get install -y chromium)) > /tmp/pasargame-apt.log 2>&1 || (tail -20 /tmp/pasargame-apt.log; exit 1)",
  ]);
}
await step("binding types (wrangler types)", "node", ["scripts/check-binding-types.mjs"]);
// Independent and each on one core: side by side they take about the longer one's time, not the sum.
await sideBySide([
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["lint", "npx", ["eslint", "."]],
  // No new duplicate of 10 or more lines in app/ or workers/ (.jscpd.json; tests/unit/copy-paste.test.ts).
  ["copy-paste (jscpd)", "npx", ["jscpd", "--config", ".jscpd.json", "--silent"]],
]);
const built = await step("build", "npx", ["remix", "vite:build", "--logLevel", "warn"]);
if (built) await step("route JS budgets (gzip)", "node", ["scripts/check-bundle.mjs"]);
// `wrangler deploy --dry-run` of app and mailer for staging and production: a broken bundle or
// binding, or the payment simulator in a bundle, fails here (scripts/deploy-dry-run.mjs).
if (built) await step("deploy dry run (wrangler)", "node", ["scripts/deploy-dry-run.mjs"]);
await step("unit + worker tests (vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_JSON}`,
]);
if (built && existsSync(CHROMIUM)) {
  await step("e2e (playwright, chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
  });
} else {
  results.push({
    name: "e2e (playwright, chromium)",
    ok: false,
    seconds: 0,
    error: "skipped: no build or no chromium",
  });
}

const slow = slowest([...vitestDurations(VITEST_JSON), ...playwrightDurations(PLAYWRIGHT_JSON)]);
if (slow.length) {
  console.log(`\n━━ tests that took ${SLOW_TEST_SECONDS} s or more ━━`);
  for (const t of slow) {
    const limit = t.limitSeconds ? ` (limit ${t.limitSeconds} s)` : "";
    console.log(`${t.seconds.toFixed(1).padStart(7)} s  ${t.name}${limit}`);
  }
}

const broken = failedTests(VITEST_JSON, PLAYWRIGHT_JSON);
if (broken.length) {
  console.log("\n━━ tests that failed, or passed only on retry ━━");
  for (const t of broken) console.log(`${t.kind.toUpperCase()}  ${t.name}\n${t.error.replace(/^/gm, "    ")}`);
}

console.log("\n━━ summary ━━");
for (const r of results) {
  console.log(
    `${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(32)} ${r.seconds.toFixed(1).padStart(6)} s${r.ok ? "" : `  ${r.error}`}`,
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} step(s) failed.` : "\nAll checks passed.");
process.exit(failed ? 1 : 0);
