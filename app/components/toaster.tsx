/**
 * Toasts (sonner, UI.md) without putting sonner in every page's first download: the library, the
 * site's toaster settings and the showing code (toaster-live.tsx) load on the first toast. Call
 * `toast.success/error/message` exactly as sonner's API; root renders <Toasts /> once.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import type { ToastKind } from "./toaster-live";

const load = () => import("./toaster-live");

let requestMount: (() => void) | null = null;
let mountRequested = false;

function show(kind: ToastKind, title: string, options?: ExternalToast) {
  mountRequested = true;
  requestMount?.();
  void load().then((live) => live.show(kind, title, options));
}

export const toast = {
  message: (title: string, options?: ExternalToast) => show("message", title, options),
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};

const LiveToaster = lazy(() => load().then((live) => ({ default: live.LiveToaster })));

/** Where the toasts appear: sonner's Toaster, mounted on the first toast. */
export function Toasts() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    requestMount = () => setOn(true);
    if (mountRequested) setOn(true);
    return () => {
      requestMount = null;
    };
  }, []);
  return on ? (
    <Suspense fallback={null}>
      <LiveToaster />
    </Suspense>
  ) : null;
}
