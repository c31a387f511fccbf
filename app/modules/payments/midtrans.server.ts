/**
 * Midtrans through `fetch` (its client is Node-only), Basic auth with the server key. Core API
 * `POST /v2/charge` answers the pay instructions at once (VA, bill key, pay code, QRIS, deeplink,
 * expiry) so the buyer pays inside the app; Snap's hosted page only for DANA and OVO. A
 * notification's `signature_key` (SHA-512 of order_id + status_code + gross_amount + key) does not
 * cover the status, so `GET /v2/{id}/status` is always re-read before money moves. Locally
 * (`MIDTRANS_ENV=simulator`, with DEV_OUTBOX=1 only) the same requests go to workers/payment-sim.
 */
import type { Env } from "~/env.server";
import { constantTimeEqual } from "~/utils/constant-time";
import {
  GatewayError,
  type CreateTransaction,
  type GatewayStatus,
  type GatewayTransaction,
  type PayInstructions,
  type PaymentProvider,
  type RefundOutcome,
} from "./provider";

const BASES = {
  production: { snap: "https://app.midtrans.com", api: "https://api.midtrans.com" },
  sandbox: { snap: "https://app.sandbox.midtrans.com", api: "https://api.sandbox.midtrans.com" },
} as const;

type MidtransEnv = Pick<
  Env,
  "MIDTRANS_SERVER_KEY" | "MIDTRANS_ENV" | "MIDTRANS_SIMULATOR_URL" | "PAYMENT_GATEWAY" | "DEV_OUTBOX"
>;

/** Midtrans as configured, or null when no server key is set (the gateway's methods are then not offered). */
export function midtransFromEnv(env: MidtransEnv): PaymentProvider | null {
  const serverKey = env.MIDTRANS_SERVER_KEY;
  if (!serverKey) return null;
  const mode = env.MIDTRANS_ENV ?? "production";
  if (mode === "simulator") {
    if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) {
      throw new Error("MIDTRANS_ENV=simulator is for local runs only (DEV_OUTBOX=1 and MIDTRANS_SIMULATOR_URL)");
    }
    const base = env.MIDTRANS_SIMULATOR_URL.replace(/\/$/, "");
    const via = env.PAYMENT_GATEWAY;
    const send: Fetch = via ? (url, init) => via.fetch(url, init) : fetch;
    return midtrans(serverKey, { snap: base, api: base }, send);
  }
  if (mode !== "production" && mode !== "sandbox") throw new Error(`Unknown MIDTRANS_ENV ${mode}`);
  return midtrans(serverKey, BASES[mode], fetch);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Midtrans's transaction_status (+ fraud_status) in the app's words. */
export function statusOf(transactionStatus: string, fraudStatus?: string | null): GatewayStatus {
  switch (transactionStatus) {
    case "settlement":
      return "settled";
    case "capture":
      // A card capture counts only once the fraud check accepted it.
      return fraudStatus === "accept" ? "settled" : "pending";
    case "pending":
    case "authorize":
      return "pending";
    case "expire":
      return "expired";
    case "cancel":
      return "cancelled";
    case "deny":
      return "denied";
    case "refund":
    case "partial_refund":
    case "chargeback":
    case "partial_chargeback":
      return "refunded";
    default:
      return "other";
  }
}

/** Midtrans's "2026-11-24 10:00:00" (Jakarta time, WIB) → ms; null when it is not that. */
export function jakartaTime(text: unknown): number | null {
  const m = typeof text === "string" ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h! - 7, mi!, se!);
}

/**
 * The Core API charge body of each Snap channel Midtrans's charge accepts (payment_type and its
 * object). DANA and OVO have none: Midtrans offers them only on Snap's hosted page.
 */
const CHARGES: Record<string, Record<string, unknown>> = {
  other_qris: { payment_type: "qris", qris: { acquirer: "gopay" } },
  bca_va: { payment_type: "bank_transfer", bank_transfer: { bank: "bca" } },
  bni_va: { payment_type: "bank_transfer", bank_transfer: { bank: "bni" } },
  bri_va: { payment_type: "bank_transfer", bank_transfer: { bank: "bri" } },
  permata_va: { payment_type: "bank_transfer", bank_transfer: { bank: "permata" } },
  echannel: { payment_type: "echannel", echannel: { bill_info1: "Pembayaran", bill_info2: "PasarGame" } },
  gopay: { payment_type: "gopay" },
  shopeepay: { payment_type: "shopeepay" },
  alfamart: { payment_type: "cstore", cstore: { store: "alfamart", message: "PasarGame" } },
  indomaret: { payment_type: "cstore", cstore: { store: "indomaret", message: "PasarGame" } },
};

