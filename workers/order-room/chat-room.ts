/**
 * ChatRoom: what an order's OrderRoom and a pre-sale InquiryRoom share — one SQLite-backed object
 * per conversation over hibernating WebSockets: history on (re)connect, live delivery, resends
 * stored once (client id), the safety check (modules/chat/safety.ts), a token bucket per sender, a cap per
 * room, and sockets only as good as their session (read on every message). The web worker is the
 * only caller: it checks the user and their access, then builds the room's request from scratch
 * (app/modules/chat/room-headers.ts), so the room trusts those headers, never the browser. A room
 * binds only to the conversation whose name produced its id; subclasses say how (`bindRequest`),
 * who hears of a stored message in D1 (`record`), and how fast a sender may write (`messagesPerWindow`).
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../../app/env.server";
import { createDb } from "../../app/db/client.server";
import { limitsFrom, type Limits } from "../../app/modules/limits/limits";
import { liveSessionIds } from "../../app/modules/auth/session.server";
import { checkChatMessage, type ChatSafetyKind } from "../../app/modules/chat/safety";
import { ACCOUNT_CREATED_HEADER, CHAT_SESSION_HEADER, CHAT_USER_HEADER } from "../../app/modules/chat/room-headers";
import { clientMessageSchema, type ChatMessage, type ServerMessage } from "../../app/modules/chat/messages";
import { CHAT_CLOSE_RECONNECT, CHAT_CLOSE_SESSION_ENDED } from "../../app/modules/chat/protocol";
import { CHAT_ROOM_TEXTS } from "./texts";

/** What the room keeps on each socket (survives hibernation). Times are epoch milliseconds. */
export type Attachment = {
  userId: string;
  /** The `sessions` row the socket was opened with. */
  sessionId: string;
  openedAt: number;
  /** When the user's account was created (new accounts may be slowed down). */
  accountCreatedAt: number;
};

/** A user's token bucket in this room. */
type Bucket = { tokens: number; at: number };

/**
 * Whether an open socket may still be used: `old` when it has been open as long as a session may
 * stay idle (the browser reconnects), `ended` when its session is (logout, password change,
 * suspension, expiry).
 */
type Verdict = "ok" | "old" | "ended";

