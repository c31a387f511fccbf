/**
 * A dispute as a case (docs/architecture.md section 4 "Dispute cases"): its timeline (`case_events`),
 * its deadlines and the evidence of both sides. The status and the money stay the order's steps
 * (escrow.ts, movements.server.ts): opening (`dispute`), the seller's answer (`answer_case`), the
 * alarm's escalation (`escalate_case`) and staff's decision (`release` / `refund`) each write their
 * event in the step's own guarded batch (`caseEventStatements`), so the timeline says exactly what
 * happened, once. Evidence either party adds until the decision is an event of its own (no step).
 * Images are stored like a warranty claim's (evidence.server.ts) and served only to the parties and
 * staff; links are http(s) URLs, rendered as links and never as HTML.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Statement } from "~/db/client.server";
import { caseEvents, notifications, orders, warrantyClaims } from "~/db/schema";
import type { SessionUser } from "~/modules/auth/session.server";
import { AppError } from "~/utils/app-error";
import { newId } from "~/utils/ids";
import { refuse } from "~/utils/refuse.server";
import { redirectWithToast } from "~/utils/toast.server";
import { loadOrderForViewer } from "./access.server";
import { isCaseReason, parseCaseLinks, CASE_TEXT_MAX_LENGTH } from "./case-rules";
import { CASE_STAGE, ORDER_STATUS as S } from "./constants";
import type { Actor, OrderAction } from "./escrow";
import { evidenceFiles, evidenceResponse, storeEvidence } from "./evidence.server";
import type { Order, OrderExtra } from "./movements.server";
import { orderNotice } from "./notify.server";
import { refusedStep } from "./refusal.server";
import { orderRoom } from "./room.server";
import { ORDER_TEXTS } from "./texts";
import {
  CASE_TEXTS as T,
  CLAIM_CASE_TEXTS as CT,
  CLAIM_OFFER_LABELS,
  CLAIM_REASON_LABELS,
  WARRANTY_TEXTS,
} from "./case-texts";
import type { ClaimStep } from "./warranty-claims.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Viewer = Pick<SessionUser, "id" | "role">;
export type CaseEventRow = typeof caseEvents.$inferSelect;
/** Whose case: the order's dispute or its warranty claim (one order may have had both). */
export type CaseSubject = CaseEventRow["subject"];

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

/** What a person posts with a case step (it travels to the OrderRoom, so it is plain data). */
export interface CaseEventInput {
  reason?: string;
  body: string;
  images: string[];
  links: string[];
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

/** The order's events of one case (its dispute or its claim), oldest first. */
export function caseEventsOf(db: Db, orderId: string, subject: CaseSubject = "dispute"): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.orderId, orderId), eq(caseEvents.subject, subject)))
    .orderBy(asc(caseEvents.createdAt), asc(caseEvents.id));
}

const imagePath = (orderId: string, eventId: string, i: number) =>
  `/order/${encodeURIComponent(orderId)}/case-evidence/${encodeURIComponent(eventId)}/${i}`;

/**
 * What the order page, the claim page and staff's page show of a case (null: the order has none of
 * that subject): the timeline with image links (served through the access check), the running
 * deadline with its meaning, and which forms `role` may use. The order's case columns are the open
 * case's: the dispute's while it is disputed, the claim's while the warranty is claimed.
 */
