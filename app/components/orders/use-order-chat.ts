/** React glue for OrderChatClient: one live connection per mounted chat, its state as React state. */
import { useCallback, useEffect, useRef, useState } from "react";
import { OrderChatClient, type ChatSnapshot, type StoredMessage } from "./chat-client";

export function useOrderChat({
  socketPath,
  viewerId,
  initialMessages,
  status,
  onStatus,
}: {
  socketPath: string;
  viewerId: string;
  initialMessages: StoredMessage[];
  /** The order status the page shows (none for a pre-sale conversation). */
  status?: string;
  /** The order's status changed (or may have, after a reconnect): reload the page data. */
  onStatus: () => void;
}) {
  const [snapshot, setSnapshot] = useState<ChatSnapshot>(() => ({
    messages: initialMessages,
    pending: [],
    failed: [],
    connection: "connecting",
    error: null,
  }));
  const clientRef = useRef<OrderChatClient | null>(null);
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  const initialRef = useRef(initialMessages);
  initialRef.current = initialMessages;
  const statusRef = useRef(status);
  statusRef.current = status;

  useEffect(() => {
    const client = new OrderChatClient({
      socketPath,
      viewerId,
      initialMessages: initialRef.current,
      status: statusRef.current,
      open: (path) => {
        const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
        return new WebSocket(`${scheme}//${window.location.host}${path}`);
      },
      onChange: setSnapshot,
      onStatus: () => onStatusRef.current(),
    });
    clientRef.current = client;
    setSnapshot(client.state);
    const onOnline = () => client.reconnectNow();
    window.addEventListener("online", onOnline);
    client.start();
    return () => {
      window.removeEventListener("online", onOnline);
      client.stop();
      clientRef.current = null;
    };
  }, [socketPath, viewerId]);

  // The page data was reloaded (after an action or a status change): keep anything it brings.
  useEffect(() => clientRef.current?.receive(initialMessages), [initialMessages]);
  useEffect(() => {
    if (status !== undefined) clientRef.current?.noteStatus(status);
  }, [status]);

  const send = useCallback(
    (text: string, options?: { warned?: boolean }) => clientRef.current?.send(text, options) ?? false,
    [],
  );
  const retry = useCallback((clientId: string) => clientRef.current?.retry(clientId), []);
  return { ...snapshot, send, retry };
}
