/**
 * The order chat socket as a browser reaches it (GET /order/{id}/chat through the worker): which
 * order a room belongs to, how long an open socket stays trusted, and how much one person may write.
 *
 * Time: the room reads `Date.now()`, and the worker, its Durable Objects and these tests share one
 * isolate, so a test moves the clock with `vi.setSystemTime` (Date only; timers stay real).
 */
import { runInDurableObject } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { CHAT_CLOSE_RECONNECT, CHAT_CLOSE_SESSION_ENDED, type ServerMessage } from "~/modules/chat/protocol";
import { CHAT_ROOM_TEXTS } from "../../workers/order-room/texts";
import { chatThreads } from "~/db/schema";
import { newListing, newUser, openChat, openChatAt, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { db, insertOrder } from "./helpers";

/** A fresh buyer and seller and an order between them that has never been through its room. */
async function freshOrder(label: string) {
  const buyer = await newUser("buyer", "obr");
  const seller = await newUser("seller", "obr");
  const listing = await newListing(seller.id, `Akun Valorant ${label}`);
  const orderId = await insertOrder(buyer.id, listing.id, "Dikirim");
  return { orderId, buyer, seller };
}

const threadsOf = (orderId: string) => db().select().from(chatThreads).where(eq(chatThreads.orderId, orderId));
const chats = (all: ServerMessage[]) =>
  all.flatMap((m) => (m.type === "chat" ? [m.message] : m.type === "history" ? m.messages : []));
const errorFor = (clientId: string) => (all: ServerMessage[]) =>
  all.find((m): m is Extract<ServerMessage, { type: "error" }> => m.type === "error" && m.clientId === clientId);

/** Moves the clock `ms` forward (Date only). */
function advance(ms: number) {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("which order a room belongs to", () => {
  it("a room already bound to another order is repaired by its own order's socket", async () => {
    const own = await freshOrder("kamar salah ikat");
    const other = await freshOrder("korban kamar salah ikat");
    // A room bound before the fix through a forged header: it names the other order and caches its parties.
    await runInDurableObject(roomOf(own.orderId), async (_room: OrderRoom, state) => {
      await state.storage.put("orderId", other.orderId);
      await state.storage.put("parties", {
        orderId: other.orderId,
        buyerId: other.buyer.id,
        sellerId: other.seller.id,
      });
    });

    const chat = await openChat(await signedIn(own.buyer.id), own.orderId);
    const clientId = chat.say("Halo kak, akunnya sudah saya terima.");
    await chat.until((all) => chats(all).some((m) => m.clientId === clientId));
    chat.ws.close(1000, "selesai");

    await expect
      .poll(async () => (await threadsOf(own.orderId)).find((t) => t.userId === own.seller.id)?.unread)
      .toBe(1);
    expect(await threadsOf(other.orderId)).toEqual([]);
    await runInDurableObject(roomOf(own.orderId), async (_room: OrderRoom, state) => {
      expect(await state.storage.get("orderId")).toBe(own.orderId);
    });
  });
});

// The room reads the sessions on every message: the first message after the end is refused, at once.
describe("an open socket stays only as trusted as its session", () => {
  /** Sends a message that must be refused because the session ended, and checks it went nowhere. */
  async function expectSessionEnded(chat: Awaited<ReturnType<typeof openChat>>, orderId: string) {
    const clientId = chat.say("Pesan setelah sesi berakhir.");
    const [refusal] = (await chat.until((all) => errorFor(clientId)(all) !== undefined)).filter(
      (m) => m.type === "error",
    );
    expect(refusal).toEqual({ type: "error", error: CHAT_ROOM_TEXTS.sessionEnded, clientId });
    expect(await chat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED, reason: CHAT_ROOM_TEXTS.sessionEnded });
    expect((await roomOf(orderId).history()).map((m) => m.body)).not.toContain("Pesan setelah sesi berakhir.");
  }

  it("a suspended user's open socket can no longer post", async () => {
    const { orderId, buyer } = await freshOrder("ditangguhkan");
    const chat = await openChat(await signedIn(buyer.id), orderId);
    const first = chat.say("Sebelum ditangguhkan.");
    await chat.until((all) => chats(all).some((m) => m.clientId === first));

    const admin = await signedIn(USERS.admin.id);
    expect((await admin.post("/admin/users", { intent: "suspend", id: buyer.id })).status).toBe(302);
    await expectSessionEnded(chat, orderId);
  });

  it("a logged-out session's socket can no longer post", async () => {
    const { orderId, buyer } = await freshOrder("keluar");
    const browser = await signedIn(buyer.id);
    const chat = await openChat(browser, orderId);
    expect((await browser.post("/logout", {})).status).toBe(302);
    await expectSessionEnded(chat, orderId);
  });

  it("a logged-out session's socket no longer hears the chat either", async () => {
    const { orderId, buyer, seller } = await freshOrder("keluar dengar");
    const browser = await signedIn(buyer.id);
    const buyerChat = await openChat(browser, orderId);
    const sellerChat = await openChat(await signedIn(seller.id), orderId);
    expect((await browser.post("/logout", {})).status).toBe(302);

    const clientId = sellerChat.say("Data login akunnya: contoh@surel.test");
    await sellerChat.until((all) => chats(all).some((m) => m.clientId === clientId));
    expect(await buyerChat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED, reason: CHAT_ROOM_TEXTS.sessionEnded });
    expect(chats(buyerChat.received).map((m) => m.body)).not.toContain("Data login akunnya: contoh@surel.test");
    sellerChat.ws.close(1000, "selesai");
  });

  it("a logged-out session's socket hears no order status either: it is closed before the broadcast", async () => {
    const buyer = await newUser("buyer", "obr");
    const seller = await newUser("seller", "obr");
    const listing = await newListing(seller.id, "Akun Valorant keluar status");
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const browser = await signedIn(buyer.id);
    const buyerChat = await openChat(browser, orderId);
    expect((await browser.post("/logout", {})).status).toBe(302);

    // The order moves on (the buyer cancelled it on another device): its room broadcasts the status.
    expect((await roomOf(orderId).act({ orderId, action: "cancel", by: { id: buyer.id, role: "buyer" } })).ok).toBe(
      true,
    );
    expect(await buyerChat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED, reason: CHAT_ROOM_TEXTS.sessionEnded });
    expect(buyerChat.received.filter((m) => m.type === "status")).toEqual([]);
  });

  it("a pre-sale conversation's socket ends with its session too", async () => {
    const buyer = await newUser("buyer", "tanya");
    const seller = await newUser("seller", "jual");
    const listing = await newListing(seller.id, "Akun Valorant tanya keluar");
    const browser = await signedIn(buyer.id);
    const started = await browser.post("/messages/new", { listingId: listing.id, from: "/" });
    const inquiryId = started.headers.get("Location")!.slice("/messages/".length);
    const chat = await openChatAt(browser, `/messages/${inquiryId}/chat`);
    expect((await browser.post("/logout", {})).status).toBe(302);

    const clientId = chat.say("Pesan setelah keluar.");
    const refusal = errorFor(clientId)(await chat.until((all) => errorFor(clientId)(all) !== undefined));
    expect(refusal?.error).toBe(CHAT_ROOM_TEXTS.sessionEnded);
    expect(await chat.closed).toEqual({ code: CHAT_CLOSE_SESSION_ENDED, reason: CHAT_ROOM_TEXTS.sessionEnded });
    expect(chats(chat.received).map((m) => m.body)).not.toContain("Pesan setelah keluar.");
  });

  it("a password change ends the sockets of the old sessions; the new session connects", async () => {
    const { orderId, buyer } = await freshOrder("ganti sandi");
    const browser = await signedIn(buyer.id);
    const chat = await openChat(browser, orderId);
    const res = await browser.post("/my-account/settings", {
      currentPassword: "demo12345",
      password: "sandi-baru-123",
      confirmPassword: "sandi-baru-123",
    });
    expect(res.status).toBe(302);
    await expectSessionEnded(chat, orderId);

    const again = await openChat(browser, orderId); // the cookie of the new session
    const clientId = again.say("Dengan sesi baru.");
    await again.until((all) => chats(all).some((m) => m.clientId === clientId));
    again.ws.close(1000, "selesai");
  });

  it("a socket older than the session idle timeout is closed, even while the session lives on", async () => {
    const { orderId, buyer } = await freshOrder("umur soket");
    const browser = await signedIn(buyer.id);
    const chat = await openChat(browser, orderId);
    const idleMs = DEFAULT_LIMITS.SESSION_IDLE_TIMEOUT_SECONDS * 1000;
    // The person keeps browsing (the session slides), but this one socket stays open for too long.
    advance(idleMs - 3600_000);
    expect((await browser.get("/my-account/orders")).status).toBe(200);
    advance(3600_000 + 1000);

    const clientId = chat.say("Dari soket yang terlalu tua.");
    expect(await chat.closed).toEqual({ code: CHAT_CLOSE_RECONNECT, reason: CHAT_ROOM_TEXTS.reconnect });
    expect(await roomOf(orderId).history()).toEqual([]);

    // The browser reconnects (a fresh handshake, checked afresh) and resends with the same id.
    const again = await openChat(browser, orderId);
    again.ws.send(JSON.stringify({ type: "chat", body: "Dari soket yang terlalu tua.", clientId }));
    await again.until((all) => chats(all).some((m) => m.clientId === clientId));
    again.ws.close(1000, "selesai");
  });
});

