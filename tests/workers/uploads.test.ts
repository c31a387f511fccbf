import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { uploads } from "~/db/schema";
import { sniffImageType } from "~/modules/listings/images";
import { newUser } from "./fixtures";
import { db } from "./helpers";
import { client, ORIGIN, type Client } from "./http";

const MB2 = 2 * 1024 * 1024;
const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
/** Real 1×1 images. */
const PNG = b64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==");
const GIF = b64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7");
const JPEG = b64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);

/**
 * A client signed in as `userId`. Sessions are created directly (the login form itself is covered by
 * auth.test.ts): many sign-ins of one address would otherwise hit the per-address login limit.
 */
async function signedIn(userId: string) {
  const c = client();
  const { token } = await createSession(db(), userId, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return c;
}
const seller = (userId = "usr_demo_seller") => signedIn(userId);

function send(c: Client, method: string, path: string, body?: BodyInit | null, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    body,
    headers: {
      Origin: ORIGIN,
      Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      ...headers,
    },
    redirect: "manual",
  });
}

type Ticket = { id: string; uploadUrl: string; key: string };
type ApiError = { error: { title: string; message: string } };

async function ticket(c: Client, fileName: string, size: number, contentType = "image/png"): Promise<Ticket> {
  const res = await send(c, "POST", "/uploads", JSON.stringify({ fileName, size, contentType }), {
    "Content-Type": "application/json",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

/**
 * Ticket → PUT → verify, the browser's sequence, declaring the bytes' own type (a declaration the
 * stored bytes contradict is refused: r2-presign.test.ts). Answers the verify response.
 */
async function upload(c: Client, fileName: string, bytes: Uint8Array) {
  const t = await ticket(c, fileName, bytes.byteLength, sniffImageType(bytes) ?? "image/png");
  const put = await send(c, "PUT", t.uploadUrl, bytes as BodyInit);
  expect(put.status).toBe(200);
  return { ticket: t, res: await send(c, "POST", t.uploadUrl) };
}

const row = (id: string) => db().query.uploads.findFirst({ where: eq(uploads.id, id) });

describe("upload tickets", () => {
  it("are issued to sellers only, under product_images/<user id>/<timestamp>-<name>, for 10 minutes", async () => {
    const c = await seller();
    const before = Date.now();
    const t = await ticket(c, "Foto Akun.png", 1234);
    expect(t.uploadUrl).toBe(`/uploads/${t.id}`);
    expect(t.key).toMatch(/^product_images\/usr_demo_seller\/\d{13}-Foto-Akun\.png$/);
    const r = await row(t.id);
    expect(r).toMatchObject({ status: "pending", userId: "usr_demo_seller", fileName: "Foto Akun.png" });
    expect(r!.expiresAt - before).toBeGreaterThanOrEqual(10 * 60 * 1000 - 5);
    expect(r!.expiresAt - before).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);

    const buyer = await signedIn("usr_demo_buyer");
    const refused = await send(buyer, "POST", "/uploads", JSON.stringify({ fileName: "a.png", size: 10 }), {
      "Content-Type": "application/json",
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiError).error.title).toBe("Akses Ditolak");

    const anonymous = await send(client(), "POST", "/uploads", JSON.stringify({ fileName: "a.png", size: 10 }), {
      "Content-Type": "application/json",
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses a declared size over 2 MB or of zero bytes before any upload", async () => {
    const c = await seller();
    const big = await send(c, "POST", "/uploads", JSON.stringify({ fileName: "big.png", size: MB2 + 1 }), {
      "Content-Type": "application/json",
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as ApiError).error.title).toBe("Ukuran File Terlalu Besar");
    const empty = await send(c, "POST", "/uploads", new URLSearchParams({ fileName: "e.png", size: "0" }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ApiError).error.title).toBe("Gagal Unggah Gambar");
  });

  it("refuse an expired ticket", async () => {
    const c = await seller();
    const t = await ticket(c, "late.png", PNG.byteLength);
    await db()
      .update(uploads)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(uploads.id, t.id));
    const put = await send(c, "PUT", t.uploadUrl, PNG);
    expect(put.status).toBe(410);
    expect(((await put.json()) as ApiError).error.message).toMatch(/kedaluwarsa/);
    expect((await row(t.id))!.status).toBe("deleted");
    expect(await env.IMAGES.head(t.key)).toBeNull();
  });
});

describe("PUT /uploads/{id}", () => {
  it("refuses 2 MB + 1 byte with 413, by Content-Length and by the bytes actually sent", async () => {
    const c = await seller();
    const t = await ticket(c, "big.png", MB2);
    const tooBig = new Uint8Array(MB2 + 1);
    tooBig.set(PNG);
    const res = await send(c, "PUT", t.uploadUrl, tooBig);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiError).error.title).toBe("Ukuran File Terlalu Besar");
    expect(await env.IMAGES.head(t.key)).toBeNull();

    // A body without a Content-Length (streamed) is counted as it arrives.
    const t2 = await ticket(c, "stream.png", MB2);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(MB2));
        controller.enqueue(new Uint8Array(1));
        controller.close();
      },
    });
    const streamed = await send(c, "PUT", t2.uploadUrl, stream);
    expect(streamed.status).toBe(413);
    expect(await env.IMAGES.head(t2.key)).toBeNull();
  });

  it("accepts exactly 2 MB", async () => {
    const c = await seller();
    // A PNG padded to exactly 2 MB, still ending with its IEND chunk.
    const exact = new Uint8Array(MB2);
    exact.set(PNG);
    exact.set(PNG.slice(-12), MB2 - 12);
    const { res } = await upload(c, "exact.png", exact);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ contentType: "image/png", size: MB2 });
  });

  it("refuses an empty body", async () => {
    const c = await seller();
    const t = await ticket(c, "empty.png", 10);
    const res = await send(c, "PUT", t.uploadUrl, new Uint8Array(0));
    expect(res.status).toBe(400);
    expect(await env.IMAGES.head(t.key)).toBeNull();
  });

  it("belongs to the ticket's owner: another seller gets 403 on PUT, verify and DELETE", async () => {
    const owner = await seller();
    const other = await seller("usr_seller_2");
    const t = await ticket(owner, "mine.png", PNG.byteLength);
    expect((await send(other, "PUT", t.uploadUrl, PNG)).status).toBe(403);
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await send(owner, "PUT", t.uploadUrl, PNG)).status).toBe(200);
    expect((await send(other, "POST", t.uploadUrl)).status).toBe(403);
    expect((await send(owner, "POST", t.uploadUrl)).status).toBe(200);
    const del = await send(other, "DELETE", t.uploadUrl);
    expect(del.status).toBe(403);
    expect(((await del.json()) as ApiError).error.title).toBe("Akses Ditolak");
    expect(await env.IMAGES.head(t.key)).not.toBeNull();
    expect((await row(t.id))!.status).toBe("verified");
  });
});

