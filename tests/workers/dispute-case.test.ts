/**
 * A dispute as a case: the buyer opens it with a preset reason, images and video links; the seller
 * answers within 48 h (reminded at 24 h, once) or the OrderRoom alarm sends it to staff by itself,
 * marked 'Penjual tidak merespons'; staff's decision closes the timeline. Both sides add evidence
 * until then; a third user reads and adds nothing. Through the real pages and room.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caseEvents, ledgerTransactions, notifications } from "~/db/schema";
import { CASE_ANSWER_MS, CASE_DECISION_MS, CASE_REMINDER_MS, ORDER_STATUS as S } from "~/modules/orders/constants";
import { dispatchNotifications } from "~/modules/notifications/dispatch.server";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { newUser, PNG, send, signedIn, USERS } from "./fixtures";
import type { Client } from "./http";
import { db, expectLedgerInvariants } from "./helpers";
import { alarmOf, deadlineIn, evidenceForm, orderRow, screenshot, titlesFor } from "./support/cases";
import { orderAt } from "./support/orders";

const PRICE = 60_000;

/** A paid, shipped order of a new buyer and seller, each signed in. */
async function shippedOrder() {
  const o = await orderAt("shipped", { price: PRICE, title: "Akun Mobile Legends Mythic", sellerPrefix: "kasus" });
  return { ...o, buyerClient: await signedIn(o.buyer.id), sellerClient: await signedIn(o.seller.id) };
}

const postCase = (c: Client, orderId: string, form: FormData) => send(c, "POST", `/order/${orderId}/case`, form);

const eventsOf = (id: string) =>
  db().select().from(caseEvents).where(eq(caseEvents.orderId, id)).orderBy(caseEvents.createdAt, caseEvents.id);
const kindsOf = async (id: string) => (await eventsOf(id)).map((e) => e.kind);

/** Opens the dispute through the case page: a preset reason, a description, a screenshot and a video link. */
async function opened() {
  const o = await shippedOrder();
  const before = Date.now();
  const res = await postCase(
    o.buyerClient,
    o.orderId,
    evidenceForm(
      {
        intent: "dispute",
        reason: "Akun tidak bisa login",
        body: "Sandi ditolak server game.",
        links: "https://youtu.be/rekaman-login\n",
      },
      [screenshot],
    ),
  );
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(`/order/${o.orderId}#kasus`);
  return { ...o, openedAt: before };
}

