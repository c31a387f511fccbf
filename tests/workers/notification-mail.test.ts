/**
 * Notifications beyond the app: the dispatcher fans each new notification out after the request
 * that wrote it has answered (waitUntil), mails the kinds the recipient has e-mail on for through the
 * mailer (the development outbox here), retries a failing mailer from the cron, never twice; the
 * unsubscribe link works without logging in and refuses a tampered token; the settings page.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationDeliveries, notificationPrefs, notifications } from "~/db/schema";
import { dispatchNotifications } from "~/modules/notifications/dispatch.server";
import type { NotificationKind } from "~/modules/notifications/kinds";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { requestWithdrawal } from "~/modules/wallet/withdrawals.server";
import { newId } from "~/utils/ids";
import worker from "../../workers/app";
import { newListing, newUser, signedIn, toastOf, unpaidOrder, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { client, ORIGIN } from "./http";
import { mailsOnceThere, outboxTo, postAndSettle, type Mail } from "./mail-outbox";

/** A seller, a funded buyer, and an unpaid order between them for a listing named `title`. */
async function sale(title = "Akun Valorant <b>Radiant</b> & skin") {
  const seller = await newUser("seller", "jual");
  const buyer = await newUser("buyer", "beli");
  await move(db(), {
    kind: "test_funding",
    reference: buyer.id,
    legs: [
      { account: account.externalDeposits, amount: -100_000 },
      { account: account.wallet(buyer.id), amount: 100_000 },
    ],
  });
  const listing = await newListing(seller.id, title, 40_000);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  return { seller, buyer, orderId, path: `/order/${orderId}` };
}

/** A notification written straight to D1, not yet dispatched. */
async function pendingNotice(userId: string, kind: NotificationKind, title = "Pesanan Uji") {
  const id = newId("ntf");
  await db().insert(notifications).values({
    id,
    userId,
    title,
    body: "Isi notifikasi uji.",
    link: "/my-account/orders",
    kind,
    createdAt: Date.now(),
  });
  return id;
}

const deliveryOf = (id: string) =>
  db()
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.notificationId, id), eq(notificationDeliveries.channel, "email")))
    .get();

const unsubscribeLink = (mail: Mail) => {
  const headers = JSON.parse(mail.headers ?? "{}") as Record<string, string>;
  return headers["List-Unsubscribe"]?.replace(/^<|>$/g, "") ?? "";
};

