// Helpers shared by the project's Node scripts (start, dev, seed, test).
import { spawn } from "node:child_process";
import { createHmac, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Quiet wrangler: no telemetry prompt, no update check (there is no internet here). */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  NO_UPDATE_NOTIFIER: "1",
};

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", cwd: root, env: wranglerEnv, ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/**
 * `wrangler deploy --dry-run` of the worker of `config` into `outdir`: the bundle a deploy would
 * upload (minified, NODE_ENV=production). Its report goes to /dev/null; errors and esbuild's
 * warnings still reach stderr.
 */
export function bundleForDeploy(config, outdir) {
  return run(
    "npx",
    [
      "wrangler",
      "deploy",
      "--dry-run",
      "-c",
      config,
      "--outdir",
      outdir,
      "--minify",
      "--define",
      'process.env.NODE_ENV:"production"',
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...wranglerEnv, WRANGLER_LOG: "error" } },
  );
}

/** Bundles a TypeScript entry for Node (dependencies stay external) and imports it. */
export async function importTs(entry) {
  const outfile = path.join(root, ".cache", `${path.basename(entry, ".ts")}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    target: "node20",
    logLevel: "warning",
    tsconfig: path.join(root, "tsconfig.json"),
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** Applies the D1 migrations to the local database kept under `stateDir` (wrangler's --persist-to). */
export const migrateLocal = (stateDir) =>
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });

/**
 * Local secrets live in .dev.vars (git-ignored; wrangler dev and the platform proxy read it). A fresh
 * machine gets a random DELIVERY_INFO_KEY once, so encrypted delivery info survives restarts, and a
 * random PAYOUT_API_TOKEN (the bearer token of /internal/payouts), a random SUPPLIER_WEBHOOK_KEY
 * (the sellers' supplier webhook secrets are derived from it), a random MIDTRANS_SERVER_KEY
 * (the app's Midtrans server key) and random Midtrans Payouts (Iris) keys IRIS_CREATOR_KEY,
 * IRIS_APPROVER_KEY, IRIS_MERCHANT_KEY (start.mjs and dev.mjs hand the same values to the simulator).
 * Readable by its owner only (0600), also when an older run left it world-readable.
 */
export function ensureDevSecrets(file = path.join(root, ".dev.vars")) {
  if (existsSync(file)) chmodSync(file, 0o600);
  let current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const secrets = {
    DELIVERY_INFO_KEY: () => randomBytes(32).toString("base64"),
    PAYOUT_API_TOKEN: () => randomBytes(32).toString("hex"),
    // Signs the unsubscribe links of notification e-mails.
    EMAIL_LINK_KEY: () => randomBytes(32).toString("base64"),
    // Each seller's Digiflazz webhook secret is derived from it (app/modules/topups/accounts.server.ts).
    SUPPLIER_WEBHOOK_KEY: () => randomBytes(32).toString("base64"),
    // Shaped like a Midtrans sandbox server key; only the local simulator knows it.
    MIDTRANS_SERVER_KEY: () => `SB-Mid-server-${randomBytes(16).toString("hex")}`,
    // Midtrans Payouts (Iris): the creator's and the approver's API keys, and the merchant key
    // that signs payout notifications. Likewise known only to the local simulator.
    IRIS_CREATOR_KEY: () => `IRIS-creator-${randomBytes(16).toString("hex")}`,
    IRIS_APPROVER_KEY: () => `IRIS-approver-${randomBytes(16).toString("hex")}`,
    IRIS_MERCHANT_KEY: () => `IRIS-merchant-${randomBytes(16).toString("hex")}`,
    // VIP Reseller's API ID and key (the nickname check of top-up IDs); the simulator speaks its API.
    VIP_RESELLER_API_ID: () => `VIP-${randomBytes(4).toString("hex")}`,
    VIP_RESELLER_API_KEY: () => randomBytes(24).toString("hex"),
    // The WhatsApp Cloud API (guests' receipts): an access token and a sending number id; the simulator speaks it.
    WHATSAPP_TOKEN: () => `EAAG${randomBytes(24).toString("hex")}`,
    WHATSAPP_PHONE_NUMBER_ID: () => String(100_000_000_000_000 + (randomBytes(4).readUInt32BE() % 899_999_999)),
  };
  let changed = false;
  for (const [name, make] of Object.entries(secrets)) {
    if (new RegExp(`^${name}=`, "m").test(current)) continue;
    current = `${current}${current && !current.endsWith("\n") ? "\n" : ""}${name}=${make()}\n`;
    changed = true;
  }
  // Web Push (VAPID): a P-256 key pair made together, base64url (the public key uncompressed, 65
  // bytes; the private scalar, 32 bytes). The public one here overrides wrangler.toml's for local runs.
  if (!/^VAPID_PRIVATE_KEY=/m.test(current)) {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const jwk = privateKey.export({ format: "jwk" });
    const point = publicKey.export({ format: "der", type: "spki" }).subarray(-65).toString("base64url");
    current = current.replace(/^VAPID_PUBLIC_KEY=.*\n?/m, "");
    current = `${current}${current && !current.endsWith("\n") ? "\n" : ""}VAPID_PUBLIC_KEY=${point}\nVAPID_PRIVATE_KEY=${jwk.d}\n`;
    changed = true;
  }
  // `mode` applies when the file is created; the chmod above covers an existing one.
  if (changed) writeFileSync(file, current, { mode: 0o600 });
}

/** One value of .dev.vars (NAME=value lines), or undefined. */
export function devVar(name, file = path.join(root, ".dev.vars")) {
  if (!existsSync(file)) return undefined;
  return readFileSync(file, "utf8")
    .match(new RegExp(`^${name}=(.*)$`, "m"))?.[1]
    .trim();
}

/** A TCP port free at the moment of asking (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

/** The Midtrans simulator (workers/payment-sim/) of a local app on `port` listens on port + 100 (or SIMULATOR_PORT). */
export const simulatorPort = (port) => process.env.SIMULATOR_PORT || String(Number(port) + 100);

/**
 * The variables only a local server gets, never wrangler.toml: the development outbox (/dev/mail
 * on a local host; without it the mailer refuses to send unless RESEND_API_KEY is set), the
 * local origin for links in mail, and payments through the local Midtrans simulator (its
 * server-to-server base URL; the browser-facing one comes back in Snap's redirect_url). As
 * [name, value] pairs, like extraVars().
 */
export function localVars(port) {
  return [
    ["DEV_OUTBOX", "1"],
    ["PUBLIC_ORIGIN", `http://localhost:${port}`],
    ["MIDTRANS_ENV", "simulator"],
    ["MIDTRANS_SIMULATOR_URL", `http://127.0.0.1:${simulatorPort(port)}`],
  ];
}

