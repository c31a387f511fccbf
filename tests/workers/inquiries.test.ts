/**
 * Pre-sale conversations as a browser reaches them: 'Chat dengan Penjual' (a plain form post to
 * /messages/new) starts or reopens the one conversation of (buyer, seller, listing); its page and
 * its socket (/messages/{id}/chat) are the buyer's, the seller's and staff's only; messages arrive
 * live, persist in the InquiryRoom, reach the /messages inbox with unread counts, and go through the
 * same safety rules as an order's chat; new accounts start fewer conversations and write slower.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { inquiries, inquiryFlags, users } from "~/db/schema";
import { INQUIRY_TEXTS } from "~/modules/inquiries/texts";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import type { ChatMessage, ServerMessage } from "~/modules/chat/protocol";
import { CHAT_ROOM_TEXTS } from "../../workers/order-room/texts";
import { newListing, newUser, openChatAt, send, signedIn, toastOf, USERS } from "./fixtures";
import { db } from "./helpers";
import { client, type Client } from "./http";

const chats = (all: ServerMessage[]): ChatMessage[] =>
  all.flatMap((m) => (m.type === "chat" ? [m.message] : m.type === "history" ? m.messages : []));

function start(c: Client, target: Record<string, string>, from = "/") {
  return send(c, "POST", "/messages/new", new URLSearchParams({ ...target, from }), {
    "Content-Type": "application/x-www-form-urlencoded",
  });
}

/** Starts the conversation and answers its id (from the redirect to its page). */
async function started(c: Client, target: Record<string, string>) {
  const res = await start(c, target);
  expect(res.status).toBe(302);
  const location = res.headers.get("Location")!;
  expect(location).toMatch(/^\/messages\/inq_[0-9a-f]+$/);
  return location.slice("/messages/".length);
}

/** An account this many days old (new accounts are limited). */
async function ageAccount(userId: string, days: number) {
  await db()
    .update(users)
    .set({ createdAt: Date.now() - days * 24 * 60 * 60 * 1000 })
    .where(eq(users.id, userId));
}

async function cast(label: string) {
  const buyer = await newUser("buyer", "tanya");
  const seller = await newUser("seller", "jual");
  const listing = await newListing(seller.id, `Akun Valorant ${label}`);
  return { buyer, seller, listing, buyerC: await signedIn(buyer.id), sellerC: await signedIn(seller.id) };
}

