/**
 * Midtrans Payouts (Iris) in the simulator: the subset the app's withdrawals use, under
 * /iris/api/v1 as on Midtrans (creator and approver keys, statuses, signed notifications,
 * PAYOUT_AUTO_PROGRESS), and its test controls under /_sim/payouts. Every route: ./README.md.
 */
import { Hono, type Context } from "hono";
import { post } from "./midtrans";
import {
  decideQueued,
  findPayout,
  insertPayouts,
  logPayoutDeliveries,
  setBankStatus,
  type SimPayout,
} from "./payout-store";
import {
  accountHolder,
  amountString,
  checkItem,
  irisTime,
  isBankCode,
  isBankStatus,
  isPayoutStatus,
  payoutNotification,
  type BankStatus,
  type PayoutItem,
  type PayoutStatus,
} from "./payouts";
import { IRIS, PAYOUT_CONTROL } from "./texts";

export interface IrisEnv {
  SIM_DB: D1Database;
  /** The app's Iris API keys (local: .dev.vars). Unset: every Iris call with that role is 401. */
  IRIS_CREATOR_KEY?: string;
  IRIS_APPROVER_KEY?: string;
  /** The merchant key that signs payout notifications (never an API key). */
  IRIS_MERCHANT_KEY?: string;
  /** Where payout notifications go: the app's …/payments/midtrans/payout-notification. */
  PAYOUT_NOTIFICATION_URL?: string;
  /** "1": approved payouts move on by themselves (see above). */
  PAYOUT_AUTO_PROGRESS?: string;
}

type Ctx = Context<{ Bindings: IrisEnv }>;
type Role = "creator" | "approver";

/** The role of the request's key, or null (no key, a wrong one, or a password). */
function roleOf(c: Ctx): Role | null {
  const header = c.req.header("authorization") ?? "";
  if (!header.toLowerCase().startsWith("basic ")) return null;
  let decoded: string;
  try {
    decoded = atob(header.slice(6).trim());
  } catch {
    return null;
  }
  const { IRIS_CREATOR_KEY: creator, IRIS_APPROVER_KEY: approver } = c.env;
  if (creator && decoded === `${creator}:`) return "creator";
  if (approver && decoded === `${approver}:`) return "approver";
  return null;
}

/** null when the request's key has one of `roles`; otherwise the 401 / 403 answer. */
function refuseUnless(c: Ctx, ...roles: Role[]) {
  const role = roleOf(c);
  if (!role) return c.json({ error_message: IRIS.unauthorized }, 401);
  if (!roles.includes(role)) return c.json({ error_message: IRIS.forbidden }, 403);
  return null;
}

async function jsonBody(c: Ctx): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A payout as GET /payouts/:reference_no answers it. */
function payoutBody(p: SimPayout) {
  return {
    amount: amountString(p.amount),
    beneficiary_name: p.beneficiaryName,
    beneficiary_account: p.beneficiaryAccount,
    bank: p.bank,
    reference_no: p.referenceNo,
    notes: p.notes,
    beneficiary_email: p.beneficiaryEmail,
    status: p.status,
    created_by: p.createdBy,
    created_at: irisTime(p.createdAt),
    updated_at: irisTime(p.updatedAt),
    ...(p.errorCode ? { error_code: p.errorCode } : {}),
    ...(p.errorMessage ? { error_message: p.errorMessage } : {}),
  };
}

/**
 * Builds the notification of `payout` with `status` and posts it `copies` times (none with 0),
 * logging each attempt. Answers what a test needs to replay it: the raw body and its signature.
 */
async function notifyPayout(
  env: IrisEnv,
  payout: SimPayout,
  status: PayoutStatus,
  copies: number,
  options: { badSignature?: boolean; errorMessage?: string } = {},
) {
  const { raw, signature } = await payoutNotification(
    {
      referenceNo: payout.referenceNo,
      amount: payout.amount,
      status,
      updatedAt: payout.updatedAt,
      errorCode: payout.errorCode,
      errorMessage: options.errorMessage ?? payout.errorMessage,
    },
    env.IRIS_MERCHANT_KEY ?? "",
    options,
  );
  const delivered: number[] = [];
  for (let i = 0; i < copies; i++)
    delivered.push(await post(env.PAYOUT_NOTIFICATION_URL, raw, { "Iris-Signature": signature }));
  await logPayoutDeliveries(
    env.SIM_DB,
    payout.referenceNo,
    delivered.map((http) => ({ status, http })),
  );
  return { notification: raw, signature, delivered };
}

const failure = (message?: string) => ({ code: IRIS.failedCode, message: message ?? IRIS.failedMessage });

