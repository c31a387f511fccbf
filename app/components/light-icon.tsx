/**
 * What a lucide icon becomes in the production build (see `lucideIconImports` in vite.config.ts):
 * the same drawing, but one `<svg>` with its shapes as a single markup string instead of a React
 * element per shape, and the stroke settings every lucide icon shares in CSS (`svg.lucide` in
 * tailwind.css) instead of seven attributes on each. A page such as the game page draws ~40 icons;
 * rendering them this way takes a fraction of the server time lucide's own component needs.
 * Source files keep importing from "lucide-react"; dev mode uses lucide itself.
 */
import type { SVGProps } from "react";

export type LightIconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;

export function lightIcon(shapes: string) {
  const html = { __html: shapes };
  function Icon({ className, ...props }: LightIconProps) {
    // Like lucide: decorative unless the caller gives it a name or a role.
    const named = props["aria-label"] || props["aria-labelledby"] || props.role;
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : "true"}
        {...props}
        className={className ? `lucide ${className}` : "lucide"}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  return Icon;
}
