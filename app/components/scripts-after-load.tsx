/**
 * Remix's `<Scripts />`, started after the page's load event.
 *
 * Every page is rendered on the server and reads (links, forms) without JavaScript, so on a slow
 * mobile connection its scripts should not compete with the page's own content — the stylesheet
 * and the pictures above the fold — for the first seconds of bandwidth. `<Scripts />` preloads
 * ~95 KiB of modules and starts them at once. This component renders what `<Scripts />` renders
 * with two changes: no `modulepreload` links, and instead of the module script a small inline script
 * that adds the same preloads and runs the same module code, in the same order, once the window's
 * `load` event has fired (at once when it already has). Hydration then follows as before.
 *
 * It runs on the server and in the browser alike (the browser renders the same tree to hydrate the
 * document), so what the server sent and what React expects never differ.
 */
import { Scripts } from "@remix-run/react";
import { Children, cloneElement, createElement, Fragment, isValidElement, type ReactNode } from "react";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

export function ScriptsAfterLoad(props: ScriptsProps) {
  // Called as a function, not rendered as an element: its hooks are this component's (the same on
  // every render), and its output can be rewritten before React sees it.
  const rendered = Scripts(props);
  if (!rendered) return null; // after hydration Remix renders nothing here either
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return rewrite(rendered, preloads);
}

function collectPreloads(node: ReactNode, into: string[]) {
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return;
    if (child.type === "link" && child.props.rel === "modulepreload" && child.props.href) into.push(child.props.href);
    else collectPreloads(child.props.children, into);
  });
}

function rewrite(node: ReactNode, preloads: string[]): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return child;
    if (child.type === "link" && child.props.rel === "modulepreload") return null;
    if (child.type === "script" && child.props.type === "module") {
      return createElement("script", {
        nonce: child.props.nonce,
        suppressHydrationWarning: true,
        dangerouslySetInnerHTML: {
          __html: afterLoadScript(preloads, child.props.dangerouslySetInnerHTML?.__html ?? ""),
        },
      });
    }
    if (child.type === Fragment) return cloneElement(child, undefined, rewrite(child.props.children, preloads));
    return child;
  });
}

/** A JSON value that can sit inside an inline `<script>` (no `</script>`, no `<!--`). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The inline loader. Its nonce is read from its own element when it runs: a page served from the
 * edge cache gets a fresh nonce on every element that carries one (page-cache.server.ts).
 */
export function afterLoadScript(preloads: string[], moduleCode: string): string {
  return (
    `(function(){var p=${inlineJson(preloads)},m=${inlineJson(moduleCode)},n=document.currentScript.nonce;` +
    `function go(){for(var i=0;i<p.length;i++){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=p[i];document.head.appendChild(l)}` +
    `var s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=m;document.body.appendChild(s)}` +
    `if(document.readyState==="complete")go();else addEventListener("load",go,{once:true})})()`
  );
}
