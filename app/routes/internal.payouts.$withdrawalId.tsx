/**
 * /internal/payouts/{withdrawalId} — one withdrawal for the payout machine.
 * GET: its current state. POST {status:"paid", transferReference} or {status:"failed", reason}:
 * settles it (paid: hold → external:payouts; failed: hold → wallet). Idempotent by withdrawal id:
 * the same outcome again answers 200 with `changed: false`; the other outcome afterwards is 409, and
 * so is either while the withdrawal's payout lives at the provider (`payout_in_flight`).
 * POST {action:"send"}: sends it to the disbursement provider (Midtrans Payouts) as maker; a staff
 * member approves it on /admin/withdrawals, and the provider's callbacks settle it.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { payoutBearer, payoutView, settlementSchema } from "~/modules/admin/payout-api.server";
import { jsonAnswer, requireBearer } from "~/utils/json-api.server";
import { PAYOUT_API_ACTOR, sendPayouts } from "~/modules/wallet/payouts.server";
import { PAYOUT_TEXTS } from "~/modules/wallet/texts";
import { findWithdrawal, settleWithdrawal } from "~/modules/wallet/withdrawals.server";

const notFound = () => jsonAnswer({ error: "not_found", message: "No withdrawal with this id." }, 404);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireBearer(payoutBearer(request, context));
  const withdrawal = await findWithdrawal(context.db, params.withdrawalId ?? "");
  return withdrawal ? jsonAnswer({ withdrawal: payoutView(withdrawal) }) : notFound();
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireBearer(payoutBearer(request, context));
  if (request.method !== "POST") {
    return jsonAnswer({ error: "method_not_allowed", message: "Use POST." }, 405, { Allow: "GET, POST" });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonAnswer({ error: "bad_request", message: "The body must be JSON." }, 400);
  }
  const id = params.withdrawalId ?? "";
  if (typeof body === "object" && body !== null && (body as { action?: unknown }).action === "send") {
    const sent = await sendPayouts(context, [id], PAYOUT_API_ACTOR);
    if (!sent.ok) return jsonAnswer({ error: "provider", message: sent.message }, 502);
    if (sent.sent.length === 0) {
      const reason = sent.skipped[0]?.reason ?? "";
      return jsonAnswer(
        { error: reason === PAYOUT_TEXTS.notFound ? "not_found" : "conflict", message: reason },
        reason === PAYOUT_TEXTS.notFound ? 404 : 409,
      );
    }
    return jsonAnswer({ ok: true, referenceNo: sent.sent[0]!.referenceNo, status: "queued" }, 202);
  }
  const parsed = settlementSchema.safeParse(body);
  if (!parsed.success) {
    return jsonAnswer(
      {
        error: "bad_request",
        message:
          'Expected {"action":"send"}, {"status":"paid","transferReference":"…"} or {"status":"failed","reason":"…"}.',
        issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      400,
    );
  }
  const input = parsed.data;
  const result = await settleWithdrawal(
    context.db,
    id,
    input.status === "paid"
      ? { status: "paid", transferReference: input.transferReference }
      : { status: "rejected", reason: input.reason },
    null,
  );
  if (!result.ok) {
    if (result.reason === "not_found") return notFound();
    if (result.reason === "payout_in_flight")
      return jsonAnswer({ error: "payout_in_flight", message: PAYOUT_TEXTS.inFlight }, 409);
    const current = await findWithdrawal(context.db, id);
    return jsonAnswer(
      {
        error: "conflict",
        message: "The withdrawal was already settled with the other outcome.",
        withdrawal: current ? payoutView(current) : null,
      },
      409,
    );
  }
  return jsonAnswer({ ok: true, changed: result.changed, withdrawal: payoutView(result.withdrawal) });
}
