/**
 * Markup that only the server renders: static parts of every page (the footer) cost the browser
 * no code. The server renders `children`; the browser keeps the element's HTML as the server sent
 * it (read once, before hydration touches it) instead of building it again. Callers pass children
 * only under `import.meta.env.SSR`, so the browser build drops their modules (decision 0008).
 */
import { useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";

const kept = new Map<string, string>();

/** The markup the server rendered in `#id`, read once per page load. */
function serverHtml(id: string) {
  let html = kept.get(id);
  if (html === undefined) kept.set(id, (html = document.getElementById(id)?.innerHTML ?? ""));
  return html;
}

/** A same-site link clicked plainly (no new tab, no modifier): where the app should go instead. */
function plainLinkTarget(event: MouseEvent) {
  const link = (event.target as Element).closest?.("a");
  if (!link || event.defaultPrevented || event.button !== 0 || link.target || link.hasAttribute("download")) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.origin !== location.origin) return;
  return link.pathname + link.search + link.hash;
}

export function ServerMarkup({
  as: Tag,
  id,
  className,
  children,
}: {
  as: "footer" | "div";
  id: string;
  className?: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  if (import.meta.env.SSR) {
    return (
      <Tag id={id} className={className}>
        {children}
      </Tag>
    );
  }
  // Its links go through the router as the app's own links do (no full page load).
  const follow = (event: MouseEvent) => {
    const to = plainLinkTarget(event);
    if (to === undefined) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Tag
      id={id}
      className={className}
      onClick={follow}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverHtml(id) }}
    />
  );
}
