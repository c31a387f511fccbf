/**
 * The inspection window of a shipped account order: the 'Akun sudah diamankan' checklist stored with
 * the confirmation (and asked once more when incomplete), the reminder 24 h before auto-complete
 * (notification and mail, once however often the alarm fires), and the buyer's one 48-hour extension.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerTransactions, notifications, orders } from "~/db/schema";
import { COMPLETION_REMINDER_MS, INSPECTION_EXTENSION_MS, ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { signedIn, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { alarmOf, orderRow } from "./support/cases";
import { orderAt } from "./support/orders";
import { ALL_SECURED } from "./inspection-fixtures";

const PRICE = 60_000;

/** A paid and shipped Valorant account order of a new buyer and seller. */
const shippedOrder = () =>
  orderAt("shipped", { price: PRICE, title: "Akun Valorant uji periksa", sellerPrefix: "periksa" });

const notificationsOf = (userId: string, orderId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, `/order/${orderId}`)));

async function outboxTo(email: string) {
  const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=50&to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; text: string; link: string | null }[] }).messages;
}

describe("extending the inspection (extend_inspection)", () => {
  it("moves the deadline and the alarm by 48 h once, tells the seller, moves no money", async () => {
    const o = await shippedOrder();
    const before = await orderRow(o.orderId);
    // Right after shipping, the room wakes first for the reminder, 24 h before the deadline.
    expect(await alarmOf(o.room)).toBe(before.deadlineAt! - COMPLETION_REMINDER_MS);

    // Nobody but the buyer may extend.
    expect(await o.room.act({ orderId: o.orderId, action: "extend_inspection", by: o.seller })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(
      await o.room.act({ orderId: o.orderId, action: "extend_inspection", by: { id: USERS.admin.id, role: "admin" } }),
    ).toEqual({
      ok: false,
      reason: "not_allowed",
    });

    const extended = await o.room.act({ orderId: o.orderId, action: "extend_inspection", by: o.buyer });
    expect(extended.ok).toBe(true);
    const after = await orderRow(o.orderId);
    expect(after.status).toBe(S.shipped);
    expect(after.deadlineAt).toBe(before.deadlineAt! + INSPECTION_EXTENSION_MS);
    expect(after.inspectionExtendedAt).not.toBeNull();
    expect(await alarmOf(o.room)).toBe(after.deadlineAt! - COMPLETION_REMINDER_MS);
    const told = await notificationsOf(o.seller.id, o.orderId);
    expect(told.map((n) => n.title)).toContain("Waktu Pemeriksaan Diperpanjang");
    expect(told.find((n) => n.title === "Waktu Pemeriksaan Diperpanjang")!.body).toContain("selama 48 jam");

    // Once only: the second is refused and changes nothing.
    expect(await o.room.act({ orderId: o.orderId, action: "extend_inspection", by: o.buyer })).toEqual({
      ok: false,
      reason: "already_extended",
    });
    expect((await orderRow(o.orderId)).deadlineAt).toBe(after.deadlineAt);
    const movements = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, o.orderId));
    expect(movements.map((m) => m.kind)).toEqual(["order_paid"]);
    await expectLedgerInvariants();
  });

  it("is refused before shipping and after the deadline", async () => {
    const { orderId, room, buyer } = await orderAt("unpaid", {
      price: PRICE,
      title: "Akun Valorant uji belum dikirim",
      sellerPrefix: "periksa",
    });
    expect(await room.act({ orderId, action: "extend_inspection", by: buyer })).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    expect((await room.act({ orderId, action: "pay", by: buyer })).ok).toBe(true);
    expect(await room.act({ orderId, action: "extend_inspection", by: buyer })).toEqual({
      ok: false,
      reason: "wrong_status",
    });

    const o = await shippedOrder();
    await db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1 })
      .where(eq(orders.id, o.orderId));
    expect(await o.room.act({ orderId: o.orderId, action: "extend_inspection", by: o.buyer })).toEqual({
      ok: false,
      reason: "too_late",
    });
  });

  it("on the page: the buyer's button extends once; a second post is refused in words", async () => {
    const o = await shippedOrder();
    const buyer = await signedIn(o.buyer.id);
    const page = await (await buyer.get(o.path)).text();
    expect(page).toContain("Perpanjang Waktu Pemeriksaan");
    const seller = await signedIn(o.seller.id);
    expect(await (await seller.get(o.path)).text()).not.toContain("Perpanjang Waktu Pemeriksaan");
    expect((await seller.post(o.path, { intent: "extend_inspection" })).status).toBe(403);

    expect((await buyer.post(o.path, { intent: "extend_inspection" })).status).toBe(302);
    const again = await buyer.post(o.path, { intent: "extend_inspection" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("hanya dapat diperpanjang satu kali");
    const after = await (await buyer.get(o.path)).text();
    expect(after).not.toContain('value="extend_inspection"');
    expect(after).toContain("sudah diperpanjang 48 jam");
  });
});

