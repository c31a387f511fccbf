/**
 * Direct-to-storage listing images (docs/r2-uploads.md). `issueUploadTicket` writes a pending
 * `uploads` row and answers with where the browser sends the file: a presigned R2 PUT URL when R2 is
 * configured (r2-uploads.server.ts), else this worker's own `PUT /uploads/{id}` (`storeUploadBody`).
 * `verifyUpload` locks the row, reads the STORED object back (size and magic bytes) and only then
 * marks it verified; anything else is deleted from R2. Listings attach only verified uploads of the
 * same seller. Every function checks the row belongs to the session user (403 otherwise).
 */
import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { readBounded } from "~/utils/request-body.server";
import { uploads } from "~/db/schema";
import { AppError, denied } from "~/utils/app-error";
import {
  imageUrl,
  MAX_IMAGE_BYTES,
  isPlainImage,
  sniffImageType,
  UNATTACHED_UPLOAD_TTL_MS,
  UPLOAD_TICKET_TTL_MS,
  identityKey,
  LISTING_PREFIX,
  uploadKey,
  type UploadPurpose,
} from "./images";
import { IMAGE_TEXTS } from "./texts";
import { presignUpload, type R2UploadConfig } from "./r2-uploads.server";

export interface UploadDeps {
  db: Db;
  bucket: R2Bucket;
  /** The R2 settings for presigned uploads; absent/null: the worker's own PUT endpoint. */
  r2?: R2UploadConfig | null;
}

/** Verified-but-unused uploads a seller may hold at once (a listing uses at most 5). */
export const MAX_OPEN_UPLOADS = 20;

export type UploadRow = typeof uploads.$inferSelect;

export interface TicketInput {
  fileName: string;
  size: number;
  contentType?: string | null;
  /** A listing image (default) or an identity document (private prefix, never served publicly). */
  purpose?: UploadPurpose;
}

export interface UploadTicket {
  id: string;
  uploadUrl: string;
  /** Headers the browser's PUT must carry exactly (a presigned URL signs them). */
  uploadHeaders: Record<string, string>;
  key: string;
  expiresAt: number;
}

const IMAGE_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/gif"];

/** The declared type when it is one of the image types (lower case), else null. */
function declaredImageType(value: string | null | undefined): string | null {
  const type = (value ?? "").trim().toLowerCase();
  return IMAGE_TYPES.includes(type) ? type : null;
}

export interface VerifiedImage {
  id: string;
  key: string;
  /** The public URL; "" for a private identity document (no public URL exists). */
  url: string;
  fileName: string;
  contentType: string;
  size: number;
}

const failed = (message: string, status = 422) => new AppError(IMAGE_TEXTS.uploadFailedTitle, message, status);
const tooLarge = (name: string) => new AppError(IMAGE_TEXTS.tooLargeTitle, IMAGE_TEXTS.tooLarge(name), 413);

/** Reads the declared size: a whole number of bytes. */
export function parseDeclaredSize(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Removes this user's stale uploads from R2 and marks them deleted: pending tickets that expired,
 * and verified images no listing used within a day. Cheap (one indexed query), run whenever the
 * user asks for a new ticket, so no cron is needed.
 */
export async function sweepStaleUploads({ db, bucket }: UploadDeps, userId: string, now = Date.now()) {
  const stale = await db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        or(
          and(inArray(uploads.status, ["pending", "verifying"]), lt(uploads.expiresAt, now)),
          and(eq(uploads.status, "verified"), lt(uploads.createdAt, now - UNATTACHED_UPLOAD_TTL_MS)),
        ),
      ),
    )
    .limit(100);
  if (stale.length === 0) return 0;
  await bucket.delete(stale.map((s) => s.key));
  await db
    .update(uploads)
    .set({ status: "deleted" })
    .where(
      and(
        inArray(
          uploads.id,
          stale.map((s) => s.id),
        ),
        inArray(uploads.status, ["pending", "verifying", "verified"]),
      ),
    );
  return stale.length;
}

