/** Who may use the upload endpoints (the routes answer with ~/utils/json-api.server). */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "~/modules/auth/guards.server";
import type { SessionUser } from "~/modules/auth/session.server";
import { AppError } from "~/utils/app-error";
import { LISTING_TEXTS } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** The signed-in seller, or the refusal to answer with: 401 for visitors, 403 for everyone else. */
export async function uploader(request: Request, context: Ctx): Promise<SessionUser | AppError> {
  const user = await getUser(request, context);
  if (!user) return new AppError("Login Diperlukan", "Silakan login terlebih dahulu.", 401);
  if (user.role !== "seller") return new AppError("Akses Ditolak", LISTING_TEXTS.sellerOnlyCreate, 403);
  return user;
}
