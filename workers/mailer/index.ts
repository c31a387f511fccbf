/**
 * The mailer worker (Hono), reached only through the web worker's MAILER service binding: OTP,
 * password reset and notification e-mail, JSON in and out, errors `{ error }` in Indonesian.
 * Routes and their answers: workers/mailer/README.md. Sending fails closed: without RESEND_API_KEY
 * and without DEV_OUTBOX=1 every send answers 503; a reset link must point at PUBLIC_ORIGIN.
 */
import { Hono, type Context } from "hono";
import { type z } from "zod";
import { limitsFrom } from "../../app/modules/limits/limits";
import { publicOrigin } from "../../app/utils/public-origin";
import { consoleSink, isRequestId, logLine, newRecord, requestIdFor } from "../../app/utils/request-log.server";
import { listOutbox } from "./outbox";
import { sendOtp, verifyOtp, type Outcome } from "./otp";
import { notificationMailBody, outboxQuery, passwordResetBody, sendOtpBody, verifyOtpBody } from "./schemas";
import { notificationMail, passwordResetMail } from "./templates";
import { selectTransport, type MailTransport } from "./transport";

export interface MailerEnv {
  DB: D1Database;
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  DEV_OUTBOX?: string;
  /** "staging" or "production" in a deployment (wrangler.toml [env.*.vars]); unset locally. */
  DEPLOY_ENV?: string;
  /** The site's public origin (e.g. https://pasargame.id): the only origin a link in mail may have. */
  PUBLIC_ORIGIN?: string;
  /** "off": no per-request log line (the test runner's auxiliary copies only; never set in wrangler.toml). */
  REQUEST_LOG?: string;
}

type Ctx = Context<{ Bindings: MailerEnv }>;

const INVALID_REQUEST = "Permintaan tidak valid.";
const NOT_CONFIGURED = "Email tidak dapat dikirim saat ini. Silakan coba lagi nanti.";
const FOREIGN_LINK = "Tautan dalam email tidak valid.";

/** The transport, or the 503 a deployment without Resend and without the dev outbox answers. */
function transportOr503(c: Ctx): MailTransport | Response {
  const transport = selectTransport(c.env);
  if (transport) return transport;
  console.error("mailer: neither RESEND_API_KEY nor DEV_OUTBOX=1 is configured; refusing to send");
  return c.json({ error: NOT_CONFIGURED }, 503);
}

/**
 * Null when every link leads to the site itself (PUBLIC_ORIGIN), never to a host the caller named
 * or the request claimed; otherwise the answer to give (503 without PUBLIC_ORIGIN, 400 off-site).
 */
function offSiteLinks(c: Ctx, links: string[]): Response | null {
  const origin = publicOrigin(c.env.PUBLIC_ORIGIN);
  if (!origin) {
    console.error("mailer: PUBLIC_ORIGIN is not configured; refusing to send links");
    return c.json({ error: NOT_CONFIGURED }, 503);
  }
  return links.every((link) => new URL(link).origin === origin) ? null : c.json({ error: FOREIGN_LINK }, 400);
}

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

/**
 * One JSON line per request, as the app writes its own (app/utils/request-log.server.ts): the
 * app's request id when it sent one (X-Request-Id), so a mail can be traced to the page that asked
 * for it; method, path, status, duration. Never the body (addresses, codes, links).
 */
app.use("*", async (c, next) => {
  const given = c.req.header("X-Request-Id");
  const requestId = isRequestId(given) ? given : requestIdFor(c.req.raw);
  const record = { ...newRecord(c.req.raw, requestId), route: "mailer" };
  let thrown: unknown;
  try {
    await next();
  } catch (error) {
    thrown = error;
    throw error;
  } finally {
    if (c.env.REQUEST_LOG !== "off") consoleSink(logLine(record, thrown ? 500 : c.res.status, thrown));
  }
});

/**
 * A deployment never runs the development outbox: it would keep codes and reset links in D1 and
 * serve them at /outbox instead of mailing them. Set by hand there (the deploy check refuses it in
 * wrangler.toml), every route answers 503 and the error is logged, as the app does for its switches.
 */
app.use("*", async (c, next) => {
  if (!["staging", "production"].includes(c.env.DEPLOY_ENV ?? "") || c.env.DEV_OUTBOX !== "1") return next();
  console.error(`mailer: DEV_OUTBOX is set in DEPLOY_ENV=${c.env.DEPLOY_ENV}; refusing to serve`);
  return c.json({ error: NOT_CONFIGURED }, 503);
});

// Liveness: `ok` says the worker answers; `transport` "none" says it will refuse every send.
app.get("/health", (c) =>
  c.json({ ok: true, service: "pasargame-mailer", transport: selectTransport(c.env)?.name ?? "none" }),
);

app.post("/send-otp", async (c) => {
  const body = await readBody(c, sendOtpBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  const transport = transportOr503(c);
  if (transport instanceof Response) return transport;
  return respond(c, await sendOtp(c.env.DB, limitsFrom(c.env), transport, body));
});

app.post("/verify-otp", async (c) => {
  const body = await readBody(c, verifyOtpBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  return respond(c, await verifyOtp(c.env.DB, limitsFrom(c.env), body));
});

app.post("/send-password-reset", async (c) => {
  const body = await readBody(c, passwordResetBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  const transport = transportOr503(c);
  if (transport instanceof Response) return transport;
  // The link carries a reset token: it may only lead to the site itself.
  const refused = offSiteLinks(c, [body.resetUrl]);
  if (refused) return refused;
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

app.post("/send-notification", async (c) => {
  const body = await readBody(c, notificationMailBody);
  if (!body) return c.json({ error: INVALID_REQUEST }, 400);
  const transport = transportOr503(c);
  if (transport instanceof Response) return transport;
  const refused = offSiteLinks(c, body.unsubscribeUrl ? [body.url, body.unsubscribeUrl] : [body.url]);
  if (refused) return refused;
  const sent = await transport.send({
    to: body.email,
    ...notificationMail(body),
    link: body.url,
    // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link.
    headers: body.unsubscribeUrl
      ? { "List-Unsubscribe": `<${body.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined,
  });
  if (!sent.ok) {
    console.error("mailer: notification mail failed", transport.name, sent.error);
    return c.json({ error: "Gagal mengirim email notifikasi." }, 502);
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
