/**
 * OrderRoom: one SQLite-backed Durable Object per order (id = `idFromName(orderId)`).
 * It holds the order's chat over hibernating WebSockets; later it also serialises the order's
 * escrow transitions and deadlines (ARCHITECTURE.md section 3).
 *
 * The web worker is the only caller: it authenticates the user and passes who they are in the
 * `X-Chat-User` header, so the room trusts that header and never a value sent by the browser.
 */
import { DurableObject } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../../app/db.server";
import type { Env } from "../../app/env.server";
import { deadlineAction, type Actor, type OrderAction } from "../../app/modules/orders/escrow";
import { applyOrderAction, type ApplyResult, type OrderExtra } from "../../app/modules/orders/movements.server";
import { orders } from "../../drizzle/schema";
import { clientMessageSchema, type ChatMessage, type ServerMessage } from "./messages";

export const CHAT_USER_HEADER = "X-Chat-User";

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
  }

  /** Accepts a WebSocket upgrade; the new client first receives the chat history. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const userId = request.headers.get(CHAT_USER_HEADER);
    if (!userId) return new Response("Akses Ditolak", { status: 403 });

    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId } satisfies Attachment);
    send(server, { type: "history", messages: this.history() });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The persisted chat, oldest first. Also callable over RPC. */
  history(limit = 200): ChatMessage[] {
    const rows = this.sql
      .exec<{ id: number; sender: string; body: string; created_at: number }>(
        "SELECT id, sender, body, created_at FROM (SELECT * FROM messages ORDER BY id DESC LIMIT ?) ORDER BY id",
        limit,
      )
      .toArray();
    return rows.map((r) => ({ id: r.id, sender: r.sender, body: r.body, createdAt: r.created_at }));
  }

  /** Persists a message and broadcasts it to every connected client. Also callable over RPC. */
  postMessage(sender: string, body: string): ChatMessage {
    const createdAt = Date.now();
    const row = this.sql
      .exec<{ id: number }>(
        "INSERT INTO messages (sender, body, created_at) VALUES (?, ?, ?) RETURNING id",
        sender,
        body,
        createdAt,
      )
      .one();
    const message: ChatMessage = { id: row.id, sender, body, createdAt };
    for (const ws of this.ctx.getWebSockets()) send(ws, { type: "chat", message });
    return message;
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
      await this.scheduleDeadline(result.order.deadlineAt);
      for (const ws of this.ctx.getWebSockets()) {
        send(ws, { type: "status", status: result.order.status, deadlineAt: result.order.deadlineAt });
      }
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

  override webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): void {
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
    this.postMessage(userId, parsed.data.body);
  }

  override webSocketClose(ws: WebSocket): void {
    try {
      ws.close(1000, "Sampai jumpa");
    } catch {
      // Already closed by the runtime: nothing to do.
    }
  }
}

function send(ws: WebSocket, message: ServerMessage) {
  ws.send(JSON.stringify(message));
}