export async function caseView(
  db: Db,
  order: Pick<Order, "id" | "status" | "caseStage" | "caseUnresponsive" | "deadlineAt" | "totalAmount"> &
    Partial<Pick<Order, "warrantyStatus">>,
  role: "buyer" | "seller" | "admin",
  now: number,
  subject: CaseSubject = "dispute",
) {
  if (!order.caseStage) return null;
  const events = await caseEventsOf(db, order.id, subject);
  if (events.length === 0) return null;
  const current = subject === "claim" ? order.warrantyStatus === "claimed" : order.status === S.disputed;
  const open = current && (order.caseStage === CASE_STAGE.seller || order.caseStage === CASE_STAGE.staff);
  const stage = current ? order.caseStage : CASE_STAGE.closed;
  const deadline =
    open && order.deadlineAt !== null
      ? {
          at: order.deadlineAt,
          label: stage === CASE_STAGE.seller ? T.sellerDue : T.staffDue,
          text: stage === CASE_STAGE.seller ? T.sellerDueAt(order.deadlineAt) : T.staffDueAt(order.deadlineAt),
          overdue: now >= order.deadlineAt,
        }
      : null;
  // A claim's decision reads with its amount (all or part of the hold back to the buyer).
  const claim =
    subject === "claim"
      ? await db.query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, order.id) })
      : undefined;
  const outcome = (reason: string | null) =>
    subject === "claim"
      ? reason === "refund"
        ? WARRANTY_TEXTS.decisionRefund(claim?.refundAmount ?? order.totalAmount, order.totalAmount)
        : WARRANTY_TEXTS.decisionRelease
      : reason === "refund"
        ? T.decidedRefund
        : T.decidedRelease;
  const words = subject === "claim" ? CT : T;
  return {
    subject,
    heading: words.heading,
    closedText: words.closed,
    stage,
    open,
    // Marked by the alarm's escalation (kept on the event, so a later case on the order does not hide it).
    unresponsive: events.some(
      (e) => e.kind === "escalated" && (e.reason === "unresponsive" || e.body === words.escalatedUnresponsive),
    ),
    deadline,
    canAnswer:
      subject === "dispute" &&
      open &&
      role === "seller" &&
      stage === CASE_STAGE.seller &&
      order.deadlineAt !== null &&
      now < order.deadlineAt,
    canAddEvidence: open && (role === "buyer" || role === "seller"),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      title: words.kind[e.kind],
      actorRole: e.actorRole,
      reason: e.kind === "decided" ? outcome(e.reason) : e.kind === "escalated" ? null : e.reason,
      body: e.body,
      images: e.images.map((_, i) => imagePath(order.id, e.id, i)),
      links: e.links,
      createdAt: e.createdAt,
    })),
  };
}
export type CaseView = NonNullable<Awaited<ReturnType<typeof caseView>>>;

/** GET /order/{id}/case-evidence/{event}/{n}: an event's n-th image, for the order's parties and staff only. */
export async function caseEvidenceImage(
  ctx: Ctx,
  orderId: string,
  user: Viewer,
  eventId: string,
  index: number,
): Promise<Response> {
  const { order } = await loadOrderForViewer(ctx, orderId, user);
  const event = await ctx.db.query.caseEvents.findFirst({
    where: and(eq(caseEvents.id, eventId), eq(caseEvents.orderId, order.id)),
  });
  return evidenceResponse(ctx.env.IMAGES, event?.images[index]);
}

type CaseFields = { reason?: string; body?: string; links?: string; evidence?: string };
export const CASE_INTENTS = ["dispute", "answer_case", "case_evidence"] as const;
type CaseIntent = (typeof CASE_INTENTS)[number];
const isCaseIntent = (v: unknown): v is CaseIntent => CASE_INTENTS.includes(v as CaseIntent);

function caseRefused(intent: CaseIntent, fieldErrors: CaseFields, values: CaseFields) {
  return data(
    { intent, title: T.failedTitle, message: Object.values(fieldErrors)[0] ?? "", fieldErrors, values },
    { status: 400 },
  );
}

/** Who may post which case form: the buyer opens, the seller answers, both add evidence. */
function mayPost(intent: CaseIntent, role: "buyer" | "seller" | "admin"): boolean {
  if (intent === "dispute") return role === "buyer";
  if (intent === "answer_case") return role === "seller";
  return role === "buyer" || role === "seller";
}

/**
 * POST /order/{id}/case (multipart): the buyer opens the dispute (`intent=dispute`: preset reason,
 * description, images, links), the seller answers (`answer_case`), either adds evidence
 * (`case_evidence`) until the decision. Refusals come back as action data with what was typed; a
 * step taken redirects to the order page.
 */
