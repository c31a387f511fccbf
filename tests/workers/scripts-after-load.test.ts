/**
 * Pages start their scripts after the load event (app/components/scripts-after-load.tsx): the
 * HTML preloads no module and runs none itself; one nonced inline loader carries Remix's preload
 * list and module script, unchanged, to start them once the page's content has loaded.
 */
import { describe, expect, it } from "vitest";
import { client } from "./http";

function loaderOf(html: string) {
  const match = /<script nonce="([^"]+)">\(function\(\)\{var p=(\[[^\]]*\]),m=("(?:[^"\\]|\\.)*")/.exec(html);
  if (!match) return null;
  return { nonce: match[1]!, preloads: JSON.parse(match[2]!) as string[], code: JSON.parse(match[3]!) as string };
}

describe("scripts after the load event", () => {
  for (const path of ["/", "/login", "/halaman-yang-tidak-ada"]) {
    it(`${path}: no module is fetched or run before load; the loader holds Remix's preloads and module script`, async () => {
      const res = await client().get(path);
      const html = await res.text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);

      const loader = loaderOf(html);
      expect(loader).not.toBeNull();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(loader!.nonce).toBe(nonce);
      // The nonce is not copied into the script's text (a cached page gets a fresh one on the element).
      const start = html.indexOf("(function(){var p=");
      const script = html.slice(start, html.indexOf("</script>", start));
      expect(script).not.toContain(nonce);
      expect(loader!.preloads.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
      expect(loader!.preloads.every((url) => url.startsWith("/assets/"))).toBe(true);
      // Remix's module script, whole: the route modules, the manifest and the client entry.
      expect(loader!.code).toContain("import * as route0 from");
      expect(loader!.code).toContain("window.__remixManifest");
      expect(loader!.code).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
      // Nothing in the inline script can close it early: it ends after its last statement.
      expect(script).toMatch(/addEventListener\("load",go,\{once:true\}\)\}\)\(\)$/);
    });
  }
});
