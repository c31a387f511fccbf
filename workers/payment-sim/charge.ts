/**
 * Midtrans's Core API charge in the simulator: `POST /v2/charge` answers the pay instructions at
 * once (VA number, Mandiri bill key + biller code, store pay code, QRIS payload, e-wallet deeplink,
 * expiry) in Midtrans's shapes, so the app shows them inside its own pages. Paying stays a person's
 * act, as on Midtrans's sandbox simulator: `/simulator` takes the VA number / pay code / QRIS data,
 * `/simulator/pay/:token` (also an e-wallet's deeplink) shows the transaction with "Bayar (simulasi)".
 */
import { Hono, type Context } from "hono";
import { authorized, publicBase, unauthorized, type SimEnv } from "./auth";
import {
  actionsOf,
  deliver,
  lookupCode,
  notificationBody,
  statusBody,
  type Method,
  type SimTransaction,
} from "./midtrans";
import { lookupPage, paymentPage, qrSvg } from "./page";
import { findByPayCode, findTransaction, insertPayCode, insertTransaction, logDeliveries } from "./store";
import { CHARGE } from "./texts";

type Ctx = Context<{ Bindings: SimEnv }>;

export const charge = new Hono<{ Bindings: SimEnv }>();

const UNIT_MS: Record<string, number> = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Midtrans's default lifetimes when no custom_expiry is sent: QR and e-wallets 15 minutes, the rest a day. */
const defaultLifetime = (method: Method) =>
  ["other_qris", "gopay", "shopeepay"].includes(method) ? 15 * 60_000 : 24 * 3_600_000;

interface ChargeRequest {
  payment_type?: unknown;
  transaction_details?: { order_id?: unknown; gross_amount?: unknown };
  item_details?: unknown;
  bank_transfer?: { bank?: unknown };
  cstore?: { store?: unknown };
  gopay?: { callback_url?: unknown };
  shopeepay?: { callback_url?: unknown };
  custom_expiry?: { expiry_duration?: unknown; unit?: unknown };
}

/** The simulator's method for a charge's payment_type (and bank / store), or an error message. */
function methodOf(body: ChargeRequest): Method | string {
  switch (body.payment_type) {
    case "qris":
      return "other_qris";
    case "echannel":
      return "echannel";
    case "gopay":
    case "shopeepay":
      return body.payment_type;
    case "bank_transfer": {
      const bank = body.bank_transfer?.bank;
      return typeof bank === "string" && ["bca", "bni", "bri", "permata"].includes(bank)
        ? (`${bank}_va` as Method)
        : CHARGE.bankInvalid;
    }
    case "cstore": {
      const store = body.cstore?.store;
      return store === "alfamart" || store === "indomaret" ? store : CHARGE.storeInvalid;
    }
    default:
      return CHARGE.paymentTypeInvalid;
  }
}

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n > 0;

function itemsError(items: unknown, gross: number): string | null {
  if (items === undefined) return null;
  if (!Array.isArray(items)) return CHARGE.itemsInvalid;
  let sum = 0;
  for (const item of items as { price?: unknown; quantity?: unknown }[]) {
    if (!Number.isSafeInteger(item?.price) || !isWhole(item?.quantity)) return CHARGE.itemsInvalid;
    sum += (item.price as number) * item.quantity;
  }
  return sum === gross ? null : CHARGE.itemsSum;
}

function lifetimeOf(body: ChargeRequest, method: Method): number | string {
  if (body.custom_expiry === undefined) return defaultLifetime(method);
  const duration = Number(body.custom_expiry?.expiry_duration);
  const unit = UNIT_MS[String(body.custom_expiry?.unit ?? "minute")];
  return unit && Number.isSafeInteger(duration) && duration > 0 ? duration * unit : CHARGE.expiryInvalid;
}