/** A short-lived upload ticket for one file (after sweeping the user's stale uploads). */
export async function issueUploadTicket(
  deps: UploadDeps,
  userId: string,
  input: TicketInput,
  now = Date.now(),
): Promise<UploadTicket> {
  const fileName = input.fileName.trim().slice(0, 200);
  if (!fileName) throw failed("Nama file tidak boleh kosong.", 400);
  if (input.size > MAX_IMAGE_BYTES) throw tooLarge(fileName);
  if (input.size < 1) throw failed(IMAGE_TEXTS.empty, 400);
  // The declaration is kept on the row (size, content_type until verified) and checked against
  // the stored object. A presigned PUT signs the type, so there it must be an image type.
  const contentType = declaredImageType(input.contentType);
  if (deps.r2 && !contentType) throw failed(`${fileName}: ${IMAGE_TEXTS.wrongType}`, 415);

  await sweepStaleUploads(deps, userId, now);
  const open = await deps.db.$count(
    uploads,
    and(eq(uploads.userId, userId), inArray(uploads.status, ["pending", "verifying", "verified"])),
  );
  if (open >= MAX_OPEN_UPLOADS)
    throw new AppError(
      IMAGE_TEXTS.limitTitle,
      "Terlalu banyak gambar yang belum dipakai. Hapus sebagian atau selesaikan listing Anda dulu.",
      429,
    );

  const id = newId("upl");
  const expiresAt = now + UPLOAD_TICKET_TTL_MS;
  // Keys are unique (`<timestamp>-<name>`); two tickets for one name in the same millisecond take
  // the next free millisecond.
  for (let attempt = 0; ; attempt++) {
    const key = (input.purpose === "identity" ? identityKey : uploadKey)(userId, fileName, now + attempt);
    const inserted = await deps.db
      .insert(uploads)
      .values({
        id,
        userId,
        key,
        fileName,
        contentType,
        size: input.size,
        status: "pending",
        expiresAt,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: uploads.id });
    if (inserted.length > 0) {
      const uploadHeaders: Record<string, string> = contentType ? { "Content-Type": contentType } : {};
      const uploadUrl =
        deps.r2 && contentType ? await presignUpload(deps.r2, key, contentType, input.size, now) : `/uploads/${id}`;
      return { id, key, uploadUrl, uploadHeaders, expiresAt };
    }
    if (attempt >= 5) throw failed("Gagal membuat tiket unggah. Silakan coba lagi.", 503);
  }
}

/** The upload row when it belongs to `userId`; 404 when unknown, 403 when it is someone else's. */
export async function ownUpload(db: Db, userId: string, id: string): Promise<UploadRow> {
  const row = await db.query.uploads.findFirst({ where: eq(uploads.id, id) });
  if (!row || row.status === "deleted")
    throw new AppError(IMAGE_TEXTS.uploadFailedTitle, "Unggahan tidak ditemukan.", 404);
  if (row.userId !== userId) throw denied("Anda tidak memiliki izin untuk mengubah gambar ini.");
  return row;
}

async function discard({ db, bucket }: UploadDeps, row: Pick<UploadRow, "id" | "key">) {
  await bucket.delete(row.key);
  await db.update(uploads).set({ status: "deleted" }).where(eq(uploads.id, row.id));
}

/**
 * The local stand-in for the presigned URL: stores the request body at the ticket's key. Only the
 * ticket's owner, only while it is pending and unexpired, at most 2 MB (by Content-Length and by
 * the bytes actually received — 413 otherwise), never empty. Once verification has begun a PUT is
 * refused (409): the bytes being checked are the bytes that get served.
 */
export async function storeUploadBody(
  deps: UploadDeps,
  userId: string,
  id: string,
  request: Request,
  now = Date.now(),
): Promise<{ id: string; key: string; size: number }> {
  const row = await ownUpload(deps.db, userId, id);
  if (row.status === "verifying") throw failed(IMAGE_TEXTS.verifying, 409);
  if (row.status !== "pending") throw failed(IMAGE_TEXTS.notPending, 409);
  if (row.expiresAt < now) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.expired, 410);
  }
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) {
    await request.body?.cancel();
    await discard(deps, row);
    throw tooLarge(row.fileName);
  }
  const bytes = await readBounded(request.body, MAX_IMAGE_BYTES);
  if (!bytes) {
    await discard(deps, row);
    throw tooLarge(row.fileName);
  }
  if (bytes.byteLength === 0) throw failed(IMAGE_TEXTS.empty, 400);
  // Stored as opaque bytes: the type is decided by verifyUpload from the stored signature.
  await deps.bucket.put(row.key, bytes, { httpMetadata: { contentType: "application/octet-stream" } });
  // A verify that began while the body was arriving may have read the object before this write:
  // both sides write first and look second, so one of them always sees the other. Here the PUT
  // lost — the object and the ticket are given up, never served as what verify checked.
  const after = await deps.db.query.uploads.findFirst({ where: eq(uploads.id, row.id) });
  if (after?.status !== "pending") {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.verifying, 409);
  }
  return { id: row.id, key: row.key, size: bytes.byteLength };
}

