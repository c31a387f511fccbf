/**
 * Evidence images of an order (a warranty claim's, a dispute case's): the form's image files are
 * checked by their bytes (PNG, JPEG or GIF, nothing hidden inside), stored in the IMAGES bucket under
 * `evidence/<order>/…`, and served only through the order's access check (the caller's).
 */
import { MAX_IMAGE_BYTES, isPlainImage, sniffImageType } from "~/modules/listings/images";
import { newId } from "~/utils/ids";
import { WARRANTY_TEXTS as T } from "./texts";
import { MAX_EVIDENCE_FILES } from "./warranty-rules";

/** The evidence files of the form (non-empty files only). */
export function evidenceFiles(form: FormData, field = "evidence"): File[] {
  return form.getAll(field).filter((f): f is File => typeof f === "object" && f !== null && f.size > 0);
}

/** Checks and stores the evidence images; their keys, or the field's error. Nothing is stored unless all pass. */
export async function storeEvidence(
  bucket: R2Bucket,
  orderId: string,
  files: File[],
  { required = true }: { required?: boolean } = {},
): Promise<{ ok: true; keys: string[] } | { ok: false; error: string }> {
  if (files.length === 0) return required ? { ok: false, error: T.evidenceRequired } : { ok: true, keys: [] };
  if (files.length > MAX_EVIDENCE_FILES) return { ok: false, error: T.tooManyFiles(MAX_EVIDENCE_FILES) };
  const checked: { bytes: Uint8Array; type: string }[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, error: T.imageTooLarge(file.name) };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || !isPlainImage(bytes, type)) return { ok: false, error: T.badImage(file.name) };
    checked.push({ bytes, type });
  }
  const keys: string[] = [];
  for (const { bytes, type } of checked) {
    const key = `evidence/${orderId}/${newId("evd")}`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: type } });
    keys.push(key);
  }
  return { ok: true, keys };
}

/** The stored image `key` (the caller checked who asks), or null for none; the route answers it. */
export async function evidenceObject(bucket: R2Bucket, key: string | undefined): Promise<R2ObjectBody | null> {
  return key ? bucket.get(key) : null;
}
