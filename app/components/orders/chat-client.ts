/**
 * A conversation's live connection, without React: one WebSocket to its socket path (an order's
 * `/order/{id}/chat`, a pre-sale conversation's `/messages/{id}/chat`), reconnected
 * with backoff after a drop. A reconnect asks only for messages after the last one seen
 * (`?after=`) and resends every message not yet acknowledged with its original `clientId`, so the
 * room stores it once; messages are merged by id, so nothing is lost or shown twice. A message the
 * room refuses (too fast, room full, session ended) stays on screen as not sent, with the room's
 * reason, and can be sent again; a socket closed because the session ended is not reconnected.
 */
import {
  CHAT_CLOSE_RECONNECT,
  CHAT_CLOSE_SESSION_ENDED,
  type ChatMessage,
  type ClientChatMessage,
  type ServerMessage,
} from "~/modules/chat/protocol";

/** `ended`: the session behind the chat ended (logout, password change, suspension); no reconnect. */
export type ChatConnectionState = "connecting" | "open" | "reconnecting" | "ended";

/** A message the room stored; `clientId` is set on messages sent with one. */
export type StoredMessage = ChatMessage & { clientId?: string | null };

export interface PendingMessage {
  clientId: string;
  body: string;
  createdAt: number;
  /** The sender saw the safety warning for it and sent it anyway (the room flags it regardless). */
  warned?: boolean;
}

/** A message the room refused: not stored, not delivered; `error` is the room's reason. */
export interface FailedMessage extends PendingMessage {
  error: string;
}

export interface ChatSnapshot {
  messages: StoredMessage[];
  pending: PendingMessage[];
  failed: FailedMessage[];
  connection: ChatConnectionState;
  error: string | null;
}

/** The part of a browser WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "close", listener: (event: { code?: number; reason?: string }) => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

const OPEN = 1;
const BACKOFF_START_MS = 500;
const BACKOFF_MAX_MS = 15_000;

/** Messages by id, oldest first, each id once. */
export function mergeMessages(current: StoredMessage[], incoming: StoredMessage[]): StoredMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Waiting time before reconnect attempt `attempt` (0-based): doubling from 0.5 s, capped at 15 s, jittered. */
export function backoffDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_START_MS * 2 ** attempt, BACKOFF_MAX_MS);
  return Math.round(base / 2 + (base / 2) * random);
}

