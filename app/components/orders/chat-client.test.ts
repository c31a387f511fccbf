import { describe, expect, it } from "vitest";
import { backoffDelay, mergeMessages, OrderChatClient, type ChatSnapshot, type SocketLike } from "./chat-client";
import { CHAT_CLOSE_RECONNECT, CHAT_CLOSE_SESSION_ENDED, type ServerMessage } from "~/modules/chat/protocol";

const BUYER = "usr_buyer";
const SELLER = "usr_seller";

type FakeEvent = { data: unknown; code?: number; reason?: string };

// why: the browser's WebSocket and network are the outside world here; this fake stands in for
// one socket so a test can open, drop and answer it at will.
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  private listeners: Record<string, ((event: FakeEvent) => void)[]> = {};
  constructor(readonly path: string) {}
  addEventListener(type: string, listener: (event: FakeEvent) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.drop();
  }
  accept() {
    this.readyState = 1;
    this.emit("open");
  }
  deliver(message: ServerMessage) {
    this.emit("message", { data: JSON.stringify(message) });
  }
  /** The connection ends; the room closes with `code` and `reason`, a network drop with neither. */
  drop(code?: number, reason?: string) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit("close", { data: undefined, code, reason });
  }
  private emit(type: string, event: FakeEvent = { data: undefined }) {
    for (const l of this.listeners[type] ?? []) l(event);
  }
}

function setup(initial = [{ id: 1, sender: SELLER, body: "Halo", createdAt: 1 }], status?: string) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  let states: ChatSnapshot[] = [];
  let statusCalls = 0;
  let ids = 0;
  const client = new OrderChatClient({
    socketPath: "/order/ord_1/chat",
    viewerId: BUYER,
    initialMessages: initial,
    status,
    open: (path) => {
      const s = new FakeSocket(path);
      sockets.push(s);
      return s;
    },
    onChange: (s) => (states = [...states, s]),
    onStatus: () => statusCalls++,
    newClientId: () => `c${++ids}`,
    // why: time is the outside world too; reconnect timers run when the test says so.
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: () => undefined,
    random: () => 1,
    now: () => 0,
  });
  client.start();
  return { client, sockets, timers, statusCalls: () => statusCalls, state: () => client.state };
}

