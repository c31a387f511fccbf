/**
 * 'Mutasi Saldo': every ledger movement of a user's Saldo (its two parts: pre-funded money and
 * proceeds & refunds) and hold accounts, newest first, with the balance of that account right after it. The running balance is the ledger's own sum of the
 * account's entries up to and including the row (a window over the whole account, never the page),
 * so it is right on every page. 'Muat Lebih Banyak' shows the next page below the ones already shown
 * (`?halaman=N`, at most STATEMENT_MAX_PAGES).
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { account, MOVEMENT } from "~/modules/money/constants";

export const STATEMENT_PAGE_SIZE = 20;
/** More than this many pages are never shown at once (the URL is user input). */
export const STATEMENT_MAX_PAGES = 50;

export type StatementAccount = "wallet" | "deposit" | "hold";

export interface StatementRow {
  id: number;
  createdAt: number;
  kind: string;
  reference: string;
  /**
   * Which of the user's accounts moved: the Saldo's proceeds-and-refunds part ('wallet'), its
   * pre-funded part ('deposit'), or the money held for a withdrawal ('hold').
   */
  account: StatementAccount;
  amount: number;
  balanceAfter: number;
  /** Where the movement comes from: the order, the deposit or the wallet's withdrawals. */
  link: string | null;
}

function linkOf(kind: string, reference: string): string | null {
  if (
    kind === MOVEMENT.orderPaid ||
    kind === MOVEMENT.orderReleased ||
    kind === MOVEMENT.orderRefunded ||
    kind === MOVEMENT.warrantyReleased ||
    kind === MOVEMENT.warrantyRefunded
  ) {
    return `/order/${encodeURIComponent(reference)}`;
  }
  if (kind === MOVEMENT.depositApproved) return `/my-account/wallet/deposits/${encodeURIComponent(reference)}`;
  if (kind.startsWith("withdrawal_")) return "/my-account/wallet#withdrawal-history-heading";
  return null;
}

/** The first `page` pages of `userId`'s movements (only their own accounts are ever read), and whether more follow. */
export async function walletStatement(
  db: Db,
  userId: string,
  { page = 1, pageSize = STATEMENT_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
): Promise<{ rows: StatementRow[]; hasMore: boolean; page: number }> {
  const limit = page * pageSize;
  const wallet = account.wallet(userId);
  const hold = account.hold(userId);
  const deposit = account.depositWallet(userId);
  const rows = await db.all<{
    id: number;
    createdAt: number;
    kind: string;
    reference: string;
    accountId: string;
    amount: number;
    balanceAfter: number;
  }>(sql`
    SELECT id, createdAt, kind, reference, accountId, amount, balanceAfter FROM (
      SELECT e.id AS id, e.created_at AS createdAt, t.kind AS kind, t.reference AS reference,
        e.account_id AS accountId, e.amount AS amount,
        sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.id ROWS UNBOUNDED PRECEDING) AS balanceAfter
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id IN (${wallet}, ${deposit}, ${hold})
    )
    ORDER BY id DESC
    LIMIT ${limit + 1}`);
  const shown = rows.slice(0, limit).map((r): StatementRow => ({
    id: r.id,
    createdAt: r.createdAt,
    kind: r.kind,
    reference: r.reference,
    account: r.accountId === hold ? "hold" : r.accountId === deposit ? "deposit" : "wallet",
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    link: linkOf(r.kind, r.reference),
  }));
  return { rows: shown, hasMore: rows.length > limit && page < STATEMENT_MAX_PAGES, page };
}

/** `?halaman=` as a whole number 1…STATEMENT_MAX_PAGES (anything else is page 1). */
export function statementPage(url: URL): number {
  const n = Number(url.searchParams.get("halaman"));
  return Number.isInteger(n) && n >= 1 ? Math.min(n, STATEMENT_MAX_PAGES) : 1;
}
