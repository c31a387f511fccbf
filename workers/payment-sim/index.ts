/**
 * The Midtrans simulator (Hono): a LOCAL stand-in for Midtrans that speaks its HTTP API, so the
 * app's production payment code runs unchanged in development and tests. Never deployed, never
 * bound in the app's wrangler.toml (scripts/start.mjs runs it on the app's port + 100;
 * vitest.config.ts binds it to the app as PAYMENT_GATEWAY). Its routes and test controls:
 * ./README.md. Iris (payouts) is in iris.ts, a Web Push stand-in in push.ts.
 */
import { Hono, type Context } from "hono";
import {
  actionsOf,
  deliver,
  isMethod,
  isStatus,
  notificationBody,
  STATUS_CODE,
  statusBody,
  type Method,
  type SimTransaction,
  type TransactionStatus,
} from "./midtrans";
import { authorized, publicBase, unauthorized, type SimEnv } from "./auth";
import { charge } from "./charge";
import { digiflazz, digiflazzControls } from "./digiflazz";
import { iris, payoutControls } from "./iris";
import { notFoundPage, paymentPage } from "./page";
import { push, pushControls } from "./push";
import { refund, refundsOf, REFUND_MODES, setRefundMode, type RefundBody, type RefundMode } from "./refunds";
import { findTransaction, insertTransaction, logDeliveries, setStatus } from "./store";
import { API, CONTROL } from "./texts";
import { vipReseller } from "./vip-reseller";
import { whatsapp, whatsappControls } from "./whatsapp";

export type { SimEnv };

type Ctx = Context<{ Bindings: SimEnv }>;

const app = new Hono<{ Bindings: SimEnv }>();

app.get("/healthz", (c) => c.text("ok"));

// ---------------------------------------------------------------------------------------------
// Midtrans's API

const badRequest = (c: Ctx, ...messages: string[]) => c.json({ error_messages: messages }, 400);

const EXPIRY_UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3600_000,
  hours: 3600_000,
  day: 86_400_000,
  days: 86_400_000,
};
/** Snap's default lifetime of a transaction without `expiry`. */
const DEFAULT_EXPIRY_MS = 24 * 3600_000;

interface SnapRequest {
  transaction_details?: { order_id?: unknown; gross_amount?: unknown };
  enabled_payments?: unknown;
  expiry?: { unit?: unknown; duration?: unknown };
  callbacks?: { finish?: unknown };
}

