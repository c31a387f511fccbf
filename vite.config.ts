import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import type { Env } from "./app/env.server";
import { getLoadContext } from "./app/load-context";
import { localVars } from "./scripts/lib.mjs";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** An icon's shapes as SVG markup, from the `__iconData` of lucide's module for it. */
function iconShapes(source: string): string {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error("lucide icon module without __iconData");
  // lucide's own build output (a plain object literal), evaluated at build time only.
  const data = new Function(`return (${literal});`)() as { node: [string, Record<string, string>][] };
  const escape = (v: string) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return data.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs).filter(([k]) => k !== "key");
      // Self-closing: an <svg>'s children are parsed as SVG, where `/>` ends an element.
      return `<${tag}${list.map(([k, v]) => ` ${k}="${escape(v)}"`).join("")}/>`;
    })
    .join("");
}

/**
 * `import { Bell, Star } from "lucide-react"` becomes, in the importing module itself, one light
 * icon per name (app/components/light-icon.tsx) built from the icon's file in the package: the same
 * drawing, a fraction of lucide's render work on the server and less code in the browser. Written
 * into each importer rather than shared as a module per icon, so a page downloads no chunk per icon
 * (each cost ~0.1–0.2 KiB gzip of file and import overhead, more than its drawing); the graph no
 * longer runs through the barrel that re-exports all 1,600 icons, so `shellChunk` follows real imports.
 */
function lucideIconImports(): Plugin {
  const pkgDir = path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
  const lightIcon = JSON.stringify(path.resolve("app/components/light-icon.tsx"));
  let files: Map<string, string> | undefined;
  const iconFile = (name: string) => {
    if (!files) {
      const barrel = readFileSync(path.join(pkgDir, "dist/esm/lucide-react.mjs"), "utf8");
      files = new Map();
      for (const [, names, file] of barrel.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g)) {
        for (const spec of names.split(",")) files.set(spec.trim().split(/\s+as\s+/)[1], file);
      }
    }
    return files.get(name);
  };
  const shapesOf = (file: string) =>
    JSON.stringify(iconShapes(readFileSync(path.join(pkgDir, `dist/esm/icons/${file}.mjs`), "utf8")));
  return {
    name: "pasargame:lucide-icon-imports",
    apply: "build",
    // After esbuild: TypeScript's type-only specifiers are gone.
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return;
      let imported = false;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (_, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const spec of list.split(",").map((s) => s.trim())) {
          if (!spec) continue;
          const [name, local = name] = spec.split(/\s+as\s+/);
          const file = iconFile(name);
          if (file) direct.push(`const ${local} = /* @__PURE__ */ __lightIcon(${shapesOf(file)});`);
          else rest.push(spec);
        }
        const first = direct.length > 0 && !imported;
        imported ||= first;
        return (
          (first ? `import { lightIcon as __lightIcon } from ${lightIcon};` : "") +
          direct.join("") +
          (rest.length ? `import { ${rest.join(", ")} } from "lucide-react";` : "")
        );
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
    // Only `remix vite:dev` needs the local bindings proxy; a build must not start miniflare. It
    // runs on a developer's machine only, so the app also gets the local-only variables that
    // `npm start` passes with --var (scripts/lib.mjs localVars; scripts/dev.mjs serves on PORT).
    command === "serve" &&
      remixCloudflareDevProxy<Env, Record<string, unknown>>({
        getLoadContext: ({ request, context }) => {
          const local = Object.fromEntries(localVars(process.env.PORT || "5173"));
          const cloudflare = { ...context.cloudflare, env: { ...context.cloudflare.env, ...local } };
          return getLoadContext({ request, context: { cloudflare } });
        },
      }),
    remix(remixConfig),
    tailwindcss(),
    tsconfigPaths(),
    lucideIconImports(),
  ],
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"] } },
  build: {
    // Kept as build/.vite/client-manifest.json (outside the served files): scripts/check-bundle.mjs
    // follows each route's dynamic imports through it.
    manifest: true,
    // In the browser, terser (two compress passes) ships ~5 KiB gzip less per page than esbuild.
    // `pure_funcs`: React Router's and the router's console warnings for developers (deprecations,
    // misuse) are dropped with their message texts, −0.6 KiB on every page; errors still throw.
    minify: isSsrBuild ? true : "terser",
    terserOptions: {
      compress: {
        passes: 2,
        pure_funcs: ["warning", "warningOnce", "warnOnce", "logDeprecation", "logV6DeprecationWarnings"],
      },
      format: { comments: false },
    },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
}));
