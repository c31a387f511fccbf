import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { cyclePlugin } from "./eslint-rules/no-type-cycle.js";

const ABOVE = {
  routes: {
    group: ["~/routes", "~/routes/*", "**/routes/*"],
    message: "Routes are the top layer: nothing imports them.",
  },
  root: {
    group: ["~/root", "**/root"],
    message: "app/root.tsx is a route: nothing imports it (shared types live in utils/user.ts).",
  },
  components: { group: ["~/components/*", "**/components/*"], message: "Components sit above modules, db and utils." },
  modules: { group: ["~/modules/*", "**/modules/*"], message: "Modules sit above db and utils." },
  db: {
    group: ["~/db/*", "**/db/client.server", "**/db/schema"],
    message: "The database layer sits above utils only.",
  },
  tables: {
    group: ["~/db/schema"],
    message: "Routes speak HTTP: they read and write through a module, never the tables themselves.",
  },
  schema: {
    group: ["**/drizzle/schema", "**/drizzle/vocabulary"],
    message: "Import the schema as ~/db/schema (browser code: ~/db/vocabulary), its one path in the app.",
  },
  server: {
    group: ["**/*.server"],
    allowTypeImports: true,
    message: "Components run in the browser too: import only types from server modules and the schema.",
  },
  workers: {
    group: ["**/workers/*", "**/workers/**"],
    message: "workers/ hosts the app; app code does not import it.",
  },
};

const MODULES = ["app/modules/**/*.{ts,tsx}"];
const MODULES_ABOVE = ["routes", "root", "components", "schema", "workers"];

/**
 * Routes speak HTTP, modules return outcomes (docs/architecture.md, "Routes speak HTTP"): a module
 * builds no Response, imports none of Remix's response helpers and none of the utils that make
 * answers (it may import their types). Guards throw ~/utils/guard-responses.server's answers.
 */
const RESPONSE_MESSAGE = "Routes speak HTTP: a module returns an outcome or throws AppError; the route answers.";
const NO_RESPONSES = [
  { selector: "NewExpression[callee.name='Response']", message: RESPONSE_MESSAGE },
  {
    selector: "MemberExpression[object.name='Response'][property.name=/^(json|redirect)$/]",
    message: RESPONSE_MESSAGE,
  },
];
const RESPONSE_HELPERS = ["@remix-run/cloudflare", "@remix-run/node", "@remix-run/server-runtime"].map((name) => ({
  name,
  importNames: ["data", "json", "redirect", "redirectDocument"],
  message: RESPONSE_MESSAGE,
}));
const RESPONSE_UTILS = {
  group: [
    "utils/toast.server",
    "utils/refuse.server",
    "utils/step-outcome.server",
    "utils/redirect.server",
    "utils/json-api.server",
    "utils/cached-xml.server",
  ].flatMap((file) => [`~/${file}`, `**/${file}`]),
  allowTypeImports: true,
  message: RESPONSE_MESSAGE,
};

/** One ESLint config per layer: the layers above it are off limits (`no-restricted-imports`). */
function layerZones() {
  const zone = (files, ...rules) => ({
    files,
    rules: { "no-restricted-imports": ["error", { patterns: rules.map((r) => ABOVE[r]) }] },
  });
  return [
    zone(["app/routes/**/*.{ts,tsx}"], "root", "tables", "schema", "workers"),
    zone(["app/components/**/*.{ts,tsx}"], "routes", "root", "db", "schema", "server", "workers"),
    zone(MODULES, ...MODULES_ABOVE),
    // The same zone plus "modules make no responses" (this block's rule replaces the one above).
    {
      files: MODULES,
      rules: {
        "no-restricted-imports": [
          "error",
          { paths: RESPONSE_HELPERS, patterns: [...MODULES_ABOVE.map((r) => ABOVE[r]), RESPONSE_UTILS] },
        ],
        "no-restricted-syntax": ["error", ...NO_RESPONSES],
      },
    },
    zone(["app/db/**/*.ts"], "routes", "root", "components", "modules", "workers"),
    zone(["app/utils/**/*.{ts,tsx}"], "routes", "root", "components", "modules", "db", "schema", "workers"),
  ];
}

/** How the cycle rules find a file: Node's resolution with tsconfig's paths (`~/…`) and TS extensions. */
const resolver = createNodeResolver({
  extensions: [".ts", ".tsx", ".js", ".mjs"],
  conditionNames: ["import", "default"],
  tsconfig: { configFile: path.join(import.meta.dirname, "tsconfig.json") },
});

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "**/.wrangler/**",
      ".cache/**",
      "workers/mailer/dist/**",
      "workers/payment-sim/dist/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.worker },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // Layers: routes → components → modules → db, with utils as the floor. An import may only point
  // down (docs/architecture.md, "Where things live"); tests/unit/layers.test.ts proves each zone.
  ...layerZones(),
  // Small modules named for what they hold: no file of app/ or workers/ over 400 lines (issue 31);
  // tests/unit/layers.test.ts proves it.
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  // No import circles in app/ or workers/ (issue 31): import-x/no-cycle for value imports, and
  // cycles/no-cycle (eslint-rules/no-type-cycle.js) with type imports counted, which import-x
  // always skips. tests/unit/layers.test.ts proves both with a probe pair.
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: {
      "import-x": importX,
      cycles: cyclePlugin(
        resolver,
        ["app", "workers"].map((dir) => path.join(import.meta.dirname, dir)),
      ),
    },
    settings: {
      "import-x/resolver-next": [resolver],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-cycle": "error", "cycles/no-cycle": "error" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