function randomClientId(): string {
  return typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface ChatClientOptions {
  /** The conversation's socket path, e.g. `/order/ord_1/chat`. */
  socketPath: string;
  viewerId: string;
  initialMessages: StoredMessage[];
  /** The order status the page shows; a room reporting another one on connect triggers `onStatus`. */
  status?: string;
  /** Opens a socket to a same-origin path such as `/order/ord_1/chat?after=12`. */
  open: (path: string) => SocketLike;
  onChange: (snapshot: ChatSnapshot) => void;
  /** The order's status changed (or may have, after a reconnect). */
  onStatus: () => void;
  newClientId?: () => string;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (timer: unknown) => void;
  random?: () => number;
  now?: () => number;
}

export class OrderChatClient {
  private snapshot: ChatSnapshot;
  private socket: SocketLike | null = null;
  private lastId: number;
  private attempt = 0;
  /** Connections opened so far; the history of any but the first follows a reconnect. */
  private opens = 0;
  private status: string | undefined;
  private stopped = false;
  private timer: unknown = null;

  constructor(private readonly options: ChatClientOptions) {
    this.snapshot = {
      messages: mergeMessages([], options.initialMessages),
      pending: [],
      failed: [],
      connection: "connecting",
      error: null,
    };
    this.lastId = options.initialMessages.reduce((max, m) => Math.max(max, m.id), 0);
    this.status = options.status;
  }

  /** The page data was reloaded and shows this status. */
  noteStatus(status: string) {
    this.status = status;
  }

  get state(): ChatSnapshot {
    return this.snapshot;
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "Halaman ditutup");
  }

  /** Back online: try at once instead of waiting out the backoff. */
  reconnectNow() {
    if (this.stopped || this.socket || this.snapshot.connection === "ended") return;
    this.clearTimer();
    this.attempt = 0;
    this.connect();
  }

  /**
   * Queues a message and sends it when connected; false for a blank message or an ended session (never
   * sent). `warned`: the sender confirmed it after the safety warning.
   */
  send(text: string, { warned = false }: { warned?: boolean } = {}): boolean {
    const body = text.trim();
    if (!body || this.snapshot.connection === "ended") return false;
    const message: PendingMessage = {
      clientId: (this.options.newClientId ?? randomClientId)(),
      body,
      createdAt: (this.options.now ?? Date.now)(),
      ...(warned ? { warned } : {}),
    };
    this.update({ pending: [...this.snapshot.pending, message] });
    if (this.socket?.readyState === OPEN) this.transmit(this.socket, message);
    return true;
  }

  /** Sends a refused message again, with its own client id (the room stored nothing under it). */
  retry(clientId: string) {
    const message = this.snapshot.failed.find((f) => f.clientId === clientId);
    if (!message || this.snapshot.connection === "ended") return;
    const again: PendingMessage = {
      clientId: message.clientId,
      body: message.body,
      createdAt: message.createdAt,
      ...(message.warned ? { warned: true } : {}),
    };
    this.update({
      failed: this.snapshot.failed.filter((f) => f !== message),
      pending: [...this.snapshot.pending, again],
      error: null,
    });
    if (this.socket?.readyState === OPEN) this.transmit(this.socket, again);
  }

  /** Messages learnt elsewhere (the page data after a reload of the loader). */
  receive(incoming: StoredMessage[]) {
    if (incoming.length === 0) return;
    this.lastId = incoming.reduce((max, m) => Math.max(max, m.id), this.lastId);
    let pending = this.snapshot.pending;
    for (const m of incoming) {
      // Acknowledged by clientId; a stored message without one (from a room that does not echo it)
      // acknowledges our first waiting message with the same text.
      const index = m.clientId
        ? pending.findIndex((p) => p.clientId === m.clientId)
        : m.sender === this.options.viewerId
          ? pending.findIndex((p) => p.body === m.body)
          : -1;
      if (index >= 0) pending = pending.filter((_, i) => i !== index);
    }
    this.update({ messages: mergeMessages(this.snapshot.messages, incoming), pending });
  }

  private connect() {
    if (this.stopped) return;
    const after = this.lastId > 0 ? `?after=${this.lastId}` : "";
    const socket = this.options.open(`${this.options.socketPath}${after}`);
    this.socket = socket;

    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.update({ connection: "open", error: null });
      for (const p of this.snapshot.pending) this.transmit(socket, p);
      this.opens++;
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === "history") {
        this.receive(message.messages);
        // The order may have moved on while the page loaded or the connection was down. A room that
        // has not recorded a status yet cannot say, so a reconnect refreshes the page to be sure.
        if (message.status ? message.status !== this.status : this.opens > 1) this.changed(message.status);
      } else if (message.type === "chat") this.receive([message.message]);
      else if (message.type === "status") this.changed(message.status);
      else if (message.type === "error") this.refused(message.error, message.clientId);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.clearTimer();
      if (event?.code === CHAT_CLOSE_SESSION_ENDED) {
        // Reconnecting cannot help: what still waits will not be sent, and the reason stays on screen.
        const error = event.reason || this.snapshot.error || "";
        this.update({
          connection: "ended",
          error: error || null,
          pending: [],
          failed: [...this.snapshot.failed, ...this.snapshot.pending.map((p) => ({ ...p, error }))],
        });
        return;
      }
      this.update({ connection: "reconnecting" });
      // The room retired an old socket: a new one at once (waiting messages go out again on open).
      const delay =
        event?.code === CHAT_CLOSE_RECONNECT ? 0 : backoffDelay(this.attempt++, (this.options.random ?? Math.random)());
      this.timer = (this.options.schedule ?? setTimeout)(() => this.connect(), delay);
    });
  }

  /**
   * The room refused a message: it moves from waiting to not sent, with the reason. The room names it
   * by client id; a refusal without one (a message it could not read) belongs to the oldest waiting,
   * as the room answers in order.
   */
  private refused(error: string, clientId?: string) {
    const pending = this.snapshot.pending;
    const index = clientId ? pending.findIndex((p) => p.clientId === clientId) : pending.length > 0 ? 0 : -1;
    const message = pending[index];
    if (!message) return this.update({ error });
    this.update({
      error,
      pending: pending.filter((_, i) => i !== index),
      failed: [...this.snapshot.failed, { ...message, error }],
    });
  }

  private changed(status: string | undefined) {
    if (status) this.status = status;
    this.options.onStatus();
  }

  private transmit(socket: SocketLike, message: PendingMessage) {
    const out: ClientChatMessage = { type: "chat", body: message.body, clientId: message.clientId };
    if (message.warned) out.warned = true;
    socket.send(JSON.stringify(out));
  }

  private clearTimer() {
    if (this.timer !== null)
      (this.options.cancel ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  private update(change: Partial<ChatSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }
}
