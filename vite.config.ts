import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { getLoadContext } from "./app/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `import { Bell, Star } from "lucide-react"` becomes `import Bell from "lucide-react/icons/bell"`
 * (a documented entry of the package). Same icons, but the module graph no longer runs through the
 * barrel that re-exports all 1,600 icons, so `shellChunk` below can follow real imports.
 */
function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  const iconFile = (name: string) => {
    if (!files) {
      const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
      const barrel = readFileSync(path.join(path.dirname(pkg), "dist/esm/lucide-react.mjs"), "utf8");
      files = new Map();
      for (const [, names, file] of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g)) {
        for (const spec of names.split(",")) files.set(spec.trim().split(/\s+as\s+/)[1], file);
      }
    }
    return files.get(name);
  };
  return {
    name: "pasargame:lucide-icon-imports",
    apply: "build",
    // After esbuild: TypeScript's type-only specifiers are gone.
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const spec of list.split(",").map((s) => s.trim())) {
          if (!spec) continue;
          const [name, local = name] = spec.split(/\s+as\s+/);
          const file = iconFile(name);
          if (file) direct.push(`import ${local} from "lucide-react/icons/${file}";`);
          else rest.push(spec);
        }
        return direct.join("") + (rest.length ? `import { ${rest.join(", ")} } from "lucide-react";` : "");
      });
      return out === code ? undefined : { code: out, map: null };
    },
  };
}

/**
 * Everything the client entry and the root route import statically is loaded on every page, so it
 * goes into one chunk ("shell": React, Remix, header, footer, cart count, cn): one file compresses
 * better than the ~18 small ones Rollup would make, and no route loads anything it did not before.
 * Route code keeps Rollup's normal splitting (experimentalMinChunkSize made every route heavier).
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, meta) => {
    if (!shell) {
      shell = new Set();
      const entries = [...meta.getModuleIds()].filter((m) => /\/app\/(root|entry\.client)\.tsx(\?|$)/.test(m));
      const stack = entries.flatMap((m) => meta.getModuleInfo(m)?.importedIds ?? []);
      for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        const info = meta.getModuleInfo(next);
        if (shell.has(next) || !info || info.isEntry) continue;
        shell.add(next);
        stack.push(...info.importedIds);
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Only `remix vite:dev` needs the local bindings proxy; a build must not start miniflare.
    command === "serve" && remixCloudflareDevProxy({ getLoadContext }),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
    lucideIconImports(),
  ],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  build: {
    // In the browser, terser (two compress passes) ships ~5 KiB gzip less per page than esbuild.
    minify: isSsrBuild ? true : "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
}));
