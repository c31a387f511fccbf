// `npm test` step (after the build): would each worker deploy, in each env? For app and mailer,
// staging and production: the config is complete for the env (scripts/deploy-config.mjs),
// `wrangler deploy --dry-run --outdir …` bundles it against its bindings (a broken import, a
// missing Durable Object class or a bad binding fails here, before anyone deploys), and the bundle
// contains nothing of the payment simulator. Needs no Cloudflare account.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { root, run } from "./lib.mjs";
import { configProblems, ENVS, readConfig, SECRETS, SIMULATOR_MARKERS } from "./deploy-config.mjs";

const OUT = path.join(root, ".cache/deploy-dry-run");
rmSync(OUT, { recursive: true, force: true });

/** Every file under `dir`. */
const files = (dir) =>
  readdirSync(dir).flatMap((f) =>
    statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : [path.join(dir, f)],
  );

const failures = [];
for (const env of ENVS) {
  for (const [worker, spec] of Object.entries(SECRETS)) {
    const label = `${worker} (${env})`;
    const problems = configProblems(readConfig(root, spec.config), env);
    if (problems.length) {
      failures.push(`${label}: ${spec.config}:\n${problems.map((p) => `    - ${p}`).join("\n")}`);
      continue;
    }
    const outdir = path.join(OUT, `${worker}-${env}`);
    try {
      await run("npx", ["wrangler", "deploy", "--dry-run", "--env", env, "-c", spec.config, "--outdir", outdir], {
        stdio: ["ignore", "ignore", "inherit"],
      });
    } catch (error) {
      failures.push(`${label}: wrangler deploy --dry-run failed (${error.message})`);
      continue;
    }
    const bundles = files(outdir).filter((f) => /\.(m?js|cjs)$/.test(f));
    if (bundles.length === 0) failures.push(`${label}: the dry run wrote no bundle`);
    for (const file of bundles) {
      const text = readFileSync(file, "utf8");
      const marker = SIMULATOR_MARKERS.find((m) => text.includes(m));
      if (marker) failures.push(`${label}: ${path.relative(root, file)} contains the payment simulator ("${marker}")`);
    }
    console.log(`✔ ${label}: bundles (${bundles.length} file${bundles.length === 1 ? "" : "s"}), no simulator`);
  }
}
if (failures.length) {
  console.error(`\n✘ deploy dry run:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exitCode = 1;
}
