/**
 * Staff review of seller verifications (/admin/verifications): the queue oldest first, one request
 * opened with its identity decrypted, its two photos streamed from R2 — each view and each photo
 * written to audit_log every time — and the decision. Approving sets `users.is_verified` (the
 * 'Penjual Terverifikasi' badge and the rules of rules.server.ts) in the same batch as the audit row
 * and the seller's notification; rejecting records the reason the seller sees.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { auditLog, sellerVerifications, uploads, users } from "~/db/schema";
import { carryOutDecision } from "~/modules/admin/audit.server";
import { openIdentity, type Verification } from "./verification.server";
import { VERIFICATION_PATH, VERIFICATION_REVIEW_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

const QUEUE_LIMIT = 100;
export const PHOTO_KINDS = ["ktp", "selfie"] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** The staff-only address of a request's photo (routes/admin.verifications.$id.$photo.tsx). */
export const photoPath = (id: string, kind: PhotoKind) => `/admin/verifications/${encodeURIComponent(id)}/${kind}`;

/** Requests waiting for a decision, the oldest first (no identity data: that needs an audited view). */
export function verificationQueue(ctx: Pick<Ctx, "db">) {
  return ctx.db
    .select({
      id: sellerVerifications.id,
      username: users.username,
      taxBasis: sellerVerifications.taxBasis,
      submittedAt: sellerVerifications.submittedAt,
    })
    .from(sellerVerifications)
    .innerJoin(users, eq(users.id, sellerVerifications.userId))
    .where(eq(sellerVerifications.status, "submitted"))
    .orderBy(asc(sellerVerifications.submittedAt), asc(sellerVerifications.id))
    .limit(QUEUE_LIMIT);
}

async function requestWithSeller(ctx: Pick<Ctx, "db">, id: string) {
  const [row] = await ctx.db
    .select({ verification: sellerVerifications, username: users.username })
    .from(sellerVerifications)
    .innerJoin(users, eq(users.id, sellerVerifications.userId))
    .where(eq(sellerVerifications.id, id))
    .limit(1);
  return row ?? null;
}

function viewed(ctx: Pick<Ctx, "db">, adminId: string, id: string, what: string, now: number) {
  return ctx.db.insert(auditLog).values({
    actorId: adminId,
    action: "verification.view",
    targetType: "seller_verification",
    targetId: id,
    after: { viewed: what },
    createdAt: now,
  });
}

/** One request for a staff member, identity decrypted; the view is audited first. Null: unknown id. */
export async function openVerification(ctx: Ctx, adminId: string, id: string, now = Date.now()) {
  const found = await requestWithSeller(ctx, id);
  if (!found) return null;
  await viewed(ctx, adminId, id, "identity", now);
  const { verification: v, username } = found;
  return {
    id: v.id,
    username,
    status: v.status,
    reason: v.reason,
    taxBasis: v.taxBasis,
    turnoverStatedAt: v.turnoverStatedAt,
    submittedAt: v.submittedAt,
    reviewedAt: v.reviewedAt,
    identity: await openIdentity(ctx, v),
    photos: { ktp: photoPath(v.id, "ktp"), selfie: photoPath(v.id, "selfie") },
  };
}

/**
 * A request's photo from R2 for a staff member (audited before it is read) with the type its
 * upload's bytes were verified as, or null.
 */
export async function verificationPhoto(ctx: Ctx, adminId: string, id: string, kind: PhotoKind, now = Date.now()) {
  const v = await ctx.db.query.sellerVerifications.findFirst({ where: eq(sellerVerifications.id, id) });
  if (!v) return null;
  const key = kind === "ktp" ? v.ktpKey : v.selfieKey;
  await viewed(ctx, adminId, id, kind, now);
  const [upload, object] = await Promise.all([
    ctx.db.query.uploads.findFirst({ where: eq(uploads.key, key), columns: { contentType: true } }),
    ctx.env.IMAGES.get(key),
  ]);
  if (!object) return null;
  return { object, contentType: upload?.contentType ?? "application/octet-stream" };
}

export type DecisionResult = { ok: true; username: string } | { ok: false; reason: "not_found" | "already_processed" };

/** Approves or rejects a pending request (a reason is required to reject; the route checks it). */
export async function decideVerification(
  ctx: Pick<Ctx, "db">,
  adminId: string,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  now = Date.now(),
): Promise<DecisionResult> {
  const found = await requestWithSeller(ctx, id);
  if (!found) return { ok: false, reason: "not_found" };
  const v: Verification = found.verification;
  const status = decision.approve ? "approved" : "rejected";
  const reason = decision.approve ? null : decision.reason;
  const { db } = ctx;
  const pending = and(eq(sellerVerifications.id, id), eq(sellerVerifications.status, "submitted"));
  const done = await carryOutDecision(
    db,
    {
      audit: {
        actorId: adminId,
        action: decision.approve ? "verification.approve" : "verification.reject",
        targetType: "seller_verification",
        targetId: id,
        before: { status: "submitted" },
        after: { status, reason },
      },
      notice: {
        userId: v.userId,
        title: decision.approve ? T.noticeApprovedTitle : T.noticeRejectedTitle,
        body: decision.approve ? T.noticeApproved : T.noticeRejected(reason!),
        link: VERIFICATION_PATH,
        kind: "account",
      },
      guard: sql`EXISTS (SELECT 1 FROM ${sellerVerifications} WHERE ${pending})`,
      now,
    },
    db
      .update(sellerVerifications)
      .set({ status, reason, reviewerId: adminId, reviewedAt: now, updatedAt: now })
      .where(pending),
    // The badge and the rules follow the approval, in the same batch — only if THIS decision was it.
    decision.approve
      ? [
          db
            .update(users)
            .set({ isVerified: true, updatedAt: now })
            .where(
              and(
                eq(users.id, v.userId),
                sql`EXISTS (SELECT 1 FROM ${sellerVerifications} WHERE ${sellerVerifications.id} = ${id}
                  AND ${sellerVerifications.status} = 'approved' AND ${sellerVerifications.reviewedAt} = ${now}
                  AND ${sellerVerifications.reviewerId} = ${adminId})`,
              ),
            ),
        ]
      : [],
  );
  if (!done) return { ok: false, reason: "already_processed" };
  return { ok: true, username: found.username };
}
