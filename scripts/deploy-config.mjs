// What a deployment needs, in ONE place: every secret each worker needs (and which may be left
// unset), and the checks `npm run deploy` (scripts/deploy.mjs) and `npm test`
// (scripts/deploy-dry-run.mjs) make before anything ships. Pure functions over a secret list and
// the parsed wrangler.toml files, so they are tested without a Cloudflare account
// (tests/unit/deploy.test.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import toml from "toml";

export const ENVS = ["staging", "production"];

/**
 * Secrets, per worker (`wrangler secret put NAME --env X [-c config]`). `required`: the deploy stops
 * without it. `groups`: optional features whose secrets go together — none (the feature is off) or
 * all (a half-configured one is refused). What each does: app/env.server.ts, workers/mailer/index.ts.
 */
export const SECRETS = {
  app: {
    config: "wrangler.toml",
    required: [
      "DELIVERY_INFO_KEY", // AES-256-GCM key of delivery info (docs/key-rotation.md)
      "EMAIL_LINK_KEY", // signs the links in notification e-mail (unsubscribe, settings)
      "PAYOUT_API_TOKEN", // bearer token of /internal/payouts
      "MIDTRANS_SERVER_KEY", // the payment gateway
      "VAPID_PRIVATE_KEY", // Web Push (VAPID_PUBLIC_KEY, VAPID_SUBJECT are [vars])
    ],
    groups: {
      "Google sign-in": ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      "Facebook sign-in": ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
      "Midtrans Payouts (Iris)": ["IRIS_CREATOR_KEY", "IRIS_APPROVER_KEY", "IRIS_MERCHANT_KEY"],
      // The nickname check of top-up IDs (docs/research/nickname-check.md); unset: not checked.
      "VIP Reseller nickname check": ["VIP_RESELLER_API_ID", "VIP_RESELLER_API_KEY"],
      // A guest who gives a WhatsApp number gets the receipt there (modules/guest/whatsapp.server.ts).
      "WhatsApp receipts for guests": ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"],
      "direct uploads to R2 (docs/r2-uploads.md)": [
        "R2_ACCOUNT_ID",
        "R2_ACCESS_KEY_ID",
        "R2_SECRET_ACCESS_KEY",
        "R2_BUCKET",
      ],
      "error reporting (Sentry)": ["SENTRY_DSN"],
      // Rotation of DELIVERY_INFO_KEY (docs/key-rotation.md): the current key's id and the earlier keys.
      "delivery key id": ["DELIVERY_INFO_KEY_ID"],
      "earlier delivery keys": ["DELIVERY_INFO_OLD_KEYS"],
      "receiving bank accounts for manual transfers": ["RECEIVING_ACCOUNTS"],
      "support WhatsApp button": ["SUPPORT_WHATSAPP"],
      // The sellers' Digiflazz webhook secrets derive from it; unset, callbacks are refused (polls still settle).
      "supplier webhooks (H2H top-ups)": ["SUPPLIER_WEBHOOK_KEY"],
    },
  },
  mailer: {
    config: "workers/mailer/wrangler.toml",
    required: ["RESEND_API_KEY"],
    groups: {},
  },
};

/** Worker name wrangler gives an env section without its own `name`: "<name>-<env>". */
export const workerName = (parsed, env) => parsed.env?.[env]?.name ?? `${parsed.name}-${env}`;

/**
 * What keeps `worker` from deploying with the secrets `names` (what `wrangler secret list` answered):
 * each missing required secret, each half-configured group. Empty: good to go.
 */
export function secretProblems(worker, names) {
  const have = new Set(names);
  const spec = SECRETS[worker];
  const problems = spec.required
    .filter((name) => !have.has(name))
    .map((name) => ({ name, message: `missing secret ${name}` }));
  for (const [feature, group] of Object.entries(spec.groups)) {
    const set = group.filter((name) => have.has(name));
    if (set.length > 0 && set.length < group.length) {
      for (const name of group.filter((n) => !have.has(n))) {
        problems.push({ name, message: `missing secret ${name} (${feature}: ${set.join(", ")} set without it)` });
      }
    }
  }
  return problems;
}