/** Whether a channel is paid through the Core API charge (instructions in the app), not Snap's page. */
export const chargedInApp = (channel: string) => Object.hasOwn(CHARGES, channel);

/** The charge body for `input` (the channel's payment object; e-wallets come back to the finish URL). */
function chargeBody(input: CreateTransaction) {
  const shape = CHARGES[input.channel]!;
  const back = { callback_url: input.finishUrl };
  return {
    ...shape,
    ...(shape.payment_type === "gopay" ? { gopay: { enable_callback: true, ...back } } : {}),
    ...(shape.payment_type === "shopeepay" ? { shopeepay: back } : {}),
    transaction_details: { order_id: input.paymentId, gross_amount: input.grossAmount },
    item_details: input.items.map((item) => ({ ...item, name: item.name.slice(0, 50) })),
    customer_details: { first_name: input.customer.name.slice(0, 255), email: input.customer.email },
    custom_expiry: { expiry_duration: input.expiresInMinutes, unit: "minute" },
  };
}

const str = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * The pay instructions in a status (or charge) answer: va_numbers / permata_va_number, Mandiri's
 * biller_code + bill_key, a store's payment_code, QRIS's qr_string and the actions' QR picture or
 * app link, expiry_time. Null when it carries none.
 */
export function instructionsOf(body: Record<string, unknown>): PayInstructions | null {
  const va = Array.isArray(body.va_numbers) ? (body.va_numbers[0] as Record<string, unknown> | undefined) : undefined;
  const actions = Array.isArray(body.actions) ? (body.actions as Record<string, unknown>[]) : [];
  const action = (name: string) => str(actions.find((a) => a?.name === name)?.url);
  const found: PayInstructions = {
    bank: str(va?.bank)?.toUpperCase() ?? (str(body.permata_va_number) ? "PERMATA" : undefined),
    vaNumber: str(va?.va_number) ?? str(body.permata_va_number),
    billerCode: str(body.biller_code),
    billKey: str(body.bill_key),
    store: str(body.store),
    payCode: str(body.payment_code),
    qrString: str(body.qr_string),
    // Links the page renders: a picture only over https, an app link never as script or data.
    qrImageUrl: action("generate-qr-code")?.startsWith("https://") ? action("generate-qr-code") : undefined,
    appUrl: /^\s*(javascript|data|vbscript):/i.test(action("deeplink-redirect") ?? "")
      ? undefined
      : action("deeplink-redirect"),
  };
  const given = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as PayInstructions;
  if (Object.keys(given).length === 0) return null;
  const expiresAt = jakartaTime(body.expiry_time);
  return expiresAt === null ? given : { ...given, expiresAt };
}

/** "150000.00" → 150000; null when it is not a whole number of rupiah. */
export function wholeRupiah(grossAmount: unknown): number | null {
  const text = typeof grossAmount === "number" ? grossAmount.toFixed(2) : String(grossAmount ?? "");
  const match = /^(\d{1,15})(?:\.0{1,2})?$/.exec(text);
  return match ? Number(match[1]) : null;
}

export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-512", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export { constantTimeEqual };

/** The signature Midtrans puts in a notification. */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string) {
  return sha512Hex(`${orderId}${statusCode}${grossAmount}${serverKey}`);
}

