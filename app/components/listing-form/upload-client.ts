/**
 * The browser's side of one direct-to-storage upload (ARCHITECTURE.md section 5): ticket
 * (POST /uploads) → bytes to the ticket's URL (PUT, with progress) → verification of the stored bytes
 * (POST /uploads/{id}). Used by the listing images and by seller verification's identity photos
 * (`purpose: "identity"`: stored under the private prefix, no public URL).
 */
import type { UploadPurpose } from "~/modules/listings/images";
import { IMAGE_TEXTS } from "~/modules/listings/texts";

export interface UploadedImage {
  id: string;
  url: string;
  fileName: string;
}

type ApiError = { error?: { title?: string; message?: string } };

export class UploadFailure extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export async function readJson<T>(res: Response): Promise<T & ApiError> {
  try {
    return (await res.json()) as T & ApiError;
  } catch {
    return {} as T & ApiError;
  }
}

function failure(body: ApiError, fallback: string) {
  return new UploadFailure(body.error?.title ?? IMAGE_TEXTS.uploadFailedTitle, body.error?.message ?? fallback);
}

/** PUT with upload progress (fetch has none for request bodies). */
function putWithProgress(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    // A presigned R2 URL signs Content-Type (and the size): send exactly what the ticket names.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let body: ApiError = {};
      try {
        body = JSON.parse(xhr.responseText) as ApiError;
      } catch {
        /* not JSON: use the fallback text */
      }
      reject(failure(body, "Penyimpanan menolak file ini."));
    };
    xhr.onerror = () => reject(new UploadFailure(IMAGE_TEXTS.uploadFailedTitle, "Koneksi terputus saat mengunggah."));
    xhr.send(file);
  });
}

export async function uploadOne(
  file: File,
  onProgress: (fraction: number, phase: "upload" | "verify") => void,
  purpose: UploadPurpose = "listing",
) {
  const ticketRes = await fetch("/uploads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fileName: file.name, size: file.size, contentType: file.type, purpose }),
  });
  const ticket = await readJson<{ id: string; uploadUrl: string; uploadHeaders?: Record<string, string> }>(ticketRes);
  if (!ticketRes.ok) throw failure(ticket, "Tiket unggah tidak dapat dibuat.");
  await putWithProgress(ticket.uploadUrl, ticket.uploadHeaders ?? {}, file, (f) => onProgress(f, "upload"));
  onProgress(1, "verify");
  const verifyRes = await fetch(`/uploads/${ticket.id}`, { method: "POST" });
  const verified = await readJson<UploadedImage>(verifyRes);
  if (!verifyRes.ok) throw failure(verified, IMAGE_TEXTS.wrongType);
  return { id: verified.id, url: verified.url, fileName: verified.fileName };
}