describe("verification of the stored bytes", () => {
  it("accepts a real PNG, JPEG and GIF with the type their bytes show", async () => {
    const c = await seller();
    for (const [name, bytes, type] of [
      ["a.png", PNG, "image/png"],
      ["b.jpg", JPEG, "image/jpeg"],
      // The name says PNG, the bytes (and the declared type) say GIF: the name does not matter.
      ["c.png", GIF, "image/gif"],
    ] as const) {
      const { ticket: t, res } = await upload(c, name, bytes);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { url: string; contentType: string };
      expect(body).toMatchObject({ contentType: type, url: `/images/${t.key}` });
      expect(await row(t.id)).toMatchObject({ status: "verified", contentType: type, size: bytes.byteLength });
    }
  });

  it("refuses a text file named .png (a lying extension) and deletes it from R2", async () => {
    const c = await seller();
    const text = new TextEncoder().encode("ini bukan gambar, hanya teks biasa");
    const { ticket: t, res } = await upload(c, "foto.png", text);
    expect(res.status).toBe(415);
    const body = (await res.json()) as ApiError;
    expect(body.error.title).toBe("Gagal Unggah Gambar");
    expect(body.error.message).toMatch(/PNG, JPG, atau GIF/);
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await row(t.id))!.status).toBe("deleted");
  });

  it("refuses a polyglot that carries an image signature later in the file", async () => {
    const c = await seller();
    const html = new TextEncoder().encode("<html><script>alert(1)</script>");
    const polyglot = new Uint8Array([...html, ...PNG]);
    const { ticket: t, res } = await upload(c, "poly.gif", polyglot);
    expect(res.status).toBe(415);
    expect(await env.IMAGES.head(t.key)).toBeNull();
  });

  it("deletes an oversize object found in storage (a direct upload that ignored the limit)", async () => {
    const c = await seller();
    const t = await ticket(c, "huge.png", 100);
    const huge = new Uint8Array(MB2 + 1);
    huge.set(PNG);
    // why: stands in for the production presigned PUT, which writes to R2 without passing the worker.
    await env.IMAGES.put(t.key, huge);
    const res = await send(c, "POST", t.uploadUrl);
    expect(res.status).toBe(413);
    expect(((await res.json()) as ApiError).error.title).toBe("Ukuran File Terlalu Besar");
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await row(t.id))!.status).toBe("deleted");
  });
});

