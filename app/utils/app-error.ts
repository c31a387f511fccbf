/**
 * The application's one refusal: a user-facing title and message (Indonesian), the HTTP status to
 * answer with and, when it concerns one field of a form, that field. Modules throw or return it;
 * resource routes answer with `errorJson` (refuse.server.ts), actions with `refuse` (`{ error, values }` data). Browser code imports only the types.
 */
export class AppError extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  /** The refusal as the browser reads it. */
  toJSON(): AppErrorShape {
    return { title: this.title, message: this.message, field: this.field ?? null };
  }
}

/** What a page or a script receives of an AppError. */
export type AppErrorShape = { title: string; message: string; field: string | null };

export const ACCESS_DENIED = "Akses Ditolak";

/** 403 'Akses Ditolak' for a change the user may not make. */
export const denied = (message = "Anda tidak memiliki izin untuk mengubah data ini.") =>
  new AppError(ACCESS_DENIED, message, 403);

/** 400 for a form whose `intent` this action does not know. */
export const unknownRequest = () => new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400);
