/**
 * Chat safety through the order's room as a browser reaches it (GET /order/{id}/chat): a pasted
 * login is refused and stored nowhere; a message with contact details is stored and delivered with
 * its flags (also in the history), recorded for staff in D1 and listed at /admin/chats; a message
 * with a price goes through untouched.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFlags } from "~/db/schema";
import type { ChatMessage, ServerMessage } from "~/modules/chat/protocol";
import { CHAT_SAFETY_TEXTS } from "~/modules/chat/texts";
import { CHAT_ROOM_TEXTS } from "../../workers/order-room/texts";
import { newListing, newUser, openChat, roomOf, signedIn, USERS } from "./fixtures";
import { db, insertOrder } from "./helpers";

async function freshOrder(label: string) {
  const buyer = await newUser("buyer", "aman");
  const seller = await newUser("seller", "aman");
  const listing = await newListing(seller.id, `Akun Mobile Legends ${label}`);
  const orderId = await insertOrder(buyer.id, listing.id, "Dikirim");
  return { orderId, buyer, seller };
}

const chats = (all: ServerMessage[]): ChatMessage[] =>
  all.flatMap((m) => (m.type === "chat" ? [m.message] : m.type === "history" ? m.messages : []));
const flagsOf = (orderId: string) => db().select().from(chatFlags).where(eq(chatFlags.orderId, orderId));

/** Sends `body` as the browser does after the sender confirmed the warning ('Tetap Kirim'). */
function sayWarned(chat: Awaited<ReturnType<typeof openChat>>, body: string) {
  const clientId = crypto.randomUUID();
  chat.ws.send(JSON.stringify({ type: "chat", body, clientId, warned: true }));
  return clientId;
}

