/**
 * Joins class names, leaving out the empty ones: clsx's job without its code. For class lists that
 * never override one another — the shell's (header, theme toggle, search form) and the public
 * cards' — so that every page need not carry cn.ts's Tailwind merge (~1.3 KiB gzip). A component
 * whose caller may override its classes (`px-3` over its `px-5`) uses cn.
 */
export function cx(...names: (string | false | null | undefined)[]) {
  return names.filter(Boolean).join(" ");
}
