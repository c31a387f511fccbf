/**
 * The toasts' working part, loaded with sonner on the first toast (toaster.tsx keeps only the
 * calls and the mount point in every page's code): sonner's <Toaster> with the site's settings,
 * and the function that shows a toast once it has mounted.
 */
import { useEffect } from "react";
import { toast as sonner, Toaster, type ExternalToast } from "sonner";

/** From here on the toasts have room beside the page. */
const DESKTOP = "(min-width: 1024px)";
/** Phones and tablets: a toast lies over the sticky header, so it stays at most this long. */
const PHONE_MS = 4000;

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export type ToastKind = "message" | "success" | "error";

export async function show(kind: ToastKind, title: string, given?: ExternalToast) {
  await mounted;
  // The same message again replaces the one shown instead of piling up on it.
  const options = {
    id: `${kind}:${title}:${typeof given?.description === "string" ? given.description : ""}`,
    ...given,
  };
  if (!matchMedia(DESKTOP).matches) options.duration = Math.min(given?.duration ?? PHONE_MS, PHONE_MS);
  if (kind === "message") sonner(title, options);
  else sonner[kind](title, options);
}

/** Tells waiting toasts that the Toaster (an earlier sibling) has subscribed. */
function Mounted() {
  useEffect(() => markMounted(), []);
  return null;
}

/**
 * Phones: over the sticky header, never over the form being filled in (the page's fields are
 * below it), one toast at a time. Desktop: the bottom-right corner beside the centred content,
 * above the support button, up to three side by side (never a pile).
 */
export function LiveToaster() {
  const desktop = matchMedia(DESKTOP).matches;
  return (
    <>
      <Toaster
        richColors
        closeButton
        duration={5000}
        {...(desktop
          ? { position: "bottom-right", visibleToasts: 3, expand: true, offset: { bottom: 88 } }
          : { position: "top-center", visibleToasts: 1, offset: { top: 4 }, mobileOffset: { top: 4 } })}
      />
      <Mounted />
    </>
  );
}
