// Chat fan-out: `clients` WebSockets on one order's OrderRoom (/order/{id}/chat, with the session
// cookie and our Origin, as the browser connects). Client 0 sends a message; the latency is the time
// until every other client has received it. Messages go one after another.
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { percentile } from "./stats.mjs";

function connect(url, headers) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const timer = setTimeout(() => reject(new Error(`no chat history from ${url} within 10 s`)), 10_000);
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`chat socket answered ${res.statusCode}`)));
    // The room greets every new client with the history: the socket is ready.
    ws.once("message", () => {
      clearTimeout(timer);
      resolve(ws);
    });
  });
}

/** p95 (ms) over `messages` messages from one sender to `clients - 1` receivers. */
export async function chatFanOut(base, orderId, { clients, messages, warmup, cookies }) {
  const url = `${base.replace(/^http/, "ws")}/order/${encodeURIComponent(orderId)}/chat`;
  const sockets = [];
  try {
    for (let i = 0; i < clients; i++) {
      sockets.push(await connect(url, { Cookie: cookies[i % cookies.length], Origin: base }));
    }
    const [sender, ...receivers] = sockets;
    const waiting = new Map(); // clientId → { left, resolve }
    const closed = [];
    sockets.forEach((ws, i) => ws.on("close", (code) => closed.push(`klien ${i} ditutup (${code})`)));
    for (const ws of receivers) {
      ws.on("message", (raw) => {
        const data = JSON.parse(String(raw));
        const pending = data.type === "chat" ? waiting.get(data.message.clientId) : undefined;
        if (pending && --pending.left === 0) pending.resolve(performance.now());
      });
    }
    const times = [];
    for (let i = 0; i < warmup + messages; i++) {
      const clientId = randomUUID();
      const arrived = new Promise((resolve, reject) => {
        const pending = { left: receivers.length, resolve };
        waiting.set(clientId, pending);
        setTimeout(() => {
          const why = closed.length ? `; ${closed.join(", ")}` : "";
          reject(
            new Error(
              `message ${i + 1}: ${pending.left} of ${receivers.length} receivers still waiting after 10 s${why}`,
            ),
          );
        }, 10_000).unref();
      });
      const sent = performance.now();
      sender.send(JSON.stringify({ type: "chat", body: `Pesan uji ${i + 1}: sudah dikirim, cek ya kak.`, clientId }));
      const done = await arrived;
      waiting.delete(clientId);
      if (i >= warmup) times.push(done - sent);
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    for (const ws of sockets) ws.terminate();
  }
}
