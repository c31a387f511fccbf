/**
 * What Midtrans says about a transaction: payment types per Snap method, status codes, the status
 * answer, the signed HTTP notification, and the payment codes (VA number, bill key, store code, a
 * QRIS payload) the charge and status answers give and the hosted page shows.
 */
import { API } from "./texts";

/** The Snap `enabled_payments` values the simulator knows (the app sends exactly one). */
export const METHODS = {
  other_qris: { paymentType: "qris", label: "QRIS", family: "qris" },
  bca_va: { paymentType: "bank_transfer", label: "BCA", family: "va", bank: "bca", prefix: "39012" },
  bni_va: { paymentType: "bank_transfer", label: "BNI", family: "va", bank: "bni", prefix: "8578" },
  bri_va: { paymentType: "bank_transfer", label: "BRI", family: "va", bank: "bri", prefix: "26215" },
  // Permata is a bank transfer too; real Midtrans reports its number as `permata_va_number`.
  permata_va: { paymentType: "bank_transfer", label: "Permata", family: "va", bank: "permata", prefix: "8562" },
  // Mandiri bill payment.
  echannel: { paymentType: "echannel", label: "Mandiri Bill", family: "mandiri" },
  gopay: { paymentType: "gopay", label: "GoPay", family: "ewallet" },
  shopeepay: { paymentType: "shopeepay", label: "ShopeePay", family: "ewallet" },
  // DANA and OVO: the simulator's choice of payment_type is the wallet's own name (Midtrans's
  // exact value for these Snap channels was not confirmed against the live API).
  dana: { paymentType: "dana", label: "DANA", family: "ewallet" },
  ovo: { paymentType: "ovo", label: "OVO", family: "ewallet" },
  alfamart: { paymentType: "cstore", label: "Alfamart", family: "store", store: "alfamart" },
  indomaret: { paymentType: "cstore", label: "Indomaret", family: "store", store: "indomaret" },
} as const satisfies Record<string, MethodInfo>;

interface MethodInfo {
  paymentType: string;
  label: string;
  family: "qris" | "va" | "mandiri" | "ewallet" | "store";
  bank?: string;
  prefix?: string;
  store?: string;
}

export type Method = keyof typeof METHODS;
export const isMethod = (value: unknown): value is Method => typeof value === "string" && Object.hasOwn(METHODS, value);
export const methodInfo = (method: Method): MethodInfo => METHODS[method];

export const STATUSES = ["settlement", "pending", "expire", "cancel", "deny", "refund"] as const;
export type TransactionStatus = (typeof STATUSES)[number] | "capture" | "partial_refund";

export const isStatus = (value: unknown): value is (typeof STATUSES)[number] =>
  typeof value === "string" && (STATUSES as readonly string[]).includes(value);

/** One transaction as the simulator keeps it (store.ts). */
export interface SimTransaction {
  orderId: string;
  token: string;
  transactionId: string;
  /** What the merchant asked for (rupiah). */
  grossAmount: number;
  /** What the payer actually paid, when a test said so (/_sim/… grossAmount); null = grossAmount. */
  paidAmount: number | null;
  method: Method;
  status: TransactionStatus;
  finishUrl: string | null;
  createdAt: number;
  expiresAt: number;
  settledAt: number | null;
  /** Every notification sent: [{ status, http }] (http 0 = not delivered). */
  deliveries: { status: string; http: number }[];
  /** The merchant's request as received (Snap's body or the Core API charge's). */
  request: unknown;
}

/** Midtrans's status_code for each transaction_status. */
export const STATUS_CODE: Record<TransactionStatus, string> = {
  settlement: "200",
  capture: "200",
  pending: "201",
  deny: "202",
  cancel: "200",
  expire: "407",
  refund: "200",
  partial_refund: "200",
};

/** Rupiah as Midtrans writes gross_amount: "150000.00". */
export const grossAmountString = (rupiah: number) => `${rupiah}.00`;

