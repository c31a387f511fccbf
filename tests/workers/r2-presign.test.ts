import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "~/db/schema";
import { createSession } from "~/modules/auth/session.server";
import { limitsFrom } from "~/modules/limits/limits";
import { presignUrl, readR2UploadConfig } from "~/modules/listings/r2-uploads.server";
import { issueUploadTicket } from "~/modules/listings/uploads.server";
import { contentSecurityPolicy } from "~/utils/security-headers.server";
import { db } from "./helpers";
import { client, ORIGIN } from "./http";

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
const PNG = b64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==");
const JPEG = b64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);

const R2_ENV = {
  R2_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  R2_ACCESS_KEY_ID: "r2-test-access-key",
  R2_SECRET_ACCESS_KEY: "r2-test-secret-access-key-do-not-use",
  R2_BUCKET: "pasargame-images",
};

// ── An independent SigV4 (plain WebCrypto, not aws4fetch) ─────────────────────
const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (b: ArrayBuffer) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");
async function hmac(key: Uint8Array<ArrayBuffer>, data: string) {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, utf8(data)));
}
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature AWS's documented algorithm gives for a query-signed URL (unsigned payload). */
async function expectedSignature(url: URL, method: string, headers: Record<string, string>, secret: string) {
  const params = [...url.searchParams].filter(([k]) => k !== "X-Amz-Signature");
  const query = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const all = { host: url.host, ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
  const names = Object.keys(all).sort();
  const canonical = [
    method,
    url.pathname,
    query,
    names.map((n) => `${n}:${all[n as keyof typeof all]}\n`).join(""),
    names.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const datetime = url.searchParams.get("X-Amz-Date")!;
  const scope = url.searchParams.get("X-Amz-Credential")!.split("/").slice(1).join("/");
  const [date, region, service] = scope.split("/");
  const toSign = [
    "AWS4-HMAC-SHA256",
    datetime,
    scope,
    hex(await crypto.subtle.digest("SHA-256", utf8(canonical))),
  ].join("\n");
  let key = await hmac(utf8(`AWS4${secret}`), date!);
  for (const part of [region!, service!, "aws4_request"]) key = await hmac(key, part);
  return hex((await hmac(key, toSign)).buffer as ArrayBuffer);
}

describe("the SigV4 query signer", () => {
  it("reproduces AWS's published presigned URL example (S3, GET examplebucket/test.txt)", async () => {
    const signed = new URL(
      await presignUrl({
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
        service: "s3",
        method: "GET",
        url: "https://examplebucket.s3.amazonaws.com/test.txt",
        expiresSeconds: 86400,
        datetime: "20130524T000000Z",
      }),
    );
    expect(signed.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(signed.searchParams.get("X-Amz-Credential")).toBe("AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request");
    expect(signed.searchParams.get("X-Amz-Date")).toBe("20130524T000000Z");
    expect(signed.searchParams.get("X-Amz-Expires")).toBe("86400");
    expect(signed.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect(signed.searchParams.get("X-Amz-Signature")).toBe(
      "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
    // The independent recomputation agrees with AWS's figure too (so it can judge the R2 URLs below).
    expect(await expectedSignature(signed, "GET", {}, "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")).toBe(
      "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
});

describe("R2 upload settings", () => {
  it("are all four or none: a partial or malformed configuration is an error naming what is wrong", () => {
    expect(readR2UploadConfig({})).toBeNull();
    expect(readR2UploadConfig(R2_ENV)).toMatchObject({ accountId: R2_ENV.R2_ACCOUNT_ID, bucket: "pasargame-images" });
    expect(() => readR2UploadConfig({ ...R2_ENV, R2_SECRET_ACCESS_KEY: "" })).toThrow(/R2_SECRET_ACCESS_KEY missing/);
    expect(() => readR2UploadConfig({ R2_BUCKET: "x-images" })).toThrow(
      /R2_ACCOUNT_ID, R2_ACCESS_KEY_ID, R2_SECRET_ACCESS_KEY missing/,
    );
    expect(() => readR2UploadConfig({ ...R2_ENV, R2_ACCOUNT_ID: "not-an-account" })).toThrow(/R2_ACCOUNT_ID/);
    expect(() => readR2UploadConfig({ ...R2_ENV, R2_BUCKET: "Bad_Bucket" })).toThrow(/R2_BUCKET/);
  });

  it("let the page's scripts connect to the account's R2 endpoint (CSP connect-src)", () => {
    expect(contentSecurityPolicy("n", ["https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com"])).toContain(
      "connect-src 'self' https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com;",
    );
    expect(contentSecurityPolicy("n")).toContain("connect-src 'self';");
  });
});

describe("an upload ticket with the R2 settings configured", () => {
  it("carries a presigned PUT to <account>.r2.cloudflarestorage.com/<bucket>/<key>, type and size signed, for 600 s", async () => {
    const now = Date.UTC(2026, 10, 24, 7, 5, 9);
    const deps = { db: db(), bucket: env.IMAGES, r2: readR2UploadConfig(R2_ENV) };
    const t = await issueUploadTicket(
      deps,
      "usr_demo_seller",
      { fileName: "Foto Akun (1).png", size: 1000, contentType: "image/png" },
      now,
    );
    const url = new URL(t.uploadUrl);
    expect(url.protocol).toBe("https:");
    expect(url.host).toBe("0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com");
    expect(t.key).toMatch(/^product_images\/usr_demo_seller\/\d{13}-/);
    expect(decodeURIComponent(url.pathname)).toBe(`/pasargame-images/${t.key}`);
    const q = url.searchParams;
    expect(q.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(q.get("X-Amz-Credential")).toBe("r2-test-access-key/20261124/auto/s3/aws4_request");
    expect(q.get("X-Amz-Date")).toBe("20261124T070509Z");
    expect(q.get("X-Amz-Expires")).toBe("600");
    expect(q.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(q.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    // The browser is told to send exactly the signed type (its Content-Length is the file's size).
    expect(t.uploadHeaders).toEqual({ "Content-Type": "image/png" });

    const headers = { "content-length": "1000", "content-type": "image/png" };
    const secret = R2_ENV.R2_SECRET_ACCESS_KEY;
    expect(q.get("X-Amz-Signature")).toBe(await expectedSignature(url, "PUT", headers, secret));
    // Another type or size would not match the signature: R2 refuses such a PUT.
    expect(q.get("X-Amz-Signature")).not.toBe(
      await expectedSignature(url, "PUT", { ...headers, "content-type": "text/html" }, secret),
    );
    expect(q.get("X-Amz-Signature")).not.toBe(
      await expectedSignature(url, "PUT", { ...headers, "content-length": "1001" }, secret),
    );

    // The declaration is kept for the completion step.
    const row = await db().query.uploads.findFirst({ where: eq(uploads.id, t.id) });
    expect(row).toMatchObject({ status: "pending", size: 1000, contentType: "image/png" });
  });

  it("is refused for a file that does not declare an image type (the signed type must be one)", async () => {
    const deps = { db: db(), bucket: env.IMAGES, r2: readR2UploadConfig(R2_ENV) };
    await expect(
      issueUploadTicket(deps, "usr_demo_seller", { fileName: "halaman.html", size: 10, contentType: "text/html" }),
    ).rejects.toMatchObject({ status: 415, message: "halaman.html: File bukan gambar PNG, JPG, atau GIF." });
  });
});

// ── The completion step, over HTTP (no R2 settings here: the worker's own endpoint) ──
async function seller() {
  const c = client();
  const { token } = await createSession(db(), "usr_demo_seller", limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return (method: string, path: string, body?: BodyInit) =>
    SELF.fetch(`${ORIGIN}${path}`, {
      method,
      body,
      headers: {
        Origin: ORIGIN,
        Cookie: cookie,
        ...(typeof body === "string" ? { "Content-Type": "application/json" } : {}),
      },
      redirect: "manual",
    });
}
type Ticket = { id: string; uploadUrl: string; uploadHeaders: Record<string, string>; key: string };

describe("without the R2 settings", () => {
  it("the ticket keeps the worker's own PUT endpoint and names the declared type", async () => {
    const send = await seller();
    const res = await send(
      "POST",
      "/uploads",
      JSON.stringify({ fileName: "a.png", size: PNG.byteLength, contentType: "image/png" }),
    );
    expect(res.status).toBe(201);
    const t = (await res.json()) as Ticket;
    expect(t.uploadUrl).toBe(`/uploads/${t.id}`);
    expect(t.uploadHeaders).toEqual({ "Content-Type": "image/png" });
    expect((await send("PUT", t.uploadUrl, PNG)).status).toBe(200);
    expect((await send("POST", t.uploadUrl)).status).toBe(200);
  });
});

describe("completing an upload whose stored bytes differ from the declaration", () => {
  /** A ticket, then the object put straight into the bucket — as a browser that went to R2 would. */
  async function storedDirectly(declared: { size: number; contentType: string }, bytes: Uint8Array) {
    const send = await seller();
    const res = await send("POST", "/uploads", JSON.stringify({ fileName: "foto.png", ...declared }));
    expect(res.status).toBe(201);
    const t = (await res.json()) as Ticket;
    await env.IMAGES.put(t.key, bytes, { httpMetadata: { contentType: declared.contentType } });
    return { t, verify: await send("POST", `/uploads/${t.id}`) };
  }
  const rowOf = (id: string) => db().query.uploads.findFirst({ where: eq(uploads.id, id) });

  it("refuses a JPEG declared as a PNG of its size and deletes it", async () => {
    const { t, verify } = await storedDirectly({ size: JPEG.byteLength, contentType: "image/png" }, JPEG);
    expect(verify.status).toBe(415);
    expect(await verify.json()).toMatchObject({
      error: {
        title: "Gagal Unggah Gambar",
        message: "foto.png: jenis file yang tersimpan tidak sama dengan yang dikirim. Silakan unggah lagi.",
      },
    });
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await rowOf(t.id))!.status).toBe("deleted");
    expect((await SELF.fetch(`${ORIGIN}/images/${t.key}`)).status).toBe(404);
  });

  it("refuses a PNG one byte shorter than declared and deletes it", async () => {
    const { t, verify } = await storedDirectly({ size: PNG.byteLength + 1, contentType: "image/png" }, PNG);
    expect(verify.status).toBe(422);
    expect(await verify.json()).toMatchObject({
      error: {
        title: "Gagal Unggah Gambar",
        message: "foto.png: ukuran file yang tersimpan tidak sama dengan yang dikirim. Silakan unggah lagi.",
      },
    });
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await rowOf(t.id))!.status).toBe("deleted");
  });

  it("accepts the object when it is what was declared", async () => {
    const { t, verify } = await storedDirectly({ size: PNG.byteLength, contentType: "image/png" }, PNG);
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({ id: t.id, contentType: "image/png", size: PNG.byteLength });
    expect(await env.IMAGES.head(t.key)).not.toBeNull();
  });
});
