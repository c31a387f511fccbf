/**
 * A warranty claim as a case, like a dispute: the buyer files it with a reason, images and video
 * links; the seller answers within 48 h (reminded at 24 h, once) or the OrderRoom alarm sends it to
 * staff by itself, marked 'Penjual tidak merespons'; staff's decision (with its reason) closes the
 * timeline. Both sides add evidence until then; a third user reads and adds nothing. The money of
 * the claim (the hold, its refund or release) stays the warranty's (warranty.test.ts).
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caseEvents, ledgerTransactions } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { CASE_DECISION_MS, CASE_REMINDER_MS, CLAIM_ANSWER_MS, ORDER_STATUS as S } from "~/modules/orders/constants";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { newUser, PNG, send, signedIn, USERS } from "./fixtures";
import type { Client } from "./http";
import { db, expectLedgerInvariants } from "./helpers";
import { alarmOf, deadlineIn, evidenceForm, orderRow, screenshot, titlesFor } from "./support/cases";
import { orderAt } from "./support/orders";

const PRICE = 90_000;
const HOSTILE = `<img src=x onerror="alert('klaim')"><script>alert(1)</script>`;

/** A completed account order with a 7-day warranty (the money in the seller's hold), each party signed in. */
async function heldOrder() {
  const o = await orderAt("completed", {
    price: PRICE,
    title: "Akun Genshin bergaransi",
    sellerPrefix: "klaimkasus",
    warrantyDays: 7,
  });
  return {
    ...o,
    buyerClient: await signedIn(o.buyer.id),
    sellerClient: await signedIn(o.seller.id),
    claimPath: `/order/${o.orderId}/claim`,
  };
}

const postClaim = (c: Client, orderId: string, f: FormData) => send(c, "POST", `/order/${orderId}/claim`, f);

const eventsOf = (id: string, subject: "dispute" | "claim" = "claim") =>
  db()
    .select()
    .from(caseEvents)
    .where(and(eq(caseEvents.orderId, id), eq(caseEvents.subject, subject)))
    .orderBy(caseEvents.createdAt, caseEvents.id);
const kindsOf = async (id: string) => (await eventsOf(id)).map((e) => e.kind);

/** Files the claim through the claim page: a reason, a hostile description, a screenshot and a video link. */
async function claimed() {
  const o = await heldOrder();
  const before = Date.now();
  const res = await postClaim(
    o.buyerClient,
    o.orderId,
    evidenceForm(
      {
        intent: "claim_warranty",
        reason: "recovered",
        description: `Akun ditarik pemilik lama. ${HOSTILE}`,
        links: "https://youtu.be/rekaman-klaim\n",
      },
      [screenshot],
    ),
  );
  expect(res.status).toBe(302);
  return { ...o, claimedAt: before };
}

