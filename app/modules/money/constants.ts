/** Money rules (ARCHITECTURE.md section 2, spec section 9) in one module. Rupiah are integers. */

/** Platform fee taken from the order total at release, in percent. */
export const PLATFORM_FEE_PERCENT = 5;
/** Admin fee for retail-outlet deposits. */
export const RETAIL_DEPOSIT_ADMIN_FEE = 2_500;
export const UNIQUE_CODE_MIN = 100;
export const UNIQUE_CODE_MAX = 999;

export function platformFee(total: number): number {
  return Math.floor((total * PLATFORM_FEE_PERCENT) / 100);
}

/** A user's two wallet accounts are `wallet:<user>` and `wallet:<user>:deposit` (SQL builds them too). */
export const WALLET_ACCOUNT = { prefix: "wallet:", depositSuffix: ":deposit" } as const;

/** Ledger account ids. */
export const account = {
  /** The user's sale proceeds, refunds and other credits (and all money from before the split). */
  wallet: (userId: string) => `${WALLET_ACCOUNT.prefix}${userId}`,
  /**
   * The user's pre-funded money (deposits), kept apart for Bank Indonesia's e-money rules. The user
   * sees and spends one Saldo, the two together (./wallet-parts.server.ts).
   */
  depositWallet: (userId: string) => `${WALLET_ACCOUNT.prefix}${userId}${WALLET_ACCOUNT.depositSuffix}`,
  hold: (userId: string) => `hold:${userId}`,
  escrow: (orderId: string) => `escrow:${orderId}`,
  /**
   * A completed order's warranty hold (an escrow-kind account owned by the seller): the order's
   * total waits here until the warranty ends or staff decide a claim.
   */
  warranty: (sellerId: string, orderId: string) => `warranty:${sellerId}:${orderId}`,
  platformFees: "platform:fees",
  externalDeposits: "external:deposits",
  externalPayouts: "external:payouts",
  /** Money received through the payment gateway (its balance, negated, is what the gateway settled). */
  externalGateway: "external:gateway",
  /** The payment methods' fees the buyer paid on top (they cover the gateway's own charge). */
  platformPaymentFees: "platform:payment_fees",
} as const;

/** Ledger movement kinds; with the reference (deposit, order or withdrawal id) they are unique. */
export const MOVEMENT = {
  depositApproved: "deposit_approved",
  orderPaid: "order_paid",
  orderReleased: "order_released",
  orderRefunded: "order_refunded",
  /** An order with a warranty completed: escrow → the seller's warranty hold (reference: order id). */
  warrantyHeld: "warranty_held",
  /** The warranty ended or a claim was decided for the seller: hold → seller (less the fee) and fees. */
  warrantyReleased: "warranty_released",
  /** A claim decided for the buyer: hold → buyer (all or part), the rest → seller (less its fee). */
  warrantyRefunded: "warranty_refunded",
  withdrawalRequested: "withdrawal_requested",
  withdrawalPaid: "withdrawal_paid",
  withdrawalRejected: "withdrawal_rejected",
  /** A paid-out withdrawal the bank returned (the provider turned it 'failed' after 'completed'): payouts → wallet. */
  withdrawalReturned: "withdrawal_returned",
  /** Staff recovered a withdrawal the provider paid after its money came back: wallet → payouts (reference: review id). */
  payoutRecovered: "payout_recovered",
  /** Gateway payment settled: its fee (reference: payment id). */
  gatewayFee: "gateway_fee",
  /** Gateway payment of a deposit settled: gateway → wallet (reference: payment id). */
  gatewayDeposit: "gateway_deposit",
  /** A settled payment's share for an order that could no longer be paid: gateway → wallet (reference: payment:order). */
  gatewayCredit: "gateway_credit",
  /**
   * A refunded order's money sent back to the method it was paid with: the buyer's wallet (and the
   * method's fee from platform fees) → gateway (reference: order id).
   */
  gatewayRefund: "gateway_refund",
  /** The gateway refused that refund: the same legs back, the money in the wallet again (reference: order id). */
  gatewayRefundReversed: "gateway_refund_reversed",
} as const;
