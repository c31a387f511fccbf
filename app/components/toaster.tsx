/**
 * Toasts (sonner, UI.md) without putting sonner in every page's first download: the library and its
 * <Toaster> load on the first toast. Call `toast.success/error/message` exactly as sonner's API.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type * as Sonner from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

let library: Promise<typeof Sonner> | null = null;
const loadSonner = () => (library ??= import("sonner"));

let requestMount: (() => void) | null = null;
let mountRequested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** From here on the toasts have room beside the page (Toaster's `desktop`). */
const DESKTOP = "(min-width: 1024px)";
/** Phones and tablets: a toast lies over the sticky header, so it stays at most this long. */
const PHONE_MS = 4000;

async function show(kind: "message" | "success" | "error", title: string, given?: ExternalToast) {
  mountRequested = true;
  requestMount?.();
  const [{ toast: sonner }] = await Promise.all([loadSonner(), mounted]);
  // The same message again replaces the one shown instead of piling up on it.
  const options = {
    id: `${kind}:${title}:${typeof given?.description === "string" ? given.description : ""}`,
    ...given,
  };
  if (!matchMedia(DESKTOP).matches) options.duration = Math.min(given?.duration ?? PHONE_MS, PHONE_MS);
  if (kind === "message") sonner(title, options);
  else sonner[kind](title, options);
}

export const toast = {
  message: (title: string, options?: ExternalToast) => void show("message", title, options),
  success: (title: string, options?: ExternalToast) => void show("success", title, options),
  error: (title: string, options?: ExternalToast) => void show("error", title, options),
};

const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Tells waiting toasts that sonner's Toaster (an earlier sibling) has subscribed. */
function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

/**
 * sonner's Toaster, mounted on the first toast, with `props`; from `desktopQuery` on, `desktop`
 * overrides them (a wide screen has room that a phone has not).
 */
export function Toaster({
  desktop,
  desktopQuery = DESKTOP,
  ...props
}: ToasterProps & { desktop?: ToasterProps; desktopQuery?: string }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    requestMount = () => setOn(true);
    if (mountRequested) setOn(true);
    return () => {
      requestMount = null;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} {...(desktop && window.matchMedia(desktopQuery).matches ? desktop : null)} />
      <Mounted />
    </Suspense>
  );
}
