/** The one guard of the staff console: admins only; anyone else 403, visitors to /login. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { requireRole } from "~/modules/auth/guards.server";
import { ADMIN_TEXTS } from "./texts";

export function requireAdmin(request: Request, context: Pick<AppLoadContext, "db" | "env">): Promise<SessionUser> {
  return requireRole(request, context, ["admin"], ADMIN_TEXTS.adminOnly);
}
