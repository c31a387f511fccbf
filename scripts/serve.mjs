// The production-like server the bench measures: the app and the mailer bundled exactly as
// `wrangler deploy` bundles them, run in workerd through Miniflare with wrangler.toml's bindings and
// the same local data as `npm start`, without wrangler dev's proxy and middleware (2–5 ms a request
// on this machine) and without the local-only variables. Expects a build and seeded data.
// Variables (PORT, STATE_DIR, EXTRA_VARS, INSPECTOR_PORT): scripts/README.md ("serve").
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bundleForDeploy, ensureDevSecrets, extraVars, root } from "./lib.mjs";

ensureDevSecrets();

const port = Number(process.env.PORT || 8787);
const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/state");

/** One worker: its deploy bundle and its bindings from its wrangler.toml. */
async function worker(name, config, outdir) {
  await bundleForDeploy(config, outdir);
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(path.join(root, config));
  const bundle = path.join(outdir, `${path.basename(main, path.extname(main))}.js`);
  return {
    ...workerOptions,
    name,
    // The deploy bundle is one ES module (its dynamic imports are resolved inside it).
    modulesRoot: outdir,
    modules: [{ type: "ESModule", path: bundle }],
    bindings: { ...workerOptions.bindings, ...Object.fromEntries(extraVars()) },
  };
}

const dist = mkdtempSync(path.join(os.tmpdir(), "pasargame-serve-"));
// However the process ends (Miniflare's own signal hooks exit before an async handler would run):
// the bundles and source maps of this run go with it; workerd has loaded them by then.
process.on("exit", () => rmSync(dist, { recursive: true, force: true }));
const workers = [
  await worker("pasargame", "wrangler.toml", path.join(dist, "app")),
  await worker("pasargame-mailer", "workers/mailer/wrangler.toml", path.join(dist, "mailer")),
];
const mf = new Miniflare({
  host: process.env.HOST || "127.0.0.1",
  port,
  cf: false, // request.cf from Miniflare's built-in sample: no fetch of Cloudflare's (no internet here)
  // wrangler dev --persist-to X keeps its data in X/v3: the same files.
  defaultPersistRoot: path.join(stateDir, "v3"),
  ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
  // The bench runs the minute cron by hand (/cdn-cgi/handler/scheduled): Miniflare runs no crons itself.
  ...(process.env.TRIGGER_HANDLERS === "1" ? { unsafeTriggerHandlers: true } : {}),
  workers,
});
const url = await mf.ready;
console.log(`PasarGame (bundel produksi) berjalan di ${url}`);

const stop = async () => {
  await mf.dispose().catch(() => {});
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