describe("opening a dispute as a case", () => {
  it("stores the reason, text, images and links as the first event; the seller's 48 h start, the seller hears", async () => {
    const o = await opened();
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.disputed);
    expect(row.caseStage).toBe("seller");
    expect(row.disputeReason).toBe("Akun tidak bisa login");
    expect(row.deadlineAt).toBeGreaterThanOrEqual(o.openedAt + CASE_ANSWER_MS);
    expect(row.deadlineAt).toBeLessThanOrEqual(Date.now() + CASE_ANSWER_MS);
    // The room wakes first for the seller's reminder, 24 h before the answer is due.
    expect(await alarmOf(o.room)).toBe(row.deadlineAt! - CASE_REMINDER_MS);

    const [event, ...rest] = await eventsOf(o.orderId);
    expect(rest).toHaveLength(0);
    expect(event).toMatchObject({
      kind: "opened",
      actorRole: "buyer",
      reason: "Akun tidak bisa login",
      body: "Sandi ditolak server game.",
      links: ["https://youtu.be/rekaman-login"],
    });
    expect(event!.images).toHaveLength(1);
    expect(await titlesFor(o.seller.id, o.orderId)).toContain("Komplain Baru");

    // Both parties and staff read the timeline: the countdown's meaning, the thumbnail linking to
    // the full image, the video as a safe link.
    const staff = await signedIn(USERS.admin.id);
    const image = `/order/${o.orderId}/case-evidence/${event!.id}/0`;
    for (const [c, path] of [
      [o.buyerClient, o.path],
      [o.sellerClient, o.path],
      [staff, `/admin/disputes/${o.orderId}`],
    ] as const) {
      const html = await (await c.get(path)).text();
      expect(html).toContain("Riwayat Komplain");
      expect(html).toContain("Penjual harus menanggapi sebelum");
      expect(html).toContain(`href="${image}"`);
      expect(html).toMatch(
        /<a href="https:\/\/youtu.be\/rekaman-login" target="_blank" rel="noopener noreferrer nofollow"/,
      );
      const served = await c.get(image);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/png");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    }
    // The seller has the answer form; the buyer the evidence form.
    expect(await (await o.sellerClient.get(o.path)).text()).toContain('value="answer_case"');
    expect(await (await o.buyerClient.get(o.path)).text()).toContain('value="case_evidence"');
  });

  it("refuses a file that is no image and a javascript: link in Indonesian, keeping what was typed, storing nothing", async () => {
    const o = await shippedOrder();
    const typed = "Akun terkena banned sehari setelah dibeli.";
    const notImage = await postCase(
      o.buyerClient,
      o.orderId,
      evidenceForm({ intent: "dispute", reason: "Data tidak sesuai", body: typed, links: "" }, [
        { name: "virus.exe", bytes: new TextEncoder().encode("MZ not an image"), type: "image/png" },
      ]),
    );
    expect(notImage.status).toBe(400);
    const page = await notImage.text();
    expect(page).toContain("bukan gambar PNG, JPG atau GIF yang valid");
    expect(page).toContain(typed);

    const script = await postCase(
      o.buyerClient,
      o.orderId,
      evidenceForm({ intent: "dispute", reason: "Data tidak sesuai", body: typed, links: "javascript:alert(1)" }),
    );
    expect(script.status).toBe(400);
    const html = await script.text();
    expect(html).toContain("gunakan alamat yang diawali http:// atau https://");
    expect(html).toContain(typed);
    expect(html).not.toMatch(/href="javascript:/i);

    const noReason = await postCase(
      o.buyerClient,
      o.orderId,
      evidenceForm({ intent: "dispute", reason: "x", body: typed }),
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Pilih alasan komplain.");

    expect((await orderRow(o.orderId)).status).toBe(S.shipped);
    expect(await kindsOf(o.orderId)).toEqual([]);
  });
});

describe("the seller's answer and the alarm's escalation", () => {
  it("the seller's answer with evidence goes to staff at once, with staff's 3 days; the buyer hears", async () => {
    const o = await opened();
    const before = Date.now();
    const res = await postCase(
      o.sellerClient,
      o.orderId,
      evidenceForm(
        { intent: "answer_case", body: "Akun sudah saya cek, login normal.", links: "https://drive.test/v" },
        [screenshot],
      ),
    );
    expect(res.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.caseStage).toBe("staff");
    expect(row.caseUnresponsive).toBe(false);
    expect(row.status).toBe(S.disputed);
    expect(row.deadlineAt).toBeGreaterThanOrEqual(before + CASE_DECISION_MS);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "answer", "escalated"]);
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Penjual Menanggapi Komplain");
    expect(await (await o.buyerClient.get(o.path)).text()).toContain("Tim PasarGame memutuskan sebelum");

    // Once: a second answer is refused.
    const again = await postCase(o.sellerClient, o.orderId, evidenceForm({ intent: "answer_case", body: "Lagi" }));
    expect(again.status).toBe(409);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "answer", "escalated"]);
    // No money moved.
    const moves = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, o.orderId));
    expect(moves.map((m) => m.kind)).toEqual(["order_paid"]);
  });

  it("reminds the seller once at 24 h, however often the alarm fires", async () => {
    const o = await opened();
    await deadlineIn(o.orderId, 23 * 3600_000);
    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    const reminders = (await titlesFor(o.seller.id, o.orderId)).filter((t) => t === "Segera Tanggapi Komplain");
    expect(reminders).toHaveLength(1);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "reminder"]);
    const row = await orderRow(o.orderId);
    expect(row.caseReminderSentAt).not.toBeNull();
    expect(row.caseStage).toBe("seller");
    // The room now sleeps until the answer's deadline.
    expect(await alarmOf(o.room)).toBe(row.deadlineAt);
  });

  it("no answer in 48 h: the alarm sends it to staff by itself, once, marked unresponsive; both hear; staff's decision closes it", async () => {
    const o = await opened();
    await deadlineIn(o.orderId, -1);
    const before = Date.now();
    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    let row = await orderRow(o.orderId);
    expect(row.status).toBe(S.disputed);
    expect(row.caseStage).toBe("staff");
    expect(row.caseUnresponsive).toBe(true);
    expect(row.deadlineAt).toBeGreaterThanOrEqual(before + CASE_DECISION_MS);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "escalated"]);
    for (const party of [o.buyer.id, o.seller.id]) {
      expect(
        (await titlesFor(party, o.orderId)).filter((t) => t === "Komplain Diteruskan ke Tim PasarGame"),
      ).toHaveLength(1);
    }
    // Too late for the seller's answer now; evidence may still come.
    expect(
      (await postCase(o.sellerClient, o.orderId, evidenceForm({ intent: "answer_case", body: "Maaf" }))).status,
    ).toBe(409);
    const added = await postCase(
      o.sellerClient,
      o.orderId,
      evidenceForm({ intent: "case_evidence", body: "Bukti login berhasil", links: "https://youtu.be/bukti" }),
    );
    expect(added.status).toBe(302);
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Bukti Baru pada Komplain");

    // Staff's queue: due first, the seller's silence in words; overdue ones say 'Terlambat'.
    const staff = await signedIn(USERS.admin.id);
    let queue = await (await staff.get("/admin/disputes")).text();
    expect(queue).toContain("Penjual tidak merespons");
    await deadlineIn(o.orderId, -1);
    queue = await (await staff.get("/admin/disputes")).text();
    const mine = queue.slice(queue.indexOf(row.orderNumber!));
    expect(mine.slice(0, 2000)).toContain("Terlambat");
    // What is due first comes first: this overdue case before one whose seller still has 48 h.
    const later = await opened();
    queue = await (await staff.get("/admin/disputes")).text();
    const laterNumber = (await orderRow(later.orderId)).orderNumber!;
    expect(queue.indexOf(laterNumber)).toBeGreaterThan(-1);
    expect(queue.indexOf(row.orderNumber!)).toBeLessThan(queue.indexOf(laterNumber));

    // Staff decide for the buyer: the timeline closes, nothing more may be added.
    const decided = await staff.post(`/admin/disputes/${o.orderId}`, {
      intent: "refund",
      confirmed: "ya",
      decisionReason: "Penjual tidak merespons dan bukti pembeli jelas.",
    });
    expect(decided.status).toBe(302);
    row = await orderRow(o.orderId);
    expect(row.status).toBe(S.cancelled);
    expect(row.caseStage).toBe("closed");
    expect(await kindsOf(o.orderId)).toEqual(["opened", "escalated", "evidence", "decided"]);
    const last = (await eventsOf(o.orderId)).at(-1)!;
    expect(last).toMatchObject({ actorRole: "admin", reason: "refund" });
    const page = await (await o.buyerClient.get(o.path)).text();
    expect(page).toContain("Komplain sudah diputuskan.");
    expect(page).not.toContain('value="case_evidence"');
    const late = await postCase(o.buyerClient, o.orderId, evidenceForm({ intent: "case_evidence", body: "Tambahan" }));
    expect(late.status).toBe(409);
    expect(await kindsOf(o.orderId)).toHaveLength(4);
    await expectLedgerInvariants();
  });
});