export async function takeCaseStep(ctx: Ctx, orderId: string, user: Viewer, request: Request) {
  // The order first: a stranger is refused before the form is read.
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isCaseIntent(intent)) {
    return refuse(new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400), null, {
      intent: String(intent ?? ""),
    });
  }
  if (!mayPost(intent, role)) return refusedStep("not_allowed", { intent, reason: "not_allowed" });

  const reason = String(form.get("reason") ?? "");
  const body = String(form.get("body") ?? "").slice(0, CASE_TEXT_MAX_LENGTH + 1000);
  const linksText = String(form.get("links") ?? "").slice(0, 5000);
  const values: CaseFields = { reason, body, links: linksText };
  const errors: CaseFields = {};
  if (intent === "dispute" && !isCaseReason(reason)) errors.reason = T.reasonRequired;
  const trimmed = body.trim();
  if (trimmed.length > CASE_TEXT_MAX_LENGTH) errors.body = T.textTooLong(CASE_TEXT_MAX_LENGTH);
  else if (!trimmed && intent === "dispute") errors.body = T.descriptionRequired;
  else if (!trimmed && intent === "answer_case") errors.body = T.answerRequired;
  const links = parseCaseLinks(linksText);
  if (!links.ok) errors.links = links.error;
  const files = evidenceFiles(form);
  if (intent === "case_evidence" && !trimmed && files.length === 0 && links.ok && links.links.length === 0)
    errors.evidence = T.evidenceRequired;
  if (Object.keys(errors).length > 0 || !links.ok) return caseRefused(intent, errors, values);

  // Asked before the images are stored: a step the order no longer takes stores nothing.
  const now = Date.now();
  // Evidence goes to the order's open case: its dispute, or its claim while staff have not decided.
  const subject: CaseSubject = order.status === S.disputed ? "dispute" : "claim";
  const stillOpen =
    (order.status === S.disputed || order.warrantyStatus === "claimed") &&
    (order.caseStage === CASE_STAGE.seller || order.caseStage === CASE_STAGE.staff);
  if (intent === "dispute" && (order.status !== S.shipped || order.deadlineAt === null || now >= order.deadlineAt)) {
    const why = order.status === S.shipped ? "too_late" : "wrong_status";
    return refusedStep(why, { intent, reason: why });
  }
  if (intent === "answer_case" && (!stillOpen || order.caseStage !== CASE_STAGE.seller))
    return refusedStep("wrong_status", { intent, reason: "wrong_status" });
  if (intent === "case_evidence" && !stillOpen) return refusedStep("wrong_status", { intent, reason: "wrong_status" });

  const stored = await storeEvidence(ctx.env.IMAGES, order.id, files, { required: false });
  if (!stored.ok) return caseRefused(intent, { evidence: stored.error }, values);
  const input: CaseEventInput = { body: trimmed, images: stored.keys, links: links.links };
  const path = `/order/${encodeURIComponent(order.id)}`;
  const actor = { id: user.id, role: user.role };

  if (intent === "case_evidence") {
    const added = await addCaseEvidence(ctx.db, order, role as "buyer" | "seller", input, now, subject);
    if (!added) {
      await ctx.env.IMAGES.delete(stored.keys);
      return refusedStep("wrong_status", { intent, reason: "wrong_status" });
    }
    throw redirectWithToast(subject === "claim" ? `${path}/claim#kasus` : `${path}#kasus`, {
      type: "success",
      title: T.sent,
      description: subject === "claim" ? CT.evidenceAdded : T.evidenceAdded,
    });
  }

  const room = orderRoom(ctx.env, order.id);
  const result =
    intent === "dispute"
      ? await room.act(
          order.id,
          "dispute",
          actor,
          { disputeReason: reason, disputeEvidence: [trimmed, ...links.links] },
          undefined,
          undefined,
          { ...input, reason },
        )
      : await room.act(order.id, "answer_case", actor, undefined, undefined, undefined, input);
  if (!result.ok) {
    if (stored.keys.length > 0) await ctx.env.IMAGES.delete(stored.keys);
    return refusedStep(result.reason, { intent, reason: result.reason });
  }
  throw redirectWithToast(`${path}#kasus`, {
    type: "success",
    title: intent === "dispute" ? ORDER_TEXTS.statusChanged : T.sent,
    description: intent === "dispute" ? T.opened : T.answered,
  });
}

/**
 * Evidence added to an open case (no step of the order): written only while the order is still
 * disputed (a dispute) or its warranty claimed (a claim) and undecided; the other party hears of it.
 * False when the case no longer takes it.
 */
