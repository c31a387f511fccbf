/**
 * A seller verifies their identity (issue 34 point 3; docs/architecture.md 'Seller verification'):
 * name, NIK and address as on the KTP, an NPWP or the PMK 37/2025 turnover statement, and two
 * photos uploaded through the presigned flow under the private `identity/<user id>/` prefix. The
 * identity is sealed with the delivery-info key (one value, never stored in the clear); the photos'
 * uploads become `attached`, so no sweep or delete removes them. One row per seller: a rejected
 * request is replaced by the next one (its old photos deleted), a pending or approved one is final.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic, dbErrorText } from "~/db/client.server";
import { sellerVerifications, uploads } from "~/db/schema";
import { auditStatement } from "~/modules/admin/audit.server";
import type { SessionUser } from "~/modules/auth/session.server";
import { isIdentityKeyOf } from "~/modules/listings/images";
import { decryptDeliveryInfo, deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { AppError, denied } from "~/utils/app-error";
import { parseForm, problem, refusalOf, ruleText, type FormFailure } from "~/utils/forms.server";
import { newId } from "~/utils/ids";
import { maskNik, nikProblem, npwpDigits } from "./identity-numbers";
import { VERIFICATION_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** What the sealed value holds. */
export interface Identity {
  fullName: string;
  nik: string;
  address: string;
  npwp: string | null;
}

export type Verification = typeof sellerVerifications.$inferSelect;

const schema = z
  .object({
    fullName: z.string().trim().min(1, T.fullNameRequired).max(100, T.fullNameRequired),
    nik: ruleText(nikProblem).transform((v) => v.trim()),
    address: z.string().trim().min(1, T.addressRequired).max(300, T.addressRequired),
    taxBasis: z.enum(["npwp", "turnover_statement"], { error: T.taxBasisRequired }),
    npwp: z.string(),
    turnoverStatement: z.string(),
    ktpUpload: z.string().trim().min(1, T.ktpRequired).max(64, T.ktpRequired),
    selfieUpload: z.string().trim().min(1, T.selfieRequired).max(64, T.selfieRequired),
  })
  .superRefine((v, ctx) => {
    if (v.taxBasis === "npwp" && !npwpDigits(v.npwp))
      problem(ctx, { field: "npwp", title: T.failedTitle, message: T.npwpFormat });
    if (v.taxBasis === "turnover_statement" && v.turnoverStatement !== "on")
      problem(ctx, { field: "turnoverStatement", title: T.failedTitle, message: T.turnoverRequired });
    if (v.ktpUpload && v.ktpUpload === v.selfieUpload)
      problem(ctx, { field: "selfieUpload", title: T.failedTitle, message: T.sameImage });
  });

/** The seller's own request, or null when they never sent one. */
export async function verificationOf(ctx: Pick<Ctx, "db">, userId: string): Promise<Verification | null> {
  return (await ctx.db.query.sellerVerifications.findFirst({ where: eq(sellerVerifications.userId, userId) })) ?? null;
}

/** Opens a request's sealed identity (null when no configured key opens it). */
export async function openIdentity(ctx: Pick<Ctx, "env">, row: Pick<Verification, "identitySealed">) {
  const plain = await decryptDeliveryInfo(deliveryKeyring(ctx.env), row.identitySealed);
  return plain ? (JSON.parse(plain) as Identity) : null;
}

/** What the seller's page shows of their own request: the status, the reason, the NIK masked. */
export async function verificationSummary(ctx: Ctx, userId: string) {
  const row = await verificationOf(ctx, userId);
  if (!row) return null;
  const identity = await openIdentity(ctx, row);
  return {
    status: row.status,
    reason: row.reason,
    taxBasis: row.taxBasis,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt,
    fullName: identity?.fullName ?? null,
    nikMasked: identity ? maskNik(identity.nik) : null,
  };
}

/**
 * The seller's request in their own data export (UU PDP access): the status and decision, the name
 * and address, the NIK and NPWP masked to their last four digits (a downloaded file travels; the
 * seller holds the full numbers on their KTP), and which photos are held — never the photos or
 * their storage keys. Null when they never sent one.
 */
export async function verificationForExport(ctx: Ctx, userId: string) {
  const row = await verificationOf(ctx, userId);
  if (!row) return null;
  const identity = await openIdentity(ctx, row);
  const iso = (ms: number | null) => (ms ? new Date(ms).toISOString() : null);
  return {
    status: row.status,
    reason: row.reason,
    taxBasis: row.taxBasis,
    turnoverStatedAt: iso(row.turnoverStatedAt),
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    identity: identity && {
      fullName: identity.fullName,
      address: identity.address,
      nik: maskNik(identity.nik),
      npwp: identity.npwp && maskNik(identity.npwp),
    },
    photos: [T.ktp, T.selfie],
  };
}

