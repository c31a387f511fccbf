import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * What the header and its signed-in parts (account-links.tsx, user-menu.tsx, loaded only for
 * signed-in users) share.
 */

export const iconButton =
  "relative inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-surface-200 dark:text-slate-300 dark:hover:bg-surface-800";

/** A header <details> menu closes once the page it led to is shown (the header itself stays mounted). */
export function useClosesOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key]);
  return ref;
}
