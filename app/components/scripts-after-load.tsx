/**
 * Remix's `<Scripts />`, started after the page's load event, so that on a slow phone the scripts
 * (~95 KiB) do not compete with the stylesheet and the first pictures. The server renders what
 * `<Scripts />` renders minus the modulepreload links, plus a small inline script that adds them
 * and runs the same module code once `load` has fired. The browser only needs to hydrate those two
 * <script> elements (React leaves their text as the server wrote it), so it renders two empty ones
 * in their place and never carries `<Scripts />` and this rewriting (~1 KiB gzip on every page).
 * Why: docs/decisions/0005-scripts-after-load.md.
 */
import { Scripts } from "@remix-run/react";
import { Children, cloneElement, createElement, Fragment, isValidElement, useEffect, type ReactNode } from "react";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** The server's rewritten `<Scripts />`; in the browser, their places while hydrating. */
export const ScriptsAfterLoad = import.meta.env.SSR ? ServerScripts : HydratedScripts;

function ServerScripts(props: ScriptsProps) {
  // Called as a function, not rendered as an element: its hooks are this component's (the same on
  // every render), and its output can be rewritten before React sees it.
  const rendered = Scripts(props);
  if (!rendered) return null;
  const preloads: string[] = [];
  collectPreloads(rendered, preloads);
  return rewrite(rendered, preloads);
}

let hydrated = false;
const EMPTY = { __html: "" };

/**
 * In the browser: the server's two scripts (Remix's context, the inline loader), matched while
 * hydrating and gone afterwards, as `<Scripts />` does once the page has hydrated.
 */
function HydratedScripts({ nonce }: { nonce?: string }) {
  useEffect(() => {
    hydrated = true;
  }, []);
  if (hydrated) return null;
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
    </>
  );
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
 * edge cache gets a fresh nonce on every element that carries one (workers/page-cache.ts).
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
