/**
 * A case's rows: each order step that belongs to a case writes its timeline event (`case_events`,
 * `caseEventStatements`) and a claim step its claim (`warranty_claims`, `claimStatements`) in the
 * step's own guarded batch (orders/movements.server.ts), so the case says what happened, once.
 * Never imports a step or a view (issue 31: builders sit at the bottom of the room).
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Statement } from "~/db/client.server";
import { caseEvents, warrantyClaims } from "~/db/schema";
import { newId } from "~/utils/ids";
import type { Actor, OrderAction } from "~/modules/orders/escrow";
import type { Order, OrderExtra } from "~/modules/orders/types";
import { CASE_TEXTS as T, CLAIM_CASE_TEXTS as CT, CLAIM_OFFER_LABELS, CLAIM_REASON_LABELS } from "./texts";
import type { CaseEventInput, CaseEventRow, CaseSubject, ClaimStep } from "./types";

/** The claim steps, each the claim case's counterpart of a dispute step. */
const CLAIM_CASE_ACTIONS = new Set<OrderAction>([
  "claim_warranty",
  "answer_claim",
  "escalate_claim",
  "claim_release",
  "claim_refund",
]);

/** What a claim step posts, as its case event's input (the claim row keeps the same, for the money). */
export function claimCaseEvent(claim: ClaimStep | undefined): CaseEventInput | undefined {
  if (!claim) return undefined;
  if (claim.kind === "file")
    return {
      reason: CLAIM_REASON_LABELS[claim.reason],
      body: claim.description,
      images: claim.evidence,
      links: claim.links ?? [],
    };
  if (claim.kind === "answer")
    return { reason: CLAIM_OFFER_LABELS[claim.offer], body: claim.answer, images: [], links: [] };
  return { body: claim.reason, images: [], links: [] };
}

/**
 * The event a case step writes, in the step's batch and under its guard (nothing unless the step
 * happens): opened, the answer, the escalation (by the alarm: the seller did not respond), the decision.
 */
export function caseEventStatements(
  order: Pick<Order, "id">,
  action: OrderAction,
  actor: Actor,
  input: CaseEventInput | undefined,
  extra: OrderExtra,
  guard: SQL,
  now: number,
): Statement[] {
  let event: { kind: CaseEventRow["kind"]; reason: string | null; body: string; images: string[]; links: string[] };
  const subject: CaseSubject = CLAIM_CASE_ACTIONS.has(action) ? "claim" : "dispute";
  const words = subject === "claim" ? CT : T;
  if (action === "claim_warranty") {
    event = {
      kind: "opened",
      reason: input?.reason ?? null,
      body: input?.body ?? "",
      images: input?.images ?? [],
      links: input?.links ?? [],
    };
  } else if (action === "answer_claim") {
    event = { kind: "answer", reason: input?.reason ?? null, body: input?.body ?? "", images: [], links: [] };
  } else if (action === "escalate_claim") {
    event = { kind: "escalated", reason: "unresponsive", body: CT.escalatedUnresponsive, images: [], links: [] };
  } else if (action === "claim_release" || action === "claim_refund") {
    event = {
      kind: "decided",
      reason: action === "claim_refund" ? "refund" : "release",
      body: input?.body ?? "",
      images: [],
      links: [],
    };
  } else if (action === "dispute") {
    event = {
      kind: "opened",
      reason: input?.reason ?? extra.disputeReason ?? null,
      body: input?.body ?? (extra.disputeEvidence ?? []).join("\n"),
      images: input?.images ?? [],
      links: input?.links ?? [],
    };
  } else if (action === "answer_case") {
    event = {
      kind: "answer",
      reason: null,
      body: input?.body ?? "",
      images: input?.images ?? [],
      links: input?.links ?? [],
    };
  } else if (action === "escalate_case") {
    event = { kind: "escalated", reason: "unresponsive", body: T.escalatedUnresponsive, images: [], links: [] };
  } else if (action === "release" || action === "refund") {
    event = { kind: "decided", reason: action, body: extra.decisionReason ?? "", images: [], links: [] };
  } else return [];
  const rows = [
    sql`INSERT INTO ${caseEvents} (id, order_id, subject, kind, actor_role, reason, body, images, links, created_at)
      SELECT ${newId("cev")}, ${order.id}, ${subject}, ${event.kind}, ${actor}, ${event.reason}, ${event.body},
        ${JSON.stringify(event.images)}, ${JSON.stringify(event.links)}, ${now}
      WHERE ${guard}`,
  ];
  // The seller's answer sends the case to staff at once: the timeline says so.
  if (action === "answer_case" || action === "answer_claim") {
    rows.push(sql`INSERT INTO ${caseEvents} (id, order_id, subject, kind, actor_role, reason, body, images, links, created_at)
      SELECT ${newId("cev")}, ${order.id}, ${subject}, 'escalated', 'system', NULL, ${words.escalatedAnswered}, '[]', '[]', ${now + 1}
      WHERE ${guard}`);
  }
  return rows;
}

/**
 * The claim's statements for the order's batch, each guarded like the order's own update (`guard`),
 * so nothing of the claim is written unless the order's step happens.
 */
export function claimStatements(
  db: Db,
  order: Pick<Order, "id">,
  claim: ClaimStep,
  guard: SQL,
  now: number,
  action: OrderAction,
): Statement[] {
  if (claim.kind === "file") {
    return [
      sql`INSERT INTO ${warrantyClaims} (id, order_id, reason, description, evidence, created_at)
        SELECT ${claim.id}, ${order.id}, ${claim.reason}, ${claim.description}, ${JSON.stringify(claim.evidence)}, ${now}
        WHERE ${guard}`,
    ];
  }
  if (claim.kind === "answer") {
    return [
      sql`UPDATE ${warrantyClaims} SET seller_answer = ${claim.answer}, seller_offer = ${claim.offer}, answered_at = ${now}
        WHERE order_id = ${order.id} AND answered_at IS NULL AND decision IS NULL AND ${guard}`,
    ];
  }
  const decision = action === "claim_refund" ? "refund" : "release";
  return [
    sql`UPDATE ${warrantyClaims} SET decision = ${decision}, refund_amount = ${decision === "refund" ? (claim.refundAmount ?? null) : null},
        decision_reason = ${claim.reason}, decided_at = ${now}
      WHERE order_id = ${order.id} AND decision IS NULL AND ${guard}`,
  ];
}

/** The order's events of one case (its dispute or its claim), oldest first. */
export function caseEventsOf(db: Db, orderId: string, subject: CaseSubject = "dispute"): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.orderId, orderId), eq(caseEvents.subject, subject)))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
}
