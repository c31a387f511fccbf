/**
 * Every page is rendered on the server and reads (links, forms) without JavaScript, so on a slow
 * mobile connection its scripts should not compete with the page's own content — the stylesheet
 * and the pictures above the fold — for the first seconds of bandwidth. Remix's `<Scripts />`
 * preloads ~95 KiB of modules and starts them at once; this moves both to the window's `load`
 * event: the `modulepreload` links lose their address and Remix's module script becomes a small
 * inline script that adds the same preloads and the same module, in the same order, once the page's
 * content has loaded (at once when it already has). Hydration then follows as before.
 *
 * `remix vite:dev` renders in Node, which has no HTMLRewriter: there the page is left as Remix
 * made it. workerd (`npm start`, the bench, production) has it.
 */
export function startScriptsAfterLoad(response: Response): Response {
  if (typeof HTMLRewriter === "undefined") return response;
  const preloads: string[] = [];
  let nonce = "";
  let moduleCode = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (!href) return;
        // Kept, without its address (a modulepreload without href loads nothing): React hydrates
        // the document and would rebuild all of it — stylesheet included — over a missing element.
        preloads.push(href);
        link.removeAttribute("href");
      },
    })
    .on('script[type="module"]', {
      element(script) {
        nonce = script.getAttribute("nonce") ?? "";
        script.removeAndKeepContent();
      },
      text(chunk) {
        moduleCode += chunk.text;
        if (chunk.lastInTextNode) chunk.replace(loaderScript(preloads, moduleCode, nonce), { html: true });
        else chunk.remove();
      },
    })
    .transform(response);
}

/** A JSON value that can sit inside an inline `<script>` (no `</script>`, no `<!--`). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export function loaderScript(preloads: string[], moduleCode: string, nonce: string): string {
  const body =
    // The nonce is read from the loader's own element: a page served from the edge cache gets a
    // fresh nonce on every element that carries one (page-cache.server.ts), not inside scripts.
    `(function(){var p=${inlineJson(preloads)},m=${inlineJson(moduleCode)},n=document.currentScript.nonce;` +
    `function go(){for(var i=0;i<p.length;i++){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=p[i];document.head.appendChild(l)}` +
    `var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m;document.body.appendChild(s)}` +
    `if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})})()`;
  return `<script nonce="${nonce}">${body}</script>`;
}