describe("how much one person may write", () => {
  const { CHAT_MESSAGES_PER_WINDOW: PER_WINDOW, CHAT_WINDOW_SECONDS: WINDOW } = DEFAULT_LIMITS;

  it(`the ${PER_WINDOW + 1}th message within ${WINDOW} s is refused and reaches nobody; after the window it works`, async () => {
    advance(0); // a frozen clock: every message below is sent at the same instant
    const { orderId, buyer, seller } = await freshOrder("batas pesan");
    const buyerChat = await openChat(await signedIn(buyer.id), orderId);
    const sellerChat = await openChat(await signedIn(seller.id), orderId);
    const sent = Array.from({ length: PER_WINDOW }, (_, i) => buyerChat.say(`Pesan ${i + 1}`));
    await buyerChat.until((all) => sent.every((id) => chats(all).some((m) => m.clientId === id)));

    const over = buyerChat.say("Satu pesan terlalu banyak");
    const refusal = errorFor(over)(await buyerChat.until((all) => errorFor(over)(all) !== undefined));
    expect(refusal?.error).toBe(CHAT_ROOM_TEXTS.tooFast(Math.ceil(WINDOW / PER_WINDOW)));
    // The seller's own message arrives after anything the room sent before it: the refused one never came.
    const mark = sellerChat.say("Pesan penjual");
    await sellerChat.until((all) => chats(all).some((m) => m.clientId === mark));
    expect(chats(sellerChat.received).map((m) => m.body)).not.toContain("Satu pesan terlalu banyak");
    expect(chats(sellerChat.received).filter((m) => m.sender === buyer.id)).toHaveLength(PER_WINDOW);

    advance(WINDOW * 1000);
    const later = buyerChat.say("Setelah jeda");
    await sellerChat.until((all) => chats(all).some((m) => m.clientId === later));
    expect((await roomOf(orderId).history()).map((m) => m.body)).toEqual([
      ...sent.map((_, i) => `Pesan ${i + 1}`),
      "Pesan penjual",
      "Setelah jeda",
    ]);
    buyerChat.ws.close(1000, "selesai");
    sellerChat.ws.close(1000, "selesai");
  });

  it("a room at its storage cap refuses new messages with a clear text", async () => {
    const { orderId, buyer } = await freshOrder("kamar penuh");
    const max = DEFAULT_LIMITS.CHAT_ROOM_MAX_MESSAGES;
    await runInDurableObject(roomOf(orderId), (_room: OrderRoom, state) => {
      state.storage.sql.exec(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO messages (sender, body, created_at) SELECT ?, 'Pesan lama ' || i, 0 FROM n`,
        max,
        buyer.id,
      );
    });
    const chat = await openChat(await signedIn(buyer.id), orderId);
    const clientId = chat.say("Satu lagi");
    const refusal = errorFor(clientId)(await chat.until((all) => errorFor(clientId)(all) !== undefined));
    expect(refusal?.error).toBe(CHAT_ROOM_TEXTS.roomFull(max));
    expect(refusal?.error).toContain("5.000 pesan");
    await runInDurableObject(roomOf(orderId), (room: OrderRoom) => {
      expect(room.history(1)[0]?.body).toBe(`Pesan lama ${max}`);
    });
    chat.ws.close(1000, "selesai");
  });
});