describe("pre-sale conversations", () => {
  it("the listing's 'Chat dengan Penjual' is a form that works without JavaScript; a visitor goes to login and back", async () => {
    const { listing } = await cast("tamu");
    const page = await (await send(await signedIn(USERS.buyer.id), "GET", listing.path)).text();
    expect(page).toContain('action="/messages/new"');
    expect(page).toContain(`name="listingId" value="${listing.id}"`);
    expect(page).toContain(INQUIRY_TEXTS.start);

    const anonymous = client();
    const res = await start(anonymous, { listingId: listing.id }, listing.path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(listing.path)}`);
    expect(await db().select().from(inquiries).where(eq(inquiries.listingId, listing.id))).toEqual([]);
  });

  it("one conversation per buyer, seller and listing: asking again reopens it; the page shows the listing with 'Beli'", async () => {
    const { buyer, seller, listing, buyerC } = await cast("satu");
    const id = await started(buyerC, { listingId: listing.id });
    expect(await started(buyerC, { listingId: listing.id })).toBe(id);
    const rows = await db().select().from(inquiries).where(eq(inquiries.listingId, listing.id));
    expect(rows).toMatchObject([{ id, buyerId: buyer.id, sellerId: seller.id }]);

    const page = await send(buyerC, "GET", `/messages/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(INQUIRY_TEXTS.pageTitle(seller.username));
    expect(html).toContain("Akun Valorant satu");
    const buy = /<a[^>]*data-testid="inquiry-buy"[^>]*>/.exec(html)?.[0];
    // An account asks for no IDs: 'Beli' goes straight to the purchase's review.
    expect(buy).toContain(`href="/checkout?buy=${listing.id}&amp;price=`);
    expect(html).toContain(INQUIRY_TEXTS.safety);

    // From the seller's profile: a general conversation, a different one.
    const general = await started(buyerC, { seller: seller.username });
    expect(general).not.toBe(id);
    const generalHtml = await (await send(buyerC, "GET", `/messages/${general}`)).text();
    expect(generalHtml).toContain(INQUIRY_TEXTS.general);
    expect(generalHtml).not.toContain('data-testid="inquiry-buy"');
  });

  it("refuses a seller's own listing and a deleted listing, back on the page with the reason", async () => {
    const { seller, listing, sellerC, buyerC } = await cast("sendiri");
    const own = await start(sellerC, { listingId: listing.id }, listing.path);
    expect(own.status).toBe(302);
    expect(own.headers.get("Location")).toBe(listing.path);
    expect(toastOf(own)).toMatchObject({ type: "error", description: INQUIRY_TEXTS.ownListing });
    const ownProfile = await start(sellerC, { seller: seller.username }, "/");
    expect(toastOf(ownProfile)).toMatchObject({ description: INQUIRY_TEXTS.ownProfile });

    await env.DB.prepare("UPDATE products SET status = 'deleted' WHERE id = ?").bind(listing.id).run();
    const gone = await start(buyerC, { listingId: listing.id }, listing.path);
    expect(toastOf(gone)).toMatchObject({ description: INQUIRY_TEXTS.unavailable });
    expect(await db().select().from(inquiries).where(eq(inquiries.listingId, listing.id))).toEqual([]);
  });

  it("delivers live to both, persists, counts unread in the inbox until the conversation is opened", async () => {
    const { buyer, seller, listing, buyerC, sellerC } = await cast("langsung");
    const id = await started(buyerC, { listingId: listing.id });
    const asker = await openChatAt(buyerC, `/messages/${id}/chat`);
    const question = asker.say("Halo kak, akun ini masih ada? Rank-nya apa?");
    await asker.until((m) => chats(m).some((x) => x.clientId === question));

    // The seller was away: the inbox shows the conversation unread, marked as before buying (the
    // room records it in D1 just after delivering it).
    await vi.waitFor(async () => expect(await unreadOf(seller.id, id)).toBe(1));
    // The first question also tells the seller in Notifikasi, with a link to the conversation.
    const notices = await env.DB.prepare("SELECT title, body, link FROM notifications WHERE user_id = ?")
      .bind(seller.id)
      .all<{ title: string; body: string; link: string }>();
    expect(notices.results).toEqual([
      {
        title: INQUIRY_TEXTS.newQuestionTitle,
        body: `${INQUIRY_TEXTS.newQuestionBody}Akun Valorant langsung`,
        link: `/messages/${id}`,
      },
    ]);
    const inbox = await (await send(sellerC, "GET", "/messages")).text();
    expect(inbox).toContain(`data-inquiry-id="${id}"`);
    expect(inbox).toContain(INQUIRY_TEXTS.badge);
    expect(inbox).toContain("Halo kak, akun ini masih ada?");
    expect(inbox).toMatch(/data-testid="conversation-unread"[^>]*>1</);

    // The seller connects (reading it) and answers; the buyer hears it live.
    const answerer = await openChatAt(sellerC, `/messages/${id}/chat`);
    expect(chats(answerer.received).map((m) => m.body)).toEqual(["Halo kak, akun ini masih ada? Rank-nya apa?"]);
    expect(await unreadOf(seller.id, id)).toBe(0);
    const answer = answerer.say("Masih kak, rank Immortal.");
    await asker.until((m) => chats(m).some((x) => x.clientId === answer && x.sender === seller.id));
    asker.ws.close(1000, "selesai");
    answerer.ws.close(1000, "selesai");
    // Only the first question notifies (the answer and later questions only count as unread).
    const count = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id IN (?, ?)")
      .bind(seller.id, buyer.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);

    // Persisted: the page renders both, oldest first, as text.
    const html = await (await send(buyerC, "GET", `/messages/${id}`)).text();
    expect(html.indexOf("Rank-nya apa?")).toBeLessThan(html.indexOf("rank Immortal"));
    expect(html.indexOf("Rank-nya apa?")).toBeGreaterThan(-1);
    expect(await unreadOf(buyer.id, id)).toBe(0);
  });

  it("a stranger can neither read nor join someone else's conversation; staff can read it", async () => {
    const { listing, buyerC } = await cast("orang lain");
    const id = await started(buyerC, { listingId: listing.id });
    const stranger = await signedIn((await newUser("buyer", "asing")).id);
    const page = await send(stranger, "GET", `/messages/${id}`);
    expect(page.status).toBe(403);
    const socket = await send(stranger, "GET", `/messages/${id}/chat`, null, { Upgrade: "websocket" });
    expect(socket.status).toBe(403);
    expect((await send(stranger, "GET", "/messages/inq_tidak_ada")).status).toBe(404);
    // Staff may read it (flagged conversations link here).
    expect((await send(await signedIn(USERS.admin.id), "GET", `/messages/${id}`)).status).toBe(200);
    // A foreign page cannot open the socket with the buyer's cookie.
    const foreign = await send(buyerC, "GET", `/messages/${id}/chat`, null, {
      Upgrade: "websocket",
      Origin: "https://jahat.example",
    });
    expect(foreign.status).toBe(403);
  });

  it("the safety rules apply: contact details are flagged for staff, a pasted login is refused", async () => {
    const { listing, buyerC, sellerC } = await cast("aman");
    const id = await started(buyerC, { listingId: listing.id });
    const seller = await openChatAt(sellerC, `/messages/${id}/chat`);
    const refused = seller.say("email: akunku@gmail.com\npassword: Rahasia123");
    await seller.until((m) => m.some((x) => x.type === "error" && x.clientId === refused));
    const risky = seller.say("wa aja 0812-3456-7890 biar cepet, transfer langsung lebih murah");
    const all = await seller.until((m) => chats(m).some((x) => x.clientId === risky));
    expect(chats(all).find((x) => x.clientId === risky)?.flags).toEqual(expect.arrayContaining(["phone"]));
    seller.ws.close(1000, "selesai");

    const flags = await vi.waitFor(async () => {
      const rows = await db().select().from(inquiryFlags).where(eq(inquiryFlags.inquiryId, id));
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(flags[0]!.excerpt).toContain("0812-3456-7890");
    const admin = await (await send(await signedIn(USERS.admin.id), "GET", "/admin/chats")).text();
    expect(admin).toContain(`data-inquiry-id="${id}"`);
    expect(admin).toContain(`href="/messages/${id}"`);
    expect(admin).not.toContain("Rahasia123");
  });

  it("a new account starts at most 3 new conversations a day; an older account more; an existing one always reopens", async () => {
    const seller = await newUser("seller", "banyak");
    const listings = await Promise.all([1, 2, 3, 4, 5].map((n) => newListing(seller.id, `Akun Valorant stok ${n}`)));
    const fresh = await newUser("buyer", "baru");
    const freshC = await signedIn(fresh.id);
    const first = await started(freshC, { listingId: listings[0]!.id });
    await started(freshC, { listingId: listings[1]!.id });
    await started(freshC, { listingId: listings[2]!.id });
    const fourth = await start(freshC, { listingId: listings[3]!.id }, listings[3]!.path);
    expect(fourth.headers.get("Location")).toBe(listings[3]!.path);
    expect(toastOf(fourth)).toMatchObject({
      description: INQUIRY_TEXTS.tooManyNewAccount(
        DEFAULT_LIMITS.INQUIRIES_PER_DAY_NEW_ACCOUNT,
        DEFAULT_LIMITS.INQUIRY_NEW_ACCOUNT_DAYS,
      ),
    });
    expect(await started(freshC, { listingId: listings[0]!.id })).toBe(first);

    await ageAccount(fresh.id, 30);
    await started(freshC, { listingId: listings[3]!.id });
    await started(freshC, { listingId: listings[4]!.id });
  });

  it("a new account writes at most 3 messages per 10 s in a pre-sale chat; an older one 10", async () => {
    const { buyer, listing, buyerC } = await cast("pelan");
    const id = await started(buyerC, { listingId: listing.id });
    const chat = await openChatAt(buyerC, `/messages/${id}/chat`);
    const ids = [1, 2, 3, 4].map((n) => chat.say(`Pertanyaan ${n}`));
    const all = await chat.until((m) => m.some((x) => x.type === "error" && x.clientId === ids[3]));
    expect(chats(all).map((m) => m.body)).toEqual(["Pertanyaan 1", "Pertanyaan 2", "Pertanyaan 3"]);
    expect(all.find((x) => x.type === "error")).toMatchObject({ error: expect.stringContaining("terlalu cepat") });
    expect(CHAT_ROOM_TEXTS.tooFast(1)).toContain("terlalu cepat");
    chat.ws.close(1000, "selesai");

    const older = await cast("lama");
    await ageAccount(older.buyer.id, 30);
    const olderId = await started(older.buyerC, { listingId: older.listing.id });
    const olderChat = await openChatAt(older.buyerC, `/messages/${olderId}/chat`);
    const sent = [1, 2, 3, 4, 5].map((n) => olderChat.say(`Tanya ${n}`));
    await olderChat.until((m) => chats(m).some((x) => x.clientId === sent[4]));
    expect(olderChat.received.some((x) => x.type === "error")).toBe(false);
    olderChat.ws.close(1000, "selesai");
    expect(buyer.id).not.toBe(older.buyer.id);
  });

  it("'Hapus Akun' erases the person's words from the conversation; the other party's stay", async () => {
    const { buyerC, sellerC, listing } = await cast("dihapus");
    const id = await started(buyerC, { listingId: listing.id });
    const asker = await openChatAt(buyerC, `/messages/${id}/chat`);
    const asked = asker.say("Nomor saya 0812-1111-2222, kak");
    await asker.until((m) => chats(m).some((x) => x.clientId === asked));
    asker.ws.close(1000, "selesai");
    const answerer = await openChatAt(sellerC, `/messages/${id}/chat`);
    const answered = answerer.say("Baik kak, lewat chat ini saja ya.");
    await answerer.until((m) => chats(m).some((x) => x.clientId === answered));
    answerer.ws.close(1000, "selesai");
    // The buyer writes last, so the seller's inbox previews the buyer's words.
    const again = await openChatAt(buyerC, `/messages/${id}/chat`);
    const last = again.say("Oke, rahasia-terakhir-77");
    await again.until((m) => chats(m).some((x) => x.clientId === last));
    again.ws.close(1000, "selesai");

    const removed = await send(
      buyerC,
      "POST",
      "/my-account/settings",
      new URLSearchParams({ intent: "delete_account", deletePassword: "demo12345" }),
      { "Content-Type": "application/x-www-form-urlencoded" },
    );
    expect(removed.status).toBe(302);

    const html = (await (await send(sellerC, "GET", `/messages/${id}`)).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Baik kak, lewat chat ini saja ya.");
    expect(html).not.toContain("0812-1111-2222");
    expect(html).not.toContain("rahasia-terakhir-77");
    expect(html).toContain(INQUIRY_TEXTS.erasedMessage);
    const inbox = await (await send(sellerC, "GET", "/messages")).text();
    expect(inbox).not.toContain("rahasia-terakhir-77");
  });
});

async function unreadOf(userId: string, inquiryId: string) {
  const row = await env.DB.prepare("SELECT unread FROM inquiry_threads WHERE user_id = ? AND inquiry_id = ?")
    .bind(userId, inquiryId)
    .first<{ unread: number }>();
  return row?.unread ?? null;
}
