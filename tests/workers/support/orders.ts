/**
 * Orders for worker tests, walked through their OrderRoom — the real state machine, ledger moves,
 * stock and notifications — instead of each file's own pay → ship → confirm chain: `orderAt("shipped")`
 * is a paid, shipped order of a new funded buyer and a new seller's listing, every step checked.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders } from "~/db/schema";
import { fundedBuyer, newListing, newUser, roomOf, unpaidOrder } from "../fixtures";
import { db } from "../helpers";

/** Where `orderAt` stops: the statuses a test starts from, reached by the steps below. */
export type OrderStage = "unpaid" | "paid" | "shipped" | "completed" | "disputed";

type Step = "pay" | "ship" | "confirm" | "dispute";
const WALK: Record<OrderStage, Step[]> = {
  unpaid: [],
  paid: ["pay"],
  shipped: ["pay", "ship"],
  completed: ["pay", "ship", "confirm"],
  disputed: ["pay", "ship", "dispute"],
};

export interface OrderAtOptions {
  /** The listing's price (default Rp60.000); a new buyer is funded with exactly that. */
  price?: number;
  /** The new listing's title. */
  title?: string;
  /** The start of the new seller's username. */
  sellerPrefix?: string;
  /** An existing seller's id instead of a new seller (the listing is still new). */
  sellerId?: string;
  /** An existing buyer instead of a new funded one. */
  buyer?: { id: string; role: "buyer" };
  /** Days of warranty written on the order before it is paid (accounts: 7, 14 or 30). */
  warrantyDays?: number;
  /** What the seller ships (default a sealed-looking placeholder). */
  deliveryInfo?: string;
  /** The listing's stock (default 5). */
  stock?: number;
}

/** A new order walked through its room to `stage`; its room, both parties as room actors and its page. */
export async function orderAt(stage: OrderStage, options: OrderAtOptions = {}) {
  const price = options.price ?? 60_000;
  const sellerId = options.sellerId ?? (await newUser("seller", options.sellerPrefix ?? "uji")).id;
  const buyer = options.buyer ?? (await fundedBuyer(price));
  const listing = await newListing(sellerId, options.title ?? "Akun Valorant uji", price, options.stock);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  if (options.warrantyDays)
    await db().update(orders).set({ warrantyDays: options.warrantyDays }).where(eq(orders.id, orderId));
  const room = roomOf(orderId);
  const seller = { id: sellerId, role: "seller" as const };
  for (const step of WALK[stage]) {
    const result =
      step === "ship"
        ? await room.act({
            orderId,
            action: "ship",
            by: seller,
            extra: { deliveryInfo: options.deliveryInfo ?? "v1:a:b" },
          })
        : step === "dispute"
          ? await room.act({
              orderId,
              action: "dispute",
              by: buyer,
              extra: {
                disputeReason: "Akun tidak bisa login",
                disputeEvidence: ["Tangkapan layar: kata sandi salah"],
              },
            })
          : await room.act({ orderId, action: step, by: buyer });
    expect(result.ok, `${step} on the way to ${stage}: ${JSON.stringify(result)}`).toBe(true);
  }
  return { orderId, room, buyer, seller, listingId: listing.id, path: `/order/${orderId}` };
}

export type WalkedOrder = Awaited<ReturnType<typeof orderAt>>;