describe("order chat client", () => {
  it("sends trimmed messages, never blank ones, and shows them as waiting until the room stores them", () => {
    const { client, sockets, state } = setup();
    const ws = sockets[0]!;
    ws.accept();
    expect(client.send("   \n ")).toBe(false);
    expect(client.send("  Sudah saya bayar  ")).toBe(true);
    expect(ws.sent).toEqual([{ type: "chat", body: "Sudah saya bayar", clientId: "c1" }]);
    expect(state().pending).toHaveLength(1);

    ws.deliver({
      type: "chat",
      message: { id: 2, sender: BUYER, body: "Sudah saya bayar", createdAt: 2, clientId: "c1" },
    });
    expect(state().pending).toEqual([]);
    expect(state().messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it("tells the room that the sender saw the safety warning, also when the message is resent", () => {
    const { client, sockets, timers } = setup();
    const first = sockets[0]!;
    first.accept();
    client.send("WA aja kak 0812-3456-7890", { warned: true });
    client.send("Oke kak");
    expect(first.sent).toEqual([
      { type: "chat", body: "WA aja kak 0812-3456-7890", clientId: "c1", warned: true },
      { type: "chat", body: "Oke kak", clientId: "c2" },
    ]);
    first.drop();
    timers.shift()!.run();
    const second = sockets[1]!;
    second.accept();
    expect(second.sent[0]).toEqual({ type: "chat", body: "WA aja kak 0812-3456-7890", clientId: "c1", warned: true });
  });

  it("reconnects after a drop with ?after=, resends what was not acknowledged, and shows nothing twice", () => {
    const { client, sockets, timers, state, statusCalls } = setup();
    const first = sockets[0]!;
    expect(first.path).toBe("/order/ord_1/chat?after=1");
    first.accept();
    expect(state().connection).toBe("open");
    first.deliver({ type: "history", messages: [{ id: 1, sender: SELLER, body: "Halo", createdAt: 1 }] });

    client.send("Pesan saat koneksi putus");
    first.drop();
    expect(state().connection).toBe("reconnecting");
    client.send("Pesan kedua");
    expect(timers.map((t) => t.ms)).toEqual([500]);

    // The first retry fails too: the wait doubles.
    timers[0]!.run();
    sockets[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([500, 1000]);

    timers[1]!.run();
    const third = sockets[2]!;
    expect(third.path).toBe("/order/ord_1/chat?after=1");
    third.accept();
    // Both waiting messages go out again with their original clientId (the room stores each once).
    expect(third.sent).toEqual([
      { type: "chat", body: "Pesan saat koneksi putus", clientId: "c1" },
      { type: "chat", body: "Pesan kedua", clientId: "c2" },
    ]);
    expect(statusCalls()).toBe(0);

    // The room had stored the first before the drop: history after id 1 carries it, then its echo.
    const stored = { id: 2, sender: BUYER, body: "Pesan saat koneksi putus", createdAt: 2, clientId: "c1" };
    third.deliver({ type: "history", messages: [stored] });
    expect(statusCalls()).toBe(1); // a room that records no status: the page data is refreshed after the gap
    third.deliver({ type: "chat", message: stored });
    third.deliver({
      type: "chat",
      message: { id: 3, sender: BUYER, body: "Pesan kedua", createdAt: 3, clientId: "c2" },
    });
    expect(state().messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(state().pending).toEqual([]);

    // The next drop resumes after the newest message.
    third.drop();
    timers.at(-1)!.run();
    expect(sockets[3]!.path).toBe("/order/ord_1/chat?after=3");
  });

  it("refreshes the page data on a status change and stops for good when closed", () => {
    const { client, sockets, timers, statusCalls } = setup([]);
    expect(sockets[0]!.path).toBe("/order/ord_1/chat");
    sockets[0]!.accept();
    sockets[0]!.deliver({ type: "status", status: "Dikirim", deadlineAt: null });
    expect(statusCalls()).toBe(1);
    client.stop();
    expect(timers).toEqual([]);
    expect(sockets).toHaveLength(1);
  });

  it("refreshes when the room's status on connect differs from the page's, and only then", () => {
    const { sockets, timers, statusCalls } = setup([], "Diproses");
    sockets[0]!.accept();
    sockets[0]!.deliver({ type: "history", messages: [], status: "Diproses" });
    expect(statusCalls()).toBe(0);

    // The seller shipped while this page was rendering and before its socket opened.
    sockets[0]!.drop();
    timers[0]!.run();
    sockets[1]!.accept();
    sockets[1]!.deliver({ type: "history", messages: [], status: "Dikirim" });
    expect(statusCalls()).toBe(1);

    // A later reconnect with nothing new refreshes nothing.
    sockets[1]!.drop();
    timers[1]!.run();
    sockets[2]!.accept();
    sockets[2]!.deliver({ type: "history", messages: [], status: "Dikirim" });
    expect(statusCalls()).toBe(1);
  });

  it("shows a refusal and keeps the refused message as not sent, with the room's reason", () => {
    const { client, sockets, state } = setup();
    sockets[0]!.accept();
    client.send("x");
    sockets[0]!.deliver({ type: "error", error: "Pesan terlalu panjang." });
    expect(state().error).toBe("Pesan terlalu panjang.");
    expect(state().pending).toEqual([]);
    expect(state().failed).toEqual([{ clientId: "c1", body: "x", createdAt: 0, error: "Pesan terlalu panjang." }]);
  });

  it("marks the message the room names as not sent, and sends it again on request with the same id", () => {
    const { client, sockets, state } = setup();
    const ws = sockets[0]!;
    ws.accept();
    client.send("Pertama");
    client.send("Kedua");
    const tooFast = "Anda mengirim pesan terlalu cepat. Pesan ini tidak terkirim; coba lagi dalam 1 detik.";
    ws.deliver({ type: "error", error: tooFast, clientId: "c2" });
    expect(state().pending.map((p) => p.clientId)).toEqual(["c1"]);
    expect(state().failed).toEqual([{ clientId: "c2", body: "Kedua", createdAt: 0, error: tooFast }]);
    expect(state().error).toBe(tooFast);

    client.retry("c2");
    expect(state().failed).toEqual([]);
    expect(state().error).toBeNull();
    expect(ws.sent.at(-1)).toEqual({ type: "chat", body: "Kedua", clientId: "c2" });
    ws.deliver({ type: "chat", message: { id: 2, sender: BUYER, body: "Kedua", createdAt: 2, clientId: "c2" } });
    expect(state().pending.map((p) => p.clientId)).toEqual(["c1"]);
  });

  it("stops for good when the room ends the session, keeping what waited as not sent", () => {
    const { client, sockets, timers, state } = setup();
    const ws = sockets[0]!;
    ws.accept();
    client.send("Pertama");
    client.send("Kedua");
    const ended = "Sesi Anda sudah berakhir. Muat ulang halaman dan masuk kembali untuk melanjutkan chat.";
    ws.deliver({ type: "error", error: ended, clientId: "c1" });
    ws.drop(CHAT_CLOSE_SESSION_ENDED, ended);
    expect(state().connection).toBe("ended");
    expect(state().error).toBe(ended);
    expect(state().pending).toEqual([]);
    expect(state().failed.map((f) => [f.clientId, f.error])).toEqual([
      ["c1", ended],
      ["c2", ended],
    ]);
    expect(timers).toEqual([]);
    expect(client.send("Ketiga")).toBe(false);
    client.reconnectNow();
    expect(sockets).toHaveLength(1);
  });

  it("reconnects at once when the room retires an old socket, and resends what waited", () => {
    const { client, sockets, timers, state } = setup();
    sockets[0]!.accept();
    client.send("Dari soket lama");
    sockets[0]!.drop(CHAT_CLOSE_RECONNECT, "Sambungan chat diperbarui.");
    expect(state().connection).toBe("reconnecting");
    expect(timers.map((t) => t.ms)).toEqual([0]);
    timers[0]!.run();
    sockets[1]!.accept();
    expect(sockets[1]!.sent).toEqual([{ type: "chat", body: "Dari soket lama", clientId: "c1" }]);
    expect(state().failed).toEqual([]);
  });
});

describe("chat helpers", () => {
  it("merges by id, oldest first", () => {
    const m = (id: number) => ({ id, sender: BUYER, body: `m${id}`, createdAt: id });
    expect(mergeMessages([m(1), m(3)], [m(2), m(3)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it("backs off from 0.5 s, doubling, to at most 15 s", () => {
    expect([0, 1, 2, 10].map((a) => backoffDelay(a, 1))).toEqual([500, 1000, 2000, 15_000]);
    expect(backoffDelay(0, 0)).toBe(250);
  });
});
