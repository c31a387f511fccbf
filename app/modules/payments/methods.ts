/**
 * The ways to pay through the payment gateway, with the fee each adds on top (shown before paying).
 * One place for these rules; browser code may import this file (no server code here).
 *
 * Fees follow what Indonesian gateways charge merchants (QRIS MDR 0.7 %, a flat fee per virtual
 * account or minimarket payment, a percentage for e-wallets); the buyer pays them on top, so the
 * seller's price and the escrow are never cut.
 */
export type PaymentGroup = "QRIS" | "Virtual Account" | "E-Wallet" | "Minimarket";

export interface PaymentMethod {
  id: string;
  label: string;
  group: PaymentGroup;
  /** The Midtrans Snap channel (`enabled_payments`). */
  channel: string;
  /** basis points of the amount (70 = 0.7 %), rounded up to whole rupiah; or flat rupiah. */
  fee: { basisPoints: number } | { flat: number };
  /**
   * How many days after paying the gateway still refunds this method back to the payer (Midtrans's
   * refund API: QRIS, GoPay, ShopeePay, DANA, OVO; the shortest window Midtrans lists for each —
   * docs/research/method-refunds.md). Absent: the method cannot be refunded (transfers, minimarkets).
   */
  refundDays?: number;
}

export const PAYMENT_METHODS = [
  { id: "qris", label: "QRIS", group: "QRIS", channel: "other_qris", fee: { basisPoints: 70 }, refundDays: 7 },
  { id: "va_bca", label: "Virtual Account BCA", group: "Virtual Account", channel: "bca_va", fee: { flat: 4_000 } },
  { id: "va_bni", label: "Virtual Account BNI", group: "Virtual Account", channel: "bni_va", fee: { flat: 4_000 } },
  { id: "va_bri", label: "Virtual Account BRI", group: "Virtual Account", channel: "bri_va", fee: { flat: 4_000 } },
  {
    id: "va_mandiri",
    label: "Virtual Account Mandiri",
    group: "Virtual Account",
    channel: "echannel",
    fee: { flat: 4_000 },
  },
  {
    id: "va_permata",
    label: "Virtual Account Permata",
    group: "Virtual Account",
    channel: "permata_va",
    fee: { flat: 4_000 },
  },
  { id: "gopay", label: "GoPay", group: "E-Wallet", channel: "gopay", fee: { basisPoints: 150 }, refundDays: 45 },
  {
    id: "shopeepay",
    label: "ShopeePay",
    group: "E-Wallet",
    channel: "shopeepay",
    fee: { basisPoints: 150 },
    refundDays: 7,
  },
  { id: "dana", label: "DANA", group: "E-Wallet", channel: "dana", fee: { basisPoints: 150 }, refundDays: 45 },
  { id: "ovo", label: "OVO", group: "E-Wallet", channel: "ovo", fee: { basisPoints: 150 }, refundDays: 7 },
  { id: "alfamart", label: "Alfamart", group: "Minimarket", channel: "alfamart", fee: { flat: 5_000 } },
  { id: "indomaret", label: "Indomaret", group: "Minimarket", channel: "indomaret", fee: { flat: 5_000 } },
] as const satisfies readonly PaymentMethod[];

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]["id"];

export const PAYMENT_GROUPS: readonly PaymentGroup[] = ["QRIS", "Virtual Account", "E-Wallet", "Minimarket"];

/**
 * The methods most buyers pay with, shown first; the rest wait behind 'Metode lainnya' so the pay
 * button stays near on a phone.
 */
export const COMMON_METHODS: readonly PaymentMethodId[] = ["qris", "gopay", "shopeepay", "dana", "va_bca", "va_bri"];

export function paymentMethod(id: string): PaymentMethod | null {
  return PAYMENT_METHODS.find((m) => m.id === id) ?? null;
}

/** The method's fee for `amount` rupiah: percentages round up to whole rupiah (integer arithmetic). */
export function paymentFee(method: PaymentMethod, amount: number): number {
  if ("flat" in method.fee) return method.fee.flat;
  return Math.ceil((amount * method.fee.basisPoints) / 10_000);
}

/** What the buyer pays with `method`: the amount plus the method's fee. */
export function paymentTotal(method: PaymentMethod, amount: number) {
  const fee = paymentFee(method, amount);
  return { amount, fee, total: amount + fee };
}

/** A gateway transaction stays payable at most this long (orders' own 24 h deadline may be sooner). */
export const GATEWAY_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The smallest amount the gateway accepts for one transaction. */
export const GATEWAY_MIN_AMOUNT = 1_000;
