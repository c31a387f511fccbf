/**
 * Where mail goes: Resend when `RESEND_API_KEY` is set; otherwise, only when DEV_OUTBOX=1 (local
 * runs and tests), the development outbox (table `mail_outbox`, read through GET /outbox). With
 * neither there is no transport: the mailer refuses to send rather than keep mail in a table that
 * a deployment would expose.
 */
import { newId } from "../../app/utils/ids";
import { createResendClient, type ResendClient } from "./resend-client";

export const DEFAULT_MAIL_FROM = "PasarGame <no-reply@pasargame.id>";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Development outbox only: the OTP in the mail, so tests and developers can read it. */
  code?: string | null;
  /** Development outbox only: the link in the mail. */
  link?: string | null;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export type SendResult = { ok: true; id: string } | { ok: false; error: string };

export interface MailTransport {
  readonly name: "resend" | "dev-outbox";
  send(mail: OutgoingMail): Promise<SendResult>;
}

export interface TransportEnv {
  DB: D1Database;
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
  DEV_OUTBOX?: string;
}

export function resendTransport(client: ResendClient, from: string): MailTransport {
  return {
    name: "resend",
    async send(mail) {
      try {
        const { data, error } = await client.emails.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        if (error || !data) return { ok: false, error: error?.message ?? "Resend returned no id" };
        return { ok: true, id: data.id };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}

export function outboxTransport(db: D1Database, now: () => number = Date.now): MailTransport {
  return {
    name: "dev-outbox",
    async send(mail) {
      const id = newId("mail");
      try {
        await db
          .prepare(
            "INSERT INTO mail_outbox (id, `to`, subject, text, html, code, link, headers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(
            id,
            mail.to,
            mail.subject,
            mail.text,
            mail.html,
            mail.code ?? null,
            mail.link ?? null,
            mail.headers ? JSON.stringify(mail.headers) : null,
            now(),
          )
          .run();
        return { ok: true, id };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}

/**
 * Resend when a key is configured (optionally with an injected client), else the dev outbox when
 * DEV_OUTBOX=1, else null: nothing may be sent.
 */
export function selectTransport(env: TransportEnv, client?: ResendClient): MailTransport | null {
  const key = env.RESEND_API_KEY?.trim();
  if (key) return resendTransport(client ?? createResendClient(key), env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM);
  if (env.DEV_OUTBOX === "1") return outboxTransport(env.DB);
  return null;
}
