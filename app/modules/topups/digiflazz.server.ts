/**
 * Digiflazz, the H2H top-up supplier, through `fetch`: `POST /v1/transaction` signed with
 * md5(username + key + ref_id), where sending the same ref_id again is the status check (so every
 * retry is safe), `cek-saldo`, and the webhook's `X-Hub-Signature` (HMAC-SHA1 of the raw body).
 * Locally (MIDTRANS_ENV=simulator, a local-only switch) the same requests go to the simulator
 * worker (workers/payment-sim/digiflazz.ts). Facts and sources: docs/research/top-up-suppliers.md.
 */
import type { Env } from "~/env.server";
import { constantTimeEqual } from "~/utils/constant-time";
import { hmacHex, md5Hex } from "./signing.server";
import type { SupplierCallback, SupplierCredentials, SupplierOutcome, SupplierPurchase, TopUpSupplier } from "./types";

const PRODUCTION_BASE = "https://api.digiflazz.com/v1";
/** Digiflazz answers synchronously; a purchase that takes longer is read again by its ref_id. */
const TIMEOUT_MS = 15_000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
type DigiflazzEnv = Pick<Env, "MIDTRANS_ENV" | "MIDTRANS_SIMULATOR_URL" | "PAYMENT_GATEWAY" | "DEV_OUTBOX">;

export function digiflazzFromEnv(env: DigiflazzEnv): TopUpSupplier {
  if (env.MIDTRANS_ENV === "simulator") {
    if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) {
      throw new Error("the supplier simulator is for local runs only (DEV_OUTBOX=1 and MIDTRANS_SIMULATOR_URL)");
    }
    const via = env.PAYMENT_GATEWAY;
    return digiflazz(
      `${env.MIDTRANS_SIMULATOR_URL.replace(/\/$/, "")}/digiflazz/v1`,
      via ? (u, i) => via.fetch(u, i) : fetch,
    );
  }
  return digiflazz(PRODUCTION_BASE, fetch);
}

interface TrxData {
  ref_id?: unknown;
  status?: unknown;
  rc?: unknown;
  message?: unknown;
  sn?: unknown;
  price?: unknown;
}

/** A transaction answer (or callback `data`) as an outcome; "unanswered" when it is not one. */
function outcomeOf(data: TrxData | undefined): SupplierOutcome {
  const message = typeof data?.message === "string" ? data.message : "";
  const price = typeof data?.price === "number" ? data.price : 0;
  switch (data?.status) {
    case "Sukses":
      return typeof data.sn === "string" && data.sn
        ? { state: "delivered", serial: data.sn, price, message }
        : { state: "pending", price, message };
    case "Pending":
      return { state: "pending", price, message };
    case "Gagal":
      return { state: "failed", code: String(data.rc ?? ""), reason: message || "Transaksi gagal di supplier." };
    default:
      return { state: "unanswered", error: "unexpected supplier answer" };
  }
}

export function digiflazz(base: string, send: Fetch): TopUpSupplier {
  async function call(path: string, body: Record<string, unknown>): Promise<{ data?: unknown } | null> {
    try {
      const response = await send(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok && response.status >= 500) return null;
      return (await response.json()) as { data?: unknown };
    } catch {
      return null;
    }
  }

  return {
    async purchase({ username, apiKey }: SupplierCredentials, p: SupplierPurchase) {
      const answer = await call("/transaction", {
        username,
        buyer_sku_code: p.sku,
        customer_no: p.customerNo,
        ref_id: p.refId,
        max_price: p.maxPrice,
        sign: await md5Hex(username + apiKey + p.refId),
      });
      if (!answer) return { state: "unanswered", error: "no answer from the supplier" };
      const data = answer.data as TrxData | undefined;
      if (data?.ref_id !== undefined && data.ref_id !== p.refId)
        return { state: "unanswered", error: "ref_id mismatch" };
      return outcomeOf(data);
    },
    async balance({ username, apiKey }: SupplierCredentials) {
      const answer = await call("/cek-saldo", {
        cmd: "deposit",
        username,
        sign: await md5Hex(username + apiKey + "depo"),
      });
      const deposit = (answer?.data as { deposit?: unknown } | undefined)?.deposit;
      return typeof deposit === "number" ? deposit : null;
    },
  };
}

/**
 * The callback when `signature` (X-Hub-Signature, "sha1=<hex>") is HMAC-SHA1(rawBody, secret) and
 * the body is a transaction; else null (never trusted: the caller answers 401 and moves nothing).
 */
export async function verifyDigiflazzCallback(
  rawBody: string,
  signature: string | null,
  secret: string,
): Promise<SupplierCallback | null> {
  if (!signature?.startsWith("sha1=") || !secret) return null;
  const expected = await hmacHex("SHA-1", secret, rawBody);
  if (!constantTimeEqual(signature.slice(5).toLowerCase(), expected)) return null;
  let data: TrxData | undefined;
  try {
    data = (JSON.parse(rawBody) as { data?: TrxData }).data;
  } catch {
    return null;
  }
  const outcome = outcomeOf(data);
  if (outcome.state === "unanswered" || typeof data?.ref_id !== "string" || !data.ref_id) return null;
  return { refId: data.ref_id, outcome };
}
