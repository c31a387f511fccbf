// `npm start`: build, apply local migrations, seed, then run the app and the mailer together in
// workerd (wrangler dev) on http://localhost:$PORT (default 8787). Data persists in .wrangler/state.
//   --skip-build   use the existing build/ (the test runner builds once)
//   --fresh        start from an empty database (with STATE_DIR, for end-to-end tests)
// STATE_DIR chooses where local D1/R2/DO data lives (default .wrangler/state).
// Both workers get the local-only variables (lib.mjs localVars: the dev outbox at /dev/mail, links
// in mail to http://localhost:$PORT, payments through the simulator); wrangler.toml carries none.
// Beside them, in a second `wrangler dev` started at the same time, the Midtrans simulator
// (workers/payment-sim/) on http://localhost:$PORT+100, with the server key and Iris keys of .dev.vars;
// once it answers, the demo sellers' Digiflazz accounts are created there (lib.mjs registerDemoSuppliers).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import {
  ensureDevSecrets,
  extraVars,
  freePort,
  importTs,
  localMailerConfig,
  localVars,
  registerDemoSuppliers,
  root,
  run,
  simulatorArgs,
  simulatorPort,
  wranglerEnv,
} from "./lib.mjs";

ensureDevSecrets();

const port = process.env.PORT || "8787";
const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/state");
const t0 = Date.now();

if (process.argv.includes("--fresh")) rmSync(stateDir, { recursive: true, force: true });
if (!process.argv.includes("--skip-build")) await run("npx", ["remix", "vite:build"]);
// Migrate and seed in a child process that has fully exited (its workerd included) before
// wrangler dev opens the same SQLite files: two live workerd processes on one local D1 do not see
// each other's writes.
await run("node", ["scripts/seed.mjs"], { env: { ...wranglerEnv, STATE_DIR: stateDir } });
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await importTs("scripts/demo-accounts.ts");
const mailerConfig = await localMailerConfig(port);

const wrangler = spawn(
  process.execPath,
  [
    path.join(root, "node_modules/wrangler/bin/wrangler.js"),
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    mailerConfig,
    "--port",
    port,
    "--persist-to",
    stateDir,
    "--ip",
    process.env.HOST || "127.0.0.1",
    "--minify",
    "--define",
    'process.env.NODE_ENV:"production"',
    "--show-interactive-dev-session=false",
    // The local-only variables, then extra ones, e.g. EXTRA_VARS="REGISTER_PER_IP_PER_HOUR:1000"
    // for end-to-end tests (the app's only: wrangler gives --var to the first worker).
    ...[...localVars(port), ...extraVars()].flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ...(process.argv.includes("--log-requests") ? [] : ["--log-level", "warn"]),
    // INSPECTOR_PORT: where DevTools (and the soak's heap sampling) attach to the app's isolate.
    ...(process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : []),
  ],
  // Same process group as this script: whoever stops the group (Ctrl-C, a test runner) stops
  // wrangler and its workerd too; a signal to this script alone is forwarded below.
  { cwd: root, env: wranglerEnv, stdio: ["ignore", "pipe", "inherit"] },
);

// The Midtrans simulator, started now so both come up in parallel. Never deployed (README).
const simPort = simulatorPort(port);
const simulator = spawn(
  process.execPath,
  [
    path.join(root, "node_modules/wrangler/bin/wrangler.js"),
    "dev",
    ...simulatorArgs(port, stateDir),
    "--ip",
    process.env.HOST || "127.0.0.1",
    // Its own DevTools port: two `wrangler dev` cannot share wrangler's default (9229).
    "--inspector-port",
    await freePort(),
    ...(process.argv.includes("--log-requests") ? [] : ["--log-level", "warn"]),
  ],
  // The same process group, as the app's wrangler above.
  { cwd: root, env: wranglerEnv, stdio: ["ignore", "pipe", "inherit"] },
);

const children = [wrangler, simulator];
const stop = () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("exit", stop);
// Either one ending ends both (and this script).
for (const child of children) child.on("exit", (code) => process.exit(code ?? 0));

for (const child of children)
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
  });

/** Polls `url` until it answers 2xx (60 s at most). */
async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    await new Promise((r) => setTimeout(r, 500));
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
  }
  return false;
}

// Wait until both answer, then print the URLs and the demo accounts.
const url = `http://localhost:${port}`;
const [appUp, simUp] = await Promise.all([
  waitFor(`http://127.0.0.1:${port}/healthz`),
  waitFor(`http://127.0.0.1:${simPort}/healthz`),
]);
// The demo sellers' supplier accounts at the simulator, so their mapped top-ups fulfil by themselves.
if (simUp && !(await registerDemoSuppliers(port, (await importTs("drizzle/seed-top-ups.ts")).DEMO_SUPPLIERS)))
  console.error("Digiflazz simulator: demo supplier accounts could not be created");
const announced = appUp && simUp;
if (!simUp) console.error(`Midtrans simulator did not answer on http://localhost:${simPort} within 60 s`);
if (announced) {
  console.log(`\nPasarGame berjalan di ${url}  (siap dalam ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`Simulator pembayaran Midtrans: http://localhost:${simPort}`);
  console.log("Akun demo (kata sandi semuanya: %s):", DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(7)} ${a.email}  — ${a.note}`);
} else if (!appUp) {
  console.error(`Server did not answer on ${url} within 60 s`);
}
