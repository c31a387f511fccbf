/**
 * The case steps people post from the order page: opening a dispute, the seller's answer and either
 * side's evidence; the status and money stay the order's steps (escrow.ts, movements.server.ts).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/session.server";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { caseEvents, notifications, orders } from "~/db/schema";
import { AppError } from "~/utils/app-error";
import { newId } from "~/utils/ids";
import { stepDone, stepRefused } from "~/utils/step-outcome";
import { loadOrderForViewer } from "~/modules/orders/access.server";
import { CASE_STAGE, ORDER_STATUS as S } from "~/modules/orders/constants";
import { storeEvidence } from "./evidence.server";
import { CASE_SCHEMAS, formRefused, readCaseForm, type CaseIntent } from "./forms.server";
import type { Order } from "~/modules/orders/types";
import { refusedStep } from "~/modules/orders/refusal.server";
import { orderRoom } from "~/modules/orders/room.server";
import { ORDER_TEXTS } from "~/modules/orders/texts";
import { CASE_TEXTS as T, CLAIM_CASE_TEXTS as CT } from "./texts";
import type { CaseEventInput, CaseSubject } from "./types";
import { caseNotice } from "./notify.server";

type Ctx = Pick<AppLoadContext, "db" | "env">;
type Viewer = Pick<SessionUser, "id" | "role">;

export const CASE_INTENTS = Object.keys(CASE_SCHEMAS) as CaseIntent[];
const isCaseIntent = (v: unknown): v is CaseIntent => CASE_INTENTS.includes(v as CaseIntent);

/** Who may post which case form: the buyer opens, the seller answers, both add evidence. */
function mayPost(intent: CaseIntent, role: "buyer" | "seller" | "admin"): boolean {
  if (intent === "dispute") return role === "buyer";
  if (intent === "answer_case") return role === "seller";
  return role === "buyer" || role === "seller";
}

/**
 * POST /order/{id}/case (multipart): the buyer opens the dispute (`intent=dispute`: preset reason,
 * description, images, links), the seller answers (`answer_case`), either adds evidence
 * (`case_evidence`) until the decision. Its outcome: refused, shown again with what was typed
 * (400), or done (to the order page with a toast); the route answers it.
 */
export async function takeCaseStep(ctx: Ctx, orderId: string, user: Viewer, request: Request) {
  // The order first: a stranger is refused before the form is read.
  const { order, role } = await loadOrderForViewer(ctx, orderId, user);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isCaseIntent(intent)) {
    return stepRefused(new AppError("Aksi Tidak Dikenal", "Permintaan tidak dikenali.", 400), {
      intent: String(intent ?? ""),
    });
  }
  if (!mayPost(intent, role)) return refusedStep("not_allowed", { intent, reason: "not_allowed" });

  const read = await readCaseForm(form, CASE_SCHEMAS[intent]);
  if (!read.ok && !read.imagesOnly) return formRefused(intent, read.failure);

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
  if (!read.ok) return formRefused(intent, read.failure);

  const { body, links } = read.data;
  const reason = "reason" in read.data ? read.data.reason : undefined;
  const images = await storeEvidence(ctx.env.IMAGES, order.id, read.images);
  const input: CaseEventInput = { body, images, links };
  const path = `/order/${encodeURIComponent(order.id)}`;
  const actor = { id: user.id, role: user.role };

  if (intent === "case_evidence") {
    const added = await addCaseEvidence(ctx.db, order, role as "buyer" | "seller", input, now, subject);
    if (!added) {
      await ctx.env.IMAGES.delete(images);
      return refusedStep("wrong_status", { intent, reason: "wrong_status" });
    }
    return stepDone(subject === "claim" ? `${path}/claim#kasus` : `${path}#kasus`, {
      type: "success",
      title: T.sent,
      description: subject === "claim" ? CT.evidenceAdded : T.evidenceAdded,
    });
  }

  const room = orderRoom(ctx.env, order.id);
  const result =
    intent === "dispute"
      ? await room.act({
          action: "dispute",
          by: actor,
          extra: { disputeReason: reason, disputeEvidence: [body, ...links] },
          caseEvent: { ...input, reason },
        })
      : await room.act({ action: "answer_case", by: actor, caseEvent: input });
  if (!result.ok) {
    if (images.length > 0) await ctx.env.IMAGES.delete(images);
    return refusedStep(result.reason, { intent, reason: result.reason });
  }
  return stepDone(`${path}#kasus`, {
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
    .values(caseNotice(order, other, words.evidenceTitle, words.evidenceBody(order.productTitle, T.actor[role]), now));
  return true;
}

/** A case notice: its opening is kind 'dispute'; every later step before the decision, 'case_update'. */
/** Case steps the room notifies in their own words (the decision keeps the order's notification). */
