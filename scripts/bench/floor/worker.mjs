// The floor's worker: Remix's Cloudflare request handler over the floor's server build; static
// files come from the [assets] directory before this code runs, as in the app (workers/app.ts).
import { createRequestHandler } from "@remix-run/cloudflare";
// Exists after `npx remix vite:build --config scripts/bench/floor/vite.config.ts` (the bench builds it).
import * as build from "../../../build/bench-floor/server/index.js";

const handle = createRequestHandler(build, "production");

export default {
  fetch(request) {
    return handle(request);
  },
};
