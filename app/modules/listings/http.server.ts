/** Shared pieces of the upload resource routes: who may upload, and JSON answers. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "~/modules/auth/guards.server";
import { AppError } from "~/utils/app-error";
import { errorJson } from "~/utils/refuse.server";
import { LISTING_TEXTS } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** The signed-in seller, or a thrown JSON answer: 401 for visitors, 403 for everyone else. */
export async function requireUploader(request: Request, context: Ctx) {
  const user = await getUser(request, context);
  if (!user) throw errorJson(new AppError("Login Diperlukan", "Silakan login terlebih dahulu.", 401));
  if (user.role !== "seller") throw errorJson(new AppError("Akses Ditolak", LISTING_TEXTS.sellerOnlyCreate, 403));
  return user;
}

/** Runs `work`, turning an AppError into its JSON answer. */
export async function jsonOrError<T>(work: () => Promise<T>, status = 200): Promise<Response> {
  try {
    return Response.json(await work(), { status, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError) return errorJson(error);
    throw error;
  }
}
