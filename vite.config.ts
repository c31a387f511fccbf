import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./app/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    // Only `remix vite:dev` needs the local bindings proxy; a build must not start miniflare.
    command === "serve" && remixCloudflareDevProxy({ getLoadContext }),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
  ],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  build: { minify: true },
}));
