/**
 * A LOCAL stand-in for the WhatsApp Cloud API (Meta Graph): `POST /whatsapp/{version}/{phone
 * number id}/messages` with `Authorization: Bearer {access token}` and a template message, as the
 * app's guest receipts send it (app/modules/guest/whatsapp.server.ts). Checks the token, the phone
 * number id and the template's shape as the API does; keeps what was sent. Control:
 * `GET /_sim/whatsapp/messages?to=62…` reads the messages to a number back.
 */
import { Hono } from "hono";

export interface WhatsAppEnv {
  SIM_DB: D1Database;
  /** The access token and sending number id the app uses (local: .dev.vars WHATSAPP_*). Unset: every call refused. */
  WHATSAPP_TOKEN?: string;
  WHATSAPP_PHONE_NUMBER_ID?: string;
}

const CREATE = `CREATE TABLE IF NOT EXISTS sim_whatsapp_messages (
  id TEXT PRIMARY KEY, to_number TEXT NOT NULL, template TEXT NOT NULL, language TEXT NOT NULL,
  params TEXT NOT NULL, received_at INTEGER NOT NULL)`;

/** The Graph API's error shape (code 190: an invalid token; 100: an invalid parameter). */
const graphError = (message: string, code: number) => ({ error: { message, type: "OAuthException", code } });

interface TemplateBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

export const whatsapp = new Hono<{ Bindings: WhatsAppEnv }>();

whatsapp.post("/:version/:phoneId/messages", async (c) => {
  const token = c.env.WHATSAPP_TOKEN;
  if (!token || c.req.header("authorization") !== `Bearer ${token}`)
    return c.json(graphError("Invalid OAuth access token.", 190), 401);
  if (c.req.param("phoneId") !== c.env.WHATSAPP_PHONE_NUMBER_ID)
    return c.json(graphError("Unsupported post request: unknown phone number id.", 100), 400);
  const body = (await c.req.json().catch(() => null)) as TemplateBody | null;
  const to = typeof body?.to === "string" ? body.to.replace(/\D/g, "") : "";
  const t = body?.template;
  const params = (t?.components ?? []).flatMap((part) =>
    part.type === "body" ? (part.parameters ?? []).map((p) => (p.type === "text" ? p.text : undefined)) : [],
  );
  if (
    body?.messaging_product !== "whatsapp" ||
    body.type !== "template" ||
    !/^\d{8,15}$/.test(to) ||
    typeof t?.name !== "string" ||
    typeof t.language?.code !== "string" ||
    params.some((p) => typeof p !== "string" || p.length === 0)
  )
    return c.json(graphError("(#100) Invalid parameter", 100), 400);
  const id = `wamid.${crypto.randomUUID().replace(/-/g, "")}`;
  await c.env.SIM_DB.prepare(CREATE).run();
  await c.env.SIM_DB.prepare(
    "INSERT INTO sim_whatsapp_messages (id, to_number, template, language, params, received_at) VALUES (?, ?, ?, ?, ?, ?)",
  )
    .bind(id, to, t.name, t.language.code, JSON.stringify(params), Date.now())
    .run();
  return c.json({ messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: to }], messages: [{ id }] });
});

export const whatsappControls = new Hono<{ Bindings: WhatsAppEnv }>();

whatsappControls.get("/messages", async (c) => {
  await c.env.SIM_DB.prepare(CREATE).run();
  const to = (c.req.query("to") ?? "").replace(/\D/g, "");
  const { results } = await c.env.SIM_DB.prepare(
    'SELECT id, to_number AS "to", template, language, params, received_at AS receivedAt FROM sim_whatsapp_messages WHERE to_number = ? ORDER BY received_at',
  )
    .bind(to)
    .all<{ id: string; to: string; template: string; language: string; params: string; receivedAt: number }>();
  return c.json({ messages: results.map((m) => ({ ...m, params: JSON.parse(m.params) as string[] })) });
});