/** Names from `wrangler secret list --format json` ([{ name, type }]). Throws on anything else. */
export function parseSecretList(stdout) {
  const list = JSON.parse(stdout);
  if (!Array.isArray(list)) throw new Error("not a list");
  return list.map((item) => {
    if (typeof item?.name !== "string") throw new Error("an entry without a name");
    return item.name;
  });
}

export const readConfig = (root, file) => toml.parse(readFileSync(path.join(root, file), "utf8"));

const BINDING_TABLES = {
  d1_databases: (b) => b.binding,
  r2_buckets: (b) => b.binding,
  services: (b) => b.binding,
  kv_namespaces: (b) => b.binding,
  queues: (b) => b.binding,
};

/** The binding names a config section declares (top level or one env's table). */
function bindingNames(section) {
  const names = [];
  for (const [table, nameOf] of Object.entries(BINDING_TABLES)) {
    const list = table === "queues" ? section.queues?.producers : section[table];
    for (const b of list ?? []) names.push(nameOf(b));
  }
  for (const b of section.durable_objects?.bindings ?? []) names.push(b.name);
  return names;
}

/** Vars that only a local run has (never deployed). */
const LOCAL_ONLY_VARS = new Set(["DEV_OUTBOX", "MIDTRANS_SIMULATOR_URL", "BENCH_QUERY_COUNT"]);

/** Placeholder ids in the committed configs, to be replaced by `wrangler d1 create`'s (docs/deploy.md). */
export const isPlaceholderId = (id) => /^00000000-0000-4000-8000-/.test(String(id));

/**
 * What is wrong with a worker's config for deploying to `env`: an env section does not inherit
 * bindings or vars, so every binding and var of the top level must be declared again; the payment
 * simulator is never bound; the local-only switches never set. With `ids: true` (a real deploy) a
 * placeholder database id is refused too.
 */
export function configProblems(parsed, env, { ids = false } = {}) {
  const problems = [];
  const section = parsed.env?.[env];
  if (!section) return [`no [env.${env}] section`];
  const own = new Set(bindingNames(section));
  for (const name of bindingNames(parsed)) {
    if (!own.has(name))
      problems.push(`binding ${name} is not declared in [env.${env}] (env sections do not inherit bindings)`);
  }
  const vars = section.vars ?? {};
  for (const name of Object.keys(parsed.vars ?? {})) {
    if (!LOCAL_ONLY_VARS.has(name) && !(name in vars)) {
      problems.push(`var ${name} is not declared in [env.${env}.vars] (env sections do not inherit vars)`);
    }
  }
  for (const name of Object.keys(vars)) {
    if (LOCAL_ONLY_VARS.has(name)) problems.push(`var ${name} is local-only and must not be set in [env.${env}.vars]`);
  }
  if (vars.MIDTRANS_ENV === "simulator")
    problems.push(`[env.${env}.vars] MIDTRANS_ENV = "simulator": the simulator never ships`);
  for (const service of section.services ?? []) {
    if (/payment-sim/.test(service.service) || service.binding === "PAYMENT_GATEWAY") {
      problems.push(
        `[env.${env}] binds the payment simulator (${service.binding} → ${service.service}): it never ships`,
      );
    }
  }
  if (ids) {
    for (const db of section.d1_databases ?? []) {
      if (isPlaceholderId(db.database_id)) {
        problems.push(
          `[env.${env}] D1 ${db.binding} (${db.database_name}) still has the placeholder database_id: set the id \`wrangler d1 create ${db.database_name}\` printed`,
        );
      }
    }
  }
  return problems;
}

/**
 * Text that exists only in the payment simulator (workers/payment-sim/texts.ts): found in a bundle,
 * the simulator was shipped.
 */
export const SIMULATOR_MARKERS = [
  "is not supported by the simulator",
  "Merchant cannot modify the status of the transaction",
  "pasargame-payment-sim",
];
