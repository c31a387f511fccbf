/**
 * The wallet forms' schemas for `parseForm`: the deposit and the withdrawal, every field checked
 * with the spec's titles and texts (validation.ts), so all problems show at once beside their fields.
 */
import { z } from "zod";
import { paymentMethod } from "~/modules/payments/methods";
import { problem } from "~/utils/forms.server";
import { checkDepositAmount, checkDepositMethod, checkWithdrawalAccount, checkWithdrawalAmount } from "./validation";

/** A deposit: its amount, and a manual method or a gateway method's id (the gateway checks it later). */
export const depositSchema = z.object({ amount: z.string(), method: z.string() }).transform((form, ctx) => {
  const amount = checkDepositAmount(form.amount);
  const method = checkDepositMethod(form.method, (id) => Boolean(paymentMethod(id)));
  if (!amount.ok) problem(ctx, amount);
  if (!method.ok) problem(ctx, method);
  return amount.ok && method.ok ? { amount: amount.value, method: method.value } : z.NEVER;
});

/** A withdrawal of at most `available`, to a bank account or an e-wallet. */
export const withdrawalSchema = (available: number) =>
  z.looseObject({ amount: z.string(), method: z.string() }).transform((form, ctx) => {
    const amount = checkWithdrawalAmount(form.amount, available);
    const to = checkWithdrawalAccount(form);
    if (!amount.ok) problem(ctx, amount);
    if (!to.ok) problem(ctx, to);
    return amount.ok && to.ok ? { amount: amount.value, ...to.value } : z.NEVER;
  });
