// The bench's framework floor (scripts/bench/floor/README.md): a minimal Remix app built the way the
// real one is (Remix's Vite plugin, React 18, the same Remix future flags, esm for workerd) into
// build/bench-floor — never part of the app's build or its deploy bundle.
//   npx remix vite:build --config scripts/bench/floor/vite.config.ts
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "../../../remix.config.js";

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, "../../..");

export default defineConfig({
  root,
  plugins: [
    remix({
      ...remixConfig,
      appDirectory: path.join(here, "app"),
      buildDirectory: path.join(root, "build/bench-floor"),
      ignoredRouteFiles: [],
    }),
  ],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  build: { minify: true },
});
