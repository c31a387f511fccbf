/**
 * `npm run deploy`'s checks, without a Cloudflare account: the secret list refuses a deploy that
 * misses one (naming it), the configs repeat every binding and var per env and never bind the payment
 * simulator, and the script itself stops — before building or deploying anything — when wrangler
 * reports a missing secret or cannot be asked at all.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as deployConfig from "../../scripts/deploy-config.mjs";

type Problem = { name: string; message: string };
type Parsed = Record<string, unknown> & { env: Record<string, Record<string, unknown>> };
const { SECRETS, SIMULATOR_MARKERS, secretProblems, configProblems, readConfig, parseSecretList } = deployConfig as {
  SIMULATOR_MARKERS: string[];
  SECRETS: Record<"app" | "mailer", { config: string; required: string[]; groups: Record<string, string[]> }>;
  secretProblems: (worker: string, names: string[]) => Problem[];
  configProblems: (parsed: Parsed, env: string, options?: { ids?: boolean }) => string[];
  readConfig: (root: string, file: string) => Parsed;
  parseSecretList: (stdout: string) => string[];
};

const root = path.resolve(import.meta.dirname, "../..");
const APP_ALL = SECRETS.app.required;

describe("the secret check", () => {
  it("passes with every required secret and refuses naming the one missing", () => {
    expect(secretProblems("app", APP_ALL)).toEqual([]);
    const without = APP_ALL.filter((n) => n !== "DELIVERY_INFO_KEY");
    expect(secretProblems("app", without).map((p) => p.name)).toEqual(["DELIVERY_INFO_KEY"]);
    expect(secretProblems("mailer", []).map((p) => p.name)).toEqual(["RESEND_API_KEY"]);
  });

  it("lets an optional feature be off, but not half on", () => {
    expect(secretProblems("app", [...APP_ALL, "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"])).toEqual([]);
    const half = secretProblems("app", [...APP_ALL, "R2_ACCESS_KEY_ID"]);
    expect(half.map((p) => p.name)).toEqual(["R2_ACCOUNT_ID", "R2_SECRET_ACCESS_KEY", "R2_BUCKET"]);
    expect(half[0]!.message).toContain("R2_ACCESS_KEY_ID set without it");
  });

  it("reads wrangler's JSON secret list", () => {
    expect(parseSecretList('[{"name":"A","type":"secret_text"},{"name":"B","type":"secret_text"}]')).toEqual([
      "A",
      "B",
    ]);
    expect(() => parseSecretList("Not logged in")).toThrow();
  });

  it("lists every secret the app reads from its environment", () => {
    // Every secret app/env.server.ts documents as one is in the list (required or in a group).
    const listed = new Set([...APP_ALL, ...Object.values(SECRETS.app.groups).flat()]);
    const source = readFileSync(path.join(root, "app/env.server.ts"), "utf8");
    const secrets = [...source.matchAll(/\(secrets?\)[^]*?\*\/\s*((?:\s*[A-Z_]+\?: string;)+)/g)].flatMap((m) =>
      [...m[1]!.matchAll(/([A-Z_]+)\?/g)].map((n) => n[1]!),
    );
    expect(secrets).toContain("DELIVERY_INFO_KEY");
    for (const name of secrets) expect(listed, name).toContain(name);
  });
});

describe("the deploy configs", () => {
  const app = () => readConfig(root, "wrangler.toml");
  const mailer = () => readConfig(root, "workers/mailer/wrangler.toml");

  for (const env of ["staging", "production"]) {
    it(`declare every binding and var again in [env.${env}], and no simulator`, () => {
      expect(configProblems(app(), env)).toEqual([]);
      expect(configProblems(mailer(), env)).toEqual([]);
    });
  }

  it("name a binding an env section forgot (they are not inherited)", () => {
    const parsed = app();
    delete parsed.env.staging!.r2_buckets;
    expect(configProblems(parsed, "staging").join("\n")).toContain("binding IMAGES is not declared in [env.staging]");
  });

  it("refuse a service binding to the payment simulator", () => {
    const parsed = app();
    (parsed.env.production!.services as unknown[]).push({
      binding: "PAYMENT_GATEWAY",
      service: "pasargame-payment-sim",
    });
    expect(configProblems(parsed, "production").join("\n")).toContain("payment simulator");
  });

  it("look for the payment simulator by texts only it has", () => {
    // The dry run scans each bundle for these: they must be the simulator's own texts.
    const simulator = readFileSync(path.join(root, "workers/payment-sim/texts.ts"), "utf8");
    const found = SIMULATOR_MARKERS.filter((m) => simulator.includes(m));
    expect(found.length).toBeGreaterThanOrEqual(2);
  });

  it("refuse the placeholder D1 ids when really deploying", () => {
    expect(configProblems(app(), "production", { ids: true }).join("\n")).toContain("placeholder database_id");
  });
});

describe("npm run deploy", () => {
  /** A fake `wrangler` that logs its calls and answers `secret list` with `secrets` (or fails). */
  function fakeWrangler(secrets: { app: string[]; mailer: string[] } | "offline") {
    const dir = mkdtempSync(path.join(tmpdir(), "fake-wrangler-"));
    const log = path.join(dir, "calls.log");
    const bin = path.join(dir, "wrangler");
    const list = (names: string[]) => JSON.stringify(names.map((name) => ({ name, type: "secret_text" })));
    writeFileSync(
      bin,
      `#!/bin/sh
echo "$*" >> "${log}"
if [ "$1" = "secret" ]; then
  ${
    secrets === "offline"
      ? `echo "✘ [ERROR] A request to the Cloudflare API failed: getaddrinfo ENOTFOUND api.cloudflare.com" >&2; exit 1`
      : `case "$*" in *mailer*) echo '${list(secrets.mailer)}';; *) echo '${list(secrets.app)}';; esac`
  }
  exit 0
fi
exit 0
`,
    );
    chmodSync(bin, 0o755);
    return { bin, calls: () => (existsSync(log) ? readFileSync(log, "utf8").trim().split("\n") : []) };
  }

  const deploy = (bin: string, ...args: string[]) =>
    spawnSync("node", ["scripts/deploy.mjs", ...args], {
      cwd: root,
      env: { ...process.env, WRANGLER: bin },
      encoding: "utf8",
    });

  it("stops with a message naming the missing secret, before building or deploying", () => {
    const fake = fakeWrangler({ app: APP_ALL.filter((n) => n !== "EMAIL_LINK_KEY"), mailer: ["RESEND_API_KEY"] });
    const res = deploy(fake.bin, "--env", "staging");
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("pasargame-staging is missing a secret");
    expect(res.stderr).toContain("missing secret EMAIL_LINK_KEY: npx wrangler secret put EMAIL_LINK_KEY --env staging");
    expect(res.stderr).toContain("Nothing was deployed.");
    expect(fake.calls()).toEqual(["secret list --env staging --format json -c wrangler.toml"]);
  });

  it("names the mailer's missing secret too", () => {
    const fake = fakeWrangler({ app: APP_ALL, mailer: [] });
    const res = deploy(fake.bin, "--env", "production");
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("pasargame-mailer-production is missing a secret");
    expect(res.stderr).toContain("RESEND_API_KEY");
    expect(fake.calls().some((c) => c.startsWith("deploy"))).toBe(false);
  });

  it("stops with a clear message when wrangler cannot be asked (offline, not logged in)", () => {
    const fake = fakeWrangler("offline");
    const res = deploy(fake.bin, "--env", "staging");
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("could not list the secrets of pasargame-staging");
    expect(res.stderr).toContain("ENOTFOUND");
    expect(res.stderr).toContain("Nothing was deployed.");
  });

  it("with every secret set, still refuses the placeholder database ids before deploying", () => {
    const fake = fakeWrangler({ app: APP_ALL, mailer: ["RESEND_API_KEY"] });
    const res = deploy(fake.bin, "--env", "staging");
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("placeholder database_id");
    expect(fake.calls().some((c) => c.startsWith("deploy") || c.startsWith("d1"))).toBe(false);
  });

  it("asks which env", () => {
    const res = deploy("/bin/false");
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("--env staging|production");
  });
});
