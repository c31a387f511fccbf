/**
 * A LOCAL stand-in for a Web Push service (RFC 8030): browsers here cannot reach a real one. An
 * endpoint is `{origin}/push/{id}`; `POST /push/:id` checks VAPID (ES256 JWT, aud, exp ≤ 24 h),
 * aes128gcm, TTL and size as a push service does and keeps the encrypted messages. Controls:
 * `GET /_sim/push/:id` reads them back; `POST /_sim/push/:id/answer { status, location? }` makes
 * later pushes answer that (410 gone, 503, a redirect). Details: ./README.md.
 */
import { Hono, type Context } from "hono";

export interface PushEnv {
  SIM_DB: D1Database;
  /** The simulator's browser-facing base URL; its origin is also accepted as the JWT's aud. */
  PUBLIC_URL?: string;
}

type Ctx = Context<{ Bindings: PushEnv }>;

const CREATE = [
  `CREATE TABLE IF NOT EXISTS sim_push_messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    endpoint_id TEXT NOT NULL,
    body TEXT NOT NULL,
    ttl INTEGER NOT NULL,
    topic TEXT,
    urgency TEXT,
    received_at INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS sim_push_answers (endpoint_id TEXT PRIMARY KEY, status INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS sim_push_redirects (endpoint_id TEXT PRIMARY KEY, location TEXT NOT NULL)`,
];

async function ready(db: D1Database) {
  await db.batch(CREATE.map((sql) => db.prepare(sql)));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
  const plain = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(plain + "=".repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const DAY_S = 24 * 3600;

/** RFC 8292 §3: checks the vapid Authorization; answers null when good, else the refusal's status and reason. */
async function checkVapid(header: string, audiences: string[], nowS: number): Promise<[number, string] | null> {
  const match = /^vapid\s+t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)$/.exec(
    header.trim(),
  );
  if (!match) return [401, "missing or malformed vapid authorization"];
  const [, h, c, s, k] = match;
  try {
    const jose = JSON.parse(new TextDecoder().decode(fromBase64Url(h))) as { alg?: string };
    if (jose.alg !== "ES256") return [401, "alg must be ES256"];
    const key = await crypto.subtle.importKey("raw", fromBase64Url(k), { name: "ECDSA", namedCurve: "P-256" }, false, [
      "verify",
    ]);
    const ok = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key,
      fromBase64Url(s),
      new TextEncoder().encode(`${h}.${c}`),
    );
    if (!ok) return [401, "bad JWT signature"];
    const claims = JSON.parse(new TextDecoder().decode(fromBase64Url(c))) as {
      aud?: unknown;
      exp?: unknown;
      sub?: unknown;
    };
    if (typeof claims.aud !== "string" || !audiences.includes(claims.aud)) return [403, "aud is not this push service"];
    if (typeof claims.exp !== "number" || claims.exp <= nowS) return [403, "JWT expired"];
    if (claims.exp > nowS + DAY_S) return [403, "exp more than 24 hours away"];
    if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub))
      return [403, "sub must be mailto: or https:"];
    return null;
  } catch {
    return [401, "unreadable vapid authorization"];
  }
}

export const push = new Hono<{ Bindings: PushEnv }>();

push.post("/:id", async (c: Ctx) => {
  const id = c.req.param("id") ?? "";
  if (!ID.test(id)) return c.text("unknown subscription", 404);
  await ready(c.env.SIM_DB);
  const audiences = [new URL(c.req.url).origin];
  if (c.env.PUBLIC_URL) audiences.push(new URL(c.env.PUBLIC_URL).origin);
  const refused = await checkVapid(c.req.header("authorization") ?? "", audiences, Math.floor(Date.now() / 1000));
  if (refused) return c.text(refused[1], refused[0] as 401 | 403);
  if ((c.req.header("content-encoding") ?? "").toLowerCase() !== "aes128gcm")
    return c.text("Content-Encoding must be aes128gcm", 415);
  const ttl = c.req.header("ttl");
  if (!ttl || !/^\d{1,10}$/.test(ttl)) return c.text("TTL header required", 400);
  const answer = await c.env.SIM_DB.prepare(
    "SELECT status, location FROM sim_push_answers LEFT JOIN sim_push_redirects USING (endpoint_id) WHERE endpoint_id = ?",
  )
    .bind(id)
    .first<{ status: number; location: string | null }>();
  if (answer?.location && answer.status >= 300 && answer.status < 400) {
    return new Response(null, { status: answer.status, headers: { Location: answer.location } });
  }
  if (answer && answer.status !== 201) return c.text("answer set by a test", answer.status as 410);
  const body = new Uint8Array(await c.req.arrayBuffer());
  if (body.length === 0) return c.text("empty body", 400);
  if (body.length > 4096) return c.text("payload too large", 413);
  const { meta } = await c.env.SIM_DB.prepare(
    "INSERT INTO sim_push_messages (endpoint_id, body, ttl, topic, urgency, received_at) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      toBase64Url(body),
      Number(ttl),
      c.req.header("topic") ?? null,
      c.req.header("urgency") ?? null,
      Date.now(),
    )
    .run();
  c.header("Location", `/push/${id}/messages/${meta.last_row_id}`);
  return c.body(null, 201);
});

export const pushControls = new Hono<{ Bindings: PushEnv }>();

pushControls.get("/:id", async (c: Ctx) => {
  await ready(c.env.SIM_DB);
  const { results } = await c.env.SIM_DB.prepare(
    "SELECT body, ttl, topic, urgency, received_at AS receivedAt FROM sim_push_messages WHERE endpoint_id = ? ORDER BY seq",
  )
    .bind(c.req.param("id") ?? "")
    .all();
  return c.json({ messages: results });
});

pushControls.post("/:id/answer", async (c: Ctx) => {
  await ready(c.env.SIM_DB);
  const { status, location } = (await c.req.json().catch(() => ({}))) as { status?: unknown; location?: unknown };
  if (typeof status !== "number" || !Number.isInteger(status) || status < 200 || status > 599) {
    return c.json({ error: "status must be an HTTP status" }, 400);
  }
  const id = c.req.param("id") ?? "";
  await c.env.SIM_DB.batch([
    c.env.SIM_DB.prepare(
      "INSERT INTO sim_push_answers (endpoint_id, status) VALUES (?, ?) ON CONFLICT (endpoint_id) DO UPDATE SET status = excluded.status",
    ).bind(id, status),
    typeof location === "string"
      ? c.env.SIM_DB.prepare(
          "INSERT INTO sim_push_redirects (endpoint_id, location) VALUES (?, ?) ON CONFLICT (endpoint_id) DO UPDATE SET location = excluded.location",
        ).bind(id, location)
      : c.env.SIM_DB.prepare("DELETE FROM sim_push_redirects WHERE endpoint_id = ?").bind(id),
  ]);
  return c.json({ status });
});
