/**
 * The development outbox as the worker tests read it (through the mailer's /outbox), and a form
 * post through the worker that waits for its waitUntil work (the notification dispatch).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import { ORIGIN, type Client } from "./http";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  headers: string | null;
}

export async function outboxTo(email: string): Promise<Mail[]> {
  const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=50&to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/**
 * The outbox of `email` once it holds `count` mails (a step taken in the OrderRoom is dispatched by
 * the room's own waitUntil, which the test cannot wait on directly).
 */
export async function mailsOnceThere(email: string, count: number): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await outboxTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outboxTo(email);
}

/** A form post through the worker itself, then every waitUntil of it (the dispatch) settled. */
export async function postAndSettle(c: Client, path: string, fields: Record<string, string>) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      Host: new URL(ORIGIN).host,
      Origin: ORIGIN,
      Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    redirect: "manual",
  }) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}
