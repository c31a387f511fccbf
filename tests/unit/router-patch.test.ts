/**
 * patches/@remix-run+router+1.23.3.patch: route matching keeps each route tree's ranked branches,
 * each path's matches per tree, and compiled paths. Matching must answer exactly as the unpatched
 * router does — ranking, params, splats, index routes —, every caller must get its own matches
 * (changing one never shows in the next answer), and routes added to the tree in place (Remix's lazy
 * route discovery does that) must be found by the next match.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { matchPath, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

function tree(): AgnosticRouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "games", path: "games" },
        { id: "game", path: "games/:gameSlug" },
        { id: "listing", path: "games/:gameSlug/:categorySlug/:listingId" },
        { id: "search", path: "search" },
        { id: "user", path: "user/:username" },
        { id: "splat", path: "*" },
      ],
    },
  ];
}

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("the patched router", () => {
  it("is the patched one (npm install applied patches/)", () => {
    for (const file of ["dist/router.js", "dist/router.cjs.js"]) {
      const source = readFileSync(require.resolve(`@remix-run/router/${file}`), "utf8");
      expect(source, file).toContain("PasarGame patch");
    }
  });

  it("ranks and matches as the router always did: static before dynamic, index, splat, params", () => {
    const routes = tree();
    expect(ids(matchRoutes(routes, "/"))).toEqual(["root", "home"]);
    expect(ids(matchRoutes(routes, "/games"))).toEqual(["root", "games"]);
    expect(ids(matchRoutes(routes, "/games/mobile-legends"))).toEqual(["root", "game"]);
    const listing = matchRoutes(routes, "/games/valorant/akun/prd_1");
    expect(ids(listing)).toEqual(["root", "listing"]);
    expect(listing?.[1]?.params).toEqual({ gameSlug: "valorant", categorySlug: "akun", listingId: "prd_1" });
    expect(ids(matchRoutes(routes, "/tidak/ada/apa-apa"))).toEqual(["root", "splat"]);
    expect(matchRoutes(routes, "/tidak/ada")?.[1]?.params["*"]).toBe("tidak/ada");
    expect(matchRoutes(routes, "/user/andi%20putra")?.[1]?.params.username).toBe("andi putra");
  });

  it("gives every caller its own matches: changing one answer never shows in the next", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/user/andi")!;
    (first[1]!.params as Record<string, string>).username = "diubah";
    (first as unknown[]).pop();
    const second = matchRoutes(routes, "/user/andi")!;
    expect(second).toHaveLength(2);
    expect(second[1]!.params.username).toBe("andi");
    expect(second).not.toBe(first);
    // One params object per answer, shared by its matches, as the unpatched router does.
    expect(second[0]!.params).toBe(second[1]!.params);
  });

  it("finds routes added to the tree in place (lazy route discovery)", () => {
    const routes = tree();
    expect(ids(matchRoutes(routes, "/checkout"))).toEqual(["root", "splat"]);
    routes[0]!.children!.push({ id: "checkout", path: "checkout" });
    expect(ids(matchRoutes(routes, "/checkout"))).toEqual(["root", "checkout"]);
  });

  it("keeps matching ad-hoc patterns right past its compiled-path bound", () => {
    for (let i = 0; i < 1_200; i++) expect(matchPath(`/p${i}/:id`, `/p${i}/x${i}`)?.params.id).toBe(`x${i}`);
    expect(matchPath({ path: "/A/:id", caseSensitive: true }, "/a/1")).toBeNull();
    expect(matchPath({ path: "/A/:id", caseSensitive: false }, "/a/1")?.params.id).toBe("1");
    expect(matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
  });
});