describe("order e-mails", () => {
  it("paying mails the seller after the response; shipping mails the buyer; money stays balanced", async () => {
    const { seller, buyer, orderId, path } = await sale();
    const order = await db().query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) });

    const paid = await postAndSettle(await signedIn(buyer.id), path, { intent: "pay" });
    expect(paid.status).toBe(302);
    const [mail, ...more] = await mailsOnceThere(seller.email, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Pesanan Baru Dibayar · PasarGame");
    expect(mail!.text).toContain(`Halo ${seller.username},`);
    expect(mail!.text).toContain(order!.orderNumber!);
    expect(mail!.text).toContain("sudah dibayar dan menunggu dikirim");
    expect(mail!.link).toBe(`${env.PUBLIC_ORIGIN}${path}`);
    // The listing's title is the seller's text: escaped in the HTML part, plain in the text part.
    expect(mail!.html).toContain("Akun Valorant &lt;b&gt;Radiant&lt;/b&gt; &amp; skin");
    expect(mail!.html).not.toContain("<b>Radiant</b>");
    expect(mail!.text).toContain("Akun Valorant <b>Radiant</b> & skin");
    const headers = JSON.parse(mail!.headers!) as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeLink(mail!)).toMatch(
      new RegExp(`^${env.PUBLIC_ORIGIN}/notifications/berhenti\\?token=[A-Za-z0-9_%.-]+$`),
    );
    expect(mail!.text).toContain(unsubscribeLink(mail!));
    // The buyer acted: no notification, no mail.
    expect(await outboxTo(buyer.email)).toEqual([]);

    const shipped = await postAndSettle(await signedIn(seller.id), path, {
      intent: "ship",
      deliveryInfo: "Login: uji / rahasia",
    });
    expect(shipped.status).toBe(302);
    const [toBuyer, ...others] = await mailsOnceThere(buyer.email, 1);
    expect(others).toEqual([]);
    expect(toBuyer!.text).toContain("sudah dikirim penjual");
    expect(toBuyer!.text).not.toContain("rahasia");
    expect(await outboxTo(seller.email)).toHaveLength(1);
    await expectLedgerInvariants();
  });

  it("a withdrawal marked paid mails its owner", async () => {
    const user = await newUser("seller", "tarik");
    await move(db(), {
      kind: "test_funding",
      reference: user.id,
      legs: [
        { account: account.externalDeposits, amount: -80_000 },
        { account: account.wallet(user.id), amount: 80_000 },
      ],
    });
    const asked = await requestWithdrawal(db(), user.id, {
      amount: 50_000,
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "Penarik Uji",
    });
    if (!asked.ok) throw new Error("withdrawal refused");
    const admin = await signedIn(USERS.admin.id);
    const res = await postAndSettle(admin, "/admin/withdrawals", {
      intent: "pay",
      id: asked.withdrawal.id,
      transferReference: "TRF-MAIL-1",
    });
    expect(toastOf(res)?.type).toBe("success");
    const [mail, ...more] = await outboxTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Penarikan Dibayar · PasarGame");
    expect(mail!.text).toContain("TRF-MAIL-1");
    expect(mail!.link).toBe(`${env.PUBLIC_ORIGIN}/my-account/wallet`);
    await expectLedgerInvariants();
  });

  it("a kind whose e-mail is switched off in the settings is not mailed; the in-app row stays", async () => {
    const { seller, buyer, orderId, path } = await sale("Akun tanpa email");
    const sellerClient = await signedIn(seller.id);
    // The settings form as the browser sends it: every default tick except 'Pesanan dibayar' by e-mail.
    const page = await (await sellerClient.get("/notifications/pengaturan")).text();
    const ticked = [...page.matchAll(/<input type="checkbox" name="([a-z_]+\.[a-z_]+)"[^>]*checked/g)].map(
      (m) => m[1]!,
    );
    expect(ticked).toContain("order_paid.email");
    expect(ticked).not.toContain("chat.email");
    const fields = Object.fromEntries(ticked.filter((n) => n !== "order_paid.email").map((n) => [n, "on"]));
    const saved = await postAndSettle(sellerClient, "/notifications/pengaturan", fields);
    expect(saved.status).toBe(302);
    expect(toastOf(saved)).toMatchObject({ type: "success", title: "Pengaturan Disimpan" });
    const after = await (await sellerClient.get("/notifications/pengaturan")).text();
    expect(after).not.toMatch(/name="order_paid\.email"[^>]*checked/);
    expect(after).toMatch(/name="order_shipped\.email"[^>]*checked/);

    await postAndSettle(await signedIn(buyer.id), path, { intent: "pay" });
    await dispatchNotifications(env);
    expect(await outboxTo(seller.email)).toEqual([]);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(rows.map((r) => r.kind)).toEqual(["order_paid"]);
    expect(rows[0]!.dispatchedAt).not.toBeNull();
    expect(await deliveryOf(rows[0]!.id)).toBeUndefined();
    expect(rows[0]!.body).toContain("sudah dibayar");
    expect(rows[0]!.link).toBe(`/order/${orderId}`);
  });

  it("a kind switched off in the app leaves /notifications and the header's count", async () => {
    const user = await newUser("buyer", "senyap");
    await pendingNotice(user.id, "wallet", "Deposit Tersembunyi");
    await pendingNotice(user.id, "order_shipped", "Pesanan Terlihat");
    const c = await signedIn(user.id);
    await db().insert(notificationPrefs).values({ userId: user.id, kind: "wallet", channel: "in_app", enabled: 0 });
    const home = await (await c.get("/")).text();
    expect(home).toContain("Notifikasi (1 belum dibaca)");
    const list = await (await c.get("/notifications")).text();
    expect(list).toContain("Pesanan Terlihat");
    expect(list).not.toContain("Deposit Tersembunyi");
    expect(list).toContain('href="/notifications/pengaturan"');
  });
});