describe("what a case mails", () => {
  /** Subjects of the mails to `userId` (the dev outbox stands in for Resend), after a dispatch run. */
  const mailSubjects = async (userId: string) => {
    await dispatchNotifications(env);
    const user = (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) }))!;
    const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=50&to=${encodeURIComponent(user.email)}`);
    return ((await res.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
  };
  const kindOf = async (userId: string, orderId: string, title: string) =>
    (
      await db()
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.link, `/order/${orderId}`),
            eq(notifications.title, title),
          ),
        )
    ).map((n) => n.kind);

  it("mails the opening and the decision by default; the answer and evidence between stay in the app", async () => {
    const o = await opened();
    expect(await kindOf(o.seller.id, o.orderId, "Komplain Baru")).toEqual(["dispute"]);
    const sellerMails = await mailSubjects(o.seller.id);
    expect(sellerMails.some((s) => s.includes("Komplain Baru"))).toBe(true);

    const buyerBefore = (await mailSubjects(o.buyer.id)).length;
    const answered = await postCase(
      o.sellerClient,
      o.orderId,
      evidenceForm({ intent: "answer_case", body: "Login normal." }),
    );
    expect(answered.status).toBe(302);
    expect(await kindOf(o.buyer.id, o.orderId, "Penjual Menanggapi Komplain")).toEqual(["case_update"]);
    const added = await postCase(
      o.sellerClient,
      o.orderId,
      evidenceForm({ intent: "case_evidence", body: "Video login" }),
    );
    expect(added.status).toBe(302);
    expect(await kindOf(o.buyer.id, o.orderId, "Bukti Baru pada Komplain")).toEqual(["case_update"]);
    expect(await mailSubjects(o.buyer.id)).toHaveLength(buyerBefore);

    const staff = await signedIn(USERS.admin.id);
    const decided = await staff.post(`/admin/disputes/${o.orderId}`, {
      intent: "refund",
      confirmed: "ya",
      decisionReason: "Bukti pembeli jelas.",
    });
    expect(decided.status).toBe(302);
    expect((await mailSubjects(o.buyer.id)).length).toBe(buyerBefore + 1);
    await expectLedgerInvariants();
  });
});

describe("who may read and add to a case", () => {
  it("a third user gets 403 reading the evidence or posting to the case; staff may read but not post evidence", async () => {
    const o = await opened();
    const event = (await eventsOf(o.orderId))[0]!;
    const stranger = await signedIn((await newUser("buyer", "asing")).id);
    expect((await stranger.get(`/order/${o.orderId}/case-evidence/${event.id}/0`)).status).toBe(403);
    expect((await stranger.get(`/order/${o.orderId}/case`)).status).toBe(403);
    for (const intent of ["case_evidence", "answer_case", "dispute"]) {
      const res = await postCase(stranger, o.orderId, evidenceForm({ intent, body: "Saya juga", reason: "Lainnya" }));
      expect(res.status, intent).toBe(403);
    }
    // The buyer may not answer for the seller; staff add no evidence of their own.
    expect((await postCase(o.buyerClient, o.orderId, evidenceForm({ intent: "answer_case", body: "x" }))).status).toBe(
      403,
    );
    const staff = await signedIn(USERS.admin.id);
    expect((await postCase(staff, o.orderId, evidenceForm({ intent: "case_evidence", body: "x" }))).status).toBe(403);
    // An event of another order is not served through this one.
    const other = await opened();
    const foreign = (await eventsOf(other.orderId))[0]!;
    expect((await o.buyerClient.get(`/order/${o.orderId}/case-evidence/${foreign.id}/0`)).status).toBe(404);
    expect(await kindsOf(o.orderId)).toEqual(["opened"]);
  });
});
