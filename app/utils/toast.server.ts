/**
 * Toasts that survive a redirect: a short-lived cookie read (and cleared) by the root loader.
 * Titles and descriptions are the spec's Indonesian texts. The cookie only ever shows its text back
 * to the browser that holds it, and the text is rendered as text, so it needs no signature.
 */
import { z } from "zod";
import { readCookie, serializeCookie } from "./cookies.server";

const COOKIE = "pg_toast";

const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  /** Milliseconds on screen (spec: default 5000; deposits 15000, withdrawals 7000). */
  duration: z.number().int().positive().max(60_000).optional(),
});
export type Toast = z.input<typeof toastSchema>;

function encode(toast: Toast): string {
  const bytes = new TextEncoder().encode(JSON.stringify(toast));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function decode(value: string): Toast | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed = toastSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The Set-Cookie header that carries a toast to the next page. Toasts are thrown from deep inside
 * actions that do not pass the request along: `Secure` is added by the worker's applyCookiePolicy.
 */
export function toastCookie(toast: Toast): string {
  return serializeCookie(COOKIE, encode(toast), { maxAge: 60 });
}

export function readToast(request: Request): { toast: Toast | null; clear: string | null } {
  const value = readCookie(request, COOKIE);
  if (value === null) return { toast: null, clear: null };
  return { toast: decode(value), clear: serializeCookie(COOKIE, "", { maxAge: 0 }, request) };
}

/** A redirect that shows a toast on arrival. Extra headers (e.g. a session cookie) are kept. */
export function redirectWithToast(url: string, toast: Toast, init?: { headers?: HeadersInit; status?: number }) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", toastCookie(toast));
  headers.set("Location", url);
  return new Response(null, { status: init?.status ?? 302, headers });
}