/** Midtrans's time format, in Jakarta time (WIB, UTC+7): "2026-11-24 10:00:00". */
export function midtransTime(ms: number): string {
  return new Date(ms + 7 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** A deterministic 32-bit hash stream (FNV-1a, then xorshift) — for codes and the QR picture, not security. */
export function hashStream(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** `count` decimal digits derived from `seed`. */
export function digitsFrom(seed: string, count: number): string {
  const next = hashStream(seed);
  let out = "";
  while (out.length < count) out += String(next() % 10);
  return out;
}

/** The payment codes of a transaction, derived from its transaction id (stable across calls). */
export function paymentCodes(tx: SimTransaction) {
  const info = methodInfo(tx.method);
  const seed = tx.transactionId;
  return {
    vaNumber: info.prefix ? info.prefix + digitsFrom(`va:${seed}`, 16 - info.prefix.length) : undefined,
    billerCode: "70012",
    billKey: digitsFrom(`bill:${seed}`, 12),
    storeCode: `${info.store === "alfamart" ? "ALF" : "IDM"}${digitsFrom(`store:${seed}`, 13)}`,
    qrString: qrisPayload(tx.grossAmount, digitsFrom(`qris:${seed}`, 20)),
  };
}

/** The code a payer types into the simulator's pay page: the VA number, bill key, store code or QRIS payload. */
export function lookupCode(tx: SimTransaction): string | null {
  const codes = paymentCodes(tx);
  const family = methodInfo(tx.method).family;
  if (family === "va") return codes.vaNumber ?? null;
  if (family === "mandiri") return codes.billKey;
  if (family === "store") return codes.storeCode;
  if (family === "qris") return codes.qrString;
  return null;
}

/** One EMVCo tag: id, two-digit length, value. */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) as four uppercase hex digits — QRIS's tag 63. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * A dynamic QRIS payload shaped like the ones Midtrans's acquirers issue (EMVCo merchant-presented
 * mode: format, dynamic point of initiation, GoPay's and QRIS's merchant accounts, category, IDR,
 * the amount, merchant name and city, a reference, CRC). Made-up merchant ids: nothing can pay it.
 */
export function qrisPayload(amount: number, reference: string): string {
  const body = [
    tlv("00", "01"),
    tlv("01", "12"),
    tlv(
      "26",
      tlv("00", "COM.GO-JEK.WWW") + tlv("01", "936009140000000000") + tlv("02", "G000000000") + tlv("03", "UMI"),
    ),
    tlv("51", tlv("00", "ID.CO.QRIS.WWW") + tlv("02", "ID1026000000000") + tlv("03", "UMI")),
    tlv("52", "5816"),
    tlv("53", "360"),
    tlv("54", String(amount)),
    tlv("58", "ID"),
    tlv("59", "PASARGAME SIMULATOR"),
    tlv("60", "JAKARTA SELATAN"),
    tlv("61", "12190"),
    tlv("62", tlv("05", reference)),
  ].join("");
  return `${body}6304${crc16(`${body}6304`)}`;
}

export type StatusBody = Record<string, unknown> & {
  status_code: string;
  order_id: string;
  gross_amount: string;
  transaction_status: TransactionStatus;
};

/**
 * The GET /v2/{order_id}/status answer for `tx`, or — with `status` — the fields of a notification
 * carrying that status. The amount is what the payer paid when a test set one (grossAmount).
 */
export function statusBody(tx: SimTransaction, status: TransactionStatus = tx.status, now = Date.now()): StatusBody {
  const info = methodInfo(tx.method);
  const codes = paymentCodes(tx);
  const body: StatusBody = {
    status_code: STATUS_CODE[status],
    status_message: API.found,
    transaction_id: tx.transactionId,
    order_id: tx.orderId,
    gross_amount: grossAmountString(tx.paidAmount ?? tx.grossAmount),
    currency: "IDR",
    payment_type: info.paymentType,
    transaction_time: midtransTime(tx.createdAt),
    transaction_status: status,
    fraud_status: "accept",
    expiry_time: midtransTime(tx.expiresAt),
  };
  if (status === "settlement" || status === "capture" || status === "refund" || status === "partial_refund")
    body.settlement_time = midtransTime(tx.settledAt ?? now);
  if (info.family === "va") {
    body.va_numbers = [{ bank: info.bank, va_number: codes.vaNumber }];
    if (info.bank === "permata") body.permata_va_number = codes.vaNumber;
  }
  if (info.family === "mandiri") {
    body.biller_code = codes.billerCode;
    body.bill_key = codes.billKey;
  }
  if (info.family === "store") {
    body.payment_code = codes.storeCode;
    body.store = info.store;
  }
  if (info.family === "qris") {
    body.qr_string = codes.qrString;
    body.acquirer = "gopay";
  }
  return body;
}

/**
 * The `actions` of a charge (and status) answer, with URLs on the simulator's public `base`: QRIS's
 * and GoPay's QR picture, an e-wallet's deeplink (here the simulator's pay page, as Midtrans's
 * sandbox deeplinks open its web simulator), GoPay's status and cancel. None for VA and stores.
 */
export function actionsOf(tx: SimTransaction, base: string) {
  const info = methodInfo(tx.method);
  const id = encodeURIComponent(tx.transactionId);
  const action = (name: string, method: string, url: string) => ({ name, method, url });
  const qr = action("generate-qr-code", "GET", `${base}/v2/${info.paymentType}/${id}/qr-code`);
  const deeplink = action("deeplink-redirect", "GET", `${base}/simulator/pay/${encodeURIComponent(tx.token)}`);
  if (info.family === "qris") return [qr];
  if (tx.method === "gopay")
    return [
      qr,
      deeplink,
      action("get-status", "GET", `${base}/v2/${id}/status`),
      action("cancel", "POST", `${base}/v2/${id}/cancel`),
    ];
  if (info.family === "ewallet") return [deeplink];
  return [];
}

/** Lowercase hex SHA-512 of order_id + status_code + gross_amount + server key (Midtrans's signature_key). */
export async function signatureKey(body: StatusBody, serverKey: string): Promise<string> {
  const data = new TextEncoder().encode(body.order_id + body.status_code + body.gross_amount + serverKey);
  const digest = await crypto.subtle.digest("SHA-512", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A notification as Midtrans posts it: the status fields, its own status_message, and signature_key. */
export async function notificationBody(
  tx: SimTransaction,
  status: TransactionStatus,
  serverKey: string,
  options: { badSignature?: boolean } = {},
) {
  const body = { ...statusBody(tx, status), status_message: API.notification };
  const key = options.badSignature ? `${serverKey}-not-the-server-key` : serverKey;
  return { ...body, signature_key: await signatureKey(body, key) };
}

/**
 * Posts a notification to the merchant and returns the HTTP status (0 when it could not be
 * delivered: no URL, refused, timed out). Failures are tolerated, as Midtrans would retry later —
 * the simulator does not retry; tests send copies or call /_sim/ again.
 */
export async function deliver(url: string | undefined, body: unknown): Promise<number> {
  return post(url, JSON.stringify(body), { "user-agent": "Veritrans" });
}

/**
 * Posts `raw` (JSON) to `url` with `headers` — the same tolerant delivery as `deliver`, for a body
 * whose exact bytes are signed (Iris payout notifications). The HTTP status, or 0.
 */
export async function post(url: string | undefined, raw: string, headers: Record<string, string>): Promise<number> {
  if (!url) return 0;
  // `.test` is a reserved name that never resolves (RFC 2606): the worker tests' merchant. Not
  // dialled, so workerd does not log a DNS failure for every notification of every test.
  try {
    if (new URL(url).hostname.endsWith(".test")) return 0;
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: raw,
      // Midtrans waits 15 s for the merchant's answer.
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    return res.status;
  } catch (err) {
    console.warn("payment-sim: notification not delivered", url, err instanceof Error ? err.message : err);
    return 0;
  }
}
