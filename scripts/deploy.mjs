// `npm run deploy -- --env staging|production`: one command from a checkout to a running site.
//   1. every secret each worker needs is set (`wrangler secret list --env X`, scripts/deploy-config.mjs)
//   2. the configs are complete for that env (bindings and vars repeated, real D1 ids, no simulator)
//   3. build → `wrangler d1 migrations apply DB --remote --env X` → deploy the mailer → deploy the app
// Stops at the first problem, naming it, before anything changes. docs/deploy.md has the setup.
// `WRANGLER` (tests only) replaces the wrangler command, e.g. by a fake that answers `secret list`.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { root, run, wranglerEnv } from "./lib.mjs";
import {
  configProblems,
  ENVS,
  parseSecretList,
  readConfig,
  SECRETS,
  secretProblems,
  workerName,
} from "./deploy-config.mjs";

const { values } = parseArgs({ options: { env: { type: "string" } }, allowPositionals: false });
const env = values.env;

function fail(message) {
  console.error(`\n✘ deploy stopped: ${message}\nNothing was deployed.`);
  process.exit(1);
}

if (!env || !ENVS.includes(env)) fail(`say which deployment: npm run deploy -- --env ${ENVS.join("|")}`);

const wranglerCommand = process.env.WRANGLER ? [process.env.WRANGLER] : ["npx", "wrangler"];
const wrangler = (args, options) => run(wranglerCommand[0], [...wranglerCommand.slice(1), ...args], options);

/** Runs wrangler and returns its stdout; rejects with its stderr's last lines. */
function wranglerOutput(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerCommand[0], [...wranglerCommand.slice(1), ...args], {
      cwd: root,
      env: wranglerEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(out);
      else {
        // wrangler's own message, without colours, banners or npm's noise.
        const lines = (err + out)
          // eslint-disable-next-line no-control-regex -- ANSI colour codes
          .replace(/\x1b\[[0-9;]*m/g, "")
          .split("\n")
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith("npm warn") && !l.startsWith("🪵"));
        reject(new Error(lines.slice(-3).join(" ") || `exit ${code}`));
      }
    });
  });
}

// 1. Secrets, per worker.
for (const [worker, spec] of Object.entries(SECRETS)) {
  const parsed = readConfig(root, spec.config);
  const name = workerName(parsed, env);
  let names;
  try {
    names = parseSecretList(
      await wranglerOutput(["secret", "list", "--env", env, "--format", "json", "-c", spec.config]),
    );
  } catch (error) {
    fail(
      `could not list the secrets of ${name} (\`wrangler secret list --env ${env} -c ${spec.config}\`): ${error.message}\n` +
        "Log in (`npx wrangler login`) or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID, then run it again.",
    );
  }
  const problems = secretProblems(worker, names);
  if (problems.length) {
    fail(
      `${name} is missing ${problems.length === 1 ? "a secret" : "secrets"}:\n` +
        problems
          .map((p) => `  - ${p.message}: npx wrangler secret put ${p.name} --env ${env} -c ${spec.config}`)
          .join("\n"),
    );
  }
  console.log(`✔ ${name}: every required secret is set`);
}

// 2. The configs, as this env will deploy them.
for (const spec of Object.values(SECRETS)) {
  const problems = configProblems(readConfig(root, spec.config), env, { ids: true });
  if (problems.length) fail(`${spec.config}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
}

// 3. Build, migrate, mailer first (the app binds it), then the app.
console.log("\n━━ build ━━");
await run("npx", ["remix", "vite:build", "--logLevel", "warn"]);
console.log(`\n━━ D1 migrations (${env}, remote) ━━`);
await wrangler(["d1", "migrations", "apply", "DB", "--remote", "--env", env]);
console.log(`\n━━ deploy the mailer (${env}) ━━`);
await wrangler(["deploy", "--env", env, "-c", SECRETS.mailer.config]);
console.log(`\n━━ deploy the app (${env}) ━━`);
await wrangler(["deploy", "--env", env]);
console.log(`\n✔ deployed ${env}. Check it: curl -s https://<your domain>/healthz`);
