/**
 * The steps the viewer may take on an order right now (the loader asks the state machine which),
 * as plain POST forms with an `intent`, so they work without JavaScript.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useState } from "react";
import { Alert, Button } from "~/components/ui";
import type { OrderAction } from "~/modules/orders/escrow";
import {
  DELIVERY_INFO_MAX_LENGTH,
  DISPUTE_EVIDENCE_MAX_LENGTH,
  DISPUTE_REASON_MAX_LENGTH,
  type OrderActionResult,
  type OrderFormField,
} from "~/modules/orders/order-form";
import { ACTION_LABELS } from "~/modules/orders/texts";
import { cn } from "~/utils/cn";

/** A refused step ('Aksi Ditolak' and why), with the way out when the balance is short. */
export function ActionRefusal({ result }: { result: OrderActionResult }) {
  return (
    <Alert testId="action-error">
      <p className="font-semibold">{result.title}</p>
      <p>{result.message}</p>
      {result.reason === "insufficient_balance" ? (
        <Link to="/my-account/wallet" className="mt-1 inline-block font-semibold underline">
          Deposit saldo di Dompet
        </Link>
      ) : null}
    </Alert>
  );
}

export function OrderActions({
  actions,
  productType,
  result,
}: {
  actions: OrderAction[];
  productType: string;
  result: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  if (actions.length === 0) return null;

  const button = (action: OrderAction, variant: "primary" | "secondary" | "danger" = "primary", className?: string) => (
    <Button
      type="submit"
      name="intent"
      value={action}
      variant={variant}
      disabled={busyIntent != null}
      data-testid={`action-${action}`}
      className={className}
    >
      {busyIntent === action ? "Memproses…" : ACTION_LABELS[action]}
    </Button>
  );
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};

  return (
    <section aria-labelledby="order-actions-title" className="space-y-4" data-testid="order-actions">
      <h2 id="order-actions-title" className="text-lg font-bold">
        Tindakan
      </h2>

      {actions.includes("pay") ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Pembayaran diambil dari saldo dompet Anda dan ditahan di rekening bersama sampai Anda mengonfirmasi pesanan.
          </p>
          {button("pay", "primary", "w-full sm:w-auto")}
        </Form>
      ) : null}

      {actions.includes("ship") ? (
        <Form method="post" className="space-y-3" aria-labelledby="ship-title">
          <h3 id="ship-title" className="font-semibold">
            Kirim Pesanan
          </h3>
          <LimitedTextarea
            name="deliveryInfo"
            label="Info Pengiriman"
            hint={
              productType === "Akun"
                ? "Tulis data login akun (email/username, password) dan petunjuk lain. Disimpan terenkripsi dan hanya terlihat oleh pembeli."
                : "Tulis bukti atau detail pengiriman (misalnya nomor transaksi top up). Hanya terlihat oleh pembeli."
            }
            max={DELIVERY_INFO_MAX_LENGTH}
            defaultValue={values.deliveryInfo}
            error={errors.deliveryInfo}
            rows={5}
          />
          {button("ship", "primary", "w-full sm:w-auto")}
        </Form>
      ) : null}

      {actions.includes("confirm") ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Konfirmasi hanya setelah Anda memeriksa pesanan. Dana diteruskan ke penjual dan tidak dapat ditarik kembali.
          </p>
          {button("confirm", "primary", "w-full sm:w-auto")}
        </Form>
      ) : null}

      {actions.includes("dispute") ? (
        <details
          className="rounded-xl border border-surface-200 p-4 dark:border-surface-800"
          open={result?.intent === "dispute" ? true : undefined}
        >
          <summary className="cursor-pointer font-semibold">Ada masalah? {ACTION_LABELS.dispute}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Dana tetap ditahan selama komplain diperiksa. Tim kami memutuskan berdasarkan bukti dari kedua pihak.
            </p>
            <LimitedTextarea
              name="disputeReason"
              label="Alasan Komplain"
              max={DISPUTE_REASON_MAX_LENGTH}
              defaultValue={values.disputeReason}
              error={errors.disputeReason}
              rows={2}
            />
            <LimitedTextarea
              name="disputeEvidence"
              label="Bukti"
              hint="Jelaskan apa yang terjadi dan sertakan tautan tangkapan layar atau video."
              max={DISPUTE_EVIDENCE_MAX_LENGTH}
              defaultValue={values.disputeEvidence}
              error={errors.disputeEvidence}
              rows={4}
            />
            {button("dispute", "danger", "w-full sm:w-auto")}
          </Form>
        </details>
      ) : null}

      {actions.includes("release") || actions.includes("refund") ? (
        <Form method="post" className="flex flex-wrap gap-2">
          {actions.includes("release") ? button("release", "primary") : null}
          {actions.includes("refund") ? button("refund", "secondary") : null}
        </Form>
      ) : null}

      {actions.includes("cancel") ? (
        <Form method="post">{button("cancel", "secondary", "w-full text-red-700 sm:w-auto dark:text-red-300")}</Form>
      ) : null}
    </section>
  );
}

function LimitedTextarea({
  name,
  label,
  hint,
  max,
  defaultValue = "",
  error,
  rows,
}: {
  name: OrderFormField;
  label: string;
  hint?: ReactNode;
  max: number;
  defaultValue?: string;
  error?: string;
  rows: number;
}) {
  const [length, setLength] = useState(defaultValue.length);
  const id = `field-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        defaultValue={defaultValue}
        onChange={(e) => setLength(e.target.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          "block w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
          error && "border-red-500",
        )}
      />
      <div className="flex justify-between gap-3 text-xs text-slate-600 dark:text-slate-400">
        <span>{hint}</span>
        <span className="shrink-0 tabular-nums">
          {length}/{max}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400" data-testid={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
