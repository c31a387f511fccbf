/**
 * Evidence images of an order (a warranty claim's, a dispute case's): the form's image files are
 * checked by their bytes (PNG, JPEG or GIF, nothing hidden inside), stored in the IMAGES bucket under
 * `evidence/<order>/…`, and served only through the order's access check (the caller's).
 */
import { MAX_IMAGE_BYTES, isPlainImage, sniffImageType } from "~/modules/listings/images";
import { newId } from "~/utils/ids";
import { WARRANTY_TEXTS as T } from "./texts";
import { MAX_EVIDENCE_FILES } from "./warranty-rules";

/** The evidence files of a form field (as one value or several; non-empty files only). */
export function evidenceFiles(value: unknown): File[] {
  return [value].flat().filter((f): f is File => typeof f === "object" && f !== null && (f as File).size > 0);
}

/** An evidence image that passed its checks, ready to store. */
export type EvidenceImage = { bytes: Uint8Array; type: string };

/** Checks the evidence images by their bytes; them, or the field's message. Nothing is stored here. */
export async function checkEvidence(
  files: File[],
  { required = true }: { required?: boolean } = {},
): Promise<{ ok: true; images: EvidenceImage[] } | { ok: false; error: string }> {
  if (files.length === 0) return required ? { ok: false, error: T.evidenceRequired } : { ok: true, images: [] };
  if (files.length > MAX_EVIDENCE_FILES) return { ok: false, error: T.tooManyFiles(MAX_EVIDENCE_FILES) };
  const images: EvidenceImage[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: T.imageTooLarge(file.name) };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || !isPlainImage(bytes, type)) return { ok: false, error: T.badImage(file.name) };
    images.push({ bytes, type });
  }
  return { ok: true, images };
}

/** Stores checked evidence images under the order; their keys. */
export async function storeEvidence(bucket: R2Bucket, orderId: string, images: EvidenceImage[]): Promise<string[]> {
  const keys: string[] = [];
  for (const { bytes, type } of images) {
    const key = `evidence/${orderId}/${newId("evd")}`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
    keys.push(key);
  }
  return keys;
}

/** The stored image `key` (the caller checked who asks), or null for none; the route answers it. */
export async function evidenceObject(bucket: R2Bucket, key: string | undefined): Promise<R2ObjectBody | null> {
  return key ? bucket.get(key) : null;
}