describe("no PUT once verification has begun", () => {
  it("a PUT to an upload being verified is refused with 409 'Gambar ini sedang diperiksa…' and stores nothing", async () => {
    const c = await seller((await newUser("seller", "unggah")).id);
    const t = await ticket(c, "sedang-diperiksa.png", PNG.byteLength);
    expect((await send(c, "PUT", t.uploadUrl, PNG as BodyInit)).status).toBe(200);
    // The state verification writes before it reads the stored object back (a verify in flight).
    await db().update(uploads).set({ status: "verifying" }).where(eq(uploads.id, t.id));
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const put = await send(c, "PUT", t.uploadUrl, html as BodyInit);
    expect(put.status).toBe(409);
    expect(((await put.json()) as ApiError).error).toMatchObject({
      title: "Gagal Unggah Gambar",
      message: "Gambar ini sedang diperiksa dan tidak dapat diganti. Silakan pilih file lagi bila perlu.",
    });
    const stored = await env.IMAGES.get(t.key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);
    // A second verify meanwhile does not run a second check either.
    const again = await send(c, "POST", t.uploadUrl);
    expect(again.status).toBe(409);
  });

  it("a PUT after verification is refused, and the verified bytes stay", async () => {
    const c = await seller((await newUser("seller", "unggah")).id);
    const { ticket: t, res } = await upload(c, "sudah-diperiksa.png", PNG);
    expect(res.status).toBe(200);
    const put = await send(c, "PUT", t.uploadUrl, GIF as BodyInit);
    expect(put.status).toBe(409);
    const stored = await env.IMAGES.get(t.key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);
  });

  it("PUT and verify racing each other never leave a verified row over bytes that were not checked", async () => {
    const c = await seller((await newUser("seller", "unggah")).id);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    for (let i = 0; i < 12; i++) {
      const t = await ticket(c, `balapan-${i}.png`, PNG.byteLength);
      expect((await send(c, "PUT", t.uploadUrl, PNG as BodyInit)).status).toBe(200);
      await Promise.all([send(c, "POST", t.uploadUrl), send(c, "PUT", t.uploadUrl, html as BodyInit)]);
      const row = (await db().query.uploads.findFirst({ where: eq(uploads.id, t.id) }))!;
      if (row.status !== "verified") continue;
      const stored = await env.IMAGES.get(t.key);
      expect(new Uint8Array(await stored!.arrayBuffer()), `race ${i}`).toEqual(PNG);
    }
  });
});

describe("DELETE /uploads/{id}", () => {
  it("removes the owner's image from storage and marks it deleted", async () => {
    const c = await seller();
    const { ticket: t } = await upload(c, "gone.png", PNG);
    const res = await send(c, "DELETE", t.uploadUrl);
    expect(res.status).toBe(200);
    expect(await env.IMAGES.head(t.key)).toBeNull();
    expect((await row(t.id))!.status).toBe("deleted");
    expect((await SELF.fetch(`${ORIGIN}/images/${t.key}`)).status).toBe(404);
  });
});

describe("GET /images/{key}", () => {
  it("serves only verified or attached uploads, with long cache headers and the stored type", async () => {
    const c = await seller();
    const { ticket: t } = await upload(c, "cover.png", PNG);
    const res = await SELF.fetch(`${ORIGIN}/images/${t.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const again = await SELF.fetch(`${ORIGIN}/images/${t.key}`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);

    await db().update(uploads).set({ status: "attached" }).where(eq(uploads.id, t.id));
    expect((await SELF.fetch(`${ORIGIN}/images/${t.key}`)).status).toBe(200);

    // Stored but never verified: not served.
    const pending = await ticket(c, "raw.png", PNG.byteLength);
    await send(c, "PUT", pending.uploadUrl, PNG);
    expect(await env.IMAGES.head(pending.key)).not.toBeNull();
    expect((await SELF.fetch(`${ORIGIN}/images/${pending.key}`)).status).toBe(404);
    // An object in R2 without any upload row: not served either.
    await env.IMAGES.put("product_images/usr_demo_seller/1-orphan.png", PNG);
    expect((await SELF.fetch(`${ORIGIN}/images/product_images/usr_demo_seller/1-orphan.png`)).status).toBe(404);
  });
});

describe("sweep", () => {
  it("deletes expired tickets and day-old unattached images when the user asks for a new ticket", async () => {
    const c = await seller();
    const { ticket: old } = await upload(c, "old.png", PNG);
    const { ticket: fresh } = await upload(c, "fresh.png", PNG);
    const expired = await ticket(c, "expired.png", PNG.byteLength);
    await send(c, "PUT", expired.uploadUrl, PNG);
    const attached = (await upload(c, "used.png", PNG)).ticket;
    const dayAgo = Date.now() - 25 * 3600 * 1000;
    await db().update(uploads).set({ createdAt: dayAgo }).where(eq(uploads.id, old.id));
    await db()
      .update(uploads)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(uploads.id, expired.id));
    await db().update(uploads).set({ status: "attached", createdAt: dayAgo }).where(eq(uploads.id, attached.id));

    await ticket(c, "next.png", 100);

    expect((await row(old.id))!.status).toBe("deleted");
    expect(await env.IMAGES.head(old.key)).toBeNull();
    expect((await row(expired.id))!.status).toBe("deleted");
    expect(await env.IMAGES.head(expired.key)).toBeNull();
    expect((await row(fresh.id))!.status).toBe("verified");
    expect((await row(attached.id))!.status).toBe("attached");
    expect(await env.IMAGES.head(attached.key)).not.toBeNull();
  });
});