describe("filing a warranty claim as a case", () => {
  it("is the timeline's first event with reason, text, images and links; the seller's 48 h start and they hear", async () => {
    const o = await claimed();
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.completed);
    expect(row.warrantyStatus).toBe("claimed");
    expect(row.caseStage).toBe("seller");
    expect(row.deadlineAt).toBeGreaterThanOrEqual(o.claimedAt + CLAIM_ANSWER_MS);
    expect(row.deadlineAt).toBeLessThanOrEqual(Date.now() + CLAIM_ANSWER_MS);
    // The room wakes first for the seller's reminder, 24 h before the answer is due.
    expect(await alarmOf(o.room)).toBe(row.deadlineAt! - CASE_REMINDER_MS);

    const [event, ...rest] = await eventsOf(o.orderId);
    expect(rest).toHaveLength(0);
    expect(event).toMatchObject({
      kind: "opened",
      subject: "claim",
      actorRole: "buyer",
      reason: "Akun ditarik kembali oleh pemilik lama",
      links: ["https://youtu.be/rekaman-klaim"],
    });
    expect(event!.images).toHaveLength(1);
    expect(await titlesFor(o.seller.id, o.orderId)).toContain("Klaim Garansi Diajukan");
    // Not a dispute: the order's dispute timeline stays empty.
    expect(await eventsOf(o.orderId, "dispute")).toEqual([]);

    // Both parties (claim page) and staff (decision page) read the timeline, its countdown, the
    // thumbnail, the video as a safe link, and the hostile text as text.
    const staff = await signedIn(USERS.admin.id);
    const image = `/order/${o.orderId}/case-evidence/${event!.id}/0`;
    for (const [c, path] of [
      [o.buyerClient, o.claimPath],
      [o.sellerClient, o.claimPath],
      [staff, `/admin/disputes/${o.orderId}`],
    ] as const) {
      const html = await (await c.get(path)).text();
      expect(html, path).toContain("Riwayat Klaim Garansi");
      expect(html).toContain("Klaim garansi diajukan");
      expect(html).toContain("Penjual harus menanggapi sebelum");
      expect(html).toContain('data-testid="deadline-countdown"');
      expect(html).toContain(`href="${image}"`);
      expect(html).toMatch(
        /<a href="https:\/\/youtu.be\/rekaman-klaim" target="_blank" rel="noopener noreferrer nofollow"/,
      );
      expect(html).not.toContain(`<img src=x onerror`);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("&lt;img src=x onerror=");
      const served = await c.get(image);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    }
    // The order page's countdown says what really waits, per reader: never the release to the seller.
    const orderPage = async (c: Client) => (await (await c.get(`/order/${o.orderId}`)).text()).replace(/<!-- -->/g, "");
    const buyerOrder = await orderPage(o.buyerClient);
    expect(buyerOrder).toContain("Klaim garansi menunggu tanggapan penjual sampai batas ini");
    expect(buyerOrder).not.toContain("setelah itu dana diteruskan ke penjual");
    expect(await orderPage(o.sellerClient)).toContain("Tanggapi klaim garansi pembeli sebelum batas ini");
    // The seller has the answer form; both may add evidence.
    const sellerPage = await (await o.sellerClient.get(o.claimPath)).text();
    expect(sellerPage).toContain('value="answer_claim"');
    expect(await (await o.buyerClient.get(o.claimPath)).text()).toContain('value="case_evidence"');
  });

  it("refuses a javascript: link in Indonesian, keeping what was typed, filing nothing", async () => {
    const o = await heldOrder();
    const typed = "Akun terkena banned sehari setelah garansi berjalan.";
    const res = await postClaim(
      o.buyerClient,
      o.orderId,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description: typed, links: "javascript:alert(1)" }, [
        screenshot,
      ]),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("gunakan alamat yang diawali http:// atau https://");
    expect(html).toContain(typed);
    expect(html).not.toMatch(/href="javascript:/i);
    expect((await orderRow(o.orderId)).warrantyStatus).toBe("active");
    expect(await kindsOf(o.orderId)).toEqual([]);
  });
});

