/**
 * Staff actions on accounts: the 'Penjual Terverifikasi' badge (removed, or given back after an
 * approved identity) and suspension. Each change is one atomic batch with its audit row and the
 * user's notification, guarded by the state it expects, so a repeated or stale click changes
 * nothing and leaves no row. Suspending also ends every session of the user in that batch (and
 * session validation refuses suspended users besides).
 */
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sellerVerifications, sessions, users } from "~/db/schema";
import { walletBalanceSql } from "~/modules/money/wallet-parts.server";
import { carryOutDecision } from "./audit.server";
import { searchFilter } from "./search.server";

const SEARCH_LIMIT = 50;

/**
 * The badge means an identity staff approved at /admin/verifications (issue 34): by hand it is
 * only given back to someone whose identity was approved (after staff removed it), never without.
 */
const approvedIdentity = (userId: SQL | string) =>
  sql<number>`EXISTS (SELECT 1 FROM ${sellerVerifications} WHERE ${sellerVerifications.userId} = ${userId} AND ${sellerVerifications.status} = 'approved')`;

/**
 * Users whose username or e-mail contains `q` (all users, newest first, when `q` is blank). A term
 * too long for a LIKE pattern finds nothing (the page says why: isSearchTermTooLong).
 */
export async function searchUsers(db: Db, q: string) {
  const match = searchFilter(q, [users.username, users.email]);
  if (match === null) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isVerified: users.isVerified,
      status: users.status,
      identityApproved: sql<boolean>`${approvedIdentity(sql`${users.id}`)}`.mapWith(Boolean),
      createdAt: users.createdAt,
      balance: walletBalanceSql(users.id),
    })
    .from(users)
    .where(match)
    .orderBy(desc(users.createdAt), users.id)
    .limit(SEARCH_LIMIT);
}

export type UserChangeResult =
  | { ok: true; username: string }
  | { ok: false; reason: "not_found" | "already_processed" | "is_admin" | "no_identity" };

export async function setVerifiedBadge(
  db: Db,
  adminId: string,
  userId: string,
  verified: boolean,
  now = Date.now(),
): Promise<UserChangeResult> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return { ok: false, reason: "not_found" };
  const identity = approvedIdentity(userId);
  if (verified && !(await db.get<{ ok: number }>(sql`SELECT ${identity} AS ok`))?.ok) {
    return { ok: false, reason: "no_identity" };
  }
  const guard = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.isVerified} = ${verified ? 0 : 1})${verified ? sql` AND ${identity}` : sql``}`;
  const done = await carryOutDecision(
    db,
    {
      audit: {
        actorId: adminId,
        action: verified ? "user.verify" : "user.unverify",
        targetType: "user",
        targetId: userId,
        before: { isVerified: !verified },
        after: { isVerified: verified },
      },
      notice: {
        userId,
        title: verified ? "Akun Terverifikasi" : "Lencana Verifikasi Dicabut",
        body: verified
          ? "Selamat! Profil Anda kini menampilkan lencana Penjual Terverifikasi."
          : "Lencana Penjual Terverifikasi pada profil Anda dicabut oleh admin.",
        link: `/user/${encodeURIComponent(user.username)}`,
        kind: "account",
      },
      guard,
      now,
    },
    db
      .update(users)
      .set({ isVerified: verified, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.isVerified, !verified))),
  );
  if (!done) return { ok: false, reason: "already_processed" };
  return { ok: true, username: user.username };
}

export async function setSuspended(
  db: Db,
  adminId: string,
  userId: string,
  suspend: boolean,
  now = Date.now(),
): Promise<UserChangeResult> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return { ok: false, reason: "not_found" };
  if (suspend && user.role === "admin") return { ok: false, reason: "is_admin" };
  const from = suspend ? "active" : "suspended";
  const to = suspend ? "suspended" : "active";
  const guard = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.status} = ${from} AND ${users.role} <> 'admin')`;
  const done = await carryOutDecision(
    db,
    {
      audit: {
        actorId: adminId,
        action: suspend ? "user.suspend" : "user.unsuspend",
        targetType: "user",
        targetId: userId,
        before: { status: from },
        after: { status: to },
      },
      notice: {
        userId,
        title: suspend ? "Akun Ditangguhkan" : "Penangguhan Akun Dicabut",
        body: suspend
          ? "Akun Anda ditangguhkan oleh admin. Hubungi dukungan."
          : "Akun Anda aktif kembali. Anda dapat login seperti biasa.",
        link: suspend ? "/contact" : "/my-account/profile",
        kind: "account",
      },
      guard,
      now,
    },
    db
      .update(users)
      .set({ status: to, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, from), ne(users.role, "admin"))),
    // Every open session ends with the suspension (the same batch: no window in between).
    suspend ? [db.delete(sessions).where(eq(sessions.userId, userId))] : [],
  );
  if (!done) return { ok: false, reason: "already_processed" };
  return { ok: true, username: user.username };
}
