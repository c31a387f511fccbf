/**
 * The one door to an order's OrderRoom (workers/order-room/order-room.ts): one Durable Object per
 * order, named by the order id. Every transition (`act`, one step object), the order's deadline
 * alarm (`track`) and its chat go through the client this returns; the headers of a chat socket's
 * request are in modules/chat/room-headers.ts.
 */
import type { Env } from "~/env.server";
import type { OrderStep } from "./types";

export function orderRoom(env: Pick<Env, "ORDER_ROOM">, orderId: string) {
  const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  return {
    /** Runs one step of this order (the room serialises them); the result says whether it happened. */
    act: (step: OrderStep) => room.act({ ...step, orderId }),
    /** Starts watching a new order: its first deadline becomes the room's alarm. */
    track: () => room.track(orderId),
    /** The chat's latest messages (up to `limit`). */
    history: (limit?: number) => room.history(limit),
    /** Hands the room a chat socket's request (workers/chat-socket.ts builds it). */
    fetch: (request: Request) => room.fetch(request),
  };
}
