// The bench's server: the big data set (scripts/seed-bulk.mjs) in a state directory of its own, and
// the production build served by scripts/serve.mjs on loopback — the deploy bundles in workerd,
// without wrangler dev's development proxy — with the D1 query counting mode on
// (BENCH_QUERY_COUNT=1, see app/db/client.server.ts countingD1).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root, run, wranglerEnv } from "../lib.mjs";
import { sleep } from "./stats.mjs";

/**
 * Seeds (or tops up) the data set and writes fresh sessions to the fixture file. Runs in a child
 * process that has fully exited before the server opens the same SQLite files.
 */
export async function seed({ stateDir, reseed, listings, users, orders }) {
  if (reseed) rmSync(stateDir, { recursive: true, force: true });
  const fixture = path.join(stateDir, "bench-fixture.json");
  await run("node", ["scripts/seed-bulk.mjs", String(listings), `--fixture=${fixture}`], {
    env: { ...wranglerEnv, STATE_DIR: stateDir, USERS: String(users), ORDERS: String(orders) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return JSON.parse(readFileSync(fixture, "utf8"));
}

/** Starts the app on `port`; resolves with a stop function once /healthz answers. */
export async function startServer({ stateDir, port }) {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("no production build in build/");
  // Its own process group, so stopping it stops workerd too.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    // The chat fan-out sends hundreds of messages from one sender into one room in seconds: the chat
    // rate limit and room cap (app/modules/limits/limits.ts) are raised so it measures delivery.
    env: {
      ...wranglerEnv,
      PORT: String(port),
      STATE_DIR: stateDir,
      EXTRA_VARS: "BENCH_QUERY_COUNT:1,CHAT_MESSAGES_PER_WINDOW:1000000,CHAT_ROOM_MAX_MESSAGES:100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  stop();
  throw new Error(`the server did not answer on ${base} within 180 s`);
}
