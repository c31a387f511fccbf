/**
 * 'Unduh Data Saya' (UU PDP: access and portability): everything PasarGame holds about one user, as
 * one ZIP — `data.json` (profile, consents, sessions, notification settings, orders bought and
 * sold, reviews, conversations of their orders and inquiries, cases they opened or answered,
 * deposits, withdrawals, tickets, favourites, the seller verification with its numbers masked) and
 * CSV files of the orders and the money statement.
 * Every query is keyed by the user's own id (or their orders' ids), never by anything the request
 * names; the export is recorded in the audit log ('permohonan tercatat').
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  auditLog,
  caseEvents,
  contactMessages,
  deposits,
  favorites,
  inquiries,
  ledgerEntries,
  ledgerTransactions,
  notificationPrefs,
  orders,
  pushSubscriptions,
  reviews,
  sessions,
  users,
  warrantyClaims,
  withdrawals,
} from "~/db/schema";
import { inquiryRoom } from "~/modules/inquiries/room.server";
import { account } from "~/modules/money/constants";
import { orderRoom } from "~/modules/orders/room.server";
import { verificationForExport } from "~/modules/sellers/verification.server";
import { csvLine, zipFiles } from "~/utils/zip";
import { doneRequest } from "./data-requests.server";
import { DATA_REQUEST_TEXTS } from "./texts";

/** The statement's account column: which part of the Saldo moved, or the money held for a withdrawal. */
function exportAccountLabel(accountId: string, userId: string): string {
  if (accountId === account.hold(userId)) return "ditahan";
  return accountId === account.depositWallet(userId) ? "saldo deposit" : "saldo penjualan & refund";
}

type Ctx = Pick<AppLoadContext, "db" | "env">;

/** Conversations read per export (each is one Durable Object call); the orders beyond are listed without chat. */
const MAX_CONVERSATIONS = 100;

const iso = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString() : null);

export async function exportUserData(ctx: Ctx, userId: string, now = Date.now()) {
  const { db } = ctx;
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return null;
  const { passwordHash: _secret, ...profile } = user;
  const [mySessions, prefs, pushes, myOrders, myReviews, myInquiries, myDeposits, myWithdrawals, tickets, myFavorites] =
    await Promise.all([
      db
        .select({ createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId)),
      db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId)),
      db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),
      db
        .select()
        .from(orders)
        .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
        .orderBy(asc(orders.createdAt)),
      db.select().from(reviews).where(eq(reviews.userId, userId)),
      db
        .select()
        .from(inquiries)
        .where(or(eq(inquiries.buyerId, userId), eq(inquiries.sellerId, userId))),
      db.select().from(deposits).where(eq(deposits.userId, userId)),
      db.select().from(withdrawals).where(eq(withdrawals.userId, userId)),
      db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
      db.select().from(favorites).where(eq(favorites.userId, userId)),
    ]);
  const verification = user.role === "seller" ? await verificationForExport(ctx, userId) : null;
  const orderIds = myOrders.map((o) => o.id);
  const [events, claims, statement] = await Promise.all([
    orderIds.length ? db.select().from(caseEvents).where(inArray(caseEvents.orderId, orderIds)) : [],
    orderIds.length ? db.select().from(warrantyClaims).where(inArray(warrantyClaims.orderId, orderIds)) : [],
    db
      .select({
        at: ledgerEntries.createdAt,
        account: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
        kind: ledgerTransactions.kind,
        reference: ledgerTransactions.reference,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        inArray(ledgerEntries.accountId, [account.wallet(userId), account.depositWallet(userId), account.hold(userId)]),
      )
      .orderBy(asc(ledgerEntries.id)),
  ]);
  // The latest conversations (one room call each), each with the inquiry or order it belongs to.
  const orderChats = await Promise.all(
    myOrders.slice(-MAX_CONVERSATIONS).map(async (o) => ({
      orderId: o.id,
      messages: await orderRoom(ctx.env, o.id)
        .history(200)
        .catch(() => []),
    })),
  );
  const inquiryChats = await Promise.all(
    myInquiries.slice(-MAX_CONVERSATIONS).map(async (i) => ({
      ...i,
      inquiryId: i.id,
      messages: await inquiryRoom(ctx.env, i.id)
        .history(200)
        .catch(() => []),
    })),
  );
  const data = {
    exportedAt: iso(now),
    profile: { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) },
    consents: {
      ageStatementAt: iso(user.ageStatementAt),
      notificationSettings: prefs,
      pushSubscriptions: pushes.map((p) => ({ service: new URL(p.endpoint).host, createdAt: iso(p.createdAt) })),
    },
    sessions: mySessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastActiveAt: iso(s.lastActiveAt),
      expiresAt: iso(s.expiresAt),
    })),
    // Delivery info stays on the order page (encrypted at rest; read there by its parties).
    orders: myOrders.map(({ deliveryInfo: _sealed, ...o }) => ({
      ...o,
      role: o.buyerId === userId ? "buyer" : "seller",
    })),
    reviews: myReviews,
    cases: events,
    warrantyClaims: claims,
    conversations: { orders: orderChats, inquiries: inquiryChats },
    deposits: myDeposits,
    withdrawals: myWithdrawals,
    tickets,
    favorites: myFavorites,
    sellerVerification: verification,
  };
  const ordersCsv = [
    csvLine(["nomor", "peran", "produk", "jenis", "jumlah", "total", "status", "dibuat"]),
    ...myOrders.map((o) =>
      csvLine([
        o.orderNumber ?? o.id,
        o.buyerId === userId ? "pembeli" : "penjual",
        o.productTitle,
        o.productType,
        o.quantity,
        o.totalAmount,
        o.status,
        iso(o.createdAt),
      ]),
    ),
  ].join("\n");
  const statementCsv = [
    csvLine(["waktu", "akun", "jenis", "referensi", "jumlah"]),
    ...statement.map((r) => csvLine([iso(r.at), exportAccountLabel(r.account, userId), r.kind, r.reference, r.amount])),
  ].join("\n");
  await db.batch([
    db
      .insert(auditLog)
      .values({ actorId: userId, action: "data_export", targetType: "user", targetId: userId, createdAt: now }),
    doneRequest(db, userId, "export", DATA_REQUEST_TEXTS.exported, now),
  ]);
  return {
    fileName: `pasargame-data-${user.username}-${new Date(now).toISOString().slice(0, 10)}.zip`,
    bytes: zipFiles([
      { name: "data.json", text: JSON.stringify(data, null, 2) },
      { name: "pesanan.csv", text: ordersCsv },
      { name: "mutasi-saldo.csv", text: statementCsv },
    ]),
  };
}

/** When the user last asked for their data (shown under the button), or null. */
export async function lastExportAt(ctx: Pick<Ctx, "db">, userId: string) {
  const row = await ctx.db.query.auditLog.findFirst({
    where: and(eq(auditLog.action, "data_export"), eq(auditLog.targetId, userId)),
    orderBy: (a, { desc }) => desc(a.createdAt),
  });
  return row?.createdAt ?? null;
}
