/**
 * The Midtrans simulator (workers/payment-sim, bound as PAYMENT_GATEWAY) as gateway tests drive
 * it: set a transaction's state, have it sign a notification, and deliver that notification to the
 * app's route (the simulator cannot reach the test worker by URL).
 */
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { ORIGIN } from "./http";

export const SIM = "https://sim.pasargame.test";
export type Notification = Record<string, string>;

/** Tells the simulator a transaction's new state; answers the signed notification it would send. */
export async function simStatus(paymentId: string, body: Record<string, unknown>): Promise<Notification> {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${paymentId}/status`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ deliver: false, ...body }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { notification: Notification }).notification;
}

/** A notification of `status` without changing what the simulator holds (an old, late one). */
export async function simNotify(paymentId: string, body: Record<string, unknown>): Promise<Notification> {
  const res = await env.PAYMENT_GATEWAY!.fetch(`${SIM}/_sim/transactions/${paymentId}/notify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ deliver: false, ...body }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { notification: Notification }).notification;
}

export function deliver(notification: Notification | string) {
  return SELF.fetch(`${ORIGIN}/payments/midtrans/notification`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof notification === "string" ? notification : JSON.stringify(notification),
  });
}

/** The provider settles the transaction and the app hears it (200). */
export async function settleAtProvider(paymentId: string) {
  const res = await deliver(await simStatus(paymentId, { status: "settlement" }));
  expect(res.status).toBe(200);
}