export abstract class ChatRoom extends DurableObject<Env> {
  protected readonly sql: SqlStorage;

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
    // …and the safety flags (comma-separated kinds of modules/chat/safety.ts), NULL for an unflagged message.
    if (!columns.some((c) => c.name === "flags")) this.sql.exec("ALTER TABLE messages ADD COLUMN flags TEXT");
    this.sql.exec(
      "CREATE UNIQUE INDEX IF NOT EXISTS messages_client_id ON messages (sender, client_id) WHERE client_id IS NOT NULL",
    );
  }

  /** Binds the room to the conversation the worker's request names; false when it is not this room's own. */
  protected abstract bindRequest(request: Request): Promise<boolean>;

  /**
   * Records a stored message in D1: the participants' inboxes and, when flagged, the staff's list.
   * `present`: the users with a live socket here (they have seen it).
   */
  protected abstract record(
    message: ChatMessage,
    kinds: ChatSafetyKind[],
    warned: boolean,
    present: ReadonlySet<string>,
  ): Promise<void>;

  /** How many messages a sender may write per CHAT_WINDOW_SECONDS. */
  protected messagesPerWindow(_socket: Attachment, limits: Limits): number {
    return limits.CHAT_MESSAGES_PER_WINDOW;
  }

  /** What else the history carries on connect (an order's status). */
  protected async historyExtras(): Promise<{ status?: string }> {
    return {};
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
    if (!userId || !sessionId || !(await this.bindRequest(request))) {
      return new Response(CHAT_ROOM_TEXTS.accessDenied, { status: 403 });
    }
    const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
    const accountCreatedAt = Number(request.headers.get(ACCOUNT_CREATED_HEADER) ?? 0) || 0;

    const extras = await this.historyExtras();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const now = Date.now();
    server.serializeAttachment({ userId, sessionId, openedAt: now, accountCreatedAt } satisfies Attachment);
    // The status travels with the history: a page rendered just before a transition, whose socket
    // opened just after the broadcast, still learns that the order moved on.
    const messages = this.history(200, Number.isSafeInteger(after) ? after : 0);
    send(server, { type: "history", messages, ...extras });
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
   * Every message is checked here (modules/chat/safety.ts), whoever sends it and whatever the browser said:
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
    return this.store(sender, body, clientId, warned, await this.trustedSockets(Date.now()));
  }

  /** Stores a new message and sends it to `receivers` (the sockets found trusted for it). */
  private async store(
    sender: string,
    body: string,
    clientId: string | undefined,
    warned: boolean,
    receivers: WebSocket[],
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
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
    // Only sockets that may still be trusted hear it: one whose session ended was closed instead.
    for (const ws of receivers) if (ws.readyState === WebSocket.OPEN) send(ws, { type: "chat", message });
    const present = new Set(receivers.map((ws) => (ws.deserializeAttachment() as Attachment).userId));
    await this.record(message, kinds, warned, present);
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

  /** Sends `message` to every trusted socket (an order's new status); the others are closed. */
  protected async broadcast(message: ServerMessage): Promise<void> {
    for (const ws of await this.trustedSockets(Date.now())) send(ws, message);
  }

  /**
   * One message at a time, in arrival order: a message waits for D1 (the session check), and the
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
    const attachment = ws.deserializeAttachment() as Attachment;
    const { userId } = attachment;
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

    // The sender's session and every listener's, read afresh for this message (one D1 read).
    const verdicts = await this.judge(now);
    const trust = verdicts.get(ws) ?? "ended";
    this.closeUntrusted(verdicts, ws);
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

    const wait = await this.take(userId, now, limits, this.messagesPerWindow(attachment, limits));
    if (wait > 0) return refuse(CHAT_ROOM_TEXTS.tooFast(wait));
    if (this.messageCount() >= limits.CHAT_ROOM_MAX_MESSAGES) {
      return refuse(CHAT_ROOM_TEXTS.roomFull(limits.CHAT_ROOM_MAX_MESSAGES));
    }
    const receivers = [...verdicts].flatMap(([socket, verdict]) => (verdict === "ok" ? [socket] : []));
    await this.store(userId, body, parsed.data.clientId, parsed.data.warned === true, receivers);
  }

  /**
   * Every open socket's verdict. Sessions are read from D1 for every message and broadcast, never
   * cached: a socket is refused from the first message after its session ended (docs/architecture.md,
   * "Chat sessions and limits", weighs this against telling rooms).
   */
  private async judge(now: number): Promise<Map<WebSocket, Verdict>> {
    const idleMs = limitsFrom(this.env).SESSION_IDLE_TIMEOUT_SECONDS * 1000;
    const sockets = this.openSockets().map((ws) => [ws, ws.deserializeAttachment() as Attachment] as const);
    const young = sockets.filter(([, a]) => now - a.openedAt < idleMs).map(([, a]) => a);
    const live = await liveSessionIds(createDb(this.env.DB), young, now);
    return new Map(
      sockets.map(([ws, a]) => [ws, now - a.openedAt >= idleMs ? "old" : live.has(a.sessionId) ? "ok" : "ended"]),
    );
  }

  /** Closes every socket that may no longer be used, with its reason (but `except`, which its caller answers). */
  private closeUntrusted(verdicts: Map<WebSocket, Verdict>, except?: WebSocket): void {
    for (const [ws, verdict] of verdicts) {
      if (ws === except) continue;
      if (verdict === "old") ws.close(CHAT_CLOSE_RECONNECT, CHAT_ROOM_TEXTS.reconnect);
      if (verdict === "ended") ws.close(CHAT_CLOSE_SESSION_ENDED, CHAT_ROOM_TEXTS.sessionEnded);
    }
  }

  /** The open sockets that may still hear the chat; the others are closed with their reason. */
  private async trustedSockets(now: number): Promise<WebSocket[]> {
    const verdicts = await this.judge(now);
    this.closeUntrusted(verdicts);
    return [...verdicts].flatMap(([ws, verdict]) => (verdict === "ok" ? [ws] : []));
  }

  /** Sockets not yet closing (a socket the room closed stays listed until the browser answers). */
  private openSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  /**
   * Takes one message from `userId`'s bucket (`size` per CHAT_WINDOW_SECONDS, refilled
   * continuously): 0 when it may be sent, else the whole seconds until it may. Only storage calls
   * happen in between, so two messages never take the same token.
   */
  private async take(userId: string, now: number, limits: Limits, size: number): Promise<number> {
    const key = `rate:${userId}`;
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