const httpUrl = (value: unknown) => {
  try {
    return typeof value === "string" && ["http:", "https:"].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
};

/** The charge answer: the status fields (pending), the method's own message, and its actions. */
export function chargeBody(tx: SimTransaction, base: string): Record<string, unknown> {
  const { settlement_time: _settled, ...status } = statusBody(tx);
  const body: Record<string, unknown> = {
    ...status,
    status_message: CHARGE.created[tx.method],
    merchant_id: "G000000000",
  };
  // Midtrans's Permata charge answer names the number only as permata_va_number.
  if (tx.method === "permata_va") delete body.va_numbers;
  const actions = actionsOf(tx, base);
  return actions.length ? { ...body, actions } : body;
}

charge.post("/v2/charge", async (c) => {
  if (!authorized(c)) return unauthorized(c);
  let body: ChargeRequest;
  try {
    body = (await c.req.json()) as ChargeRequest;
    if (!body || typeof body !== "object") throw new Error("not an object");
  } catch {
    return invalid(c, [CHARGE.bodyInvalid]);
  }
  const orderId = body.transaction_details?.order_id;
  const gross = body.transaction_details?.gross_amount;
  const errors: string[] = [];
  if (typeof orderId !== "string" || !/^[A-Za-z0-9\-_~.]{1,50}$/.test(orderId)) errors.push(CHARGE.orderIdInvalid);
  if (!isWhole(gross)) errors.push(CHARGE.grossAmountInvalid);
  const method = methodOf(body);
  if (!(method in CHARGE.created)) errors.push(method);
  const lifetime = method in CHARGE.created ? lifetimeOf(body, method as Method) : 0;
  if (typeof lifetime === "string") errors.push(lifetime);
  const items = isWhole(gross) ? itemsError(body.item_details, gross) : null;
  if (items) errors.push(items);
  if (errors.length > 0) return invalid(c, errors);

  const now = Date.now();
  const finish = httpUrl(body.gopay?.callback_url) ?? httpUrl(body.shopeepay?.callback_url);
  const fresh = {
    orderId: orderId as string,
    token: crypto.randomUUID(),
    transactionId: crypto.randomUUID(),
    grossAmount: gross as number,
    method: method as Method,
    finishUrl: finish,
    createdAt: now,
    expiresAt: now + (lifetime as number),
  };
  if (!(await insertTransaction(c.env.SIM_DB, fresh, body))) {
    return c.json({ status_code: "406", status_message: CHARGE.orderIdUsed, id: crypto.randomUUID() }, 406);
  }
  const tx = (await findTransaction(c.env.SIM_DB, { orderId: fresh.orderId }))!;
  const code = lookupCode(tx);
  if (code) await insertPayCode(c.env.SIM_DB, code, tx.orderId);
  // Midtrans notifies the merchant of the new pending transaction too; after answering, like it.
  c.executionCtx.waitUntil(notifyPending(c.env, tx));
  return c.json(chargeBody(tx, publicBase(c)), 200);
});

const invalid = (c: Ctx, messages: string[]) =>
  c.json({ status_code: "400", status_message: CHARGE.invalid, validation_messages: messages }, 400);

async function notifyPending(env: SimEnv, tx: SimTransaction) {
  const notification = await notificationBody(tx, "pending", env.SERVER_KEY ?? "");
  const http = await deliver(env.NOTIFICATION_URL, notification);
  await logDeliveries(env.SIM_DB, tx.orderId, [{ status: "pending", http }]);
}

/** The QR picture of a QRIS or GoPay charge (generate-qr-code): the simulator's stand-in image. */
charge.get("/v2/:type/:transaction_id/qr-code", async (c) => {
  const row = await c.env.SIM_DB.prepare(`SELECT token FROM sim_transactions WHERE transaction_id = ?`)
    .bind(c.req.param("transaction_id"))
    .first<{ token: string }>()
    .catch(() => null);
  if (!row) return c.json({ status_code: "404", status_message: CHARGE.notFound }, 404);
  return c.body(qrSvg(row.token), 200, { "content-type": "image/svg+xml" });
});

/** The pay page's door: a VA number, bill key, store code or QRIS payload → that transaction. */
charge.get("/simulator", async (c) => {
  const code = c.req.query("code");
  if (!code) return c.html(lookupPage());
  const tx = await findByPayCode(c.env.SIM_DB, code);
  if (!tx) return c.html(lookupPage(code, CHARGE.codeUnknown), 404);
  return c.redirect(`/simulator/pay/${encodeURIComponent(tx.token)}`, 303);
});

charge.get("/simulator/pay/:token", async (c) => {
  const tx = await findTransaction(c.env.SIM_DB, { token: c.req.param("token") });
  if (!tx) return c.html(lookupPage(undefined, CHARGE.codeUnknown), 404);
  return c.html(paymentPage(tx));
});
