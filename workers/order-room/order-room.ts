/**
 * OrderRoom: one SQLite-backed Durable Object per order (id = `idFromName(orderId)`).
 * It holds the order's chat over hibernating WebSockets; later it also serialises the order's
 * escrow transitions and deadlines (ARCHITECTURE.md section 3).
 *
 * The web worker is the only caller: it authenticates the user and passes who they are in the
 * `X-Chat-User` header (and the order in `X-Order-Id`), so the room trusts those headers and never a
 * value sent by the browser.
 */
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../../app/db.server";
import type { Env } from "../../app/env.server";
import { recordChatMessage, type Parties } from "../../app/modules/orders/chat-threads.server";
import { deadlineAction, type Actor, type OrderAction } from "../../app/modules/orders/escrow";
import { applyOrderAction, type ApplyResult, type OrderExtra } from "../../app/modules/orders/movements.server";
import { notifyTransition } from "../../app/modules/orders/notify.server";
import { orders } from "../../drizzle/schema";
import { clientMessageSchema, type ChatMessage, type ServerMessage } from "./messages";

export const CHAT_USER_HEADER = "X-Chat-User";
export const ORDER_ID_HEADER = "X-Order-Id";

type Attachment = { userId: string };

export class OrderRoom extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(`CREATE TABLE IF NOT EXISTS messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sender TEXT NOT NULL,
      body TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`);
    // Rooms created before messages carried a client id gain the column.
    const columns = this.sql.exec<{ name: string }>("PRAGMA table_info(messages)").toArray();
    if (!columns.some((c) => c.name === "client_id")) this.sql.exec("ALTER TABLE messages ADD COLUMN client_id TEXT");
    this.sql.exec(
      "CREATE UNIQUE INDEX IF NOT EXISTS messages_client_id ON messages (sender, client_id) WHERE client_id IS NOT NULL",
    );
  }

  /**
   * Accepts a WebSocket upgrade; the new client first receives the chat history — only the messages
   * after `?after=<id>` when it reconnects, so nothing arrives twice.
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const userId = request.headers.get(CHAT_USER_HEADER);
    if (!userId) return new Response("Akses Ditolak", { status: 403 });
    const orderId = request.headers.get(ORDER_ID_HEADER);
    if (orderId && !(await this.ctx.storage.get("orderId"))) await this.ctx.storage.put("orderId", orderId);
    const after = Number(new URL(request.url).searchParams.get("after") ?? 0);

    const status = await this.ctx.storage.get<string>("status");

    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId } satisfies Attachment);
    // The status travels with the history: a page rendered just before a transition, whose socket
    // opened just after the broadcast, still learns that the order moved on.
    const messages = this.history(200, Number.isSafeInteger(after) ? after : 0);
    send(server, status ? { type: "history", messages, status } : { type: "history", messages });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The persisted chat, oldest first: the last `limit` messages with an id above `after`. Also callable over RPC. */
  history(limit = 200, after = 0): ChatMessage[] {
    const rows = this.sql
      .exec<MessageRow>(
        `SELECT id, sender, body, created_at, client_id FROM
           (SELECT * FROM messages WHERE id > ? ORDER BY id DESC LIMIT ?) ORDER BY id`,
        after,
        limit,
      )
      .toArray();
    return rows.map(toMessage);
  }

  /**
   * Persists a message and broadcasts it to every connected client, then records it in the
   * participants' inboxes. A `clientId` already stored for this sender returns the stored message
   * (a resend after a dropped connection) without storing or broadcasting it again. Also callable over RPC.
   */
  async postMessage(
    sender: string,
    body: string,
    clientId?: string,
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    if (clientId) {
      const existing = this.sql
        .exec<MessageRow>(
          "SELECT id, sender, body, created_at, client_id FROM messages WHERE sender = ? AND client_id = ?",
          sender,
          clientId,
        )
        .toArray()[0];
      if (existing) return { message: toMessage(existing), duplicate: true };
    }
    const createdAt = Date.now();
    const row = this.sql
      .exec<{ id: number }>(
        "INSERT INTO messages (sender, body, created_at, client_id) VALUES (?, ?, ?, ?) RETURNING id",
        sender,
        body,
        createdAt,
        clientId ?? null,
      )
      .one();
    const message: ChatMessage = { id: row.id, sender, body, createdAt, clientId: clientId ?? null };
    for (const ws of this.ctx.getWebSockets()) send(ws, { type: "chat", message });
    const parties = await this.parties();
    if (parties) {
      const present = new Set(this.ctx.getWebSockets().map((ws) => (ws.deserializeAttachment() as Attachment).userId));
      await recordChatMessage(createDb(this.env.DB), parties, message, present);
    }
    return { message, duplicate: false };
  }

  /** The order's buyer and seller, read from D1 once and kept in the room's storage. */
  private async parties(): Promise<Parties | null> {
    const cached = await this.ctx.storage.get<Parties>("parties");
    if (cached) return cached;
    const orderId = await this.ctx.storage.get<string>("orderId");
    if (!orderId) return null;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) return null;
    const parties = { orderId, buyerId: order.buyerId, sellerId: order.sellerId };
    await this.ctx.storage.put("parties", parties);
    return parties;
  }

  /**
   * Runs one order transition. Every transition of this order goes through this one object, so they
   * never interleave; the D1 batch is guarded as well, so a retry changes nothing. Connected clients
   * hear the new status, and the deadline of the new status becomes this room's alarm.
   */
  async act(
    orderId: string,
    action: OrderAction,
    user: { id: string; role: "buyer" | "seller" | "admin" } | "system",
    extra?: OrderExtra,
  ): Promise<ApplyResult> {
    const db = createDb(this.env.DB);
    await this.ctx.storage.put("orderId", orderId);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) return { ok: false, reason: "not_found" };
    let actor: Actor;
    if (user === "system") actor = "system";
    else if (user.id === order.buyerId) actor = "buyer";
    else if (user.id === order.sellerId) actor = "seller";
    else if (user.role === "admin") actor = "admin";
    else return { ok: false, reason: "not_allowed" };

    const result = await applyOrderAction(db, orderId, action, actor, { extra });
    if (result.ok) {
      await this.ctx.storage.put("status", result.order.status);
      await this.scheduleDeadline(result.order.deadlineAt);
      for (const ws of this.ctx.getWebSockets()) {
        send(ws, { type: "status", status: result.order.status, deadlineAt: result.order.deadlineAt });
      }
      await notifyTransition(db, result.order, actor);
    }
    return result;
  }

  /** Starts watching a new order: its first deadline (payment expiry) becomes the alarm. */
  async track(orderId: string): Promise<void> {
    await this.ctx.storage.put("orderId", orderId);
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (order) await this.scheduleDeadline(order.deadlineAt);
  }

  private async scheduleDeadline(deadlineAt: number | null) {
    if (deadlineAt === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(deadlineAt);
  }

  /** The deadline of the current status passed: expire, cancel unshipped, or auto-confirm. */
  override async alarm(): Promise<void> {
    const orderId = await this.ctx.storage.get<string>("orderId");
    if (!orderId) return;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    const action = order ? deadlineAction(order.status) : null;
    if (!order || !action) return;
    if (order.deadlineAt !== null && Date.now() < order.deadlineAt) {
      // Woken early (e.g. the deadline moved): sleep until the real one.
      await this.ctx.storage.setAlarm(order.deadlineAt);
      return;
    }
    await this.act(orderId, action, "system");
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const { userId } = ws.deserializeAttachment() as Attachment;
    let data: unknown;
    try {
      data = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      return send(ws, { type: "error", error: "Format pesan tidak valid." });
    }
    const parsed = clientMessageSchema.safeParse(data);
    if (!parsed.success) {
      return send(ws, { type: "error", error: parsed.error.issues[0]?.message ?? "Pesan tidak valid." });
    }
    const { message, duplicate } = await this.postMessage(userId, parsed.data.body, parsed.data.clientId);
    // A resend of a stored message: only the sender needs the acknowledgement.
    if (duplicate) send(ws, { type: "chat", message });
  }

  override webSocketClose(ws: WebSocket): void {
    try {
      ws.close(1000, "Sampai jumpa");
    } catch {
      // Already closed by the runtime: nothing to do.
    }
  }
}

type MessageRow = { id: number; sender: string; body: string; created_at: number; client_id: string | null };

function toMessage(r: MessageRow): ChatMessage {
  return { id: r.id, sender: r.sender, body: r.body, createdAt: r.created_at, clientId: r.client_id };
}

function send(ws: WebSocket, message: ServerMessage) {
  ws.send(JSON.stringify(message));
}