describe("chat safety in the order room", () => {
  it("refuses a pasted login with a pointer to the delivery info, and stores it nowhere", async () => {
    const { orderId, seller } = await freshOrder("login ditolak");
    const chat = await openChat(await signedIn(seller.id), orderId);
    const body = "email: akunml88@gmail.com\npassword: Rahasia123";
    const clientId = chat.say(body);
    const all = await chat.until((m) => m.some((x) => x.type === "error"));
    expect(all.find((m) => m.type === "error")).toEqual({
      type: "error",
      error: CHAT_ROOM_TEXTS.credentials,
      clientId,
    });
    expect(CHAT_ROOM_TEXTS.credentials).toContain("Info Pengiriman");

    // The next message goes through, and the refused one was never stored or delivered.
    const next = chat.say("Data login sudah saya isi di Info Pengiriman.");
    await chat.until((m) => chats(m).some((x) => x.clientId === next));
    chat.ws.close(1000, "selesai");
    expect((await roomOf(orderId).history()).map((m) => m.body)).toEqual([
      "Data login sudah saya isi di Info Pengiriman.",
    ]);
    expect(chats(chat.received).map((m) => m.body)).not.toContain(body);
    expect(await flagsOf(orderId)).toEqual([]);
  });

  it("stores a phone number flagged, tells the other party, records it for staff and keeps the flag in the history", async () => {
    const { orderId, buyer, seller } = await freshOrder("nomor hp");
    const sellerChat = await openChat(await signedIn(seller.id), orderId);
    const buyerChat = await openChat(await signedIn(buyer.id), orderId);

    const clientId = sayWarned(sellerChat, "WA saya aja kak 0812-3456-7890, transfer langsung lebih murah");
    const [heard] = chats(await buyerChat.until((m) => chats(m).some((x) => x.clientId === clientId))).filter(
      (x) => x.clientId === clientId,
    );
    expect(heard!.flags).toEqual(["phone", "whatsapp", "off_platform"]);

    // Without the browser's "I saw the warning" the room flags it all the same.
    const unwarned = sellerChat.say("email saya jualakun@gmail.com");
    await sellerChat.until((m) => chats(m).some((x) => x.clientId === unwarned));
    sellerChat.ws.close(1000, "selesai");
    buyerChat.ws.close(1000, "selesai");

    const history = await roomOf(orderId).history();
    expect(history.map((m) => [m.body, m.flags])).toEqual([
      ["WA saya aja kak 0812-3456-7890, transfer langsung lebih murah", ["phone", "whatsapp", "off_platform"]],
      ["email saya jualakun@gmail.com", ["email"]],
    ]);
    // A fresh socket's history carries the flags too.
    const later = await openChat(await signedIn(buyer.id), orderId);
    expect(chats(later.received).map((m) => m.flags)).toEqual([["phone", "whatsapp", "off_platform"], ["email"]]);
    later.ws.close(1000, "selesai");

    const rows = (await flagsOf(orderId)).sort((a, b) => a.messageId - b.messageId);
    expect(rows).toEqual([
      {
        orderId,
        messageId: history[0]!.id,
        senderId: seller.id,
        kinds: ["phone", "whatsapp", "off_platform"],
        excerpt: "WA saya aja kak 0812-3456-7890, transfer langsung lebih murah",
        warned: true,
        createdAt: history[0]!.createdAt,
      },
      {
        orderId,
        messageId: history[1]!.id,
        senderId: seller.id,
        kinds: ["email"],
        excerpt: "email saya jualakun@gmail.com",
        warned: false,
        createdAt: history[1]!.createdAt,
      },
    ]);

    // The order page (rendered on the server, so it reads without JavaScript) shows the buyer the note.
    const page = await (await signedIn(buyer.id)).get(`/order/${orderId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      "Hati-hati: pesan ini berisi nomor telepon, WhatsApp dan ajakan bertransaksi di luar PasarGame.",
    );
    expect(html).not.toContain(CHAT_SAFETY_TEXTS.ownNote);
    // …and the seller sees that their own message was marked.
    const own = await (await (await signedIn(seller.id)).get(`/order/${orderId}`)).text();
    expect(own).toContain(CHAT_SAFETY_TEXTS.ownNote);
    expect(own).not.toContain("Hati-hati: pesan ini berisi");
  });

  it("lets a price, an order number and a date through unflagged", async () => {
    const { orderId, buyer } = await freshOrder("harga");
    const chat = await openChat(await signedIn(buyer.id), orderId);
    const body = "Harganya Rp1.500.000 ya kak, pesanan PG-24K7-9QX2 tanggal 08-12-2025 jam 10.30";
    const clientId = chat.say(body);
    const [stored] = chats(await chat.until((m) => chats(m).some((x) => x.clientId === clientId))).filter(
      (x) => x.clientId === clientId,
    );
    chat.ws.close(1000, "selesai");
    expect(stored).not.toHaveProperty("flags");
    expect(await roomOf(orderId).history()).toEqual([expect.not.objectContaining({ flags: expect.anything() })]);
    expect(await flagsOf(orderId)).toEqual([]);
  });
});

describe("/admin/chats", () => {
  it("lists flagged conversations for staff, with a link to the order; others are refused", async () => {
    const { orderId, buyer } = await freshOrder("daftar staf");
    await roomOf(orderId).track(orderId);
    await roomOf(orderId).postMessage(buyer.id, "Halo kak, akunnya masih ada?");
    await roomOf(orderId).postMessage(buyer.id, "Boleh minta id line: budi_ml_77 ya?");

    const admin = await signedIn(USERS.admin.id);
    const res = await admin.get("/admin/chats");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="/order/${orderId}"`);
    expect(html).toContain("Boleh minta id line: budi_ml_77 ya?");
    expect(html).toContain(CHAT_SAFETY_TEXTS.kinds.line);
    expect(html).not.toContain("Halo kak, akunnya masih ada?");
    // The console links to it.
    expect(await (await admin.get("/admin")).text()).toContain('href="/admin/chats"');

    const denied = await (await signedIn(buyer.id)).get("/admin/chats");
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain("Akses Ditolak");
    const seller = await (await signedIn(USERS.seller.id)).get("/admin/chats");
    expect(seller.status).toBe(403);
  });
});
