import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "~/modules/chat/messages";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { CHAT_SESSION_HEADER, CHAT_USER_HEADER, ORDER_ID_HEADER } from "~/modules/chat/room-headers";
import type { OrderRoom } from "../../workers/order-room/order-room";

/**
 * Opens a WebSocket to the order's room as `userId` with a fresh session of theirs (as the web
 * worker does, which names the user, the order and the session in headers) and collects what the
 * room sends. `after` asks only for messages after that id.
 */
async function connect(orderId: string, userId: string, after?: number) {
  const { db } = await import("./helpers");
  const { session } = await createSession(db(), userId, limitsFrom(env));
  const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  const res = await stub.fetch(`https://order-room/ws${after ? `?after=${after}` : ""}`, {
    headers: {
      Upgrade: "websocket",
      [CHAT_USER_HEADER]: userId,
      [ORDER_ID_HEADER]: orderId,
      [CHAT_SESSION_HEADER]: session.id,
    },
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

/** An unpaid order of a fresh listing by the demo seller, bought by the demo buyer. */
async function unpaidOrder(price = 30_000) {
  const { db } = await import("./helpers");
  const { orders, products } = await import("~/db/schema");
  const now = Date.now();
  const productId = `lst_room_${crypto.randomUUID()}`;
  const orderId = `ord_room_${crypto.randomUUID()}`;
  await db().insert(products).values({
    id: productId,
    sellerId: "usr_demo_seller",
    gameSlug: "valorant",
    categorySlug: "akun",
    type: "Akun",
    title: "Akun uji room",
    price,
    stock: 3,
    createdAt: now,
    updatedAt: now,
  });
  await db()
    .insert(orders)
    .values({
      id: orderId,
      buyerId: "usr_demo_buyer",
      sellerId: "usr_demo_seller",
      productId,
      productTitle: "Akun uji room",
      productType: "Akun",
      unitPrice: price,
      quantity: 1,
      totalAmount: price,
      deadlineAt: now + 24 * 3600_000,
      createdAt: now,
      updatedAt: now,
    });
  return orderId;
}

describe("OrderRoom Durable Object", () => {
  it("refuses a connection without an authenticated user", async () => {
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName("ord_anon"));
    const res = await stub.fetch("https://order-room/ws", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(403);
  });

  it("binds only to the order whose name gave it its id, and needs the user's session", async () => {
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName("ord_room_a"));
    const open = (headers: Record<string, string>) =>
      stub.fetch("https://order-room/ws", { headers: { Upgrade: "websocket", ...headers } });
    const who = { [CHAT_USER_HEADER]: "usr_demo_buyer", [CHAT_SESSION_HEADER]: "sesi" };
    expect((await open({ ...who, [ORDER_ID_HEADER]: "ord_room_b" })).status).toBe(403);
    expect((await open({ [CHAT_USER_HEADER]: "usr_demo_buyer", [ORDER_ID_HEADER]: "ord_room_a" })).status).toBe(403);
    expect((await open(who)).status).toBe(403);
    await runInDurableObject(stub, async (_room: OrderRoom, state) => {
      expect(await state.storage.get("orderId")).toBeUndefined();
    });
    expect(
      await stub.act({ orderId: "ord_room_b", action: "pay", by: { id: "usr_demo_buyer", role: "buyer" } }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await stub.track("ord_room_b")).toBe(false);
    const res = await open({ ...who, [ORDER_ID_HEADER]: "ord_room_a" });
    expect(res.status).toBe(101);
    res.webSocket!.accept();
    res.webSocket!.close(1000, "selesai");
    await runInDurableObject(stub, async (_room: OrderRoom, state) => {
      expect(await state.storage.get("orderId")).toBe("ord_room_a");
    });
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

describe("OrderRoom chat delivery", () => {
  it("stores a message resent with the same client id once, and a reconnect gets only what it missed", async () => {
    const buyer = await connect("ord_chat_3", "usr_demo_buyer");
    const seller = await connect("ord_chat_3", "usr_demo_seller");
    await buyer.until(1);
    await seller.until(1);
    buyer.ws.send(JSON.stringify({ type: "chat", body: "Pesan pertama", clientId: "c-1" }));
    const [, first] = await seller.until(2);
    await buyer.until(2);
    // The buyer's connection dropped before the acknowledgement arrived: it resends the same message.
    buyer.ws.send(JSON.stringify({ type: "chat", body: "Pesan pertama", clientId: "c-1" }));
    const [, , ack] = await buyer.until(3);
    expect(ack).toEqual(first);
    seller.ws.send(JSON.stringify({ type: "chat", body: "Balasan", clientId: "c-1" })); // another sender's id space
    await seller.until(3);
    const [, , , fourth] = await buyer.until(4);
    expect(fourth).toMatchObject({ type: "chat", message: { sender: "usr_demo_seller", body: "Balasan" } });
    expect(seller.received.filter((m) => m.type === "chat")).toHaveLength(2); // no duplicate reached the seller

    const lastSeen = first.type === "chat" ? first.message.id : 0;
    const back = await connect("ord_chat_3", "usr_demo_buyer", lastSeen);
    const [missed] = await back.until(1);
    expect(missed).toMatchObject({ type: "history", messages: [{ body: "Balasan" }] });
    await runInDurableObject(back.stub, (room: OrderRoom) => {
      expect(room.history().map((m) => m.body)).toEqual(["Pesan pertama", "Balasan"]);
    });
    for (const c of [buyer, seller, back]) c.ws.close(1000, "selesai");
  });

  it("keeps each participant's inbox: last message and unread count", async () => {
    const { db } = await import("./helpers");
    const { chatThreads } = await import("~/db/schema");
    const { eq } = await import("drizzle-orm");
    const { markThreadRead } = await import("~/modules/chat/threads.server");
    const orderId = await unpaidOrder();
    const buyer = await connect(orderId, "usr_demo_buyer");
    await buyer.until(1);
    buyer.ws.send(JSON.stringify({ type: "chat", body: "Halo" }));
    buyer.ws.send(JSON.stringify({ type: "chat", body: "Kak,   akunnya\nmasih ada?" }));
    await buyer.until(3);
    const threads = async () =>
      Object.fromEntries(
        (await db().select().from(chatThreads).where(eq(chatThreads.orderId, orderId))).map((t) => [t.userId, t]),
      );
    await expect.poll(async () => (await threads()).usr_demo_seller?.unread).toBe(2);
    expect((await threads()).usr_demo_seller).toMatchObject({
      lastMessagePreview: "Kak, akunnya masih ada?",
      lastSenderId: "usr_demo_buyer",
    });
    expect((await threads()).usr_demo_buyer?.unread).toBe(0);

    await markThreadRead(db(), orderId, "usr_demo_seller");
    expect((await threads()).usr_demo_seller?.unread).toBe(0);
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    // The buyer has the order open: the seller's reply is seen at once, not unread.
    await stub.postMessage("usr_demo_seller", "Masih, silakan dibayar.");
    expect((await threads()).usr_demo_buyer).toMatchObject({ unread: 0, lastSenderId: "usr_demo_seller" });
    // Once the buyer has left, the next reply waits as unread.
    buyer.ws.close(1000, "selesai");
    await expect
      .poll(() => runInDurableObject(stub, (_room: OrderRoom, state) => state.getWebSockets().length))
      .toBe(0);
    await stub.postMessage("usr_demo_seller", "Sudah saya siapkan.");
    expect((await threads()).usr_demo_buyer).toMatchObject({ unread: 1, lastMessagePreview: "Sudah saya siapkan." });
  });
});

describe("OrderRoom escrow transitions", () => {
  const buyer = { id: "usr_demo_buyer", role: "buyer" as const };
  const seller = { id: "usr_demo_seller", role: "seller" as const };
  const stranger = { id: "usr_seller_2", role: "seller" as const };

  it("notifies the other party of each transition, and both parties of a deadline's", async () => {
    const { db } = await import("./helpers");
    const { notifications } = await import("~/db/schema");
    const { eq } = await import("drizzle-orm");
    const orderId = await unpaidOrder(9_000);
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    const forOrder = async () =>
      (
        await db()
          .select()
          .from(notifications)
          .where(eq(notifications.link, `/order/${orderId}`))
      ).map((n) => ({
        userId: n.userId,
        title: n.title,
        body: n.body,
      }));
    await stub.act({ orderId, action: "pay", by: buyer });
    expect(await forOrder()).toEqual([
      {
        userId: "usr_demo_seller",
        title: "Pesanan Baru Dibayar", // each notification names its event
        body: expect.stringMatching(/^PG-\w{4}-\w{4} · Pesanan "Akun uji room" sudah dibayar dan menunggu dikirim\.$/),
      },
    ]);
    await stub.act({ orderId, action: "ship", by: seller, extra: { deliveryInfo: "v1:x:y" } });
    const after = await forOrder();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      userId: "usr_demo_buyer",
      title: "Pesanan Dikirim",
      body: expect.stringContaining("sudah dikirim"),
    });
    // A refused action notifies nobody.
    await stub.act({ orderId, action: "ship", by: seller });
    expect(await forOrder()).toHaveLength(2);
  });

  it("authorises by the order's parties, broadcasts the new status and schedules the deadline", async () => {
    const orderId = await unpaidOrder();
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    const watcher = await connect(orderId, "usr_demo_seller");
    await watcher.until(1);

    expect(await stub.act({ orderId, action: "pay", by: stranger })).toEqual({ ok: false, reason: "not_allowed" });
    expect(await stub.act({ orderId, action: "ship", by: buyer })).toEqual({ ok: false, reason: "not_allowed" });
    const paid = await stub.act({ orderId, action: "pay", by: buyer });
    expect(paid).toMatchObject({ ok: true, order: { status: "Diproses" } });
    const [, statusMessage] = await watcher.until(2);
    expect(statusMessage).toMatchObject({ type: "status", status: "Diproses" });
    await runInDurableObject(stub, async (_room: OrderRoom, state) => {
      expect(await state.storage.getAlarm()).toBe(paid.ok ? paid.order.deadlineAt : -1);
    });
    watcher.ws.close(1000, "selesai");
  });

  it("tells a socket that opens after a transition the order's current status with the history", async () => {
    const orderId = await unpaidOrder();
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    const before = await connect(orderId, "usr_demo_buyer");
    expect((await before.until(1))[0]).toEqual({ type: "history", messages: [] }); // no transition yet
    before.ws.close(1000, "selesai");

    await stub.act({ orderId, action: "pay", by: buyer });
    const late = await connect(orderId, "usr_demo_buyer");
    expect((await late.until(1))[0]).toEqual({ type: "history", messages: [], status: "Diproses" });
    late.ws.close(1000, "selesai");
  });

  it("cancels and refunds an unshipped order when the ship deadline alarm fires (twice is harmless)", async () => {
    const { db, expectLedgerInvariants } = await import("./helpers");
    const { orders } = await import("~/db/schema");
    const { eq } = await import("drizzle-orm");
    const { runDurableObjectAlarm } = await import("cloudflare:test");
    const orderId = await unpaidOrder(12_000);
    const stub = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    expect(await stub.act({ orderId, action: "pay", by: buyer })).toMatchObject({ ok: true });
    // Paying scheduled the ship deadline as the room's alarm. Move the deadline into the past, as if
    // 24 h had gone by without shipping, and let the alarm fire now.
    await db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1 })
      .where(eq(orders.id, orderId));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const after = await db().query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(after?.status).toBe("Dibatalkan");
    expect(await runDurableObjectAlarm(stub)).toBe(false);
    await runInDurableObject(stub, (room: OrderRoom) => room.alarm());
    expect((await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("Dibatalkan");
    await expectLedgerInvariants();
    expect(await stub.act({ orderId, action: "ship", by: seller })).toEqual({ ok: false, reason: "wrong_status" });
  });
});