function isHttpUrl(value: string) {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

app.post("/snap/v1/transactions", async (c) => {
  if (!authorized(c)) return unauthorized(c);
  let body: SnapRequest;
  try {
    body = (await c.req.json()) as SnapRequest;
    if (!body || typeof body !== "object") throw new Error("not an object");
  } catch {
    return badRequest(c, API.bodyInvalid);
  }
  const orderId = body.transaction_details?.order_id;
  const gross = body.transaction_details?.gross_amount;
  const errors: string[] = [];
  if (orderId === undefined || orderId === null || orderId === "") errors.push(API.orderIdRequired);
  else if (typeof orderId !== "string" || !/^[A-Za-z0-9\-_~.]{1,50}$/.test(orderId)) errors.push(API.orderIdInvalid);
  if (typeof gross !== "number" || !Number.isSafeInteger(gross) || gross <= 0) errors.push(API.grossAmountInvalid);
  // The app sends exactly one method; without enabled_payments the buyer would choose on Snap's
  // page — the simulator then uses QRIS. A value it does not know is refused, to catch typos.
  const payments = Array.isArray(body.enabled_payments) ? (body.enabled_payments as unknown[]) : ["other_qris"];
  const method = payments[0] ?? "other_qris";
  if (!isMethod(method)) errors.push(API.paymentUnsupported(String(method)));
  let lifetime = DEFAULT_EXPIRY_MS;
  if (body.expiry !== undefined) {
    const unit = EXPIRY_UNIT_MS[String(body.expiry?.unit)];
    const duration = body.expiry?.duration;
    if (!unit || typeof duration !== "number" || !Number.isSafeInteger(duration) || duration <= 0)
      errors.push(API.expiryInvalid);
    else lifetime = unit * duration;
  }
  const finish = body.callbacks?.finish;
  if (finish !== undefined && (typeof finish !== "string" || !isHttpUrl(finish))) errors.push(API.finishInvalid);
  if (errors.length > 0) return badRequest(c, ...errors);

  const now = Date.now();
  const token = crypto.randomUUID();
  const inserted = await insertTransaction(
    c.env.SIM_DB,
    {
      orderId: orderId as string,
      token,
      transactionId: crypto.randomUUID(),
      grossAmount: gross as number,
      method: method as Method,
      finishUrl: (finish as string | undefined) ?? null,
      createdAt: now,
      expiresAt: now + lifetime,
    },
    body,
  );
  if (!inserted) return badRequest(c, API.orderIdUsed);
  return c.json({ token, redirect_url: `${publicBase(c)}/snap/v4/redirection/${token}` }, 201);
});

const notFound = (c: Ctx) => c.json({ status_code: "404", status_message: API.notFound }, 404);

// Midtrans itself answers 404 until the buyer has chosen a method on Snap's page; here the method
// is fixed by enabled_payments at creation, so a created transaction answers `pending` at once.
app.get("/v2/:order_id/status", async (c) => {
  if (!authorized(c)) return unauthorized(c);
  const tx = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
  if (!tx) return notFound(c);
  const actions = actionsOf(tx, publicBase(c));
  return c.json(actions.length ? { ...statusBody(tx), actions } : statusBody(tx));
});

/** Midtrans's cancel and expire APIs: only a pending transaction changes; the merchant is notified. */
for (const [action, status, message] of [
  ["cancel", "cancel", API.canceled],
  ["expire", "expire", API.expired],
] as const) {
  app.post(`/v2/:order_id/${action}`, async (c) => {
    if (!authorized(c)) return unauthorized(c);
    const found = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
    if (!found) return notFound(c);
    if (found.status !== "pending") return c.json({ status_code: "412", status_message: API.cannotModify }, 412);
    const tx = await setStatus(c.env.SIM_DB, found, status);
    await notify(c, tx, status, 1);
    return c.json({ ...statusBody(tx), status_message: message });
  });
}

/** Midtrans's refund API (refunds.ts): a refund made now changes the status and notifies the merchant. */
app.post("/v2/:order_id/refund", async (c) => {
  if (!authorized(c)) return unauthorized(c);
  const found = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
  if (!found) return notFound(c);
  // The body is optional (no key: a new refund; no amount: what remains).
  const body = (await c.req.json().catch(() => ({}))) as RefundBody;
  const result = await refund(c.env.SIM_DB, found, body && typeof body === "object" ? body : {});
  if (result.http !== 200) return c.json(result.fields, result.http as 400);
  const tx = result.newStatus ? await setStatus(c.env.SIM_DB, found, result.newStatus) : found;
  if (result.newStatus) await notify(c, tx, result.newStatus, 1);
  return c.json({ ...statusBody(tx), ...result.fields });
});

/** Builds the notification for `status` and posts it `copies` times (none with copies 0). */
async function notify(
  c: Ctx,
  tx: SimTransaction,
  status: TransactionStatus,
  copies: number,
  options: { badSignature?: boolean } = {},
) {
  const notification = await notificationBody(tx, status, c.env.SERVER_KEY ?? "", options);
  const delivered: number[] = [];
  for (let i = 0; i < copies; i++) delivered.push(await deliver(c.env.NOTIFICATION_URL, notification));
  await logDeliveries(
    c.env.SIM_DB,
    tx.orderId,
    delivered.map((http) => ({ status, http })),
  );
  return { notification, delivered };
}

// ---------------------------------------------------------------------------------------------
// The hosted payment page

app.get("/snap/v4/redirection/:token", async (c) => {
  const tx = await findTransaction(c.env.SIM_DB, { token: c.req.param("token") });
  if (!tx) return c.html(notFoundPage(), 404);
  return c.html(paymentPage(tx));
});

app.post("/snap/v4/redirection/:token/pay", async (c) => {
  const found = await findTransaction(c.env.SIM_DB, { token: c.req.param("token") });
  if (!found) return c.html(notFoundPage(), 404);
  // Paid, cancelled or expired already: the page shows that state (a second press changes nothing).
  if (found.status !== "pending") return c.html(paymentPage(found));
  const form = await c.req.parseBody();
  const status = form.action === "cancel" ? "cancel" : "settlement";
  const tx = await setStatus(c.env.SIM_DB, found, status);
  // Snap notifies the merchant before the buyer is sent back (awaited; a failed delivery is logged).
  await notify(c, tx, status, 1);
  if (!tx.finishUrl) return c.html(paymentPage(tx));
  const finish = new URL(tx.finishUrl);
  finish.searchParams.set("order_id", tx.orderId);
  finish.searchParams.set("status_code", STATUS_CODE[status]);
  finish.searchParams.set("transaction_status", status);
  return c.redirect(finish.toString(), 303);
});

// ---------------------------------------------------------------------------------------------
// Test controls

interface ControlBody {
  status?: unknown;
  deliver?: unknown;
  copies?: unknown;
  badSignature?: unknown;
  grossAmount?: unknown;
}

/** The control body, or null when it does not match (`copies` 1..10, grossAmount a positive integer). */
async function controlBody(c: Ctx) {
  let body: ControlBody;
  try {
    body = (await c.req.json()) as ControlBody;
  } catch {
    return null;
  }
  if (!body || typeof body !== "object" || !isStatus(body.status)) return null;
  const copies = body.copies ?? 1;
  const grossAmount = body.grossAmount;
  if (typeof copies !== "number" || !Number.isInteger(copies) || copies < 1 || copies > 10) return null;
  if (body.deliver !== undefined && typeof body.deliver !== "boolean") return null;
  if (body.badSignature !== undefined && typeof body.badSignature !== "boolean") return null;
  if (
    grossAmount !== undefined &&
    (typeof grossAmount !== "number" || !Number.isSafeInteger(grossAmount) || grossAmount <= 0)
  )
    return null;
  return {
    status: body.status,
    deliver: body.deliver !== false,
    copies,
    badSignature: body.badSignature === true,
    grossAmount: grossAmount as number | undefined,
  };
}

app.get("/_sim/transactions/:order_id", async (c) => {
  const tx = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
  return tx ? c.json(tx) : c.json({ error: CONTROL.notFound }, 404);
});

app.post("/_sim/transactions/:order_id/status", async (c) => {
  const body = await controlBody(c);
  if (!body) return c.json({ error: CONTROL.bodyInvalid }, 400);
  const found = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
  if (!found) return c.json({ error: CONTROL.notFound }, 404);
  const tx = await setStatus(c.env.SIM_DB, found, body.status, body.grossAmount);
  return c.json(await notify(c, tx, body.status, body.deliver ? body.copies : 0, body));
});

// An old or out-of-order notification: carries `status`, the stored status stays as it is.
app.post("/_sim/transactions/:order_id/notify", async (c) => {
  const body = await controlBody(c);
  if (!body) return c.json({ error: CONTROL.bodyInvalid }, 400);
  const tx = await findTransaction(c.env.SIM_DB, { orderId: c.req.param("order_id") });
  if (!tx) return c.json({ error: CONTROL.notFound }, 404);
  return c.json(await notify(c, tx, body.status, body.deliver ? 1 : 0, body));
});

// How this transaction's refunds are answered: ok (the default), refused by the provider, or down.
app.post("/_sim/transactions/:order_id/refund-mode", async (c) => {
  const body = (await c.req.json().catch(() => null)) as { mode?: unknown } | null;
  const mode = body?.mode;
  if (!REFUND_MODES.includes(mode as RefundMode)) return c.json({ error: CONTROL.bodyInvalid }, 400);
  await setRefundMode(c.env.SIM_DB, c.req.param("order_id"), mode as RefundMode);
  return c.json({ ok: true });
});

app.get("/_sim/transactions/:order_id/refunds", async (c) =>
  c.json({ refunds: await refundsOf(c.env.SIM_DB, c.req.param("order_id")) }),
);

// ---------------------------------------------------------------------------------------------
// The Core API charge (the app's way for every method but DANA and OVO), its QR pictures and the
// pay page by code

app.route("/", charge);

// ---------------------------------------------------------------------------------------------
// Midtrans Payouts (Iris) and its test controls

app.route("/iris/api/v1", iris);
app.route("/_sim/payouts", payoutControls);

// Digiflazz (H2H top-up supplier) and its test controls
app.route("/digiflazz/v1", digiflazz);
app.route("/_sim/digiflazz", digiflazzControls);

// VIP Reseller's game nickname call (the app's nickname check of top-up IDs)
app.route("/vip-reseller", vipReseller);

// A Web Push service stand-in (push.ts) and its test controls
app.route("/whatsapp", whatsapp);
app.route("/_sim/whatsapp", whatsappControls);
app.route("/push", push);
app.route("/_sim/push", pushControls);

app.notFound((c) => c.json({ status_code: "404", status_message: "Not found" }, 404));
app.onError((err, c) => {
  console.error("payment-sim error", err);
  return c.json({ status_code: "500", status_message: "Internal simulator error" }, 500);
});

export default app;
