/**
 * OrderRoom: one SQLite-backed Durable Object per order (id = `idFromName(orderId)`).
 * It holds the order's chat over hibernating WebSockets; later it also serialises the order's
 * escrow transitions and deadlines (ARCHITECTURE.md section 3).
 *
 * The web worker is the only caller: it authenticates the user and checks their access to the order,
 * then builds the room's request from scratch with the user, the order and the session in headers
 * of its own (app/modules/orders/room-headers.ts), so the room trusts those headers and never a
 * value sent by the browser.
 * Even so, a room only ever binds to the order whose name produced its id (`idFromName(orderId)`).
 *
 * An open socket is only as good as the session that opened it: the room reads the session again
 * (at most once a minute) when a message arrives, and a socket lives no longer than the session's
 * idle timeout. Each user may send a few messages per window, and a room stores a bounded number
 * (app/modules/limits/limits.ts).
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../app/env.server";
import { eq } from "drizzle-orm";
import { createDb } from "../../app/db/client.server";
import { limitsFrom, type Limits } from "../../app/modules/limits/limits";
import { isSessionLive, type SessionUser } from "../../app/modules/auth/session.server";
import { recordChatMessage, type Parties } from "../../app/modules/orders/chat-threads.server";
import { chatFlagInsert } from "../../app/modules/orders/chat-flags.server";
import { checkChatMessage, type ChatSafetyKind } from "../../app/modules/orders/chat-safety";
import { deadlineAction, type Actor, type OrderAction } from "../../app/modules/orders/escrow";
import { viewerRole } from "../../app/modules/orders/access.server";
import {
  applyOrderAction,
  type ApplyResult,
  type Order,
  type OrderExtra,
} from "../../app/modules/orders/movements.server";
import { notifyTransition, notifyWarranty, isWarrantyStep } from "../../app/modules/orders/notify.server";
import type { ClaimStep } from "../../app/modules/orders/warranty-claims.server";
import {
  isCaseStep,
  notifyCase,
  sendCaseReminder,
  type CaseEventInput,
} from "../../app/modules/orders/case-events.server";
import {
  nextAlarmAt,
  notifyInspectionExtended,
  reminderDue,
  sendCompletionReminder,
} from "../../app/modules/orders/reminder.server";
import { orders } from "../../app/db/schema";
import { CHAT_SESSION_HEADER, CHAT_USER_HEADER, ORDER_ID_HEADER } from "../../app/modules/orders/room-headers";
import { clientMessageSchema, type ChatMessage, type ServerMessage } from "../../app/modules/orders/chat-messages";
import { CHAT_CLOSE_RECONNECT, CHAT_CLOSE_SESSION_ENDED } from "../../app/modules/orders/chat-protocol";
import { CHAT_ROOM_TEXTS } from "./texts";

/** What the room keeps on each socket (survives hibernation). Times are epoch milliseconds. */
type Attachment = {
  userId: string;
  /** The `sessions` row the socket was opened with. */
  sessionId: string;
  openedAt: number;
  /** When that session was last found live (the worker checked it at the handshake). */
  checkedAt: number;
};