describe("the seller's answer, the reminder and the alarm's escalation", () => {
  it("the seller's answer goes to staff at once with staff's 3 days; the timeline shows the offered fix", async () => {
    const o = await claimed();
    const before = Date.now();
    const res = await o.sellerClient.post(o.claimPath, {
      intent: "answer_claim",
      offer: "resecure",
      answer: "Saya amankan ulang akunnya malam ini.",
    });
    expect(res.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.caseStage).toBe("staff");
    expect(row.caseUnresponsive).toBe(false);
    expect(row.deadlineAt).toBeGreaterThanOrEqual(before + CASE_DECISION_MS);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "answer", "escalated"]);
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Penjual Menanggapi Klaim");
    const page = await (await o.buyerClient.get(o.claimPath)).text();
    expect(page).toContain("Amankan ulang akun (kembalikan akses)");
    expect(page).toContain("Tim PasarGame memutuskan sebelum");
    // The alarm at staff's deadline changes nothing (staff decide; overdue shows in the queue).
    await deadlineIn(o.orderId, -1);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    expect((await orderRow(o.orderId)).caseStage).toBe("staff");
    expect(await kindsOf(o.orderId)).toEqual(["opened", "answer", "escalated"]);
  });

  it("reminds the seller once at 24 h, however often the alarm fires", async () => {
    const o = await claimed();
    await deadlineIn(o.orderId, 23 * 3600_000);
    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    const reminders = (await titlesFor(o.seller.id, o.orderId)).filter((t) => t === "Segera Tanggapi Klaim Garansi");
    expect(reminders).toHaveLength(1);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "reminder"]);
    const row = await orderRow(o.orderId);
    expect(row.caseReminderSentAt).not.toBeNull();
    expect(row.caseStage).toBe("seller");
    expect(row.warrantyStatus).toBe("claimed");
    // The room now sleeps until the answer's deadline; the buyer got no inspection reminder.
    expect(await alarmOf(o.room)).toBe(row.deadlineAt);
    expect(await titlesFor(o.buyer.id, o.orderId)).not.toContain("Segera Tanggapi Klaim Garansi");
  });

  it("no answer in 48 h: the alarm sends it to staff by itself, once, marked unresponsive; both hear; staff's decision closes it", async () => {
    const o = await claimed();
    await deadlineIn(o.orderId, -1);
    const before = Date.now();
    expect(await runDurableObjectAlarm(o.room)).toBe(true);
    await runInDurableObject(o.room, (r: OrderRoom) => r.alarm());
    let row = await orderRow(o.orderId);
    expect(row.warrantyStatus).toBe("claimed");
    expect(row.caseStage).toBe("staff");
    expect(row.caseUnresponsive).toBe(true);
    expect(row.deadlineAt).toBeGreaterThanOrEqual(before + CASE_DECISION_MS);
    expect(await kindsOf(o.orderId)).toEqual(["opened", "escalated"]);
    for (const party of [o.buyer.id, o.seller.id]) {
      expect(
        (await titlesFor(party, o.orderId)).filter((t) => t === "Klaim Garansi Diteruskan ke Tim PasarGame"),
      ).toHaveLength(1);
    }
    // The money did not move: the hold waits for staff.
    const hold = account.warranty(o.seller.id, o.orderId);
    expect(await balanceOf(db(), hold)).toBe(PRICE);
    expect((await o.buyerClient.get(o.claimPath)).status).toBe(200);
    expect(await (await o.buyerClient.get(o.claimPath)).text()).toContain("Penjual tidak merespons");

    // Too late for the seller's answer now; evidence may still come, and the buyer hears of it.
    const late = await o.sellerClient.post(o.claimPath, { intent: "answer_claim", offer: "none", answer: "Maaf" });
    expect(late.status).toBe(409);
    expect(await (await o.sellerClient.get(o.claimPath)).text()).not.toContain('value="answer_claim"');
    const added = await postClaim(
      o.sellerClient,
      o.orderId,
      evidenceForm({
        intent: "case_evidence",
        body: `Bukti login berhasil ${HOSTILE}`,
        links: "https://youtu.be/bukti",
      }),
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`${o.claimPath}#kasus`);
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Bukti Baru pada Klaim Garansi");

    // Staff's queue: the claim with the seller's silence in words; overdue says 'Terlambat', due first.
    const staff = await signedIn(USERS.admin.id);
    let queue = await (await staff.get("/admin/disputes")).text();
    const claims = () => queue.slice(queue.indexOf("Klaim Garansi Terbuka"));
    expect(claims()).toContain("Penjual tidak merespons");
    await deadlineIn(o.orderId, -1);
    const later = await claimed();
    queue = await (await staff.get("/admin/disputes")).text();
    const mine = claims().slice(claims().indexOf(row.orderNumber!));
    expect(mine.slice(0, 2000)).toContain("Terlambat");
    const laterNumber = (await orderRow(later.orderId)).orderNumber!;
    expect(claims().indexOf(laterNumber)).toBeGreaterThan(-1);
    expect(claims().indexOf(row.orderNumber!)).toBeLessThan(claims().indexOf(laterNumber));

    // Staff decide for the seller with a reason: the timeline closes, nothing more may be added.
    const decided = await staff.post(`/admin/disputes/${o.orderId}`, {
      intent: "claim_release",
      decisionReason: "Bukti penjual menunjukkan akun aman.",
    });
    expect(decided.status).toBe(302);
    row = await orderRow(o.orderId);
    expect(row.warrantyStatus).toBe("released");
    expect(row.caseStage).toBe("closed");
    expect(await kindsOf(o.orderId)).toEqual(["opened", "escalated", "evidence", "decided"]);
    expect((await eventsOf(o.orderId)).at(-1)).toMatchObject({
      actorRole: "admin",
      reason: "release",
      body: "Bukti penjual menunjukkan akun aman.",
    });
    for (const c of [o.buyerClient, o.sellerClient]) {
      const page = await (await c.get(o.claimPath)).text();
      expect(page).toContain("Klaim garansi sudah diputuskan.");
      expect(page).toContain("Diputuskan untuk penjual");
      expect(page).toContain("Bukti penjual menunjukkan akun aman.");
      expect(page).not.toContain('value="case_evidence"');
      expect(page).not.toContain("<script>alert(1)</script>");
    }
    const tooLate = await postClaim(
      o.buyerClient,
      o.orderId,
      evidenceForm({ intent: "case_evidence", body: "Tambahan" }),
    );
    expect(tooLate.status).toBe(409);
    expect(await kindsOf(o.orderId)).toHaveLength(4);
    const moves = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, o.orderId));
    expect(moves.map((m) => m.kind)).toEqual(["order_paid", "warranty_held", "warranty_released"]);
    await expectLedgerInvariants();
  });
});

