/**
 * The mailer worker (Hono). Reached only through the web worker's MAILER service binding.
 * OTP and account e-mail routes arrive with the accounts issue; for now it proves the path.
 */
import { Hono } from "hono";

export interface MailerEnv {
  DB: D1Database;
  RESEND_API_KEY?: string;
  DEV_OUTBOX?: string;
}

const app = new Hono<{ Bindings: MailerEnv }>();

app.get("/health", (c) =>
  c.json({
    ok: true,
    service: "pasargame-mailer",
    transport: c.env.RESEND_API_KEY ? "resend" : "dev-outbox",
  }),
);

app.notFound((c) => c.json({ error: "Tidak ditemukan." }, 404));
app.onError((err, c) => {
  console.error("mailer error", err);
  return c.json({ error: "Terjadi kesalahan pada layanan email." }, 500);
});

export default app;
