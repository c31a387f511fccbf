/**
 * The web worker's client for the mailer worker (service binding MAILER). The mailer answers JSON,
 * `{ error }` on failure (as the spec's send-otp / verify-otp functions do).
 */
import type { Env } from "~/env.server";
import { currentRecord } from "~/utils/request-log.server";

export type MailerResult<T = object> = ({ ok: true } & T) | { ok: false; status: number; error: string };

async function call<T>(env: Pick<Env, "MAILER">, path: string, init?: RequestInit): Promise<MailerResult<T>> {
  let res: Response;
  try {
    // The mailer's log line carries the asking request's id (none in a cron run or a Durable Object).
    const requestId = currentRecord()?.requestId;
    const headers = new Headers(init?.headers);
    if (requestId) headers.set("X-Request-Id", requestId);
    res = await env.MAILER.fetch(`https://mailer.internal${path}`, { ...init, headers });
  } catch {
    return { ok: false, status: 503, error: "Layanan email sedang tidak tersedia. Silakan coba lagi." };
  }
  const body = (await res.json().catch(() => ({}))) as { error?: string } & T;
  if (!res.ok)
    return { ok: false, status: res.status, error: body.error ?? "Gagal mengirim email. Silakan coba lagi." };
  return { ok: true, ...body } as MailerResult<T>;
}

const post = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** `deliver: false`: count the cooldown and cap as for a send, send nothing (see resendOtp). */
export const sendOtp = (env: Pick<Env, "MAILER">, email: string, deliver = true) =>
  call<{ resendAfterSeconds: number }>(env, "/send-otp", post({ email, deliver }));

export const verifyOtp = (env: Pick<Env, "MAILER">, email: string, otp: string) =>
  call(env, "/verify-otp", post({ email, otp }));

/** `username` null: the mail greets no name (an address not yet verified gets no text its registrant chose). */
export const sendPasswordReset = (env: Pick<Env, "MAILER">, email: string, username: string | null, resetUrl: string) =>
  call(env, "/send-password-reset", post({ email, username, resetUrl }));

/**
 * A notification mailed (the notification dispatcher's e-mail channel); both links absolute, on
 * PUBLIC_ORIGIN. No `unsubscribeUrl`: an answer to what the person sent (a complaint ticket), not a subscription.
 */
export const sendNotificationMail = (
  env: Pick<Env, "MAILER">,
  mail: {
    email: string;
    username: string;
    kindLabel: string;
    title: string;
    body: string;
    url: string;
    unsubscribeUrl?: string;
  },
) => call(env, "/send-notification", post(mail));

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  createdAt: number;
}

export const listOutbox = (env: Pick<Env, "MAILER">, limit = 50) =>
  call<{ messages: OutboxMessage[] }>(env, `/outbox?limit=${limit}`);
