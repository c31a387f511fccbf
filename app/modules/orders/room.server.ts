/**
 * The one door to an order's OrderRoom (workers/order-room/order-room.ts): one Durable Object per
 * order, named by the order id. Every transition, the order's deadline alarm and its chat go
 * through the room this returns; the headers of a chat socket's request are in modules/chat/room-headers.ts.
 */
import type { Env } from "~/env.server";

export function orderRoom(env: Pick<Env, "ORDER_ROOM">, orderId: string) {
  return env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
}
