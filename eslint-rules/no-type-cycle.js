/**
 * `cycles/no-cycle`: no import circle among the app's own files, type imports counted (issue 31).
 * import-x/no-cycle skips `import type` by design and has no option to count it; this rule walks
 * every import, export-from, `import type` and `import()` of the files under `roots`, resolved by
 * the resolver ESLint's import-x uses (tsconfig paths, so `~/…` too). tests/unit/layers.test.ts
 * proves it with a probe pair.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** @param {{ resolve: (spec: string, file: string) => { found: boolean; path?: string | null } }} resolver */
export function cyclePlugin(resolver, roots) {
  const inRoots = (file) => roots.some((root) => file.startsWith(root + path.sep));
  /** Resolved specifiers by directory and text (a lint run resolves each once). */
  const resolved = new Map();
  const target = (spec, fromFile) => {
    const key = `${path.dirname(fromFile)}\0${spec}`;
    if (!resolved.has(key)) {
      const found = resolver.resolve(spec, fromFile);
      resolved.set(key, found.found && found.path && inRoots(found.path) ? found.path : null);
    }
    return resolved.get(key);
  };
  /** Each file's own imports, read from disk; kept while its modification time stays. */
  const importsOf = new Map();
  const depsOf = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return [];
    }
    const cached = importsOf.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.deps;
    const specs = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true).importedFiles.map((f) => f.fileName);
    const deps = [...new Set(specs.map((s) => target(s, file)).filter(Boolean))];
    importsOf.set(file, { mtimeMs: stat.mtimeMs, deps });
    return deps;
  };

  return {
    rules: {
      "no-cycle": {
        meta: {
          type: "problem",
          docs: { description: "Forbid import cycles, type imports included." },
          schema: [],
          messages: { cycle: "Import cycle (type imports count): {{route}}" },
        },
        create(context) {
          const self = context.physicalFilename;
          if (!inRoots(self)) return {};
          const visited = new Set([self]);
          const rel = (f) => path.relative(context.cwd, f);
          /** The route from `start` back to this file, if there is one (breadth first: the shortest). */
          const routeBack = (start) => {
            if (start === self) return null;
            const from = new Map([[start, null]]);
            const queue = [start];
            visited.add(start);
            while (queue.length > 0) {
              const file = queue.shift();
              for (const dep of depsOf(file)) {
                if (dep === self) {
                  // Whatever was queued but not walked may lead here by another import.
                  for (const f of [file, ...queue]) visited.delete(f);
                  const route = [];
                  for (let f = file; f; f = from.get(f)) route.unshift(f);
                  return route;
                }
                if (visited.has(dep)) continue;
                visited.add(dep);
                from.set(dep, file);
                queue.push(dep);
              }
            }
            return null;
          };
          const check = (node, source) => {
            if (!source || typeof source.value !== "string") return;
            const dep = target(source.value, self);
            if (!dep || visited.has(dep)) return;
            const route = routeBack(dep);
            if (route) {
              const names = [self, ...route, self].map(rel).join(" → ");
              context.report({ node, messageId: "cycle", data: { route: names } });
            }
          };
          return {
            ImportDeclaration: (node) => check(node, node.source),
            ExportNamedDeclaration: (node) => check(node, node.source),
            ExportAllDeclaration: (node) => check(node, node.source),
            ImportExpression: (node) => check(node, node.source),
            TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
          };
        },
      },
    },
  };
}
