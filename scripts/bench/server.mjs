// The bench's server: the big data set (scripts/seed-bulk.mjs) in a state directory of its own, and
// the production build served by scripts/serve.mjs on loopback — the deploy bundles in workerd,
// without wrangler dev's development proxy — with the D1 query counting mode on
// (BENCH_QUERY_COUNT=1, see app/db/client.server.ts countingD1). Beside it, the Midtrans simulator
// (workers/payment-sim, `wrangler dev` on port + 100, as `npm start` runs it): the app pays through
// it (MIDTRANS_ENV=simulator, which needs DEV_OUTBOX=1 — it only opens /dev/mail on a local host).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureDevSecrets, freePort, root, run, simulatorArgs, simulatorPort, wranglerEnv } from "../lib.mjs";
import { sleep } from "./stats.mjs";

/**
 * Seeds (or tops up) the data set and writes fresh sessions to the fixture file. Runs in a child
 * process that has fully exited before the server opens the same SQLite files.
 */
export async function seed({ stateDir, reseed, listings, users, orders, gatewayOrders = 0, topUpOrders = 0 }) {
  if (reseed) rmSync(stateDir, { recursive: true, force: true });
  const fixture = path.join(stateDir, "bench-fixture.json");
  await run("node", ["scripts/seed-bulk.mjs", String(listings), `--fixture=${fixture}`], {
    env: {
      ...wranglerEnv,
      STATE_DIR: stateDir,
      USERS: String(users),
      ORDERS: String(orders),
      GATEWAY_ORDERS: String(gatewayOrders),
      TOPUP_ORDERS: String(topUpOrders),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return JSON.parse(readFileSync(fixture, "utf8"));
}

/** Starts the app on `port`, the framework floor on port + 1 and the simulator on port + 100; resolves with a stop function once both answer. */
export async function startServer({ stateDir, port }) {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no production build in build/");
  // The app's Midtrans server key (.dev.vars) must exist before the simulator is handed it.
  ensureDevSecrets();
  const simPort = simulatorPort(port);
  const simulator = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/wrangler/bin/wrangler.js"),
      "dev",
      ...simulatorArgs(port, stateDir, { supplierAutoProgress: false }),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      await freePort(),
      "--log-level",
      "error",
    ],
    { cwd: root, env: wranglerEnv, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  // Its own process group, so stopping it stops workerd too.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    // The chat fan-out sends hundreds of messages from one sender into one room in seconds: the chat
    // rate limit and room cap (app/modules/limits/limits.ts) are raised so it measures delivery.
    env: {
      ...wranglerEnv,
      PORT: String(port),
      STATE_DIR: stateDir,
      TRIGGER_HANDLERS: "1",
      EXTRA_VARS: [
        "BENCH_QUERY_COUNT:1,CHAT_MESSAGES_PER_WINDOW:1000000,CHAT_ROOM_MAX_MESSAGES:100000000",
        `DEV_OUTBOX:1,MIDTRANS_ENV:simulator,MIDTRANS_SIMULATOR_URL:http://127.0.0.1:${simPort}`,
      ].join(","),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  // The framework floor (scripts/bench/floor/) on port + 1, served the same way as the app.
  const floor = spawn(process.execPath, ["scripts/bench/floor/serve.mjs"], {
    cwd: root,
    env: { ...wranglerEnv, PORT: String(port + 1) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    for (const child of [server, simulator, floor]) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    if (simulator.exitCode !== null) throw new Error(`the simulator exited (${simulator.exitCode}) before answering`);
    if (floor.exitCode !== null) throw new Error(`the framework floor exited (${floor.exitCode}) before answering`);
    try {
      const sim = `http://127.0.0.1:${simPort}`;
      const floorBase = `http://127.0.0.1:${port + 1}`;
      if (
        (await fetch(`${base}/healthz`)).ok &&
        (await fetch(`${sim}/healthz`)).ok &&
        (await fetch(`${floorBase}/`)).ok
      )
        return { base, sim, floor: floorBase, stop };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`the server did not answer on ${base} within 180 s`);
}