describe("the reminder 24 h before auto-complete", () => {
  it("notifies and mails the buyer once, even when the alarm fires twice, then waits for the deadline", async () => {
    const o = await shippedOrder();
    const buyer = (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, o.buyer.id) }))!;
    // 23 hours left: the reminder's time has come.
    const deadline = Date.now() + 23 * 3600_000;
    await db().update(orders).set({ deadlineAt: deadline }).where(eq(orders.id, o.orderId));

    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    expect(await runDurableObjectAlarm(o.room)).toBe(true);

    const reminders = (await notificationsOf(o.buyer.id, o.orderId)).filter(
      (n) => n.title === "Pesanan Akan Selesai Otomatis",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain("Pesanan akan selesai otomatis dalam 24 jam");
    const row = await orderRow(o.orderId);
    expect(reminders[0]!.body).toContain(row.orderNumber!);
    expect(row.reminderSentAt).not.toBeNull();
    expect(row.status).toBe(S.shipped);

    // The reminder is mailed by the notification dispatcher after the alarm's step, in the room's waitUntil.
    const reminderMails = async () =>
      (await outboxTo(buyer.email)).filter((m) => m.subject.toLowerCase().includes("selesai otomatis"));
    for (let i = 0; i < 100 && (await reminderMails()).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const mails = await reminderMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Pesanan akan selesai otomatis dalam 24 jam");
    expect(mails[0]!.text).toContain(row.orderNumber!);
    expect(mails[0]!.link).toMatch(new RegExp(`/order/${o.orderId}$`));
    // The seller hears nothing of it; the room now sleeps until the deadline itself.
    expect((await notificationsOf(o.seller.id, o.orderId)).map((n) => n.title)).not.toContain(
      "Pesanan Akan Selesai Otomatis",
    );
    expect(await alarmOf(o.room)).toBe(deadline);
  });

  it("does not hold up the auto-complete: a passed deadline completes the order without a late reminder", async () => {
    const o = await shippedOrder();
    await db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1 })
      .where(eq(orders.id, o.orderId));
    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.completed);
    expect(row.reminderSentAt).toBeNull();
    expect(row.secureChecklist).toBeNull();
    await expectLedgerInvariants();
  });
});

describe("the reminder mail", () => {
  const post = (body: unknown) =>
    env.MAILER.fetch("https://mailer.internal/send-notification", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("links only to the site itself", async () => {
    const mail = {
      email: "pengingat@pasargame.test",
      username: "Pengingat",
      kindLabel: "Pengingat konfirmasi",
      title: "Pesanan akan selesai otomatis dalam 24 jam",
      body: "PG-TEST-0001 · Periksa pesanan Anda sekarang.",
      unsubscribeUrl: `${env.PUBLIC_ORIGIN}/notifications/berhenti?token=t`,
    };
    for (const foreign of [
      { url: "https://jahat.example/order/ord_1" },
      { url: `${env.PUBLIC_ORIGIN}/order/ord_1`, unsubscribeUrl: "https://jahat.example/berhenti" },
    ]) {
      expect((await post({ ...mail, ...foreign })).status).toBe(400);
    }
    expect(await outboxTo(mail.email)).toEqual([]);
    const own = await post({ ...mail, url: `${env.PUBLIC_ORIGIN}/order/ord_1` });
    expect(own.status).toBe(200);
    const [sent] = await outboxTo(mail.email);
    expect(sent!.subject).toContain("Pesanan akan selesai otomatis dalam 24 jam");
    expect(sent!.link).toBe(`${env.PUBLIC_ORIGIN}/order/ord_1`);
  });
});

describe("the 'Akun sudah diamankan' checklist", () => {
  it("asks once more when not every step is ticked, then stores what was ticked with the confirmation", async () => {
    const o = await shippedOrder();
    const buyer = await signedIn(o.buyer.id);
    const page = await (await buyer.get(o.path)).text();
    expect(page).toContain("Akun sudah diamankan");
    expect(page).toContain("Login pihak ketiga (Riot, Google, Facebook, Apple) sudah saya lepas");

    const partial = await buyer.post(o.path, { intent: "confirm", confirmed: "ya", secured: ["email", "password"] });
    expect(partial.status).toBe(200);
    const asked = await partial.text();
    expect(asked).toContain("Anda belum mencentang semua langkah pengamanan");
    expect(asked).toContain("Ya, Tetap Konfirmasi");
    expect(asked).toMatch(/name="unsecuredOk"[^>]*value="ya"|value="ya"[^>]*name="unsecuredOk"/);
    expect((await orderRow(o.orderId)).status).toBe(S.shipped);

    const anyway = await buyer.post(o.path, {
      intent: "confirm",
      confirmed: "ya",
      unsecuredOk: "ya",
      secured: ["email", "password"],
    });
    expect(anyway.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.completed);
    expect(row.secureChecklist?.items).toEqual([
      { label: "Email akun sudah saya ganti", done: true },
      { label: "Password sudah saya ganti", done: true },
      { label: "Nomor HP pemulihan dan 2FA sudah saya hapus/ganti", done: false },
      { label: "Login pihak ketiga (Riot, Google, Facebook, Apple) sudah saya lepas", done: false },
    ]);
    await expectLedgerInvariants();

    // Shown after completion to the buyer, the seller and staff (the dispute page).
    const done = await (await buyer.get(o.path)).text();
    expect(done).toContain("Langkah Pengamanan Akun");
    expect(done.replaceAll("<!-- -->", "")).toContain("Belum:</span> Nomor HP pemulihan");
    const sellerPage = await (await (await signedIn(o.seller.id)).get(o.path)).text();
    expect(sellerPage).toContain("Langkah Pengamanan Akun");
    const staff = await (await (await signedIn(USERS.admin.id)).get(`/admin/disputes/${o.orderId}`)).text();
    expect(staff).toContain("Langkah Pengamanan Akun");
  });

  it("confirms at once with every step ticked", async () => {
    const o = await shippedOrder();
    const buyer = await signedIn(o.buyer.id);
    const res = await buyer.post(o.path, { intent: "confirm", confirmed: "ya", secured: ALL_SECURED });
    expect(res.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.completed);
    expect(row.secureChecklist?.items.every((i) => i.done)).toBe(true);
    await expectLedgerInvariants();
  });
});
