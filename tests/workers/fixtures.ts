/**
 * Shared fixture builders of the adversarial suites (authz-matrix, hostile-*): the six kinds of
 * visitor as signed-in clients, and one set of objects owned by the demo buyer and seller (a listing,
 * orders with chat, a deposit, a withdrawal, an upload, a review), built once per test file.
 *
 * Sessions are created directly (the login form itself is covered by auth.test.ts): dozens of
 * logins of one address would otherwise hit the per-address login limit.
 */
import { env, SELF } from "cloudflare:test";
import { limitsFrom } from "~/modules/limits/limits";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { createSession } from "~/modules/auth/session.server";
import { createReview } from "~/modules/catalog/reviews.server";
import { requestDeposit } from "~/modules/wallet/deposits.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { newId } from "~/utils/ids";
import type { ServerMessage } from "~/modules/chat/protocol";
import { orders, products, users } from "~/db/schema";
import { db, insertOrder, TEST_PASSWORD_HASH } from "./helpers";
import { client, ORIGIN, type Client } from "./http";

export const ROLES = ["anonymous", "buyer", "otherBuyer", "otherSeller", "admin", "seller"] as const;
export type Role = (typeof ROLES)[number];

export const USERS = {
  buyer: { id: "usr_demo_buyer", email: "pembeli@pasargame.test" },
  seller: { id: "usr_demo_seller", email: "penjual@pasargame.test" },
  otherSeller: { id: "usr_seller_2", email: "raka@pasargame.test" },
  admin: { id: "usr_demo_admin", email: "admin@pasargame.test" },
} as const;

const b64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
/** A real 1×1 PNG. */
export const PNG = b64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
);

/** A client signed in as `userId` (a fresh session, no login form). */
export async function signedIn(userId: string): Promise<Client> {
  const c = client();
  const { token } = await createSession(db(), userId, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return c;
}

/** Any request with the client's cookies and our Origin, never following redirects. */
export function send(
  c: Client,
  method: string,
  path: string,
  body?: BodyInit | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    body,
    headers: {
      Host: new URL(ORIGIN).host,
      Origin: ORIGIN,
      Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
      ...headers,
    },
    redirect: "manual",
  });
}

/** The toast a response sets for the next page (app/utils/toast.server.ts), or null. */
export function toastOf(res: Response): { type: string; title: string; description?: string } | null {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("pg_toast="));
  if (!line) return null;
  const value = line.slice("pg_toast=".length).split(";")[0]!;
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description?: string };
}

