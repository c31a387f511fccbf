/**
 * Hostile input, through the real forms and pages (shared corpus and checks: hostile.ts): an XSS
 * corpus in chats, pre-sale chats, disputes, dispute cases and warranty claims renders as text for
 * both parties and staff, or is refused with a clear 400; the claim form's body limits.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { orders, users } from "~/db/schema";
import { CHAT_MESSAGE_MAX_LENGTH } from "~/modules/chat/protocol";
import { newListing, newUser, openChatAt, roomOf, send, signedIn, unpaidOrder, USERS } from "./fixtures";
import { db } from "./helpers";
import { type Client } from "./http";
import { expectInert, expectShownAsText, hostileCast, LONG, page, PAYLOADS, type Cast } from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;
let admin: Client;
let buyer: Cast["buyer"];

beforeAll(async () => {
  ({ seller, admin, buyer } = await hostileCast());
});

describe("an XSS corpus renders as text", () => {
  it("in chat messages (the room's postMessage), on the order page, the admin's dispute page and inboxes", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji obrolan berbahaya", 1_000);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const room = roomOf(orderId);
    expect((await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } })).ok).toBe(true);
    expect(
      (
        await room.act({
          orderId,
          action: "ship",
          by: { id: USERS.seller.id, role: "seller" },
          extra: { deliveryInfo: "v1:a:b" },
        })
      ).ok,
    ).toBe(true);
    for (const p of PAYLOADS) await room.postMessage(buyer.id, p.text);
    expect(
      (
        await room.act({
          orderId,
          action: "dispute",
          by: { id: buyer.id, role: "buyer" },
          extra: { disputeReason: "x", disputeEvidence: ["y"] },
        })
      ).ok,
    ).toBe(true);
    expectShownAsText(await page(buyer.c, `/order/${orderId}`), PAYLOADS, "order page (buyer)");
    expectShownAsText(await page(seller, `/order/${orderId}`), PAYLOADS, "order page (seller)");
    expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), PAYLOADS, "admin dispute page");
    expectInert(await page(seller, "/messages"), "seller inbox");
    expectInert(await page(buyer.c, "/messages"), "buyer inbox");
  });

  it("in pre-sale chat messages (sent over the socket), on the conversation page, inboxes and the staff's flagged list", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji tanya berbahaya", 1_000);
    const asker = await newUser("buyer", "xsstanya");
    // An older account, so the corpus fits the message rate (new accounts write slower).
    await db()
      .update(users)
      .set({ createdAt: Date.now() - 30 * 86_400_000 })
      .where(eq(users.id, asker.id));
    const askerC = await signedIn(asker.id);
    const started = await send(askerC, "POST", "/messages/new", new URLSearchParams({ listingId: listing.id }), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    const path = started.headers.get("Location")!;
    expect(path).toMatch(/^\/messages\/inq_/);
    const fits = PAYLOADS.filter((p) => p.text.length <= CHAT_MESSAGE_MAX_LENGTH);
    const buyerChat = await openChatAt(askerC, `${path}/chat`);
    const sellerChat = await openChatAt(seller, `${path}/chat`);
    const ids = fits.map((p, i) => (i % 2 === 0 ? buyerChat : sellerChat).say(p.text));
    await buyerChat.until((all) => ids.every((id) => all.some((m) => m.type === "chat" && m.message.clientId === id)));
    // Longer than a message may be: refused, stored nowhere.
    const long = buyerChat.say(LONG);
    await buyerChat.until((all) => all.some((m) => m.type === "error" && m.clientId === long));
    buyerChat.ws.close(1000, "selesai");
    sellerChat.ws.close(1000, "selesai");
    expectShownAsText(await page(askerC, path), fits, "pre-sale conversation (buyer)");
    expectShownAsText(await page(seller, path), fits, "pre-sale conversation (seller)");
    expectShownAsText(await page(admin, path), fits, "pre-sale conversation (staff)");
    expectInert(await page(askerC, "/messages"), "buyer inbox");
    expectInert(await page(seller, "/messages"), "seller inbox");
    expectInert(await page(admin, "/admin/chats"), "flagged chats");
  });

  it("in dispute reason and evidence (the order page's form), on both parties' and the admin's pages", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji komplain berbahaya", 1_000, 100);
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } });
      await room.act({
        orderId,
        action: "ship",
        by: { id: USERS.seller.id, role: "seller" },
        extra: { deliveryInfo: "v1:a:b" },
      });
      const res = await buyer.c.post(`/order/${orderId}`, {
        intent: "dispute",
        disputeReason: p.text.slice(0, 200),
        disputeEvidence: p.text,
      });
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Bukti maksimal 2.000 karakter.");
        expectInert(html, `dispute refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `dispute ${p.name} (buyer)`);
      expectShownAsText(await page(seller, `/order/${orderId}`), [p], `dispute ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `dispute ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue");
  });

  it("in a dispute case (the case page's multipart form): description, answer and links, on every page that shows them", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji kasus berbahaya", 1_000, 100);
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } });
      await room.act({
        orderId,
        action: "ship",
        by: { id: USERS.seller.id, role: "seller" },
        extra: { deliveryInfo: "v1:a:b" },
      });
      const path = `/order/${orderId}/case`;
      // Hostile text as a link: refused in Indonesian, nothing live on the page that says so.
      const badLink = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: "ok", links: p.text }),
      );
      expect(badLink.status, p.name).toBe(400);
      const badHtml = await badLink.text();
      expect(badHtml).toMatch(/gunakan alamat yang diawali http:\/\/ atau https:\/\/|Maksimal 5 tautan\./);
      expectInert(badHtml, `case link refusal ${p.name}`);

      const res = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: p.text, links: "" }),
      );
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Maksimal 2.000 karakter.");
        expectInert(html, `case refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      // The seller answers with the same text and a link carrying markup in its query.
      const answered = await send(
        seller,
        "POST",
        path,
        form({ intent: "answer_case", body: p.text, links: `https://contoh.id/v?q=${p.text.slice(0, 100)}` }),
      );
      expect(answered.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `case ${p.name} (buyer)`);
      expectShownAsText(await page(seller, path), [p], `case page ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `case ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue (cases)");
  });
});

describe("warranty claims: hostile text and bodies", () => {
  /** A completed account order of the demo seller whose money waits in its 7-day warranty hold. */
  async function heldOrder(title: string) {
    const listing = await newListing(USERS.seller.id, title, 1_000, 100);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    await db().update(orders).set({ warrantyDays: 7 }).where(eq(orders.id, orderId));
    const room = roomOf(orderId);
    await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } });
    await room.act({
      orderId,
      action: "ship",
      by: { id: USERS.seller.id, role: "seller" },
      extra: { deliveryInfo: "v1:a:b" },
    });
    expect((await room.act({ orderId, action: "confirm", by: { id: buyer.id, role: "buyer" } })).ok).toBe(true);
    return orderId;
  }
  const PNG_BYTES = Uint8Array.from(
    atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
    (c) => c.charCodeAt(0),
  );

  it("a claim's description and the seller's answer render as text for both parties and staff", async () => {
    // Each payload on its own order, all at once (each order has its own room).
    const shown = PAYLOADS.filter((x) => x.text.length <= 1000);
    await Promise.all(
      shown.map(async (p) => {
        const orderId = await heldOrder(`Akun uji klaim berbahaya ${p.name}`);
        const form = new FormData();
        form.append("intent", "claim_warranty");
        form.append("reason", "recovered");
        form.append("description", p.text);
        form.append("evidence", new File([PNG_BYTES], "bukti.png", { type: "image/png" }));
        const filed = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
        if (!p.text.trim()) {
          expect(filed.status, p.name).toBe(400);
          return;
        }
        expect(filed.status, p.name).toBe(302);
        const answered = await seller.post(`/order/${orderId}/claim`, {
          intent: "answer_claim",
          offer: "none",
          answer: p.text,
        });
        expect(answered.status, p.name).toBe(302);
        expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `claim ${p.name} (buyer)`);
        expectShownAsText(await page(seller, `/order/${orderId}/claim`), [p], `claim ${p.name} (seller)`);
        expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `claim ${p.name} (admin)`);
      }),
    );
    expectInert(await page(admin, "/admin/disputes"), "admin queue with claims");
  }, 180_000);

  it("the claim form takes up to three 2 MB images, refuses a larger body with 413 and broken multipart with 400", async () => {
    const orderId = await heldOrder("Akun uji klaim besar");
    const big = await send(buyer.c, "POST", `/order/${orderId}/claim`, `a=${"x".repeat(7 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toBe("Permintaan terlalu besar.");
    const broken = await send(buyer.c, "POST", `/order/${orderId}/claim`, "--batas\r\nrusak", {
      "Content-Type": "multipart/form-data; boundary=batas",
    });
    expect(broken.status).toBe(400);
    // Four images: refused in words, nothing stored.
    const form = new FormData();
    form.append("intent", "claim_warranty");
    form.append("reason", "banned");
    form.append("description", "Akun diblokir setelah dua hari.");
    for (let i = 0; i < 4; i++) form.append("evidence", new File([PNG_BYTES], `b${i}.png`, { type: "image/png" }));
    const four = await send(buyer.c, "POST", `/order/${orderId}/claim`, form);
    expect(four.status).toBe(400);
    expect(await four.text()).toContain("Maksimal 3 gambar bukti.");
    // The rest of the site keeps its 1 MB form limit.
    const elsewhere = await send(buyer.c, "POST", `/order/${orderId}`, `a=${"x".repeat(2 * 1024 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(elsewhere.status).toBe(413);
  });
});
