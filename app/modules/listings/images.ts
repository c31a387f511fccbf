/**
 * Listing image rules shared by the browser and the server (spec section 5 and 9,
 * ARCHITECTURE.md section 5): at most 5 images, each at most 2 MB, PNG/JPEG/GIF — recognised by
 * their first bytes, never by the file name or the content type the client claims.
 */

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** An upload ticket (the signed upload URL) is good for this long. */
export const UPLOAD_TICKET_TTL_MS = 10 * 60 * 1000;
/** Verified images that no listing used after this long are removed by the next sweep. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Served with the image bytes, so browsers and CDNs keep them (keys never change content). */
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The accept attribute of the file input (a convenience only; the server checks the bytes). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif";

export type ImageContentType = "image/png" | "image/jpeg" | "image/gif";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/** The image type the bytes really are (by their signature at offset 0), or null. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return "image/gif";
  return null;
}

const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const GIF_TRAILER = 0x3b;
/** Markup a browser or a server could run if it ever took the file for a page or a script. */
const MARKUP = [
  "<script",
  "<html",
  "<!doctype",
  "<svg",
  "<iframe",
  "<object",
  "<embed",
  "<body",
  "<?php",
  "javascript:",
];

/**
 * Whether the whole file is the image its signature says and nothing else (polyglots are
 * refused): a PNG ends with its IEND chunk and a GIF with its trailer byte, and no format carries
 * markup (`<script`, `<html`, `<?php` …, in any case) anywhere — a GIF header in front of an HTML
 * page is not a GIF. A JPEG's end is not checked: phones append data after the end marker.
 */
export function isPlainImage(bytes: Uint8Array, type: ImageContentType): boolean {
  if (sniffImageType(bytes) !== type) return false;
  if (type === "image/png" && !PNG_END.every((b, i) => bytes[bytes.length - PNG_END.length + i] === b)) return false;
  if (type === "image/gif" && bytes[bytes.length - 1] !== GIF_TRAILER) return false;
  return !containsMarkup(bytes);
}

/** ASCII, case-insensitive search for any of MARKUP in the bytes (one pass per starting `<` or `j`). */
function containsMarkup(bytes: Uint8Array): boolean {
  const lower = (b: number) => (b >= 0x41 && b <= 0x5a ? b | 0x20 : b);
  for (let i = 0; i < bytes.length; i++) {
    const first = lower(bytes[i]!);
    if (first !== 0x3c && first !== 0x6a) continue; // "<" or "j"
    for (const word of MARKUP) {
      if (word.charCodeAt(0) !== first || i + word.length > bytes.length) continue;
      let match = true;
      for (let k = 1; k < word.length && match; k++) match = lower(bytes[i + k]!) === word.charCodeAt(k);
      if (match) return true;
    }
  }
  return false;
}

/**
 * A storage-safe version of a file name: the last path segment, ASCII letters, digits, dot, dash
 * and underscore only, no leading dots, at most 80 characters, never empty.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "-")
    .replace(/[^A-Za-z0-9._-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^[.-]+/, "");
  if (!cleaned) return "gambar";
  if (cleaned.length <= 80) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 80 - ext.length) + ext;
}

/** `product_images/<user id>/<timestamp>-<file name>` (ARCHITECTURE.md section 5). */
export function uploadKey(userId: string, fileName: string, now: number): string {
  return `${LISTING_PREFIX}${userId}/${now}-${sanitizeFileName(fileName)}`;
}

/** Where listing images live; only keys under it are ever served publicly (/images). */
export const LISTING_PREFIX = "product_images/";
/** Identity documents of seller verification: private, streamed only to staff (modules/sellers). */
export const IDENTITY_PREFIX = "identity/";

/** What an upload is for: a listing image (public once attached) or an identity document (private). */
export type UploadPurpose = "listing" | "identity";

/** `identity/<user id>/<timestamp>-<file name>`: a private key, never under the public prefix. */
export function identityKey(userId: string, fileName: string, now: number): string {
  return `${IDENTITY_PREFIX}${userId}/${now}-${sanitizeFileName(fileName)}`;
}

/** Whether `key` is one of `userId`'s private identity documents. */
export const isIdentityKeyOf = (key: string, userId: string) => key.startsWith(`${IDENTITY_PREFIX}${userId}/`);

/** The public URL an image key is served at. */
export function imageUrl(key: string): string {
  return `/images/${key}`;
}

/** The storage key behind a served image URL, or null for any other URL (e.g. seed images). */
export function keyFromImageUrl(url: string): string | null {
  return url.startsWith("/images/product_images/") ? url.slice("/images/".length) : null;
}