/**
 * The `wrangler dev` arguments of the Midtrans simulator beside a local app on `appPort` (after
 * `wrangler dev`): its own configuration, port appPort + 100, the same state directory (its own
 * D1 file), and its variables — the server key and the Iris keys from .dev.vars (the app's
 * MIDTRANS_SERVER_KEY, IRIS_CREATOR_KEY, IRIS_APPROVER_KEY, IRIS_MERCHANT_KEY), payment and payout
 * notifications to the app, payouts and pending supplier purchases that move on by themselves, its
 * browser-facing URL. The keys go through a 0600 env file (.cache/payment-sim.env-<port>), not the command line.
 */
export function simulatorArgs(appPort, stateDir, { supplierAutoProgress = true } = {}) {
  const simPort = simulatorPort(appPort);
  const envFile = path.join(root, ".cache", `payment-sim.env-${simPort}`);
  mkdirSync(path.dirname(envFile), { recursive: true });
  const keys = [
    ["SERVER_KEY", "MIDTRANS_SERVER_KEY"],
    ...[
      "IRIS_CREATOR_KEY",
      "IRIS_APPROVER_KEY",
      "IRIS_MERCHANT_KEY",
      "VIP_RESELLER_API_ID",
      "VIP_RESELLER_API_KEY",
      "WHATSAPP_TOKEN",
      "WHATSAPP_PHONE_NUMBER_ID",
    ].map((name) => [name, name]),
  ];
  writeFileSync(envFile, keys.map(([name, from]) => `${name}=${devVar(from) ?? ""}\n`).join(""), { mode: 0o600 });
  chmodSync(envFile, 0o600);
  return [
    "-c",
    path.join(root, "workers/payment-sim/wrangler.toml"),
    "--port",
    simPort,
    "--persist-to",
    stateDir,
    "--env-file",
    envFile,
    "--var",
    `NOTIFICATION_URL:http://127.0.0.1:${appPort}/payments/midtrans/notification`,
    "--var",
    `PAYOUT_NOTIFICATION_URL:http://127.0.0.1:${appPort}/payments/midtrans/payout-notification`,
    "--var",
    "PAYOUT_AUTO_PROGRESS:1",
    // Pending Digiflazz purchases (not "silent" ones) succeed by themselves a moment later (the bench settles them itself).
    "--var",
    `SUPPLIER_AUTO_PROGRESS:${supplierAutoProgress ? 1 : 0}`,
    "--var",
    `PUBLIC_URL:http://localhost:${simPort}`,
    "--show-interactive-dev-session=false",
  ];
}

