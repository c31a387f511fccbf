/**
 * The layers of app/ (docs/architecture.md): routes → components → modules → db → utils. ESLint's
 * `no-restricted-imports` zones (eslint.config.js) refuse an import that points up a layer; here each
 * zone is shown a file that does, and one that imports only downwards. Likewise a module that makes
 * an HTTP answer is refused, and one that returns an outcome passes.
 */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

// The first lint starts TypeScript's project service (the config's type-aware rules) and the cycle
// rules' first walk of the import graph: seconds on a quiet machine, minutes on a loaded one.
vi.setConfig({ testTimeout: 180_000 });

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
let probes = 0;

/** The messages of `rules` for `code` in a file at `file` (written there for the lint, then removed). */
async function restricted(file: string, code: string, rules = ["no-restricted-imports"]): Promise<string[]> {
  // A real file: the type-aware parser only reads files its TypeScript project can see.
  const probe = path.join(root, file.replace(/(\.tsx?)$/, `.layer-probe-${process.pid}-${probes++}$1`));
  writeFileSync(probe, code);
  try {
    const [result] = await eslint.lintFiles([probe]);
    return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? "")).map((m) => m.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe("imports point down only", () => {
  it.each([
    ["app/utils/x.ts", 'import { getUser } from "~/modules/auth/guards.server";'],
    ["app/utils/x.ts", 'import { formatRupiah } from "~/components/ui";'],
    ["app/utils/x.ts", 'import { orders } from "~/db/schema";'],
    ["app/db/x.ts", 'import { ORDER_STATUS } from "~/modules/orders/constants";'],
    ["app/modules/catalog/x.ts", 'import { Button } from "~/components/ui";'],
    ["app/modules/catalog/x.ts", 'import { loader } from "~/routes/_index";'],
    ["app/modules/catalog/x.ts", 'import { products } from "../../../drizzle/schema";'],
    ["app/modules/orders/x.ts", 'import { OrderRoom } from "../../../workers/order-room/order-room";'],
    ["app/components/x.tsx", 'import { products } from "~/db/schema";'],
    ["app/components/x.tsx", 'import { createDb } from "~/db/client.server";'],
    ["app/components/x.tsx", 'import { checkout } from "~/modules/checkout/checkout.server";'],
    ["app/components/x.tsx", 'import { loader } from "~/root";'],
    ["app/routes/x.tsx", 'import { loader } from "~/root";'],
    ["app/routes/x.tsx", 'import { orders } from "~/db/schema";'],
  ])("%s may not: %s", async (file, code) => {
    expect(await restricted(file, `${code}\nexport const used = [${/\{ (\w+)/.exec(code)![1]}];\n`)).not.toEqual([]);
  });

  it.each([
    [
      "app/routes/x.tsx",
      'import { Button } from "~/components/ui";\nimport { listBanners } from "~/modules/catalog/banners.server";',
    ],
    ["app/components/x.tsx", 'import type { ListingCard } from "~/modules/catalog/listing-cards.server";'],
    ["app/components/x.tsx", 'import { ORDER_STATUSES } from "~/modules/orders/constants";'],
    [
      "app/modules/orders/x.ts",
      'import { orders } from "~/db/schema";\nimport { formatRupiah } from "~/utils/format";',
    ],
    ["app/db/x.ts", 'import { newId } from "~/utils/ids";'],
  ])("%s may: %s", async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});

describe("modules make no responses (routes speak HTTP)", () => {
  const RULES = ["no-restricted-imports", "no-restricted-syntax"];

  it.each([
    'export const answer = () => new Response("Tidak ditemukan.", { status: 404 });',
    "export const answer = () => Response.json({ ok: true });",
    'export const answer = () => Response.redirect("https://pasargame.test/", 302);',
    'import { json } from "@remix-run/cloudflare";\nexport const used = [json];',
    'import { data } from "@remix-run/server-runtime";\nexport const used = [data];',
    'import { redirect, redirectDocument } from "@remix-run/node";\nexport const used = [redirect, redirectDocument];',
    'import { redirectWithToast } from "~/utils/toast.server";\nexport const used = [redirectWithToast];',
    'import { errorJson } from "~/utils/refuse.server";\nexport const used = [errorJson];',
    'import { redirectResponse } from "../../utils/redirect.server";\nexport const used = [redirectResponse];',
  ])("app/modules/catalog/x.server.ts may not: %s", async (code) => {
    expect(await restricted("app/modules/catalog/x.server.ts", `${code}\n`, RULES)).not.toEqual([]);
  });

  it.each(["app/modules/orders/x.server.ts", "app/modules/cases/x.server.ts"])(
    "%s may not make a Response either (no module is left out)",
    async (file) => {
      expect(await restricted(file, 'export const answer = () => new Response("x");\n', RULES)).not.toEqual([]);
    },
  );
  it("a module may not import answerStep, only the outcome's constructors", async () => {
    const code = 'import { answerStep } from "~/utils/step-outcome.server";\nexport const used = [answerStep];\n';
    expect(await restricted("app/modules/orders/x.server.ts", code, RULES)).not.toEqual([]);
  });

  it.each([
    [
      "app/modules/catalog/x.server.ts",
      'import type { AppLoadContext } from "@remix-run/cloudflare";\nimport { AppError } from "~/utils/app-error";\n' +
        "export function find(_: AppLoadContext, id: string): { id: string } {\n" +
        '  if (!id) throw new AppError("Tidak Ditemukan", "Tidak ada.", 404);\n  return { id };\n}\n',
    ],
    [
      "app/modules/auth/x.server.ts",
      'import type { Redirect } from "~/utils/redirect.server";\nimport { type Toast } from "~/utils/toast.server";\n' +
        'export const back = (toast: Toast): Redirect => ({ to: "/login", toast });\n',
    ],
    [
      "app/modules/auth/x.server.ts",
      'import { forbidden } from "~/utils/guard-responses.server";\nexport const deny = () => {\n  throw forbidden();\n};\n',
    ],
  ])("%s may: %s", async (file, code) => {
    expect(await restricted(file, code, RULES)).toEqual([]);
  });
});

describe("files stay small", () => {
  /** The `max-lines` messages for a file of `lines` lines at `file` (written there for the lint, then removed). */
  async function tooLong(file: string, lines: number): Promise<string[]> {
    const probe = path.join(root, file.replace(/(\.tsx?)$/, `.size-probe-${process.pid}-${probes++}$1`));
    writeFileSync(probe, Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join("\n") + "\n");
    try {
      const [result] = await eslint.lintFiles([probe]);
      return (result?.messages ?? []).filter((m) => m.ruleId === "max-lines").map((m) => m.message);
    } finally {
      rmSync(probe, { force: true });
    }
  }

  it.each(["app/modules/orders/x.ts", "app/routes/x.tsx", "workers/order-room/x.ts"])(
    "%s may not pass 400 lines",
    async (file) => {
      expect(await tooLong(file, 401)).not.toEqual([]);
      expect(await tooLong(file, 400)).toEqual([]);
    },
  );
});

describe("no import circles", () => {
  /** The cycle rules' messages for each file of a probe pair (written side by side, linted, removed). */
  async function cycles(dir: string, a: (b: string) => string, b: (a: string) => string): Promise<string[][]> {
    const tag = `cycle-probe-${process.pid}-${probes++}`;
    const [fileA, fileB] = [`${dir}/${tag}-a.ts`, `${dir}/${tag}-b.ts`].map((f) => path.join(root, f));
    writeFileSync(fileA, a(`./${tag}-b`));
    writeFileSync(fileB, b(`./${tag}-a`));
    try {
      const results = await eslint.lintFiles([fileA, fileB]);
      return results.map((r) =>
        r.messages
          .filter((m) => m.ruleId === "cycles/no-cycle" || m.ruleId === "import-x/no-cycle")
          .map((m) => m.message),
      );
    } finally {
      rmSync(fileA, { force: true });
      rmSync(fileB, { force: true });
    }
  }

  it.each(["app/modules/orders", "workers/order-room"])(
    "%s: a pair importing values from each other is refused",
    async (dir) => {
      const found = await cycles(
        dir,
        (b) => `import { b } from "${b}";\nexport const a = () => b;\n`,
        (a) => `import { a } from "${a}";\nexport const b = () => a;\n`,
      );
      expect(found.map((messages) => messages.length > 0)).toEqual([true, true]);
    },
  );

  it("a pair importing only types from each other is refused too", async () => {
    const found = await cycles(
      "app/modules/cases",
      (b) => `import type { B } from "${b}";\nexport type A = { b?: B };\n`,
      (a) => `import type { A } from "${a}";\nexport type B = { a?: A };\n`,
    );
    expect(found).toEqual([
      [expect.stringContaining("Import cycle (type imports count)")],
      [expect.stringContaining("Import cycle (type imports count)")],
    ]);
  });

  it("a file importing one that does not import it back passes", async () => {
    const found = await cycles(
      "app/modules/orders",
      (b) =>
        `import type { B } from "${b}";\nimport { ORDER_STATUS } from "~/modules/orders/constants";\nexport type A = { b?: B; s?: typeof ORDER_STATUS };\n`,
      () => `export type B = { n: number };\n`,
    );
    expect(found).toEqual([[], []]);
  });
});
