/**
 * The listings area's one error type: a user-facing title and message (the spec's Indonesian
 * texts) and the HTTP status the caller should answer with. Routes turn it into JSON or a toast.
 */
export class ListingError extends Error {
  constructor(
    readonly title: string,
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ListingError";
  }
}

export const ACCESS_DENIED = "Akses Ditolak";

export const denied = (message = "Anda tidak memiliki izin untuk mengubah data ini.") =>
  new ListingError(ACCESS_DENIED, message, 403);

/** A JSON error answer for resource routes: `{ error: { title, message } }` with its status. */
export function errorJson(error: ListingError) {
  return Response.json(
    { error: { title: error.title, message: error.message, field: error.field ?? null } },
    { status: error.status, headers: { "Cache-Control": "no-store" } },
  );
}
