/**
 * Direct-to-R2 uploads (docs/r2-uploads.md): with the four R2 settings configured, an upload ticket
 * carries a SigV4 presigned PUT URL with Content-Type and Content-Length signed, so image bytes go
 * from the browser straight to R2. All or nothing: none set → the worker's own `PUT /uploads/{id}`
 * (local, tests); some set → `readR2UploadConfig` throws and the worker fails naming what is missing,
 * never silently streaming production images through itself.
 */
import { AwsV4Signer } from "aws4fetch";
import { UPLOAD_TICKET_TTL_MS } from "./images";

export interface R2UploadConfig {
  accountId: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

export interface R2UploadEnv {
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET?: string;
}

const SETTINGS = ["R2_ACCOUNT_ID", "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY", "R2_BUCKET"] as const;

/** The presigned URL is good for as long as the ticket: 600 seconds. */
export const PRESIGN_EXPIRES_SECONDS = UPLOAD_TICKET_TTL_MS / 1000;

/**
 * The R2 upload settings, or null when none is set. Throws (naming them) when only some are set
 * or one is malformed: an account id is 32 hex digits, a bucket name 3–63 lowercase letters,
 * digits and hyphens.
 */
export function readR2UploadConfig(env: R2UploadEnv): R2UploadConfig | null {
  const values = SETTINGS.map((name) => (env[name] ?? "").trim());
  if (values.every((v) => !v)) return null;
  const missing = SETTINGS.filter((_, i) => !values[i]);
  if (missing.length > 0)
    throw new Error(
      `R2 direct uploads are half-configured: ${missing.join(", ")} missing (set all four of ${SETTINGS.join(", ")}, or none)`,
    );
  const [accountId, accessKeyId, secretAccessKey, bucket] = values as [string, string, string, string];
  if (!/^[0-9a-f]{32}$/i.test(accountId))
    throw new Error("R2_ACCOUNT_ID must be the 32-hex-digit Cloudflare account id");
  if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error("R2_BUCKET must be an R2 bucket name (3–63 lowercase letters, digits, hyphens)");
  return { accountId: accountId.toLowerCase(), accessKeyId, secretAccessKey, bucket };
}

/** The S3 API origin of the account's R2 (for the CSP's connect-src). */
export function r2Origin(config: R2UploadConfig): string {
  return `https://${config.accountId}.r2.cloudflarestorage.com`;
}

export interface PresignInput {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
  method: string;
  /** The object's URL (path-style). */
  url: string;
  /** Headers the request must carry exactly; all of them are signed (with host). */
  headers?: Record<string, string>;
  expiresSeconds: number;
  /** `YYYYMMDDTHHMMSSZ`; now when omitted (tests pin it). */
  datetime?: string;
}

/** A SigV4 query-signed URL (aws4fetch; every given header signed, the payload unsigned). */
export async function presignUrl(input: PresignInput): Promise<string> {
  const url = new URL(input.url);
  url.searchParams.set("X-Amz-Expires", String(input.expiresSeconds));
  const signer = new AwsV4Signer({
    method: input.method,
    url: url.toString(),
    headers: input.headers,
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    region: input.region,
    service: input.service,
    datetime: input.datetime,
    signQuery: true,
    allHeaders: true,
  });
  const signed = await signer.sign();
  return signed.url.toString();
}

const amzDate = (now: number) => new Date(now).toISOString().replace(/[:-]|\.\d{3}/g, "");

/**
 * The presigned PUT of one upload: the browser must send exactly `Content-Type: <contentType>` and
 * a body of `size` bytes (its Content-Length), before the URL expires with the ticket.
 */
export function presignUpload(
  config: R2UploadConfig,
  key: string,
  contentType: string,
  size: number,
  now = Date.now(),
): Promise<string> {
  const path = key.split("/").map(encodeURIComponent).join("/");
  return presignUrl({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: "auto",
    service: "s3",
    method: "PUT",
    url: `${r2Origin(config)}/${config.bucket}/${path}`,
    headers: { "Content-Type": contentType, "Content-Length": String(size) },
    expiresSeconds: PRESIGN_EXPIRES_SECONDS,
    datetime: amzDate(now),
  });
}