describe("a claim after a decided dispute on the same order", () => {
  it("is a new case: its own timeline and deadline; the dispute's timeline stays as it was, closed", async () => {
    const { orderId, room, buyer } = await orderAt("shipped", {
      price: PRICE,
      title: "Akun Free Fire bergaransi",
      sellerPrefix: "duakasus",
      warrantyDays: 7,
    });
    expect(
      (
        await room.act({
          orderId,
          action: "dispute",
          by: buyer,
          extra: { disputeReason: "Data tidak sesuai", disputeEvidence: ["x"] },
        })
      ).ok,
    ).toBe(true);
    // The seller let the dispute lapse: escalated, marked unresponsive; staff release into the hold.
    await deadlineIn(orderId, -1);
    await runInDurableObject(room, (r: OrderRoom) => r.alarm());
    expect((await orderRow(orderId)).caseUnresponsive).toBe(true);
    const admin = { id: USERS.admin.id, role: "admin" as const };
    expect(
      (
        await room.act({
          orderId,
          action: "release",
          by: admin,
          extra: { decisionReason: "Sesuai.", decidedBy: "admin" },
        })
      ).ok,
    ).toBe(true);
    expect((await orderRow(orderId)).warrantyStatus).toBe("active");

    const buyerClient = await signedIn(buyer.id);
    const res = await postClaim(
      buyerClient,
      orderId,
      evidenceForm(
        { intent: "claim_warranty", reason: "banned", description: "Akun diblokir setelah garansi mulai." },
        [screenshot],
      ),
    );
    expect(res.status).toBe(302);
    const row = await orderRow(orderId);
    expect(row.caseStage).toBe("seller");
    expect(row.caseUnresponsive).toBe(false);
    expect(row.caseReminderSentAt).toBeNull();
    expect((await eventsOf(orderId, "dispute")).map((e) => e.kind)).toEqual(["opened", "escalated", "decided"]);
    expect(await kindsOf(orderId)).toEqual(["opened"]);

    const claimPage = await (await buyerClient.get(`/order/${orderId}/claim`)).text();
    expect(claimPage).toContain("Riwayat Klaim Garansi");
    expect(claimPage).toContain("Akun diblokir setelah garansi mulai.");
    expect(claimPage).not.toContain("Penjual tidak merespons");
    const orderPage = await (await buyerClient.get(`/order/${orderId}`)).text();
    expect(orderPage).toContain("Riwayat Komplain");
    expect(orderPage).toContain("Komplain sudah diputuskan.");
    expect(orderPage).toContain("Penjual tidak merespons");
    await expectLedgerInvariants();
  });
});

describe("who may read and add to a claim's case", () => {
  it("a third user gets 403 on the claim page, its images and every form; staff read but add no evidence", async () => {
    const o = await claimed();
    const event = (await eventsOf(o.orderId))[0]!;
    const stranger = await signedIn((await newUser("buyer", "asingklaim")).id);
    expect((await stranger.get(o.claimPath)).status).toBe(403);
    expect((await stranger.get(`/order/${o.orderId}/case-evidence/${event.id}/0`)).status).toBe(403);
    expect((await stranger.get(`/order/${o.orderId}/evidence/0`)).status).toBe(403);
    for (const intent of ["case_evidence", "answer_claim", "claim_warranty"]) {
      const res = await postClaim(
        stranger,
        o.orderId,
        evidenceForm({ intent, body: "Saya juga", answer: "x", offer: "none", reason: "banned", description: "x" }),
      );
      expect(res.status, intent).toBe(403);
    }
    // The buyer may not answer for the seller; staff add no evidence of their own.
    expect((await o.buyerClient.post(o.claimPath, { intent: "answer_claim", offer: "none", answer: "x" })).status).toBe(
      403,
    );
    const staff = await signedIn(USERS.admin.id);
    expect((await postClaim(staff, o.orderId, evidenceForm({ intent: "case_evidence", body: "x" }))).status).toBe(403);
    expect(await kindsOf(o.orderId)).toEqual(["opened"]);
  });
});
