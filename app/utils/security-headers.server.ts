/**
 * Security headers for every HTML document: a Content-Security-Policy with a per-request
 * nonce, HSTS, no MIME sniffing, a strict referrer policy and no framing.
 */
import { encodeBase64 } from "@oslojs/encoding";

export function newNonce(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(16)));
}

/** `connectSrc`: further origins scripts may fetch (the R2 endpoint of direct uploads). */
export function contentSecurityPolicy(nonce: string, connectSrc: string[] = []): string {
  return [
    "default-src 'self'",
    // Only our own bundles and the document's nonced inline scripts (theme, Remix's hydration data).
    `script-src 'self' 'nonce-${nonce}'`,
    // Tailwind is a stylesheet; sonner injects a <style> element and a few components set style="".
    "style-src 'self' 'unsafe-inline'",
    // Avatars may be any https address the user gave (spec: avatar URL is editable).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // Same origin covers the order chat WebSocket.
    ["connect-src 'self'", ...connectSrc].join(" "),
    "form-action 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string, connectSrc: string[] = []): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, connectSrc));
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
}