export type SubmitResult = { ok: true } | { ok: false; failure: FormFailure; status: number };

const refused = (field: string, message: string, values: Record<string, string>, status = 400): SubmitResult => ({
  ok: false,
  failure: refusalOf(new AppError(T.failedTitle, message, status, field), values),
  status,
});

/**
 * Sends (or, after a rejection, re-sends) the seller's verification. Throws 403 for a non-seller
 * and for another user's upload; refuses an upload that is not this seller's verified identity
 * document. The row, the uploads' attachment and the audit row are one batch, guarded so that a
 * request already pending or approved, or a photo that changed state meanwhile, changes nothing.
 */
export async function submitVerification(
  ctx: Ctx,
  user: Pick<SessionUser, "id" | "role">,
  form: FormData,
  now = Date.now(),
): Promise<SubmitResult> {
  if (user.role !== "seller") throw denied(T.notSeller);
  const parsed = await parseForm(form, schema);
  const values = parsed.values;
  const previous = await verificationOf(ctx, user.id);
  if (previous && previous.status !== "rejected") return refused("form", T.already, values, 409);
  if (!parsed.ok) return { ok: false, failure: parsed, status: 400 };
  const input = parsed.data;

  const ids = [input.ktpUpload, input.selfieUpload];
  const rows = await ctx.db.select().from(uploads).where(inArray(uploads.id, ids));
  for (const [field, id] of [
    ["ktpUpload", input.ktpUpload],
    ["selfieUpload", input.selfieUpload],
  ] as const) {
    const row = rows.find((r) => r.id === id);
    if (row && row.userId !== user.id) throw denied(T.foreignUpload);
    if (row && !isIdentityKeyOf(row.key, user.id)) return refused(field, T.uploadNotIdentity, values);
    if (!row || row.status !== "verified") return refused(field, T.uploadNotReady, values);
  }
  const keyOf = (id: string) => rows.find((r) => r.id === id)!.key;
  const identity: Identity = {
    fullName: input.fullName,
    nik: input.nik,
    address: input.address,
    npwp: input.taxBasis === "npwp" ? npwpDigits(input.npwp) : null,
  };
  const sealed = await encryptDeliveryInfo(deliveryKeyring(ctx.env), JSON.stringify(identity));
  const fields = {
    status: "submitted" as const,
    identitySealed: sealed,
    ktpKey: keyOf(input.ktpUpload),
    selfieKey: keyOf(input.selfieUpload),
    taxBasis: input.taxBasis,
    turnoverStatedAt: input.taxBasis === "turnover_statement" ? now : null,
    reviewerId: null,
    reason: null,
    submittedAt: now,
    reviewedAt: null,
    updatedAt: now,
  };
  const id = previous?.id ?? newId("ver");
  const { db } = ctx;
  try {
    await atomic(db, [
      db
        .insert(sellerVerifications)
        .values({ id, userId: user.id, createdAt: now, ...fields })
        .onConflictDoUpdate({
          target: sellerVerifications.userId,
          set: fields,
          setWhere: eq(sellerVerifications.status, "rejected"),
        }),
      db
        .update(uploads)
        .set({ status: "attached" })
        .where(and(inArray(uploads.id, ids), eq(uploads.userId, user.id), eq(uploads.status, "verified"))),
      // Guard: unless the row now holds THIS request and both photos were attached by it, break the
      // status CHECK so D1 rolls the whole batch back.
      sql`UPDATE ${sellerVerifications} SET status = 'invalid' WHERE user_id = ${user.id} AND (
        ktp_key <> ${fields.ktpKey} OR selfie_key <> ${fields.selfieKey} OR status <> 'submitted'
        OR (SELECT count(*) FROM ${uploads} WHERE id IN (${ids[0]}, ${ids[1]}) AND user_id = ${user.id} AND status = 'attached') < 2)`,
      auditStatement(
        {
          actorId: user.id,
          action: previous ? "verification.resubmit" : "verification.submit",
          targetType: "seller_verification",
          targetId: id,
          before: previous ? { status: previous.status } : null,
          after: { status: "submitted", taxBasis: input.taxBasis },
        },
        sql`1`,
        now,
      ),
    ]);
  } catch (error) {
    if (dbErrorText(error).includes("seller_verifications_status_check"))
      return refused("form", T.uploadNotReady, values, 409);
    throw error;
  }
  if (previous) await dropIdentityPhotos(ctx, [previous.ktpKey, previous.selfieKey]);
  return { ok: true };
}

/** Photos of a replaced request or a deleted account: gone from R2, their uploads marked deleted. */
export async function dropIdentityPhotos(ctx: Ctx, keys: string[]) {
  await ctx.env.IMAGES.delete(keys);
  await ctx.db.update(uploads).set({ status: "deleted" }).where(inArray(uploads.key, keys));
}
