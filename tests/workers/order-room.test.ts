import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../workers/order-room/messages";
import { CHAT_USER_HEADER, type OrderRoom } from "../../workers/order-room/order-room";

/** Opens a WebSocket to the order's room as `userId` and collects what the room sends. */
async function connect(orderId: string, userId: string) {
  const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  const res = await stub.fetch("https://order-room/ws", {
    headers: { Upgrade: "websocket", [CHAT_USER_HEADER]: userId },
  });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  const received: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener("message", (event) => {
    received.push(JSON.parse(event.data as string) as ServerMessage);
    waiters.splice(0).forEach((w) => w());
  });
  ws.accept();
  /** Resolves once `n` messages have arrived in total. */
  const until = async (n: number) => {
    while (received.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    return received;
  };
  return { ws, received, until, stub };
}

describe("OrderRoom Durable Object", () => {
  it("refuses a connection without an authenticated user", async () => {
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName("ord_anon"));
    const res = await stub.fetch("https://order-room/ws", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(403);
  });

  it("broadcasts a message to both participants and keeps the history", async () => {
    const buyer = await connect("ord_chat_1", "usr_demo_buyer");
    const seller = await connect("ord_chat_1", "usr_demo_seller");
    await buyer.until(1);
    await seller.until(1);
    expect(buyer.received[0]).toEqual({ type: "history", messages: [] });

    buyer.ws.send(JSON.stringify({ type: "chat", body: "  Halo kak, akunnya masih ada?  " }));
    const [, toSeller] = await seller.until(2);
    const [, toBuyer] = await buyer.until(2);
    expect(toSeller).toMatchObject({
      type: "chat",
      message: { sender: "usr_demo_buyer", body: "Halo kak, akunnya masih ada?" },
    });
    expect(toBuyer).toEqual(toSeller);

    seller.ws.send(JSON.stringify({ type: "chat", body: "Masih, silakan dibayar." }));
    await buyer.until(3);
    buyer.ws.close(1000, "selesai");
    seller.ws.close(1000, "selesai");

    // A later visitor (or the same user after a reload) gets the whole conversation.
    const later = await connect("ord_chat_1", "usr_demo_buyer");
    const [history] = await later.until(1);
    expect(history).toMatchObject({
      type: "history",
      messages: [
        { sender: "usr_demo_buyer", body: "Halo kak, akunnya masih ada?" },
        { sender: "usr_demo_seller", body: "Masih, silakan dibayar." },
      ],
    });
    later.ws.close(1000, "selesai");

    // The messages are in the room's own SQLite storage.
    await runInDurableObject(later.stub, async (room: OrderRoom) => {
      expect(room.history().map((m) => m.body)).toEqual(["Halo kak, akunnya masih ada?", "Masih, silakan dibayar."]);
    });
  });

  it("refuses blank and oversized messages without broadcasting them", async () => {
    const buyer = await connect("ord_chat_2", "usr_demo_buyer");
    await buyer.until(1);
    buyer.ws.send(JSON.stringify({ type: "chat", body: "   " }));
    const [, blank] = await buyer.until(2);
    expect(blank).toEqual({ type: "error", error: "Pesan tidak boleh kosong." });
    buyer.ws.send(JSON.stringify({ type: "chat", body: "x".repeat(2001) }));
    const [, , long] = await buyer.until(3);
    expect(long).toEqual({ type: "error", error: "Pesan terlalu panjang." });
    buyer.ws.send("bukan json");
    const [, , , malformed] = await buyer.until(4);
    expect(malformed).toEqual({ type: "error", error: "Format pesan tidak valid." });
    buyer.ws.close(1000, "selesai");
    await runInDurableObject(buyer.stub, async (room: OrderRoom) => {
      expect(room.history()).toEqual([]);
    });
  });
});
