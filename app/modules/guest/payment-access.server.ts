/**
 * A guest's gateway payment page (/payments/{id}, its finish): readable without a session when
 * every order the payment pays is one this browser holds a grant for (link.server.ts). Answers the
 * payer's user id (the guest row) to read the payment as, or null.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import { ordersOfPayment } from "~/modules/payments/payments.server";
import { grantedOrders } from "./link.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;

export async function guestPayer(request: Request, ctx: Ctx, paymentId: string): Promise<string | null> {
  if (!paymentId || paymentId.length > 100) return null;
  const granted = await grantedOrders(request, ctx.env);
  if (granted.size === 0) return null;
  const [payment, shares] = await Promise.all([
    ctx.db.query.payments.findFirst({ where: eq(payments.id, paymentId), columns: { userId: true, purpose: true } }),
    ordersOfPayment(ctx, paymentId),
  ]);
  if (!payment || payment.purpose !== "orders" || shares.length === 0) return null;
  return shares.every((share) => granted.has(share.orderId)) ? payment.userId : null;
}
