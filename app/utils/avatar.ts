/** The generated avatar for a username (served by routes/avatars.$name.tsx); fallback 'user'. */
export function avatarUrlFor(username: string): string {
  return `/avatars/${encodeURIComponent(username || "user")}.svg`;
}
