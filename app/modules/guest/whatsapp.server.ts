/**
 * A guest's receipt on WhatsApp (a guest who gave a number, not an e-mail): the WhatsApp Cloud API's
 * template message — `POST https://graph.facebook.com/{version}/{phone number id}/messages`,
 * `Authorization: Bearer {access token}` — with the order number, the product and the signed link
 * as the template's body parameters. Business-initiated messages must use a template Meta approved
 * (WHATSAPP_TEMPLATE, language `id`). Locally (MIDTRANS_ENV=simulator) the simulator speaks the API.
 */
import type { Env } from "~/env.server";

const GRAPH = "https://graph.facebook.com/v21.0";
const DEFAULT_TEMPLATE = "pasargame_receipt";

type WhatsAppEnv = Pick<
  Env,
  | "WHATSAPP_TOKEN"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_TEMPLATE"
  | "MIDTRANS_ENV"
  | "MIDTRANS_SIMULATOR_URL"
  | "PAYMENT_GATEWAY"
  | "DEV_OUTBOX"
>;

export type WhatsAppResult = { ok: true; id: string } | { ok: false; error: string };

/** Sends the receipt template to `phone` (62…): the order's number, what was bought and its link. */
export async function sendWhatsAppReceipt(
  env: WhatsAppEnv,
  receipt: { phone: string; orderNumber: string; title: string; url: string },
): Promise<WhatsAppResult> {
  const token = env.WHATSAPP_TOKEN;
  const phoneId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (!token || !phoneId) return { ok: false, error: "WhatsApp is not configured" };
  let base = GRAPH;
  let send: (url: string, init: RequestInit) => Promise<Response> = fetch;
  if (env.MIDTRANS_ENV === "simulator") {
    // The simulator is for local runs only, as for payments and suppliers.
    if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) return { ok: false, error: "simulator off" };
    base = `${env.MIDTRANS_SIMULATOR_URL.replace(/\/$/, "")}/whatsapp/v21.0`;
    const via = env.PAYMENT_GATEWAY;
    if (via) send = (url, init) => via.fetch(url, init);
  }
  const text = (value: string) => ({ type: "text", text: value });
  try {
    const res = await send(`${base}/${encodeURIComponent(phoneId)}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        to: receipt.phone,
        type: "template",
        template: {
          name: env.WHATSAPP_TEMPLATE || DEFAULT_TEMPLATE,
          language: { code: "id" },
          components: [
            { type: "body", parameters: [text(receipt.orderNumber), text(receipt.title), text(receipt.url)] },
          ],
        },
      }),
    });
    const body = (await res.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string } };
    const id = body.messages?.[0]?.id;
    return res.ok && id ? { ok: true, id } : { ok: false, error: body.error?.message ?? `HTTP ${res.status}` };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}
