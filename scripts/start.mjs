// `npm start`: build, apply local migrations, seed, then run the app and the mailer together in
// workerd (wrangler dev) on http://localhost:$PORT (default 8787). Data persists in .wrangler/.
import { spawn } from "node:child_process";
import { importTs, migrateLocal, root, run, wranglerEnv } from "./lib.mjs";

const port = process.env.PORT || "8787";
const t0 = Date.now();

await run("npx", ["remix", "vite:build"]);
await migrateLocal();
const { seedLocal, DEMO_ACCOUNTS, DEMO_PASSWORD } = await importTs("scripts/seed-entry.ts");
await seedLocal();

const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "workers/mailer/wrangler.toml",
    "--port",
    port,
    "--ip",
    process.env.HOST || "127.0.0.1",
    "--minify",
    "--define",
    'process.env.NODE_ENV:"production"',
    "--show-interactive-dev-session=false",
    ...(process.argv.includes("--log-requests") ? [] : ["--log-level", "warn"]),
  ],
  { cwd: root, env: wranglerEnv, stdio: ["ignore", "pipe", "inherit"] },
);

let announced = false;
wrangler.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
});

// Wait until the server answers, then print the URL and the demo accounts.
const url = `http://localhost:${port}`;
for (let i = 0; i < 120 && !announced; i++) {
  await new Promise((r) => setTimeout(r, 500));
  try {
    const res = await fetch(`${url}/healthz`);
    if (res.ok) announced = true;
  } catch {
    // not up yet
  }
}
if (announced) {
  console.log(`\nPasarGame berjalan di ${url}  (siap dalam ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  console.log("Akun demo (kata sandi semuanya: %s):", DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(7)} ${a.email}  — ${a.note}`);
} else {
  console.error(`Server did not answer on ${url} within 60 s`);
}

const stop = () => wrangler.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
wrangler.on("exit", (code) => process.exit(code ?? 0));