/**
 * `wrangler dev -c app -c mailer` gives `--var` to the first worker only, so the mailer's local
 * variables (localVars(port)) go into a generated copy of its configuration: the committed
 * workers/mailer/wrangler.toml, paths made absolute, plus `vars`. One copy per port
 * (.cache/mailer.local-<port>.json): wrangler dev watches it, and servers on other ports (the
 * end-to-end tests beside `npm start`) must not rewrite each other's. Returns the copy's path.
 */
export async function localMailerConfig(port) {
  const { experimental_readRawConfig } = await import("wrangler");
  const source = path.join(root, "workers/mailer/wrangler.toml");
  const dir = path.dirname(source);
  const { rawConfig } = experimental_readRawConfig({ config: source });
  const config = {
    ...rawConfig,
    main: path.resolve(dir, rawConfig.main),
    d1_databases: rawConfig.d1_databases?.map((d1) => ({
      ...d1,
      ...(d1.migrations_dir ? { migrations_dir: path.resolve(dir, d1.migrations_dir) } : {}),
    })),
    vars: { ...rawConfig.vars, ...Object.fromEntries(localVars(port)) },
  };
  const file = path.join(root, ".cache", `mailer.local-${port}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * EXTRA_VARS="NAME:value,NAME2:value": extra worker variables for a local server (the end-to-end
 * tests raise rate limits with it, the bench turns on query counting). As [name, value] pairs.
 */
export function extraVars(spec = process.env.EXTRA_VARS ?? "") {
  return spec
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [name, ...value] = pair.split(":");
      return [name, value.join(":")];
    });
}

/**
 * The demo sellers' Digiflazz accounts (drizzle/seed-top-ups.ts DEMO_SUPPLIERS) at the simulator of
 * a local app on `appPort`: the same username and key the seed sealed, each seller's webhook URL on
 * the app and the secret derived from SUPPLIER_WEBHOOK_KEY as the app derives it
 * (app/modules/topups/accounts.server.ts). Idempotent (an upsert); false when the simulator refused.
 */
export async function registerDemoSuppliers(appPort, suppliers, balance = 5_000_000) {
  const key = devVar("SUPPLIER_WEBHOOK_KEY") ?? "";
  const base = `http://127.0.0.1:${simulatorPort(appPort)}/_sim/digiflazz/accounts`;
  let ok = true;
  for (const s of suppliers) {
    const webhookSecret = createHmac("sha256", key).update(`digiflazz-webhook:${s.sellerId}`).digest("hex");
    const res = await fetch(base, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        username: s.username,
        apiKey: s.apiKey,
        webhookUrl: `http://127.0.0.1:${appPort}/webhooks/digiflazz/${s.sellerId}`,
        webhookSecret,
        balance,
      }),
    }).catch(() => null);
    ok &&= Boolean(res?.ok);
  }
  return ok;
}
