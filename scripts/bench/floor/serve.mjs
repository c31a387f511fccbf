// Serves the bench's framework floor as scripts/serve.mjs serves the app: the worker bundled as
// `wrangler deploy --dry-run --outdir` bundles it (minified, NODE_ENV=production), in workerd through
// Miniflare with the bindings of its wrangler.toml (here only the static assets). PORT (8791).
// Expects the floor's build: npx remix vite:build --config scripts/bench/floor/vite.config.ts
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { bundleForDeploy, root } from "../../lib.mjs";

const config = "scripts/bench/floor/wrangler.toml";
const outdir = mkdtempSync(path.join(os.tmpdir(), "pasargame-floor-"));
process.on("exit", () => rmSync(outdir, { recursive: true, force: true }));
await bundleForDeploy(config, outdir);
const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, config));
const mf = new Miniflare({
  host: "127.0.0.1",
  port: Number(process.env.PORT || 8791),
  cf: false,
  workers: [
    {
      ...workerOptions,
      name: "pasargame-bench-floor",
      modulesRoot: outdir,
      modules: [{ type: "ESModule", path: path.join(outdir, "worker.js") }],
    },
  ],
});
console.log(`Lantai kerangka berjalan di ${await mf.ready}`);
const stop = async () => {
  await mf.dispose().catch(() => {});
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
