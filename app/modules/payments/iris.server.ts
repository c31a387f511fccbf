/**
 * Midtrans Payouts (Iris) through `fetch`: base `{app}/iris/api/v1`, HTTP Basic auth with the
 * CREATOR key (create payouts, validate accounts) or the APPROVER key (approve) — maker and checker
 * are different keys at the provider as well as different staff here. Notifications carry
 * `Iris-Signature` = hex SHA-512 of (raw body + merchant key); the status is re-read before money
 * moves. Locally the simulator (workers/payment-sim) answers the same API, as for payments.
 */
import type { Env } from "~/env.server";
import { constantTimeEqual, sha512Hex, wholeRupiah } from "./midtrans.server";
import { GatewayError, type PayoutProvider, type PayoutStatus } from "./provider";

type IrisEnv = Pick<
  Env,
  | "IRIS_CREATOR_KEY"
  | "IRIS_APPROVER_KEY"
  | "IRIS_MERCHANT_KEY"
  | "MIDTRANS_ENV"
  | "MIDTRANS_SIMULATOR_URL"
  | "PAYMENT_GATEWAY"
  | "DEV_OUTBOX"
>;

const BASES = {
  production: "https://app.midtrans.com/iris/api/v1",
  sandbox: "https://app.sandbox.midtrans.com/iris/api/v1",
} as const;

const STATUSES: readonly PayoutStatus[] = ["queued", "approved", "processed", "completed", "failed", "rejected"];

/** Iris as configured, or null when its keys are not all set (withdrawals are then paid by hand). */
export function irisFromEnv(env: IrisEnv): PayoutProvider | null {
  const { IRIS_CREATOR_KEY: creator, IRIS_APPROVER_KEY: approver, IRIS_MERCHANT_KEY: merchant } = env;
  if (!creator || !approver || !merchant) return null;
  const mode = env.MIDTRANS_ENV ?? "production";
  if (mode === "simulator") {
    if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) {
      throw new Error("MIDTRANS_ENV=simulator is for local runs only (DEV_OUTBOX=1 and MIDTRANS_SIMULATOR_URL)");
    }
    const via = env.PAYMENT_GATEWAY;
    return iris(
      { creator, approver, merchant },
      `${env.MIDTRANS_SIMULATOR_URL.replace(/\/$/, "")}/iris/api/v1`,
      via ? (url, init) => via.fetch(url, init) : fetch,
    );
  }
  if (mode !== "production" && mode !== "sandbox") throw new Error(`Unknown MIDTRANS_ENV ${mode}`);
  return iris({ creator, approver, merchant }, BASES[mode], fetch);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export function iris(
  keys: { creator: string; approver: string; merchant: string },
  base: string,
  send: Fetch,
): PayoutProvider {
  async function call(key: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        ...init,
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          Authorization: `Basic ${btoa(`${key}:`)}`,
          ...init.headers,
        },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new GatewayError(`Iris unreachable: ${String(error)}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }
  const refused = (what: string, status: number, body: Record<string, unknown>) =>
    new GatewayError(
      `${what} refused (${status}) ${typeof body.error_message === "string" ? body.error_message : ""}`,
      status,
    );

  return {
    name: "midtrans_iris",

    async validateAccount(bank, account) {
      const query = new URLSearchParams({ bank, account });
      const { status, body } = await call(keys.creator, `/account_validation?${query}`, { method: "GET" });
      if (status === 404 || status === 400) return null;
      if (status !== 200 || typeof body.account_name !== "string") throw refused("account_validation", status, body);
      return { accountName: body.account_name };
    },

    async createPayouts(items, idempotencyKey) {
      const { status, body } = await call(keys.creator, "/payouts", {
        method: "POST",
        headers: { "X-Idempotency-Key": idempotencyKey },
        body: JSON.stringify({
          payouts: items.map((item) => ({
            beneficiary_name: item.beneficiaryName.slice(0, 100),
            beneficiary_account: item.beneficiaryAccount,
            beneficiary_bank: item.beneficiaryBank,
            amount: `${item.amount}.00`,
            notes: item.notes.slice(0, 100),
          })),
        }),
      });
      const created = Array.isArray(body.payouts) ? (body.payouts as { reference_no?: unknown }[]) : [];
      if (status !== 201 && status !== 200) throw refused("create payouts", status, body);
      const refs = created.map((p) => p.reference_no);
      if (refs.length !== items.length || !refs.every((r): r is string => typeof r === "string")) {
        throw new GatewayError("create payouts answered without a reference for each item", status);
      }
      return refs;
    },

    async approvePayouts(referenceNos) {
      const { status, body } = await call(keys.approver, "/payouts/approve", {
        method: "POST",
        body: JSON.stringify({ reference_nos: referenceNos }),
      });
      if (status !== 202 && status !== 200) throw refused("approve payouts", status, body);
    },

    async payoutStatus(referenceNo) {
      const { status, body } = await call(keys.creator, `/payouts/${encodeURIComponent(referenceNo)}`, {
        method: "GET",
      });
      if (status === 404) return null;
      if (status !== 200 || !STATUSES.includes(body.status as PayoutStatus))
        throw refused("payout status", status, body);
      if (body.reference_no !== referenceNo) throw new GatewayError("payout status answered for another payout");
      return {
        status: body.status as PayoutStatus,
        amount: wholeRupiah(body.amount),
        errorMessage: typeof body.error_message === "string" ? body.error_message : null,
      };
    },

    async verifyPayoutNotification(rawBody, signature) {
      if (!signature) return false;
      const expected = await sha512Hex(`${rawBody}${keys.merchant}`);
      return constantTimeEqual(expected, signature.trim().toLowerCase());
    },
  };
}