/** A user's token bucket in this room. */
type Bucket = { tokens: number; at: number };

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
    // …and the safety flags (comma-separated kinds of chat-safety.ts), NULL for an unflagged message.
    if (!columns.some((c) => c.name === "flags")) this.sql.exec("ALTER TABLE messages ADD COLUMN flags TEXT");
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
    const sessionId = request.headers.get(CHAT_SESSION_HEADER);
    const orderId = request.headers.get(ORDER_ID_HEADER);
    if (!userId || !sessionId || !orderId || !(await this.bind(orderId))) {
      return new Response(CHAT_ROOM_TEXTS.accessDenied, { status: 403 });
    }
    const after = Number(new URL(request.url).searchParams.get("after") ?? 0);

    const status = await this.ctx.storage.get<string>("status");

    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const now = Date.now();
    server.serializeAttachment({ userId, sessionId, openedAt: now, checkedAt: now } satisfies Attachment);
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
        `SELECT id, sender, body, created_at, client_id, flags FROM
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
   *
   * Every message is checked here (chat-safety.ts), whoever sends it and whatever the browser said:
   * one with contact details or off-platform payment is stored and broadcast with its `flags`, and
   * recorded for staff in D1 (`warned`: the sender's browser showed the warning first).
   */
  async postMessage(
    sender: string,
    body: string,
    clientId?: string,
    warned = false,
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const existing = clientId ? this.stored(sender, clientId) : null;
    if (existing) return { message: existing, duplicate: true };
    const createdAt = Date.now();
    const { kinds } = checkChatMessage(body);
    const row = this.sql
      .exec<{ id: number }>(
        "INSERT INTO messages (sender, body, created_at, client_id, flags) VALUES (?, ?, ?, ?, ?) RETURNING id",
        sender,
        body,
        createdAt,
        clientId ?? null,
        kinds.length > 0 ? kinds.join(",") : null,
      )
      .one();
    const message: ChatMessage = {
      id: row.id,
      sender,
      body,
      createdAt,
      clientId: clientId ?? null,
      ...(kinds.length > 0 ? { flags: kinds } : {}),
    };
    // Only sockets that may still be trusted hear it: one whose session ended is closed instead.
    const receivers = await this.trustedSockets(createdAt);
    for (const ws of receivers) send(ws, { type: "chat", message });
    const parties = await this.parties();
    if (parties) {
      const present = new Set(receivers.map((ws) => (ws.deserializeAttachment() as Attachment).userId));
      const db = createDb(this.env.DB);
      const flag = kinds.length > 0 ? [chatFlagInsert(db, parties.orderId, message, kinds, warned)] : [];
      await recordChatMessage(db, parties, message, present, flag);
    }
    return { message, duplicate: false };
  }

  /** The message `sender` already stored under `clientId`, if any. */
  private stored(sender: string, clientId: string): ChatMessage | null {
    const row = this.sql
      .exec<MessageRow>(
        "SELECT id, sender, body, created_at, client_id, flags FROM messages WHERE sender = ? AND client_id = ?",
        sender,
        clientId,
      )
      .toArray()[0];
    return row ? toMessage(row) : null;
  }

  /** Whether `orderId` is this room's own name: the room's id is `idFromName` of its order. */
  private isOwnName(orderId: string): boolean {
    return this.ctx.id.equals(this.env.ORDER_ROOM.idFromName(orderId));
  }

  /**
   * Makes `orderId` the room's order; false (and nothing changes) for any order but the one whose
   * name gave this room its id. A different stored order can only come from a browser's header that
   * older rooms believed: it is replaced, and the parties cached for it are dropped.
   */
  private async bind(orderId: string): Promise<boolean> {
    if (!this.isOwnName(orderId)) return false;
    if ((await this.ctx.storage.get<string>("orderId")) !== orderId) {
      await this.ctx.storage.put("orderId", orderId);
      await this.ctx.storage.delete("parties");
    }
    return true;
  }

  /** The room's order, if it knows it and it is the room's own. */
  private async ownOrderId(): Promise<string | null> {
    const orderId = await this.ctx.storage.get<string>("orderId");
    return orderId && this.isOwnName(orderId) ? orderId : null;
  }

  /** The order's buyer and seller, read from D1 once and kept in the room's storage (for this order only). */
  private async parties(): Promise<Parties | null> {
    const orderId = await this.ownOrderId();
    if (!orderId) return null;
    const cached = await this.ctx.storage.get<Parties>("parties");
    if (cached?.orderId === orderId) return cached;
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
    user: Pick<SessionUser, "id" | "role"> | "system",
    extra?: OrderExtra,
    gatewayPaymentId?: string,
    claim?: ClaimStep,
    caseEvent?: CaseEventInput,
  ): Promise<ApplyResult> {
    if (!(await this.bind(orderId))) return { ok: false, reason: "not_found" };
    const db = createDb(this.env.DB);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) return { ok: false, reason: "not_found" };
    // The alarms act as "system"; a person takes the part the pages give them (the same rule).
    const actor: Actor | null = user === "system" ? "system" : viewerRole(order, user);
    if (!actor) return { ok: false, reason: "not_allowed" };

    const result = await applyOrderAction(db, orderId, action, actor, { extra, gatewayPaymentId, claim, caseEvent });
    if (result.ok) {
      await this.ctx.storage.put("status", result.order.status);
      await this.scheduleDeadline(result.order);
      for (const ws of this.openSockets()) {
        send(ws, { type: "status", status: result.order.status, deadlineAt: result.order.deadlineAt });
      }
      if (action === "extend_inspection") await notifyInspectionExtended(db, result.order);
      else if (isWarrantyStep(action, result.order)) await notifyWarranty(db, result.order, action);
      else if (isCaseStep(action)) await notifyCase(db, result.order, action);
      else await notifyTransition(db, result.order, actor);
    }
    return result;
  }

  /**
   * Starts watching a new order: its first deadline (payment expiry) becomes the alarm. False (and
   * nothing done) when `orderId` is not this room's order.
   */
  async track(orderId: string): Promise<boolean> {
    if (!(await this.bind(orderId))) return false;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (order) await this.scheduleDeadline(order);
    return true;
  }

  /** The alarm: the status's deadline, or before it the reminder of a shipped order (reminder.server.ts). */
  private async scheduleDeadline(
    order: Pick<Order, "status" | "deadlineAt" | "reminderSentAt" | "caseStage" | "caseReminderSentAt">,
  ) {
    const at = nextAlarmAt(order, Date.now());
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  /**
   * The deadline of the current status passed: expire, cancel unshipped, or auto-confirm. Before the
   * deadline of a shipped order, the alarm is the reminder (sent once, however often it fires).
   */
  override async alarm(): Promise<void> {
    const orderId = await this.ownOrderId();
    if (!orderId) return;
    const order = await createDb(this.env.DB).query.orders.findFirst({ where: eq(orders.id, orderId) });
    const action = order ? deadlineAction(order.status, order.warrantyStatus) : null;
    if (!order || !action) return;
    const now = Date.now();
    if (order.deadlineAt !== null && now < order.deadlineAt) {
      if (reminderDue(order, now)) {
        // A case's reminder (a dispute's or a claim's) is the seller's; a shipped order's the buyer's.
        if (order.caseStage === "seller") {
          if (await sendCaseReminder(createDb(this.env.DB), order, now)) order.caseReminderSentAt = now;
        } else if (await sendCompletionReminder(createDb(this.env.DB), this.env, order, now)) {
          order.reminderSentAt = now;
        }
      }
      // Woken early (the reminder, or the deadline moved): sleep until the next time.
      await this.scheduleDeadline(order);
      return;
    }
    await this.act(orderId, action, "system");
  }

  /**
   * One message at a time, in arrival order: a message may wait for D1 (the session check), and the
   * next one must neither overtake it nor slip past a check in flight.
   */
  private inbox: Promise<void> = Promise.resolve();

  override webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const turn = this.inbox.then(() => this.receive(ws, raw));
    this.inbox = turn.catch(() => undefined);
    return turn;
  }

  /**
   * A browser's message: the socket must still be young enough and its session live, the message
   * valid, its sender within the rate and the room below its cap. Every refusal answers the sender
   * with a text (and the refused message's client id); nothing refused is stored or broadcast.
   */
  private async receive(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (ws.readyState !== WebSocket.OPEN) return; // closed by an earlier message
    const { userId } = ws.deserializeAttachment() as Attachment;
    const limits = limitsFrom(this.env);
    const now = Date.now();

    let data: unknown;
    try {
      data = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      return send(ws, { type: "error", error: CHAT_ROOM_TEXTS.badFormat });
    }
    const clientId = clientIdOf(data);
    const refuse = (error: string) =>
      send(ws, clientId ? { type: "error", error, clientId } : { type: "error", error });

    const trust = await this.trust(ws, now);
    // Too old: the browser reconnects and resends this message; the handshake checks the session afresh.
    if (trust === "old") return ws.close(CHAT_CLOSE_RECONNECT, CHAT_ROOM_TEXTS.reconnect);
    if (trust === "ended") {
      refuse(CHAT_ROOM_TEXTS.sessionEnded);
      return ws.close(CHAT_CLOSE_SESSION_ENDED, CHAT_ROOM_TEXTS.sessionEnded);
    }

    const parsed = clientMessageSchema.safeParse(data);
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? CHAT_ROOM_TEXTS.invalid);
    const { body } = parsed.data;

    // A resend of a stored message: only the sender needs the acknowledgement, and it costs nothing.
    const existing = parsed.data.clientId ? this.stored(userId, parsed.data.clientId) : null;
    if (existing) return send(ws, { type: "chat", message: existing });
    // Account logins never go through the chat: they belong in the encrypted delivery info.
    if (checkChatMessage(body).verdict === "refuse") return refuse(CHAT_ROOM_TEXTS.credentials);

    const wait = await this.take(userId, now, limits);
    if (wait > 0) return refuse(CHAT_ROOM_TEXTS.tooFast(wait));
    if (this.messageCount() >= limits.CHAT_ROOM_MAX_MESSAGES) {
      return refuse(CHAT_ROOM_TEXTS.roomFull(limits.CHAT_ROOM_MAX_MESSAGES));
    }
    await this.postMessage(userId, body, parsed.data.clientId, parsed.data.warned === true);
  }

  /**
   * Whether an open socket may still be used. `old`: it has been open for as long as a session may
   * stay idle. `ended`: its session's row is gone (logout, password change and suspension delete
   * it), expired, or its user suspended — read from D1 at most once per CHAT_SESSION_RECHECK_SECONDS
   * (the worker checked it at the handshake), so a message costs a D1 read only now and then.
   */
  private async trust(ws: WebSocket, now: number): Promise<"ok" | "old" | "ended"> {
    const attachment = ws.deserializeAttachment() as Attachment;
    const limits = limitsFrom(this.env);
    if (now - attachment.openedAt >= limits.SESSION_IDLE_TIMEOUT_SECONDS * 1000) return "old";
    if (now - attachment.checkedAt < limits.CHAT_SESSION_RECHECK_SECONDS * 1000) return "ok";
    if (!(await isSessionLive(createDb(this.env.DB), attachment.sessionId, attachment.userId, now))) return "ended";
    ws.serializeAttachment({ ...attachment, checkedAt: now } satisfies Attachment);
    return "ok";
  }

  /** The open sockets that may still hear the chat; the others are closed with their reason. */
  private async trustedSockets(now: number): Promise<WebSocket[]> {
    const sockets = this.openSockets();
    const verdicts = await Promise.all(sockets.map((ws) => this.trust(ws, now)));
    return sockets.filter((ws, i) => {
      if (verdicts[i] === "old") ws.close(CHAT_CLOSE_RECONNECT, CHAT_ROOM_TEXTS.reconnect);
      if (verdicts[i] === "ended") ws.close(CHAT_CLOSE_SESSION_ENDED, CHAT_ROOM_TEXTS.sessionEnded);
      return verdicts[i] === "ok";
    });
  }

  /** Sockets not yet closing (a socket the room closed stays listed until the browser answers). */
  private openSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  /**
   * Takes one message from `userId`'s bucket (CHAT_MESSAGES_PER_WINDOW per CHAT_WINDOW_SECONDS,
   * refilled continuously): 0 when it may be sent, else the whole seconds until it may. Only storage
   * calls happen in between, so two messages never take the same token.
   */
  private async take(userId: string, now: number, limits: Limits): Promise<number> {
    const key = `rate:${userId}`;
    const size = limits.CHAT_MESSAGES_PER_WINDOW;
    const perMs = size / (limits.CHAT_WINDOW_SECONDS * 1000);
    const bucket = (await this.ctx.storage.get<Bucket>(key)) ?? { tokens: size, at: now };
    const tokens = Math.min(size, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
    if (tokens < 1) return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    await this.ctx.storage.put(key, { tokens: tokens - 1, at: now } satisfies Bucket);
    return 0;
  }

  /** Messages stored so far (never deleted, so the highest id is the count; SQLite reads it from the index's end). */
  private messageCount(): number {
    return this.sql.exec<{ n: number }>("SELECT COALESCE(MAX(id), 0) AS n FROM messages").one().n;
  }

  override webSocketClose(ws: WebSocket): void {
    try {
      ws.close(1000, "Sampai jumpa");
    } catch {
      // Already closed by the runtime: nothing to do.
    }
  }
}

type MessageRow = {
  id: number;
  sender: string;
  body: string;
  created_at: number;
  client_id: string | null;
  flags: string | null;
};

function toMessage(r: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: r.id,
    sender: r.sender,
    body: r.body,
    createdAt: r.created_at,
    clientId: r.client_id,
  };
  if (r.flags) message.flags = r.flags.split(",") as ChatSafetyKind[];
  return message;
}

function send(ws: WebSocket, message: ServerMessage) {
  ws.send(JSON.stringify(message));
}

/** The client id of a message that is not otherwise valid, so its refusal names it. */
function clientIdOf(data: unknown): string | null {
  const id = typeof data === "object" && data !== null ? (data as { clientId?: unknown }).clientId : undefined;
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
}