/** Moves `payout` to `to` on the bank's side and notifies; null when its status does not allow it. */
async function bankMove(env: IrisEnv, referenceNo: string, to: BankStatus, errorMessage?: string) {
  return setBankStatus(env.SIM_DB, referenceNo, to, to === "failed" ? failure(errorMessage) : undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PAYOUT_AUTO_PROGRESS: approved → processed → completed (or failed for accounts ending in "99"). */
async function autoProgress(env: IrisEnv, referenceNos: string[]) {
  try {
    await sleep(1000);
    for (const ref of referenceNos) {
      const p = await bankMove(env, ref, "processed");
      if (p) await notifyPayout(env, p, "processed", 1);
    }
    await sleep(1000);
    for (const ref of referenceNos) {
      const current = await findPayout(env.SIM_DB, ref);
      if (!current) continue;
      const to = current.beneficiaryAccount.endsWith("99") ? "failed" : "completed";
      const p = await bankMove(env, ref, to);
      if (p) await notifyPayout(env, p, to, 1);
    }
  } catch (err) {
    console.error("payment-sim: payout progress stopped", err);
  }
}

// ---------------------------------------------------------------------------------------------
// Midtrans Payouts API (mounted at /iris/api/v1)

export const iris = new Hono<{ Bindings: IrisEnv }>();

iris.post("/payouts", async (c) => {
  const refused = refuseUnless(c, "creator");
  if (refused) return refused;
  const createFailed = (errors: Record<string, string[]>) => c.json({ error_message: IRIS.createFailed, errors }, 400);
  const key = c.req.header("x-idempotency-key");
  if (key !== undefined && (key.length < 1 || key.length > 100))
    return createFailed({ "X-Idempotency-Key": [IRIS.idempotencyKeyInvalid] });
  const body = await jsonBody(c);
  if (!body) return createFailed({ payouts: [IRIS.bodyInvalid] });
  const list = body.payouts;
  if (!Array.isArray(list) || list.length < 1 || list.length > 100)
    return createFailed({ payouts: [IRIS.payoutsInvalid] });
  const items: PayoutItem[] = [];
  const errors: Record<string, string[]> = {};
  list.forEach((raw, i) => {
    const checked = checkItem(raw);
    if ("errors" in checked) errors[String(i)] = checked.errors;
    else items.push(checked.item);
  });
  if (Object.keys(errors).length > 0) return createFailed(errors);

  const request = JSON.stringify(body);
  const stored = await insertPayouts(c.env.SIM_DB, items, IRIS.createdBy, key ? { key, request } : undefined);
  if ("replay" in stored && stored.replay.request !== request)
    return c.json({ error_message: IRIS.idempotencyKeyReused }, 409);
  const referenceNos = "replay" in stored ? stored.replay.referenceNos : stored.referenceNos;
  return c.json({ payouts: referenceNos.map((reference_no) => ({ status: "queued", reference_no })) }, 201);
});

/** reference_nos of an approve / reject body: 1..100 strings, distinct; null otherwise. */
function referenceNos(body: Record<string, unknown> | null): string[] | null {
  const list = body?.reference_nos;
  if (!Array.isArray(list) || list.length < 1 || list.length > 100) return null;
  if (!list.every((ref) => typeof ref === "string" && ref.length > 0 && ref.length <= 100)) return null;
  return [...new Set(list as string[])];
}

/** Why a decision on `refs` changed nothing: each unknown or not-queued payout. */
async function decisionErrors(env: IrisEnv, refs: string[]) {
  const errors: string[] = [];
  for (const ref of refs) {
    const p = await findPayout(env.SIM_DB, ref);
    if (!p) errors.push(IRIS.unknownPayout(ref));
    else if (p.status !== "queued") errors.push(IRIS.notQueued(ref, p.status));
  }
  return errors;
}

iris.post("/payouts/approve", async (c) => {
  const refused = refuseUnless(c, "approver");
  if (refused) return refused;
  const body = await jsonBody(c);
  const refs = referenceNos(body);
  const bad = (errors: string[]) => c.json({ error_message: IRIS.approveFailed, errors }, 400);
  if (!refs) return bad([body ? IRIS.referenceNosInvalid : IRIS.bodyInvalid]);
  if (body!.otp !== undefined && typeof body!.otp !== "string") return bad([IRIS.otpInvalid]);
  if (!(await decideQueued(c.env.SIM_DB, refs, "approved", null))) return bad(await decisionErrors(c.env, refs));
  if (c.env.PAYOUT_AUTO_PROGRESS === "1") c.executionCtx.waitUntil(autoProgress(c.env, refs));
  return c.json({ status: "ok" }, 202);
});

iris.post("/payouts/reject", async (c) => {
  const refused = refuseUnless(c, "approver");
  if (refused) return refused;
  const body = await jsonBody(c);
  const refs = referenceNos(body);
  const bad = (errors: string[]) => c.json({ error_message: IRIS.rejectFailed, errors }, 400);
  if (!refs) return bad([body ? IRIS.referenceNosInvalid : IRIS.bodyInvalid]);
  const reason = body!.reject_reason;
  if (typeof reason !== "string" || reason.trim() === "" || reason.length > 100) return bad([IRIS.rejectReasonInvalid]);
  if (!(await decideQueued(c.env.SIM_DB, refs, "rejected", reason))) return bad(await decisionErrors(c.env, refs));
  return c.json({ status: "ok" }, 202);
});

iris.get("/payouts/:reference_no", async (c) => {
  const refused = refuseUnless(c, "creator", "approver");
  if (refused) return refused;
  const payout = await findPayout(c.env.SIM_DB, c.req.param("reference_no"));
  if (!payout) return c.json({ error_message: IRIS.payoutNotFound }, 404);
  return c.json(payoutBody(payout));
});

iris.get("/account_validation", async (c) => {
  const refused = refuseUnless(c, "creator");
  if (refused) return refused;
  const bank = c.req.query("bank");
  const account = c.req.query("account");
  const errors: Record<string, string[]> = {};
  if (!isBankCode(bank)) errors.bank = [IRIS.bankParamInvalid];
  if (!account) errors.account = [IRIS.accountParamInvalid];
  if (Object.keys(errors).length > 0) return c.json({ error_message: IRIS.validationFailed, errors }, 400);
  const name = accountHolder(bank as Parameters<typeof accountHolder>[0], account!);
  if (!name) return c.json({ error_message: IRIS.accountMissing, errors: { account: [IRIS.accountMissing] } }, 404);
  return c.json({ account_name: name, account_no: account, bank_name: bank });
});

// ---------------------------------------------------------------------------------------------
// Test controls (mounted at /_sim/payouts)

export const payoutControls = new Hono<{ Bindings: IrisEnv }>();

/** A control body, or null when it does not match (copies 1..10; errorMessage only with failed). */
async function controlBody(c: Ctx, statusOk: (status: unknown) => boolean) {
  const body = await jsonBody(c);
  if (!body || !statusOk(body.status)) return null;
  const copies = body.copies ?? 1;
  if (typeof copies !== "number" || !Number.isInteger(copies) || copies < 1 || copies > 10) return null;
  if (body.deliver !== undefined && typeof body.deliver !== "boolean") return null;
  if (body.badSignature !== undefined && typeof body.badSignature !== "boolean") return null;
  const errorMessage = body.errorMessage;
  if (
    errorMessage !== undefined &&
    (body.status !== "failed" || typeof errorMessage !== "string" || errorMessage.trim() === "")
  )
    return null;
  return {
    status: body.status as PayoutStatus,
    deliver: body.deliver !== false,
    copies,
    badSignature: body.badSignature === true,
    errorMessage: errorMessage as string | undefined,
  };
}

payoutControls.get("/:reference_no", async (c) => {
  const payout = await findPayout(c.env.SIM_DB, c.req.param("reference_no"));
  return payout ? c.json(payout) : c.json({ error: PAYOUT_CONTROL.notFound }, 404);
});

payoutControls.post("/:reference_no/status", async (c) => {
  const body = await controlBody(c, isBankStatus);
  if (!body) return c.json({ error: PAYOUT_CONTROL.statusBodyInvalid }, 400);
  const found = await findPayout(c.env.SIM_DB, c.req.param("reference_no"));
  if (!found) return c.json({ error: PAYOUT_CONTROL.notFound }, 404);
  const to = body.status as BankStatus;
  const payout = await bankMove(c.env, found.referenceNo, to, body.errorMessage);
  if (!payout) {
    const now = await findPayout(c.env.SIM_DB, found.referenceNo);
    return c.json({ error: PAYOUT_CONTROL.transition(now?.status ?? found.status, to) }, 409);
  }
  return c.json(await notifyPayout(c.env, payout, to, body.deliver ? body.copies : 0, body));
});

// An old or out-of-order notification: carries `status`, the stored status stays as it is.
payoutControls.post("/:reference_no/notify", async (c) => {
  const body = await controlBody(c, (status) => isPayoutStatus(status) && status !== "queued");
  if (!body || body.copies !== 1) return c.json({ error: PAYOUT_CONTROL.notifyBodyInvalid }, 400);
  const payout = await findPayout(c.env.SIM_DB, c.req.param("reference_no"));
  if (!payout) return c.json({ error: PAYOUT_CONTROL.notFound }, 404);
  return c.json(await notifyPayout(c.env, payout, body.status, body.deliver ? 1 : 0, body));
});
