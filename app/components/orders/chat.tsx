/**
 * A conversation's chat (an order's, or a pre-sale one): the messages (server-rendered, so it reads without JavaScript) and, once the
 * page is live, a composer over the conversation's WebSocket. Enter sends, Shift+Enter adds a line, blank
 * messages are never sent, and the text is always rendered as text. A message the room refuses
 * stays in the list as not sent, with the room's reason and a button to send it again.
 *
 * Safety (modules/chat/safety.ts): a message with contact details or off-platform payment is
 * held back with a warning until the sender edits it or chooses 'Tetap Kirim'; an account login is
 * not sent at all. A message the room flagged carries a safety note for the other party.
 */
import { Link, useRevalidator } from "@remix-run/react";
import { MessageSquare, SendHorizontal, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button, Card } from "~/components/ui";
import { cn } from "~/utils/cn";
import { formatRelativeTime } from "~/utils/format-date";
import { CHAT_MESSAGE_MAX_LENGTH } from "~/modules/chat/protocol";
import { checkChatMessage, type ChatSafetyKind } from "~/modules/chat/safety";
import { CHAT_SAFETY_TEXTS, CHAT_TEXTS, safetyKindsText } from "~/modules/chat/texts";
import type { StoredMessage } from "./chat-client";
import { useOrderChat } from "./use-order-chat";

