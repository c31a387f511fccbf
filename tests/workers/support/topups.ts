/**
 * Top-up listings for the tests (a plain Player ID one; supplier-fulfilled ones): a seller with a Digiflazz account at
 * the simulator (bound as PAYMENT_GATEWAY — the outside world) and in supplier_accounts, a Mobile
 * Legends listing mapped to a SKU, a funded buyer's unpaid order for a player ID, and the
 * simulator's levers: scripted outcomes, settling, its purchases and the callbacks it signed
 * (which the tests post to the app's webhook themselves: the simulator cannot reach the test worker).
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, products, supplierAccounts, topUpFulfilments } from "~/db/schema";
import { deliveryKeyring, encryptDeliveryInfo } from "~/modules/orders/delivery.server";
import { supplierWebhookSecret } from "~/modules/topups/accounts.server";
import { fundedBuyer, newUser, roomOf, unpaidOrder } from "../fixtures";
import { SIM } from "../gateway-sim";
import { db } from "../helpers";
import { ORIGIN } from "../http";
import { newId } from "~/utils/ids";

export async function simControl(path: string, body?: unknown) {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/digiflazz${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<Record<string, unknown>>;
}

export interface SimCallback {
  event: string;
  body: string;
  headers: Record<string, string>;
}
export interface SimPurchase {
  ref_id: string;
  customer_no: string;
  status: string;
  callbacks: SimCallback[];
}

/** A seller connected to a fresh simulator account (balance Rp1.000.000), the webhook secret derived for them. */
export async function supplierSeller(balance = 1_000_000) {
  const seller = await newUser("seller", "h2h");
  return { ...seller, username: await connectSupplier(seller.id, balance) };
}

/** Connects an existing seller to a fresh simulator account (supplier_accounts and the simulator); its username. */
export async function connectSupplier(sellerId: string, balance = 1_000_000) {
  const username = `df${sellerId.slice(-10)}`.toLowerCase();
  const apiKey = `dev-${crypto.randomUUID()}`;
  const webhookSecret = (await supplierWebhookSecret(env, sellerId))!;
  await simControl("/accounts", { username, apiKey, webhookSecret, balance });
  const now = Date.now();
  await db()
    .insert(supplierAccounts)
    .values({
      sellerId,
      provider: "digiflazz",
      username,
      apiKeySealed: await encryptDeliveryInfo(deliveryKeyring(env), apiKey),
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  return username;
}

/** A seller's '86 Diamond' Mobile Legends top-up mapped to the simulator's `ml86` (Rp19.200) with a maximum. */
export async function mappedListing(sellerId: string, { price = 22_000, maxPrice = 21_000, stock = 10 } = {}) {
  const id = newId("lst");
  const now = Date.now();
  await db()
    .insert(products)
    .values({
      id,
      sellerId,
      gameSlug: "mobile-legends",
      categorySlug: "top-up",
      type: "Top Up",
      title: "86 Diamond Mobile Legends",
      description: "Top up otomatis via ID.",
      price,
      stock,
      requiredInputs: [
        { id: "user_id", label: "User ID", type: "text" },
        { id: "zone_id", label: "Zone ID", type: "text" },
      ],
      supplierSku: "ml86",
      supplierMaxPrice: maxPrice,
      createdAt: now,
      updatedAt: now,
    });
  return { id };
}

let players = 0;
/** A fresh player ID (User ID + Zone ID), so scripted outcomes of one test never meet another's. */
export function playerId() {
  const userId = `${Date.now() % 1e9}${++players}`.padStart(10, "1").slice(-10);
  return { user_id: userId, zone_id: "2558", customerNo: `${userId}2558` };
}

/** A supplier-connected seller's top-up ordered (unpaid) by a buyer funded with exactly its price. */
export async function topUpOrder(options: { maxPrice?: number; outcome?: string; duplicates?: number } = {}) {
  const seller = await supplierSeller();
  const listing = await mappedListing(seller.id, { maxPrice: options.maxPrice });
  const buyer = await fundedBuyer(22_000);
  const player = playerId();
  if (options.outcome)
    await simControl("/outcomes", {
      username: seller.username,
      customerNo: player.customerNo,
      outcome: options.outcome,
      duplicates: options.duplicates ?? 0,
    });
  const orderId = await unpaidOrder(buyer.id, listing.id);
  await db()
    .update(orders)
    .set({ userInputData: { user_id: player.user_id, zone_id: player.zone_id } })
    .where(eq(orders.id, orderId));
  return { seller, buyer, listing, player, orderId, room: roomOf(orderId) };
}

export const orderOf = async (orderId: string) =>
  (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!;
export const fulfilmentOf = async (orderId: string) =>
  db().query.topUpFulfilments.findFirst({ where: eq(topUpFulfilments.orderId, orderId) });
export const purchasesOf = async (username: string) =>
  (await simControl(`/accounts/${username}/transactions`)).transactions as SimPurchase[];

/** Posts a callback to the seller's webhook as Digiflazz would (raw body, its signature). */
export function postCallback(sellerId: string, callback: Pick<SimCallback, "body" | "headers">) {
  return SELF.fetch(`${ORIGIN}/webhooks/digiflazz/${sellerId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...callback.headers },
    body: callback.body,
  });
}

/** A seller's Free Fire top-up asking only a Player ID (no supplier): the guest and checkout-form tests' listing. */
export async function playerIdTopUp(price = 20_000) {
  const seller = await newUser("seller", "jualtu");
  const id = newId("lst");
  const now = Date.now();
  await db()
    .insert(products)
    .values({
      id,
      sellerId: seller.id,
      gameSlug: "free-fire",
      categorySlug: "top-up",
      type: "Top Up",
      title: `140 Diamond ${id.slice(-6)}`,
      description: "Top up uji",
      price,
      stock: 50,
      requiredInputs: [{ id: "user_id", label: "Player ID", type: "text" }],
      createdAt: now,
      updatedAt: now,
    });
  return { id, price, seller };
}