/** A verified buyer or seller written straight to D1 (password demo12345). */
export async function newUser(role: "buyer" | "seller", prefix = "uji") {
  const id = newId("usr");
  const username = `${prefix}_${id.slice(-10)}`.toLowerCase();
  const email = `${username}@pasargame.test`;
  const now = Date.now();
  await db()
    .insert(users)
    .values({
      id,
      email,
      username,
      fullName: `Nama ${username}`,
      role,
      passwordHash: TEST_PASSWORD_HASH,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  return { id, email, username };
}

/** A new buyer whose wallet holds `funds` (moved in through the ledger), as checkout and the room take a user. */
export async function fundedBuyer(funds: number) {
  const { id } = await newUser("buyer", "dana");
  if (funds > 0) {
    await move(db(), {
      kind: "test_funding",
      reference: id,
      legs: [
        { account: account.externalDeposits, amount: -funds },
        { account: account.wallet(id), amount: funds },
      ],
    });
  }
  return { id, role: "buyer" as const };
}

/** An active Valorant 'Akun' listing of `sellerId`, written straight to D1. */
export async function newListing(sellerId: string, title: string, price = 40_000, stock = 5) {
  const now = Date.now();
  const id = newId("lst");
  await db()
    .insert(products)
    .values({
      id,
      sellerId,
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun",
      title,
      description: `Deskripsi ${title}`,
      price,
      stock,
      createdAt: now,
      updatedAt: now,
    });
  return { id, path: `/games/valorant/akun/${id}` };
}

export function roomOf(orderId: string) {
  return env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
}

/**
 * The order's chat socket as the browser opens it (through the worker, with the client's cookie and
 * our Origin, plus any `headers` a hostile page might add), and what arrives on it. `until` waits
 * for a condition on everything received; `closed` resolves with the close code and reason.
 */
export function openChat(c: Client, orderId: string, headers: Record<string, string> = {}) {
  return openChatAt(c, `/order/${orderId}/chat`, headers);
}

/** A chat socket at `path` (an order's `/order/{id}/chat`, a pre-sale conversation's `/messages/{id}/chat`). */
export async function openChatAt(c: Client, path: string, headers: Record<string, string> = {}) {
  const res = await send(c, "GET", path, null, { Upgrade: "websocket", ...headers });
  if (res.status !== 101) throw new Error(`chat socket: ${res.status} ${await res.text()}`);
  const ws = res.webSocket!;
  const received: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener("close", (event) => {
      resolve({ code: event.code, reason: event.reason });
      waiters.splice(0).forEach((w) => w());
    }),
  );
  ws.addEventListener("message", (event) => {
    received.push(JSON.parse(event.data as string) as ServerMessage);
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  const until = async (test: (all: ServerMessage[]) => boolean) => {
    while (!test(received)) await new Promise<void>((resolve) => waiters.push(resolve));
    return received;
  };
  await until((all) => all.length >= 1); // the history: the room has the socket
  return {
    ws,
    received,
    until,
    closed,
    /** Sends one chat message with a fresh client id; returns that id. */
    say(body: string) {
      const clientId = crypto.randomUUID();
      ws.send(JSON.stringify({ type: "chat", body, clientId }));
      return clientId;
    },
  };
}

/** An unpaid order of `buyerId` for `productId` (what checkout creates), tracked by its room. */
export async function unpaidOrder(buyerId: string, productId: string) {
  const listing = (await db().query.products.findFirst({ where: (p, { eq }) => eq(p.id, productId) }))!;
  const now = Date.now();
  const id = newId("ord");
  await db()
    .insert(orders)
    .values({
      id,
      buyerId,
      sellerId: listing.sellerId,
      productId,
      productTitle: listing.title,
      productType: listing.type,
      unitPrice: listing.price,
      quantity: 1,
      totalAmount: listing.price,
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  await roomOf(id).track(id);
  return id;
}

/** An order walked through its room to 'Dikomplain' (pay, ship, dispute). */
export async function disputedOrder(buyerId: string, productId: string) {
  const id = await unpaidOrder(buyerId, productId);
  const order = (await db().query.orders.findFirst({ where: (o, { eq }) => eq(o.id, id) }))!;
  const room = roomOf(id);
  const buyer = { id: buyerId, role: "buyer" as const };
  const seller = { id: order.sellerId, role: "seller" as const };
  const steps = [
    await room.act({ orderId: id, action: "pay", by: buyer }),
    await room.act({ orderId: id, action: "ship", by: seller, extra: { deliveryInfo: "v1:a:b" } }),
    await room.act({
      orderId: id,
      action: "dispute",
      by: buyer,
      extra: {
        disputeReason: "Akun tidak bisa login",
        disputeEvidence: ["Tangkapan layar: kata sandi salah"],
      },
    }),
  ];
  const failed = steps.find((s) => !s.ok);
  if (failed) throw new Error(`disputedOrder: ${JSON.stringify(failed)}`);
  return id;
}

/** Ticket → PUT → verify as the browser does; the verified upload's id and key. */
export async function verifiedUpload(c: Client, fileName: string, bytes: Uint8Array = PNG) {
  const res = await send(c, "POST", "/uploads", JSON.stringify({ fileName, size: bytes.byteLength }), {
    "Content-Type": "application/json",
  });
  if (res.status !== 201) throw new Error(`upload ticket: ${res.status} ${await res.text()}`);
  const ticket = (await res.json()) as { id: string; uploadUrl: string; key: string };
  const put = await send(c, "PUT", ticket.uploadUrl, bytes as BodyInit);
  if (put.status !== 200) throw new Error(`upload PUT: ${put.status}`);
  const verify = await send(c, "POST", ticket.uploadUrl);
  if (verify.status !== 200) throw new Error(`upload verify: ${verify.status}`);
  return ticket;
}

/** Markers that only the owners of the fixture objects may ever see. */
export const SECRET = {
  chat: "Pesan rahasia matriks 7Q2",
  inquiry: "Pertanyaan rahasia matriks 3K9",
  accountName: "Pemilik Rahasia Matriks",
  accountNumber: "9988776655",
};

export type Fixture = Awaited<ReturnType<typeof buildFixture>>;

/**
 * Every object the matrix asks about, owned by the demo buyer (orders, deposit, withdrawal, review)
 * and the demo seller (listings, upload), plus one extra buyer and the clients of all six roles.
 */
export async function buildFixture() {
  const otherBuyer = await newUser("buyer", "lain");
  const target = await newUser("buyer", "sasaran"); // admin verify/suspend acts on this one only
  const listing = await newListing(USERS.seller.id, "Akun Valorant matriks akses");
  const toDelete = await newListing(USERS.seller.id, "Akun Valorant matriks dihapus");
  const toTakeDown = await newListing(USERS.seller.id, "Akun Valorant matriks diturunkan");

  // A completed order with a chat, a review on it, and a disputed order.
  const orderId = await insertOrder(USERS.buyer.id, listing.id, "Selesai");
  await roomOf(orderId).track(orderId);
  await roomOf(orderId).postMessage(USERS.buyer.id, SECRET.chat);
  const review = await createReview(
    { db: db() },
    {
      userId: USERS.buyer.id,
      listing: { id: listing.id, sellerId: USERS.seller.id },
      input: { rating: 5, comment: "Ulasan matriks: akun sesuai." },
    },
  );
  if (!review.ok) throw review.error;
  const disputedId = await disputedOrder(USERS.buyer.id, listing.id);

  const deposit = await requestDeposit(db(), USERS.buyer.id, { amount: 61_000, method: "Bank Transfer BCA" });
  if (!deposit.ok) throw new Error("deposit refused");
  const withdrawal = await requestWithdrawal(db(), USERS.buyer.id, {
    amount: 11_000,
    method: "bank_transfer",
    bankName: "BCA",
    accountNumber: SECRET.accountNumber,
    accountName: SECRET.accountName,
  });
  if (!withdrawal.ok) throw new Error("withdrawal refused");

  const clients: Record<Role, Client> = {
    anonymous: client(),
    buyer: await signedIn(USERS.buyer.id),
    otherBuyer: await signedIn(otherBuyer.id),
    otherSeller: await signedIn(USERS.otherSeller.id),
    admin: await signedIn(USERS.admin.id),
    seller: await signedIn(USERS.seller.id),
  };
  const upload = await verifiedUpload(clients.seller, "matriks.png");
  // A pre-sale conversation of the demo buyer about the listing, with a message sent as a browser does.
  const inquiry = await send(clients.buyer, "POST", "/messages/new", new URLSearchParams({ listingId: listing.id }), {
    "Content-Type": "application/x-www-form-urlencoded",
  });
  const inquiryId = inquiry.headers.get("Location")!.slice("/messages/".length);
  const asking = await openChatAt(clients.buyer, `/messages/${inquiryId}/chat`);
  const asked = asking.say(SECRET.inquiry);
  await asking.until((all) => all.some((m) => m.type === "chat" && m.message.clientId === asked));
  asking.ws.close(1000, "matriks");
  const sellerRow = (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, USERS.seller.id) }))!;

  return {
    clients,
    otherBuyer,
    target,
    listing,
    toDelete,
    toTakeDown,
    orderId,
    disputedId,
    inquiryId,
    reviewId: review.id,
    depositId: deposit.deposit.id,
    depositAmount: deposit.deposit.totalPaymentDue,
    withdrawalId: withdrawal.withdrawal.id,
    upload,
    seller: { username: sellerRow.username, email: sellerRow.email },
  };
}
