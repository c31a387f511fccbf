/**
 * 'Hapus Akun' (UU PDP: erasure). Refused, saying what to finish first, while money or a duty is
 * open: a balance, a pending deposit or withdrawal, an order still running, a warranty still
 * running or claimed. Otherwise, at once and in one batch, the person's identity leaves the row
 * (a placeholder name 'Pengguna dihapus …', no e-mail, phone, password, avatar, bio) and every
 * session, sign-in link, cart, favourite, push subscription, notification (and setting), conversation
 * list, mail in the outbox, listing image and seller verification (sealed identity and photos) goes;
 * their listings are taken down. Orders, the ledger and withdrawals (records the law keeps) stay
 * under the same id, without the identity.
 */
import { and, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic } from "~/db/client.server";
import {
  auditLog,
  cartLines,
  chatThreads,
  contactMessages,
  inquiryThreads,
  mailOutbox,
  notificationDeliveries,
  notifications,
  uploads,
  deposits,
  favorites,
  ledgerAccounts,
  sellerVerifications,
  notificationPrefs,
  oauthAccounts,
  orders,
  passwordResetTokens,
  products,
  pushSubscriptions,
  sessions,
  users,
  withdrawals,
} from "~/db/schema";
import { bumpCatalogVersion } from "~/modules/cache/catalog-version.server";
import { account } from "~/modules/money/constants";
import { ORDER_STATUS as S, WARRANTY } from "~/modules/orders/constants";
import { verifyPassword } from "~/utils/password.server";
import { formatRupiah } from "~/utils/format";
import { dropIdentityPhotos, verificationOf } from "~/modules/sellers/verification.server";
import { eraseInquiryMessagesOf } from "~/modules/inquiries/erase.server";
import { deletionDone, recordBlockedDeletion } from "./data-requests.server";
import { DELETION_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db">;

const OPEN_ORDER = [S.awaitingPayment, S.processing, S.shipped, S.disputed];

/** What must be finished before the account can go, each in words the user acts on (empty: nothing). */
export async function deletionBlockers(ctx: Ctx, userId: string): Promise<string[]> {
  const mine = or(eq(orders.buyerId, userId), eq(orders.sellerId, userId));
  const [balances, open, warranties, pendingDeposits, pendingWithdrawals] = await Promise.all([
    ctx.db
      .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [account.wallet(userId), account.depositWallet(userId), account.hold(userId)])),
    ctx.db.$count(orders, and(mine, inArray(orders.status, OPEN_ORDER))),
    ctx.db.$count(
      orders,
      and(mine, eq(orders.status, S.completed), inArray(orders.warrantyStatus, [WARRANTY.active, WARRANTY.claimed])),
    ),
    ctx.db.$count(deposits, and(eq(deposits.userId, userId), eq(deposits.status, "pending"))),
    ctx.db.$count(withdrawals, and(eq(withdrawals.userId, userId), eq(withdrawals.status, "pending"))),
  ]);
  // The Saldo: both its parts (proceeds and pre-funded money).
  const wallet = balances.filter((b) => b.id !== account.hold(userId)).reduce((sum, b) => sum + b.balance, 0);
  const blockers: string[] = [];
  if (wallet !== 0) blockers.push(T.balance(formatRupiah(wallet)));
  if (pendingWithdrawals > 0 || (balances.find((b) => b.id === account.hold(userId))?.balance ?? 0) !== 0)
    blockers.push(T.withdrawal);
  if (pendingDeposits > 0) blockers.push(T.deposit);
  if (open > 0) blockers.push(T.orders(open));
  if (warranties > 0) blockers.push(T.warranty(warranties));
  return blockers;
}

export type DeletionOutcome =
  { ok: true } | { ok: false; reason: "password" } | { ok: false; reason: "blocked"; blockers: string[] };

/** Deletes the account of `userId` after checking its password (when it has one) and the blockers. */
export async function deleteAccount(
  ctx: Ctx & Pick<AppLoadContext, "env">,
  userId: string,
  password: string,
  now = Date.now(),
): Promise<DeletionOutcome> {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user || user.deletedAt !== null) return { ok: false, reason: "password" };
  if (user.passwordHash && !(await verifyPassword(password, user.passwordHash)))
    return { ok: false, reason: "password" };
  const blockers = await deletionBlockers(ctx, userId);
  if (blockers.length > 0) {
    // Recorded for staff: the law's clock runs from the request, not from when it can be done.
    await recordBlockedDeletion(ctx, userId, blockers, now);
    return { ok: false, reason: "blocked", blockers };
  }
  const short = userId.slice(-6);
  const verification = await verificationOf(ctx, userId);
  const images = await ctx.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), ne(uploads.status, "deleted"), like(uploads.key, "product_images/%")));
  await atomic(ctx.db, [
    ctx.db
      .update(users)
      .set({
        email: `dihapus-${userId}@pasargame.invalid`,
        username: `${T.placeholder} ${short}`,
        fullName: null,
        phone: null,
        avatarUrl: null,
        bio: null,
        location: null,
        passwordHash: null,
        isVerified: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), sql`${users.deletedAt} IS NULL`)),
    ctx.db.delete(sessions).where(eq(sessions.userId, userId)),
    ctx.db.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
    ctx.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    ctx.db.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId)),
    ctx.db
      .delete(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          ctx.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId)),
        ),
      ),
    ctx.db.delete(notifications).where(eq(notifications.userId, userId)),
    ctx.db.delete(chatThreads).where(eq(chatThreads.userId, userId)),
    ctx.db.delete(inquiryThreads).where(eq(inquiryThreads.userId, userId)),
    ...(user.email ? [ctx.db.delete(mailOutbox).where(eq(mailOutbox.to, user.email))] : []),
    ctx.db.delete(cartLines).where(eq(cartLines.userId, userId)),
    ctx.db.delete(favorites).where(eq(favorites.userId, userId)),
    ctx.db.delete(sellerVerifications).where(eq(sellerVerifications.userId, userId)),
    ctx.db
      .update(contactMessages)
      .set({ name: T.placeholder, email: `dihapus-${userId}@pasargame.invalid` })
      .where(eq(contactMessages.userId, userId)),
    ctx.db
      .update(products)
      .set({ status: "deleted", updatedAt: now })
      .where(and(eq(products.sellerId, userId), eq(products.status, "active"))),
    ctx.db
      .insert(auditLog)
      .values({ actorId: userId, action: "account_deleted", targetType: "user", targetId: userId, createdAt: now }),
    ...deletionDone(ctx.db, userId, now),
    bumpCatalogVersion(), // their listings leave the cached public pages
  ]);
  // The identity photos go once the row pointing at them is gone.
  if (verification) await dropIdentityPhotos(ctx, [verification.ktpKey, verification.selfieKey]);
  // Their words in pre-sale conversations (an order's chat stays with the order).
  await eraseInquiryMessagesOf(ctx, userId);
  // Their listing images too (the listings are down; orders keep only the title).
  for (let i = 0; i < images.length; i += 1000) {
    const keys = images.slice(i, i + 1000).map((image) => image.key);
    await ctx.env.IMAGES.delete(keys);
    await ctx.db.update(uploads).set({ status: "deleted" }).where(inArray(uploads.key, keys));
  }
  return { ok: true };
}
