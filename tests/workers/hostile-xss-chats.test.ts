/**
 * Hostile input, through the real forms and pages (shared corpus and checks: hostile.ts): an XSS
 * corpus in an order's chat and a pre-sale chat renders as text for both parties and staff.
 * (Disputes: hostile-xss-disputes.test.ts; warranty claims: hostile-xss-claims.test.ts.)
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "~/db/schema";
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
});