export function ChatPanel({
  title = CHAT_TEXTS.title,
  socketPath,
  viewerId,
  participants,
  initialMessages,
  olderHref = null,
  status,
  now,
}: {
  /** The panel's heading ('Chat Pesanan' on an order). */
  title?: string;
  /** The conversation's WebSocket path (`/order/{id}/chat`, `/messages/{id}/chat`). */
  socketPath: string;
  viewerId: string;
  /** Usernames of the two parties by user id; anyone else writing is staff. */
  participants: Record<string, string>;
  initialMessages: StoredMessage[];
  /** Where the earlier messages are, when the page shows only the latest ones. */
  olderHref?: string | null;
  /** The order status the page shows (the room reports a newer one on connect); none for a pre-sale chat. */
  status?: string;
  /** The server's clock at render time, so relative times match between server and browser. */
  now: number;
}) {
  const revalidator = useRevalidator();
  const { messages, pending, failed, connection, error, send, retry } = useOrderChat({
    socketPath,
    viewerId,
    initialMessages,
    status,
    onStatus: () => {
      if (revalidator.state === "idle") revalidator.revalidate();
    },
  });
  const [hydrated, setHydrated] = useState(false);
  const [text, setText] = useState("");
  /** The text the sender is being warned about (and what was found in it), until they edit or send it. */
  const [warning, setWarning] = useState<{ text: string; kinds: ChatSafetyKind[] } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setHydrated(true);
    setClock(Date.now());
    const tick = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    setClock(Date.now());
  }, [messages.length, pending.length]);

  const senderLabel = (sender: string) =>
    sender === viewerId ? CHAT_TEXTS.you : (participants[sender] ?? CHAT_TEXTS.admin);

  const submit = () => {
    if (!text.trim()) return;
    const safety = checkChatMessage(text);
    if (safety.verdict === "refuse") return setRefusal(CHAT_SAFETY_TEXTS.credentials);
    if (safety.verdict === "warn") return setWarning({ text, kinds: safety.kinds });
    if (send(text)) setText("");
  };
  const sendAnyway = () => {
    if (warning && send(warning.text, { warned: true })) setText("");
    setWarning(null);
    inputRef.current?.focus();
  };
  const edit = () => {
    setWarning(null);
    inputRef.current?.focus();
  };
  const onChange = (value: string) => {
    setText(value.slice(0, CHAT_MESSAGE_MAX_LENGTH));
    setWarning(null);
    setRefusal(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const blank = text.trim().length === 0;
  const ended = connection === "ended";
  return (
    <Card className="flex flex-col p-0">
      <div className="flex items-center justify-between gap-3 border-b border-surface-200 px-4 py-3 dark:border-surface-800">
        <h2 className="flex items-center gap-2 font-bold">
          <MessageSquare className="size-5 text-brand" aria-hidden />
          {title}
        </h2>
        {hydrated ? (
          <span
            role="status"
            data-testid="chat-connection"
            data-state={connection}
            className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400"
          >
            <span
              aria-hidden
              className={cn(
                "size-2 rounded-full",
                connection === "open" ? "bg-green-500" : "animate-pulse bg-amber-500",
              )}
            />
            {CHAT_TEXTS.connection[connection]}
          </span>
        ) : null}
      </div>

      <ol
        ref={listRef}
        aria-label="Percakapan"
        aria-live="polite"
        data-testid="chat-messages"
        className="flex max-h-[28rem] min-h-48 flex-col gap-3 overflow-y-auto px-4 py-4"
      >
        {olderHref ? (
          <li className="text-center">
            <Link
              to={olderHref}
              preventScrollReset
              className="text-sm font-semibold text-brand hover:underline"
              data-testid="chat-older"
            >
              {CHAT_TEXTS.older}
            </Link>
          </li>
        ) : null}
        {messages.length === 0 && pending.length === 0 && failed.length === 0 ? (
          <li className="m-auto text-center text-sm text-slate-600 dark:text-slate-400">{CHAT_TEXTS.empty}</li>
        ) : null}
        {messages.map((m) => (
          <ChatBubble
            key={m.id}
            mine={m.sender === viewerId}
            sender={senderLabel(m.sender)}
            body={m.body}
            note={
              m.flags?.length
                ? m.sender === viewerId
                  ? CHAT_SAFETY_TEXTS.ownNote
                  : CHAT_SAFETY_TEXTS.note(safetyKindsText(m.flags))
                : null
            }
            meta={
              <time dateTime={new Date(m.createdAt).toISOString()}>
                {formatRelativeTime(Math.min(m.createdAt, clock), clock)}
              </time>
            }
          />
        ))}
        {failed.map((f) => (
          <ChatBubble
            key={f.clientId}
            mine
            failed
            sender={CHAT_TEXTS.you}
            body={f.body}
            meta={
              <>
                <span data-testid="chat-failed-reason">
                  {CHAT_TEXTS.notSent}
                  {f.error ? `: ${f.error}` : ""}
                </span>
                {ended ? null : (
                  <button
                    type="button"
                    onClick={() => retry(f.clientId)}
                    className="ml-2 font-semibold text-brand hover:underline"
                    data-testid="chat-retry"
                  >
                    {CHAT_TEXTS.retry}
                  </button>
                )}
              </>
            }
          />
        ))}
        {pending.map((p) => (
          <ChatBubble key={p.clientId} mine pending sender={CHAT_TEXTS.you} body={p.body} meta={CHAT_TEXTS.sending} />
        ))}
      </ol>

      <div className="border-t border-surface-200 px-4 py-3 dark:border-surface-800">
        <noscript>
          <p className="text-sm text-slate-600 dark:text-slate-400">{CHAT_TEXTS.noScript}</p>
        </noscript>
        {refusal ? (
          <p role="alert" className="mb-2 text-sm text-red-600 dark:text-red-400" data-testid="chat-safety-refusal">
            {refusal}
          </p>
        ) : null}
        {warning ? (
          <div
            role="alert"
            data-testid="chat-safety-warning"
            className="mb-3 rounded-xl border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <p className="flex items-center gap-1.5 font-semibold">
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              {CHAT_SAFETY_TEXTS.warningTitle}
            </p>
            <p className="mt-1">{CHAT_SAFETY_TEXTS.warning(safetyKindsText(warning.kinds))}</p>
            <p className="mt-1">{CHAT_SAFETY_TEXTS.warningFlagged}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="button" variant="secondary" onClick={edit}>
                {CHAT_SAFETY_TEXTS.edit}
              </Button>
              <Button type="button" onClick={sendAnyway} disabled={ended}>
                {CHAT_SAFETY_TEXTS.sendAnyway}
              </Button>
            </div>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mb-2 text-sm text-red-600 dark:text-red-400" data-testid="chat-error">
            {error}
          </p>
        ) : null}
        <form onSubmit={onSubmit} className="flex items-end gap-2" hidden={!hydrated}>
          <div className="flex-1">
            <label htmlFor="chat-input" className="sr-only">
              Tulis pesan
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              name="message"
              rows={2}
              value={text}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={ended}
              placeholder={CHAT_TEXTS.placeholder}
              aria-describedby="chat-counter"
              className="block max-h-40 min-h-11 w-full resize-y rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950"
            />
            <p
              id="chat-counter"
              data-testid="chat-counter"
              className="mt-1 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400"
            >
              {text.length}/{CHAT_MESSAGE_MAX_LENGTH}
            </p>
          </div>
          <Button type="submit" disabled={blank || ended} aria-label={CHAT_TEXTS.send} className="mb-5 px-3">
            <SendHorizontal className="size-5" aria-hidden />
          </Button>
        </form>
      </div>
    </Card>
  );
}

function ChatBubble({
  mine,
  pending = false,
  failed = false,
  sender,
  body,
  note = null,
  meta,
}: {
  mine: boolean;
  pending?: boolean;
  /** Refused by the room: shown, but marked as not sent. */
  failed?: boolean;
  sender: string;
  body: string;
  /** A safety note under a flagged message. */
  note?: string | null;
  meta: React.ReactNode;
}) {
  return (
    <li
      data-testid="chat-message"
      data-pending={pending ? "true" : undefined}
      data-failed={failed ? "true" : undefined}
      className={cn("flex max-w-[85%] flex-col", mine ? "items-end self-end" : "items-start self-start")}
    >
      <span className="text-xs font-semibold text-slate-600 dark:text-slate-400" data-testid="chat-sender">
        {sender}
      </span>
      <p
        data-testid="chat-body"
        className={cn(
          "mt-0.5 whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm",
          mine ? "bg-accent-500 text-white" : "bg-surface-100 dark:bg-surface-800",
          pending && "opacity-70",
          failed && "opacity-60 ring-2 ring-red-500",
        )}
      >
        {body}
      </p>
      <span
        className={cn(
          "mt-0.5 text-[11px]",
          failed ? "text-red-600 dark:text-red-400" : "text-slate-600 dark:text-slate-400",
        )}
      >
        {meta}
      </span>
      {note ? (
        <p
          data-testid="chat-safety-note"
          className="mt-1 flex items-start gap-1 text-xs text-amber-800 dark:text-amber-300"
        >
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>{note}</span>
        </p>
      ) : null}
    </li>
  );
}
