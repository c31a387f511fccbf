/**
 * The mailer worker (Hono). Reached only through the web worker's MAILER service binding.
 * JSON in and out; every error is `{ error: string }` in Indonesian.
 *   POST /send-otp             { email, username? }          → { ok, resendAfterSeconds } | 400 | 429 | 502
 *   POST /verify-otp           { email, otp }                → { ok } | 400 | 429
 *   POST /send-password-reset  { email, username?, resetUrl } → { ok } | 400 | 502
 *   GET  /outbox?limit=&to=    (DEV_OUTBOX=1 only)           → { messages } newest first
 */
import { Hono, type Context } from "hono";
import { type z } from "zod";
import { limitsFrom } from "../../app/modules/auth/limits";
import { listOutbox } from "./outbox";
import { sendOtp, verifyOtp, type Outcome } from "./otp";
import { outboxQuery, passwordResetBody, sendOtpBody, verifyOtpBody } from "./schemas";
import { passwordResetMail } from "./templates";
import { selectTransport } from "./transport";

export interface MailerEnv {
  DB: D1Database;
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  DEV_OUTBOX?: string;
}

type Ctx = Context<{ Bindings: MailerEnv }>;

const INVALID_REQUEST = "Permintaan tidak valid.";

/** The parsed JSON body, or null when it is not JSON or does not match the schema. */
async function readBody<T extends z.ZodType>(c: Ctx, schema: T): Promise<z.output<T> | null> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return null;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function respond(c: Ctx, outcome: Outcome) {
  if (outcome.status === 429) c.header("Retry-After", String(outcome.body.retryAfterSeconds));
  return c.json(outcome.body, outcome.status);
}

const app = new Hono<{ Bindings: MailerEnv }>();

app.get("/health", (c) =>
  c.json({
    ok: true,
    service: "pasargame-mailer",
    transport: c.env.RESEND_API_KEY ? "resend" : "dev-outbox",
  }),
);

app.post("/send-otp", async (c) => {
  const body = await readBody(c, sendOtpBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  return respond(c, await sendOtp(c.env.DB, limitsFrom(c.env), selectTransport(c.env), body));
});

app.post("/verify-otp", async (c) => {
  const body = await readBody(c, verifyOtpBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  return respond(c, await verifyOtp(c.env.DB, limitsFrom(c.env), body));
});

app.post("/send-password-reset", async (c) => {
  const body = await readBody(c, passwordResetBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  const transport = selectTransport(c.env);
  const mail = passwordResetMail({
    username: body.username,
    resetUrl: body.resetUrl,
    ttlSeconds: limitsFrom(c.env).RESET_TOKEN_TTL_SECONDS,
  });
  const sent = await transport.send({ to: body.email, ...mail, link: body.resetUrl });
  if (!sent.ok) {
    console.error("mailer: reset mail failed", transport.name, sent.error);
    return c.json({ error: "Gagal mengirim email reset password. Silakan coba lagi." }, 502);
  }
  return c.json({ ok: true });
});

app.get("/outbox", async (c) => {
  if (c.env.DEV_OUTBOX !== "1") return c.json({ error: "Tidak ditemukan." }, 404);
  const query = outboxQuery.safeParse(c.req.query());
  if (!query.success) return c.json({ error: INVALID_REQUEST }, 400);
  return c.json({ messages: await listOutbox(c.env.DB, query.data) });
});

app.notFound((c) => c.json({ error: "Tidak ditemukan." }, 404));
app.onError((err, c) => {
  console.error("mailer error", err);
  return c.json({ error: "Terjadi kesalahan pada layanan email." }, 500);
});

export default app;