describe("the unsubscribe link", () => {
  it("GET only asks; the one-click POST turns that kind's e-mail off without login; a tampered token is refused", async () => {
    const user = await newUser("buyer", "henti");
    const id = await pendingNotice(user.id, "order_shipped");
    expect((await dispatchNotifications(env)).sent).toBeGreaterThanOrEqual(1);
    expect((await deliveryOf(id))?.status).toBe("sent");
    const [mail] = await outboxTo(user.email);
    const link = new URL(unsubscribeLink(mail!));
    const pathWithToken = `${link.pathname}${link.search}`;
    const prefs = () => db().select().from(notificationPrefs).where(eq(notificationPrefs.userId, user.id));

    const asked = await client().get(pathWithToken);
    expect(asked.status).toBe(200);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain("Pesanan dikirim");
    expect(askedHtml).toContain("Ya, berhenti menerima email ini");
    expect(await prefs()).toEqual([]);

    // A tampered signature, and a payload naming another user under the same signature.
    const token = link.searchParams.get("token")!;
    const [payload, signature] = token.split(".");
    const flipped = `${payload}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    const otherPayload = btoa(`${USERS.buyer.id}:order_shipped`).replace(/=+$/, "");
    for (const bad of [flipped, `${otherPayload}.${signature}`, "sampah", ""]) {
      const res = await client().post(`/notifications/berhenti?token=${encodeURIComponent(bad)}`, {
        "List-Unsubscribe": "One-Click",
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("Tautan berhenti berlangganan tidak valid");
    }
    expect(await prefs()).toEqual([]);
    expect(await db().select().from(notificationPrefs).where(eq(notificationPrefs.userId, USERS.buyer.id))).toEqual([]);

    // A mail client's one-click: no cookie, no Origin.
    const res = await fetchOneClick(pathWithToken);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Anda tidak akan lagi menerima email untuk notifikasi");
    expect(await prefs()).toEqual([{ userId: user.id, kind: "order_shipped", channel: "email", enabled: 0 }]);

    const next = await pendingNotice(user.id, "order_shipped");
    await dispatchNotifications(env);
    expect(await deliveryOf(next)).toBeUndefined();
    expect(await outboxTo(user.email)).toHaveLength(1);
  });
});

async function fetchOneClick(path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { Host: new URL(ORIGIN).host, "Content-Type": "application/x-www-form-urlencoded" },
  }) as Parameters<typeof worker.fetch>[0];
  const res = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("the dispatcher", () => {
  it("retries a failing mailer from the cron, then sends once", async () => {
    const user = await newUser("seller", "ulang");
    const id = await pendingNotice(user.id, "order_paid");
    // The mailer as deployed without a transport answers 503: the delivery waits for a retry.
    const failing = await dispatchNotifications({ ...env, MAILER: env.MAILER_PRODUCTION });
    expect(failing.retried).toBeGreaterThanOrEqual(1);
    const waiting = await deliveryOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(waiting!.lastError).toBe("retry");
    expect(await outboxTo(user.email)).toEqual([]);
    // The in-app row is there all along.
    expect(await db().query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, id) })).toBeTruthy();

    // Not due yet: the cron leaves it; once due, the cron sends it, and later runs do not again.
    const cron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled!(createScheduledController({ cron: "* * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await cron();
    expect(await outboxTo(user.email)).toEqual([]);
    await db()
      .update(notificationDeliveries)
      .set({ nextAttemptAt: Date.now() - 1 })
      .where(eq(notificationDeliveries.notificationId, id));
    await cron();
    await cron();
    expect(await outboxTo(user.email)).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up after the last attempt and keeps the in-app row", async () => {
    const user = await newUser("seller", "gagal");
    const id = await pendingNotice(user.id, "dispute");
    const broken = { ...env, MAILER: env.MAILER_PRODUCTION };
    for (let i = 0; i < 5; i++) {
      await dispatchNotifications(broken);
      await db()
        .update(notificationDeliveries)
        .set({ nextAttemptAt: Date.now() - 1 })
        .where(and(eq(notificationDeliveries.notificationId, id), eq(notificationDeliveries.status, "pending")));
    }
    expect(await deliveryOf(id)).toMatchObject({ status: "failed", attempts: 5 });
    await dispatchNotifications(env);
    expect(await outboxTo(user.email)).toEqual([]);
    expect(await db().query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, id) })).toBeTruthy();
  });

  it("two concurrent runs send a notification once", async () => {
    const user = await newUser("buyer", "ganda");
    const ids = [await pendingNotice(user.id, "order_shipped"), await pendingNotice(user.id, "confirm_reminder")];
    const reports = await Promise.all([dispatchNotifications(env), dispatchNotifications(env)]);
    const mails = await outboxTo(user.email);
    expect(mails).toHaveLength(2);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBeGreaterThanOrEqual(2);
    for (const id of ids) expect(await deliveryOf(id)).toMatchObject({ status: "sent", attempts: 1 });
    await dispatchNotifications(env);
    expect(await outboxTo(user.email)).toHaveLength(2);
  });

  it("mails only the e-mail kinds by default", async () => {
    const user = await newUser("buyer", "jenis");
    const chat = await pendingNotice(user.id, "chat");
    const walletNote = await pendingNotice(user.id, "wallet");
    await dispatchNotifications(env);
    expect(await deliveryOf(chat)).toBeUndefined();
    expect(await deliveryOf(walletNote)).toBeUndefined();
    expect(await outboxTo(user.email)).toEqual([]);
  });
});

describe("the settings page", () => {
  it("needs a login", async () => {
    const res = await client().get("/notifications/pengaturan");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
    const post = await client().post("/notifications/pengaturan", { "order_paid.email": "on" });
    expect(post.status).toBe(302);
    expect(post.headers.get("Location")).toMatch(/^\/login/);
  });
});
