/**
 * The answers a guard throws so routes stay linear (a Remix idiom): to /login with 'Login
 * Diperlukan', 403 'Akses Ditolak', 404. Modules decide who may pass (modules/auth/guards.server.ts);
 * the responses are made here, the one place modules may reach for them.
 */
import { AppError } from "./app-error";
import { redirectWithToast } from "./toast.server";

function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** To /login?redirect=<this page> with the 'Login Diperlukan' toast. */
export function loginRedirect(request: Request, description = "Silakan login terlebih dahulu.") {
  return redirectWithToast(`/login?redirect=${encodeURIComponent(currentPath(request))}`, {
    type: "error",
    title: "Login Diperlukan",
    description,
  });
}

/** 403 'Akses Ditolak' (the root error boundary shows the message). */
export function forbidden(message = "Anda tidak memiliki izin untuk mengakses halaman ini.") {
  return new Response(message, { status: 403, statusText: "Akses Ditolak" });
}

/** 404 with `message` as its text and status text (the route's error boundary shows it). */
export function notFound(message: string) {
  return new Response(message, { status: 404, statusText: message });
}

/** A module's refusal (AppError) as the page's answer: 403 'Akses Ditolak', else its status and text. */
export function refusalAnswer(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.status === 403) return forbidden(error.message);
  return new Response(error.message, { status: error.status, statusText: error.title });
}

/** `load()`, with an AppError it throws turned into the page's answer (refusalAnswer). */
export async function orRefusal<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw refusalAnswer(error);
  }
}
