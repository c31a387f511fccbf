/**
 * Bank Indonesia's limits for stored value (issue 34 point 4), as configuration: a user's pre-funded
 * money (the Saldo's deposit part, `wallet:{user}:deposit`) may be at most WALLET_CAP_UNVERIFIED
 * (default Rp2.000.000) or, for a verified user, WALLET_CAP_VERIFIED (Rp10.000.000); a deposit that
 * would take it plus the deposits still pending beyond that is refused. Sale proceeds and refunds do
 * not count (docs/operations.md). Staff see the total pre-funded float against
 * FLOAT_WARNING_THRESHOLD (Rp1 miliar).
 */
import { eq, like, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { deposits, ledgerAccounts, users } from "~/db/schema";
import type { Env } from "~/env.server";
import { account } from "~/modules/money/constants";
import { formatRupiah } from "~/utils/format";
import { E_MONEY_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type LimitEnv = Pick<Env, "WALLET_CAP_UNVERIFIED" | "WALLET_CAP_VERIFIED" | "FLOAT_WARNING_THRESHOLD">;

const rupiah = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export function eMoneyLimits(env: LimitEnv) {
  return {
    unverified: rupiah(env.WALLET_CAP_UNVERIFIED, 2_000_000),
    verified: rupiah(env.WALLET_CAP_VERIFIED, 10_000_000),
    floatWarning: rupiah(env.FLOAT_WARNING_THRESHOLD, 1_000_000_000),
  };
}

/** The refusal's message when depositing `amount` would pass the user's cap; null when it fits. */
export async function depositCapRefusal(ctx: Ctx, userId: string, amount: number): Promise<string | null> {
  const limits = eMoneyLimits(ctx.env);
  const [row] = await ctx.db
    .select({
      verified: users.isVerified,
      balance: sql<number>`coalesce((SELECT ${ledgerAccounts.balance} FROM ${ledgerAccounts} WHERE ${ledgerAccounts.id} = ${account.depositWallet(userId)}), 0)`,
      pending: sql<number>`coalesce((SELECT sum(${deposits.amount}) FROM ${deposits} WHERE ${deposits.userId} = ${userId} AND ${deposits.status} = 'pending'), 0)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const cap = row.verified ? limits.verified : limits.unverified;
  const held = row.balance + row.pending;
  if (held + amount <= cap) return null;
  const room = Math.max(0, cap - held);
  return T.capReached(
    formatRupiah(cap),
    formatRupiah(held),
    formatRupiah(room),
    row.verified ? null : formatRupiah(limits.verified),
  );
}

/** The pre-funded money all users hold (the platform's e-money float) against the configured warning line. */
export async function walletFloat(ctx: Ctx) {
  const [row] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(like(ledgerAccounts.id, account.depositWallet("%")));
  const threshold = eMoneyLimits(ctx.env).floatWarning;
  const total = row?.total ?? 0;
  return { total, threshold, warn: total >= threshold * 0.8 };
}
