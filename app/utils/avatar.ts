/**
 * Avatars come from this site only: the generated `/avatars/<name>.svg` (routes/avatars.$name.tsx)
 * or an image the user uploaded here (`/images/product_images/<their id>/…`). A foreign URL would
 * put a tracking pixel on every profile, listing, review and inbox row that shows the avatar, and
 * OAuth providers' pictures are not taken over (new accounts get the generated avatar).
 */

/** The generated avatar for a username (served by routes/avatars.$name.tsx); fallback 'user'. */
export function avatarUrlFor(username: string): string {
  return `/avatars/${encodeURIComponent(username || "user")}.svg`;
}

/** Exact shapes only: no query, no fragment, no dot segments, no backslash, no second slash. */
const GENERATED = /^\/avatars\/[A-Za-z0-9_%-]+\.svg$/;
const UPLOADED = /^\/images\/product_images\/([A-Za-z0-9_]+)\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether `url` is an avatar of this site: a generated one or an uploaded image (anyone's). */
export function isSiteAvatarUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && (GENERATED.test(url) || UPLOADED.test(url));
}

/** Whether a user may save `url` as their avatar: a generated one, or an image they uploaded. */
export function isOwnAvatarUrl(url: string, userId: string): boolean {
  if (GENERATED.test(url)) return true;
  return UPLOADED.exec(url)?.[1] === userId;
}

/** The avatar to show: the stored one when it is this site's, otherwise the generated default. */
export function avatarSrc(stored: string | null | undefined, username: string): string {
  return isSiteAvatarUrl(stored) ? stored : avatarUrlFor(username);
}
