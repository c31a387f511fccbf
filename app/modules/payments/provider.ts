/**
 * The payment gateway as the rest of the app sees it: create a transaction (paid inside the app with
 * the instructions the provider answers, or on the provider's page for a method that needs one),
 * check a notification's signature, read a transaction's status. Midtrans
 * (./midtrans.server.ts) is the one implementation; Xendit or Tripay would be another, without
 * touching orders or the ledger (./settle.server.ts only sees these types).
 */

/** A transaction's state as the provider reports it, in the app's words. */
export type GatewayStatus = "pending" | "settled" | "expired" | "cancelled" | "denied" | "refunded" | "other";

export interface GatewayTransaction {
  /** The app's payment id (the provider's merchant order id). */
  paymentId: string;
  status: GatewayStatus;
  /** What the payer paid, in whole rupiah; null when the provider's figure is not whole rupiah. */
  grossAmount: number | null;
  transactionId: string | null;
  paymentType: string | null;
  /** How to pay a pending transaction, where the provider's answer says it (absent: not given). */
  instructions?: PayInstructions | null;
}

/**
 * What the buyer needs to finish paying inside the app: a VA number and its bank, a Mandiri bill
 * (biller code + bill key), a minimarket pay code, a QR string or picture URL, an app link — and the
 * provider's deadline (ms).
 */
export interface PayInstructions {
  bank?: string;
  vaNumber?: string;
  billerCode?: string;
  billKey?: string;
  store?: string;
  payCode?: string;
  qrString?: string;
  qrImageUrl?: string;
  appUrl?: string;
  expiresAt?: number;
}

export interface CreateTransaction {
  paymentId: string;
  grossAmount: number;
  /** The provider's channel for the chosen method (PaymentMethod.channel). */
  channel: string;
  expiresInMinutes: number;
  /** Where the provider sends the buyer back after paying. */
  finishUrl: string;
  customer: { name: string; email: string };
  /** Lines whose prices sum to grossAmount (the fee is a line). */
  items: { id: string; name: string; price: number; quantity: number }[];
}

/** A created transaction: how to pay it inside the app, or the provider's page where it is paid. */
export interface CreatedTransaction {
  /** The provider's hosted page (a method only payable there); null: pay with `instructions`. */
  redirectUrl: string | null;
  instructions: PayInstructions | null;
  transactionId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  create(input: CreateTransaction): Promise<CreatedTransaction>;
  /** The payment a correctly signed notification concerns; null for a bad signature or body. */
  verifyNotification(rawBody: string): Promise<{ paymentId: string } | null>;
  /** The transaction as the provider has it now; null when the provider does not know it. */
  status(paymentId: string): Promise<GatewayTransaction | null>;
  /**
   * Ends a transaction still waiting to be paid, so it can no longer be paid (before another is
   * opened for the same orders). A transaction already paid or closed, or unknown, is left as it is;
   * the caller reads the status afterwards. Throws GatewayError when the provider cannot be reached.
   */
  expire(paymentId: string): Promise<void>;
  /**
   * Sends `amount` of a settled transaction back to the payer's own method (QRIS, e-wallet). The
   * same `refundKey` sent again is the same refund, never a second one. Throws GatewayError when the
   * provider cannot be reached or fails on its side (ask again later with the same key).
   */
  refund(paymentId: string, input: RefundRequest): Promise<RefundOutcome>;
}

export interface RefundRequest {
  refundKey: string;
  amount: number;
  reason: string;
}

/** The provider refunded (or had refunded, for a repeated key), or refused for good (with its words). */
export type RefundOutcome = { state: "refunded" } | { state: "refused"; message: string };

/** The provider could not be reached or refused the request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** A payout's state at the disbursement provider. */
export type PayoutStatus = "queued" | "approved" | "processed" | "completed" | "failed" | "rejected";

export interface PayoutItem {
  beneficiaryName: string;
  beneficiaryAccount: string;
  /** The provider's bank or e-wallet code (see ./banks.ts). */
  beneficiaryBank: string;
  amount: number;
  notes: string;
}

export interface PayoutProvider {
  readonly name: string;
  /** The account holder's name, or null when the provider knows no such account. */
  validateAccount(bank: string, account: string): Promise<{ accountName: string } | null>;
  /** Creates payouts (maker); the same idempotency key answers the same reference numbers. */
  createPayouts(items: PayoutItem[], idempotencyKey: string): Promise<string[]>;
  /** Approves created payouts (checker). */
  approvePayouts(referenceNos: string[]): Promise<void>;
  /** The payout as the provider has it now; null when it does not know it. */
  payoutStatus(
    referenceNo: string,
  ): Promise<{ status: PayoutStatus; amount: number | null; errorMessage: string | null } | null>;
  /** Whether a payout notification's signature header matches its raw body. */
  verifyPayoutNotification(rawBody: string, signature: string | null): Promise<boolean>;
}