/**
 * Checks the stored object itself (size ≤ 2 MB, PNG/JPEG/GIF signature) and marks the upload
 * verified with the type its bytes show. The row is marked `verifying` before the object is read,
 * so no PUT replaces the bytes between the check and the mark. A bad object is deleted from R2 and
 * the row marked deleted. Verifying an already verified upload answers it again; one already being
 * verified is a 409.
 */
export async function verifyUpload(
  deps: UploadDeps,
  userId: string,
  id: string,
  now = Date.now(),
): Promise<VerifiedImage> {
  const row = await ownUpload(deps.db, userId, id);
  const verified = (r: UploadRow): VerifiedImage => ({
    id: r.id,
    key: r.key,
    url: r.key.startsWith(LISTING_PREFIX) ? imageUrl(r.key) : "",
    fileName: r.fileName,
    contentType: r.contentType!,
    size: r.size!,
  });
  if (row.status === "verified" || row.status === "attached") return verified(row);
  if (row.status === "verifying") throw failed(IMAGE_TEXTS.verifying, 409);
  if (row.expiresAt < now) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.expired, 410);
  }
  const [claimed] = await deps.db
    .update(uploads)
    .set({ status: "verifying" })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, "pending")))
    .returning({ id: uploads.id });
  if (!claimed) {
    // Another verify got there first (or finished): answer what it decided.
    const current = await ownUpload(deps.db, userId, id);
    if (current.status === "verified" || current.status === "attached") return verified(current);
    throw failed(IMAGE_TEXTS.verifying, 409);
  }
  const head = await deps.bucket.head(row.key);
  if (!head) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.missing, 422);
  }
  if (head.size > MAX_IMAGE_BYTES) {
    await discard(deps, row);
    throw tooLarge(row.fileName);
  }
  if (head.size === 0) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.empty, 422);
  }
  // What was declared for the ticket (and, for a presigned PUT, signed) must be what is stored.
  if (row.size !== null && head.size !== row.size) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.sizeMismatch(row.fileName), 422);
  }
  // The whole file (at most 2 MB): its signature names the type, and the rest must be that image
  // and nothing else — a GIF header in front of a page is refused, not stored.
  const object = await deps.bucket.get(row.key);
  const bytes = object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array(0);
  const contentType = sniffImageType(bytes);
  if (!contentType || !isPlainImage(bytes, contentType)) {
    await discard(deps, row);
    throw failed(`${row.fileName}: ${IMAGE_TEXTS.wrongType}`, 415);
  }
  if (row.contentType && row.contentType !== contentType) {
    await discard(deps, row);
    throw failed(IMAGE_TEXTS.typeMismatch(row.fileName), 415);
  }
  const [updated] = await deps.db
    .update(uploads)
    .set({ status: "verified", contentType, size: head.size })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, "verifying")))
    .returning();
  if (!updated) throw failed(IMAGE_TEXTS.notPending, 409);
  return verified(updated);
}

/**
 * Removes an image the seller took out of the form: deleted from R2 and marked deleted. Images a
 * listing already uses stay (409).
 */
export async function deleteUpload(deps: UploadDeps, userId: string, id: string): Promise<void> {
  const row = await ownUpload(deps.db, userId, id);
  if (row.status === "attached") throw new AppError(IMAGE_TEXTS.deleteFailedTitle, IMAGE_TEXTS.inUse, 409);
  try {
    await discard(deps, row);
  } catch {
    throw new AppError(IMAGE_TEXTS.deleteFailedTitle, "Penyimpanan tidak dapat dihubungi. Silakan coba lagi.", 502);
  }
}

/** An image that may be served: only keys of verified or attached uploads. */
export async function findServableImage({ db, bucket }: UploadDeps, key: string) {
  if (!key.startsWith(LISTING_PREFIX)) return null;
  const row = await db.query.uploads.findFirst({
    where: and(eq(uploads.key, key), inArray(uploads.status, ["verified", "attached"])),
  });
  if (!row?.contentType) return null;
  const object = await bucket.get(key);
  if (!object) return null;
  return { object, contentType: row.contentType };
}
