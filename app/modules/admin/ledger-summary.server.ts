/** The ledger page's numbers: the invariants (ARCHITECTURE.md section 2) and the money per account kind. */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { account } from "~/modules/money/constants";
import { readLedgerInvariants, type LedgerInvariants } from "~/modules/money/ledger.server";

export interface LedgerSummary {
  invariants: LedgerInvariants;
  platformFees: number;
  totalEscrow: number;
  totalHeld: number;
  totalWallets: number;
  externalDeposits: number;
  externalPayouts: number;
  /** external:gateway's balance (negative: what came in through the payment gateway). */
  externalGateway: number;
  /** The payment methods' fees buyers paid on top (platform:payment_fees). */
  paymentFees: number;
}

export async function ledgerSummary(db: Db): Promise<LedgerSummary> {
  const [invariants, totals] = await Promise.all([
    readLedgerInvariants(db),
    db.all<{ key: string; total: number }>(sql`
      SELECT CASE WHEN kind IN ('wallet', 'hold', 'escrow') THEN kind ELSE id END AS key,
             coalesce(sum(balance), 0) AS total
      FROM ledger_accounts GROUP BY key`),
  ]);
  const of = (key: string) => totals.find((t) => t.key === key)?.total ?? 0;
  return {
    invariants,
    platformFees: of(account.platformFees),
    totalEscrow: of("escrow"),
    totalHeld: of("hold"),
    totalWallets: of("wallet"),
    externalDeposits: of(account.externalDeposits),
    externalPayouts: of(account.externalPayouts),
    externalGateway: of(account.externalGateway),
    paymentFees: of(account.platformPaymentFees),
  };
}
