// `npm run dev`: hot reload for UI work. Remix's Vite dev server with local D1/R2 through wrangler's
// platform proxy, plus the mailer worker in its own `wrangler dev` (they find each other through
// wrangler's local dev registry). What it cannot do: the OrderRoom Durable Object and WebSockets
// (use `npm start` for chat and orders) — a Durable Object defined in the main worker does not run under the Vite dev server.
// The Midtrans simulator runs beside them on PORT + 100 (5273), as with `npm start`.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureDevSecrets, freePort, localVars, root, run, simulatorArgs, wranglerEnv } from "./lib.mjs";

ensureDevSecrets();
const port = process.env.PORT || "5173";

await run("node", ["scripts/seed.mjs"]);

const children = [
  spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    [
      "dev",
      "-c",
      "workers/mailer/wrangler.toml",
      "--port",
      "8789",
      "--persist-to",
      ".wrangler/state",
      "--show-interactive-dev-session=false",
      // The dev outbox and links to the Vite server; the app gets the same in vite.config.ts.
      ...localVars(port).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    {
      cwd: root,
      env: wranglerEnv,
      stdio: "inherit",
    },
  ),
  spawn(
    path.join(root, "node_modules/.bin/wrangler"),
    ["dev", ...simulatorArgs(port, ".wrangler/state"), "--inspector-port", await freePort()],
    { cwd: root, env: wranglerEnv, stdio: "inherit" },
  ),
  spawn(path.join(root, "node_modules/.bin/remix"), ["vite:dev", "--port", port], {
    cwd: root,
    env: wranglerEnv,
    stdio: "inherit",
  }),
];

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
};
process.on("SIGINT", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
process.on("exit", stop);
children.at(-1).on("exit", (code) => process.exit(code ?? 0));
