/**
 * The unsubscribe link of a notification e-mail works without logging in: it carries a token naming
 * the user and the kind, signed with HMAC-SHA-256 under the secret EMAIL_LINK_KEY. A token whose
 * signature does not match (tampered with, or from another key) names nobody.
 */
import { isNotificationKind, type NotificationKind } from "./kinds";

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** `<payload>.<signature>`, both base64url; the payload is `userId:kind`. */
export async function signUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): Promise<string> {
  const payload = encoder.encode(`${userId}:${kind}`);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), payload));
  return `${toBase64Url(payload)}.${toBase64Url(signature)}`;
}

/** Whom and which kind the token names, or null when it is malformed or its signature is wrong. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  if (token.length > 512) return null;
  const [encodedPayload, encodedSignature, ...rest] = token.split(".");
  if (!encodedPayload || !encodedSignature || rest.length) return null;
  const payload = fromBase64Url(encodedPayload);
  const signature = fromBase64Url(encodedSignature);
  if (!payload || !signature) return null;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, payload);
  if (!valid) return null;
  const text = new TextDecoder().decode(payload);
  const at = text.lastIndexOf(":");
  const userId = text.slice(0, at);
  const kind = text.slice(at + 1);
  if (at <= 0 || !isNotificationKind(kind)) return null;
  return { userId, kind };
}

/** The absolute unsubscribe URL of `kind` for `userId` on `origin`. */
export async function unsubscribeUrl(origin: string, secret: string, userId: string, kind: NotificationKind) {
  return `${origin}/notifications/berhenti?token=${encodeURIComponent(await signUnsubscribeToken(secret, userId, kind))}`;
}