export function midtrans(serverKey: string, base: { snap: string; api: string }, send: Fetch): PaymentProvider {
  const headers = {
    Accept: "application/json",
    "Content-Type": "application/json",
    Authorization: `Basic ${btoa(`${serverKey}:`)}`,
  };

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await send(url, { ...init, headers, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new GatewayError(`Midtrans unreachable: ${String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }

  return {
    name: "midtrans",

    async create(input) {
      if (chargedInApp(input.channel)) {
        const { status, body } = await call(`${base.api}/v2/charge`, {
          method: "POST",
          body: JSON.stringify(chargeBody(input)),
        });
        // Midtrans answers a created pending charge with its own status_code "201" (HTTP 200 or 201).
        if ((status !== 200 && status !== 201) || body.status_code !== "201" || body.order_id !== input.paymentId) {
          const messages = Array.isArray(body.validation_messages) ? body.validation_messages.join("; ") : "";
          throw new GatewayError(`Charge refused (${status}/${String(body.status_code)}) ${messages}`, status);
        }
        return {
          redirectUrl: null,
          instructions: instructionsOf(body),
          transactionId: str(body.transaction_id) ?? null,
        };
      }
      const { status, body } = await call(`${base.snap}/snap/v1/transactions`, {
        method: "POST",
        body: JSON.stringify({
          transaction_details: { order_id: input.paymentId, gross_amount: input.grossAmount },
          item_details: input.items.map((item) => ({ ...item, name: item.name.slice(0, 50) })),
          customer_details: { first_name: input.customer.name.slice(0, 255), email: input.customer.email },
          enabled_payments: [input.channel],
          expiry: { unit: "minutes", duration: input.expiresInMinutes },
          callbacks: { finish: input.finishUrl },
        }),
      });
      if (status !== 201 && status !== 200) {
        const messages = Array.isArray(body.error_messages) ? body.error_messages.join("; ") : "";
        throw new GatewayError(`Snap refused (${status}) ${messages}`, status);
      }
      if (typeof body.token !== "string" || typeof body.redirect_url !== "string") {
        throw new GatewayError("Snap answered without token or redirect_url", status);
      }
      return { redirectUrl: body.redirect_url, instructions: null, transactionId: null };
    },

    async verifyNotification(rawBody) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return null;
      }
      const { order_id: orderId, status_code: statusCode, gross_amount: grossAmount, signature_key: signature } = body;
      if (
        typeof orderId !== "string" ||
        typeof statusCode !== "string" ||
        typeof grossAmount !== "string" ||
        typeof signature !== "string"
      ) {
        return null;
      }
      const expected = await notificationSignature(orderId, statusCode, grossAmount, serverKey);
      return constantTimeEqual(expected, signature.toLowerCase()) ? { paymentId: orderId } : null;
    },

    async expire(paymentId) {
      // Midtrans's Expire API for a pending transaction; 404 (unknown) and 412 (not pending) change nothing.
      // (Midtrans may also answer HTTP 200 with its own status_code in the body; the status read decides.)
      const { status } = await call(`${base.api}/v2/${encodeURIComponent(paymentId)}/expire`, { method: "POST" });
      if (![200, 404, 412].includes(status)) {
        throw new GatewayError(`Expire failed (${status})`, status);
      }
    },

    async refund(paymentId, { refundKey, amount, reason }): Promise<RefundOutcome> {
      // POST /v2/{order_id}/refund: Midtrans answers with its own status_code in the body; "200"
      // with transaction_status refund / partial_refund is done. A 4xx code (412 not refundable any
      // more, 404 unknown, 406 …) is a refusal; 5xx or no answer: ask again with the same key.
      const { status, body } = await call(`${base.api}/v2/${encodeURIComponent(paymentId)}/refund`, {
        method: "POST",
        body: JSON.stringify({ refund_key: refundKey, amount, reason: reason.slice(0, 255) }),
      });
      const code = Number(body.status_code ?? status);
      if (code === 200 && ["refund", "partial_refund"].includes(String(body.transaction_status))) {
        return { state: "refunded" };
      }
      if (code >= 400 && code < 500) return { state: "refused", message: str(body.status_message) ?? `HTTP ${code}` };
      throw new GatewayError(`Refund failed (${status}/${String(body.status_code)})`, status);
    },

    async status(paymentId): Promise<GatewayTransaction | null> {
      const { status, body } = await call(`${base.api}/v2/${encodeURIComponent(paymentId)}/status`, {
        method: "GET",
      });
      // Midtrans answers HTTP 200 with its own status_code in the body (404 for an unknown id).
      if (status === 404 || body.status_code === "404") return null;
      if (status !== 200 || typeof body.transaction_status !== "string") {
        throw new GatewayError(`Status read failed (${status})`, status);
      }
      if (body.order_id !== paymentId) throw new GatewayError("Status answered for another transaction");
      return {
        paymentId,
        status: statusOf(body.transaction_status, typeof body.fraud_status === "string" ? body.fraud_status : null),
        grossAmount: wholeRupiah(body.gross_amount),
        transactionId: typeof body.transaction_id === "string" ? body.transaction_id : null,
        paymentType: typeof body.payment_type === "string" ? body.payment_type : null,
        instructions: instructionsOf(body),
      };
    },
  };
}