export async function addCaseEvidence(
  db: Db,
  order: Order,
  role: "buyer" | "seller",
  input: CaseEventInput,
  now = Date.now(),
  subject: CaseSubject = "dispute",
): Promise<boolean> {
  const stillOpen =
    subject === "claim" ? sql`${orders.warrantyStatus} = 'claimed'` : sql`${orders.status} = ${S.disputed}`;
  const written =
    await db.run(sql`INSERT INTO ${caseEvents} (id, order_id, subject, kind, actor_role, reason, body, images, links, created_at)
    SELECT ${newId("cev")}, ${order.id}, ${subject}, 'evidence', ${role}, NULL, ${input.body}, ${JSON.stringify(input.images)},
      ${JSON.stringify(input.links)}, ${now}
    WHERE EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} AND ${stillOpen}
      AND ${orders.caseStage} IN ('seller', 'staff'))`);
  if (written.meta.changes !== 1) return false;
  const other = role === "buyer" ? order.sellerId : order.buyerId;
  const words = subject === "claim" ? CT : T;
  await db
    .insert(notifications)
    .values(notice(order, other, words.evidenceTitle, words.evidenceBody(order.productTitle, T.actor[role]), now));
  return true;
}

/** A case notice: its opening is kind 'dispute'; every later step before the decision, 'case_update'. */
const notice = (
  order: Order,
  userId: string,
  title: string,
  body: string,
  now: number,
  kind: "dispute" | "case_update" = "case_update",
) => orderNotice(order, userId, { title, body }, now, kind);

/** Case steps the room notifies in their own words (the decision keeps the order's notification). */
export function isCaseStep(action: OrderAction): boolean {
  return action === "dispute" || action === "answer_case" || action === "escalate_case" || action === "escalate_claim";
}

/**
 * Opened → the seller (with their deadline); the answer → the buyer; the escalation → both. (A
 * claim's opening, answer and decision are the warranty's notifications: notify.server.ts.)
 */
export async function notifyCase(db: Db, order: Order, action: OrderAction, now = Date.now()): Promise<void> {
  const due = order.deadlineAt ?? now;
  const title = order.productTitle;
  const rows =
    action === "dispute"
      ? [notice(order, order.sellerId, T.openedTitle, T.openedBody(title, due), now, "dispute")]
      : action === "answer_case"
        ? [notice(order, order.buyerId, T.answeredTitle, T.answeredBody(title), now)]
        : action === "escalate_claim"
          ? [
              notice(order, order.buyerId, CT.escalatedTitle, CT.escalatedBody(title, due), now),
              notice(order, order.sellerId, CT.escalatedTitle, CT.escalatedBody(title, due), now),
            ]
          : [
              notice(order, order.buyerId, T.escalatedTitle, T.escalatedBody(title, due), now),
              notice(order, order.sellerId, T.escalatedTitle, T.escalatedBody(title, due), now),
            ];
  await db.insert(notifications).values(rows);
}

/**
 * The seller's reminder 24 h before their answer is due (a dispute's or a claim's), once: the order
 * is marked first (only while the answer is still due and unmarked), and only the call that marked
 * it writes the event and notifies the seller. True when this call sent it.
 */
export async function sendCaseReminder(db: Db, order: Order, now = Date.now()): Promise<boolean> {
  const subject: CaseSubject = order.status === S.disputed ? "dispute" : "claim";
  const marked = await db
    .update(orders)
    .set({ caseReminderSentAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        subject === "dispute" ? eq(orders.status, S.disputed) : eq(orders.warrantyStatus, "claimed"),
        eq(orders.caseStage, CASE_STAGE.seller),
        isNull(orders.caseReminderSentAt),
      ),
    )
    .run();
  if (marked.meta.changes !== 1) return false;
  const words = subject === "claim" ? CT : T;
  await db.batch([
    db.insert(caseEvents).values({
      id: newId("cev"),
      orderId: order.id,
      subject,
      kind: "reminder",
      actorRole: "system",
      body: T.reminderBody,
      createdAt: now,
    }),
    db
      .insert(notifications)
      .values(
        notice(
          order,
          order.sellerId,
          words.reminderTitle,
          words.reminderNotice(order.productTitle, order.deadlineAt ?? now),
          now,
        ),
      ),
  ]);
  return true;
}
