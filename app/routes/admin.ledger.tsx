/**
 * The ledger's health (ARCHITECTURE.md section 2): each invariant with its current value, marked
 * OK or NOT OK, and where the money sits — platform fees, escrow, held withdrawals, wallets.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CircleCheck, CircleX } from "lucide-react";
import { Card } from "~/components/ui";
import { requireAdmin } from "~/modules/admin/guard.server";
import { ledgerSummary } from "~/modules/admin/ledger-summary.server";
import { pageMeta } from "~/modules/content/meta";
import { cn } from "~/utils/cn";
import { formatNumber, formatRupiah } from "~/utils/format";

/** How many offending rows are listed under a broken invariant. */
const SHOWN = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const s = await ledgerSummary(context.db);
  const inv = s.invariants;
  const checks = [
    {
      key: "total",
      label: "Jumlah semua entri buku besar = 0",
      value: formatRupiah(inv.totalOfEntries),
      ok: inv.totalOfEntries === 0,
      offenders: [] as string[],
    },
    {
      key: "accounts",
      label: "Saldo setiap akun = jumlah entrinya",
      value: `${formatNumber(inv.mismatchedAccounts.length)} akun tidak cocok`,
      ok: inv.mismatchedAccounts.length === 0,
      offenders: inv.mismatchedAccounts.map(
        (a) => `${a.id}: saldo ${formatRupiah(a.balance)}, entri ${formatRupiah(a.entries)}`,
      ),
    },
    {
      key: "negative",
      label: "Tidak ada dompet, dana ditahan atau escrow yang negatif",
      value: `${formatNumber(inv.negativeAccounts.length)} akun negatif`,
      ok: inv.negativeAccounts.length === 0,
      offenders: inv.negativeAccounts.map((a) => `${a.id}: ${formatRupiah(a.balance)}`),
    },
    {
      key: "transactions",
      label: "Setiap transaksi seimbang (jumlah kakinya = 0)",
      value: `${formatNumber(inv.unbalancedTransactions.length)} transaksi tidak seimbang`,
      ok: inv.unbalancedTransactions.length === 0,
      offenders: inv.unbalancedTransactions.map((t) => `${t.id}: ${formatRupiah(t.total)}`),
    },
    {
      key: "escrow",
      label: "Setiap pesanan dalam escrow menahan tepat totalnya",
      value: `${formatNumber(inv.mismatchedEscrows.length)} pesanan tidak cocok`,
      ok: inv.mismatchedEscrows.length === 0,
      offenders: inv.mismatchedEscrows.map(
        (o) => `${o.id}: total ${formatRupiah(o.totalAmount)}, escrow ${formatRupiah(o.escrow)}`,
      ),
    },
    {
      key: "warranty",
      label: "Setiap pesanan dalam masa garansi menahan tepat totalnya",
      value: `${formatNumber(inv.mismatchedWarrantyHolds.length)} pesanan tidak cocok`,
      ok: inv.mismatchedWarrantyHolds.length === 0,
      offenders: inv.mismatchedWarrantyHolds.map(
        (o) => `${o.id}: total ${formatRupiah(o.totalAmount)}, garansi ${formatRupiah(o.held)}`,
      ),
    },
    {
      key: "gateway",
      label: "Pembayaran gateway: berhasil di penyedia − belum dialokasikan = tercatat di buku besar",
      value: inv.gatewayDifference === 0 ? "Sesuai" : `Selisih ${formatRupiah(inv.gatewayDifference)}`,
      ok: inv.gatewayDifference === 0,
      offenders: [] as string[],
    },
  ].map((c) => ({ ...c, offenders: c.offenders.slice(0, SHOWN) }));
  return {
    checks,
    balances: [
      { key: "platform-fees", label: "Saldo biaya platform", value: s.platformFees },
      { key: "escrow", label: "Total dana di escrow (termasuk dana garansi)", value: s.totalEscrow },
      { key: "held", label: "Total dana ditahan (penarikan)", value: s.totalHeld },
      { key: "wallets", label: "Total saldo dompet pengguna", value: s.totalWallets },
      { key: "deposits", label: "Deposit masuk (external:deposits)", value: s.externalDeposits },
      { key: "payouts", label: "Penarikan dibayar (external:payouts)", value: s.externalPayouts },
      { key: "gateway", label: "Diterima lewat gateway (external:gateway)", value: s.externalGateway },
      { key: "payment-fees", label: "Biaya metode pembayaran", value: s.paymentFees },
    ],
  };
}

export const meta: MetaFunction = () =>
  pageMeta("Buku Besar — Admin", "Invarian buku besar dan posisi dana platform saat ini.");

export default function AdminLedger() {
  const { checks, balances } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section aria-labelledby="ledger-invariants">
        <h2 id="ledger-invariants" className="text-lg font-bold">
          Invarian
        </h2>
        <ul className="mt-3 space-y-3">
          {checks.map((c) => (
            <li key={c.key} data-testid="invariant" data-ok={c.ok ? "true" : "false"}>
              <Card className="flex items-start gap-3 p-4">
                {c.ok ? (
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden />
                ) : (
                  <CircleX className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{c.label}</p>
                  <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">{c.value}</p>
                  {c.offenders.length > 0 ? (
                    <ul className="mt-2 space-y-1 font-mono text-xs break-all">
                      {c.offenders.map((o) => (
                        <li key={o}>{o}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <span
                  className={cn(
                    "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold",
                    c.ok
                      ? "bg-green-100 text-green-900 dark:bg-green-500/20 dark:text-green-200"
                      : "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200",
                  )}
                >
                  {c.ok ? "OK" : "NOT OK"}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ledger-balances">
        <h2 id="ledger-balances" className="text-lg font-bold">
          Posisi Dana
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {balances.map((b) => (
            <Card key={b.key} className="p-4">
              <p className="text-sm text-slate-600 dark:text-slate-400">{b.label}</p>
              <p className="mt-1 text-xl font-bold tabular-nums" data-testid={`balance-${b.key}`}>
                {formatRupiah(b.value)}
              </p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
