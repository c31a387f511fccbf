import { describe, expect, it } from "vitest";
import { DISPUTE_WINDOW_MS, ORDER_STATUS as S, SHIP_DEADLINE_MS, type OrderStatus } from "./constants";
import { deadlineAction, transition, type Actor, type OrderAction } from "./escrow";

const now = Date.UTC(2026, 10, 22, 3, 0);
const at = (status: OrderStatus, deadlineAt: number | null = null) => ({ status, deadlineAt });

describe("order state machine", () => {
  it("follows the happy path with money moving at pay and confirm", () => {
    const paid = transition(at(S.awaitingPayment), "pay", "buyer", now);
    expect(paid).toEqual({ ok: true, next: S.processing, money: "pay", deadlineAt: now + SHIP_DEADLINE_MS });
    const shipped = transition(at(S.processing, now + SHIP_DEADLINE_MS), "ship", "seller", now);
    expect(shipped).toEqual({ ok: true, next: S.shipped, money: null, deadlineAt: now + DISPUTE_WINDOW_MS });
    expect(transition(at(S.shipped, now + DISPUTE_WINDOW_MS), "confirm", "buyer", now)).toEqual({
      ok: true,
      next: S.completed,
      money: "release",
      deadlineAt: null,
    });
  });

  it("refuses the wrong party (the spec: only the seller ships, only the buyer confirms)", () => {
    expect(transition(at(S.processing), "ship", "buyer", now)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition(at(S.shipped), "confirm", "seller", now)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition(at(S.disputed), "release", "buyer", now)).toEqual({ ok: false, reason: "not_allowed" });
    expect(transition(at(S.awaitingPayment), "pay", "seller", now)).toEqual({ ok: false, reason: "not_allowed" });
  });

  it("refuses every action from a final status, so a repeated request changes nothing", () => {
    const actions: [OrderAction, Actor][] = [
      ["pay", "buyer"],
      ["confirm", "buyer"],
      ["ship", "seller"],
      ["dispute", "buyer"],
      ["auto_confirm", "system"],
      ["refund", "admin"],
      ["release", "admin"],
      ["cancel", "seller"],
    ];
    for (const status of [S.completed, S.cancelled]) {
      for (const [action, actor] of actions) {
        expect(transition(at(status, now - 1), action, actor, now).ok, `${status} ${action}`).toBe(false);
      }
    }
  });

  it("runs deadline actions only after the deadline, and disputes only before it", () => {
    expect(transition(at(S.shipped, now + 1), "auto_confirm", "system", now)).toEqual({
      ok: false,
      reason: "too_early",
    });
    expect(transition(at(S.shipped, now), "auto_confirm", "system", now)).toMatchObject({
      ok: true,
      next: S.completed,
      money: "release",
    });
    expect(transition(at(S.shipped, now + 1), "dispute", "buyer", now)).toMatchObject({ ok: true, next: S.disputed });
    expect(transition(at(S.shipped, now), "dispute", "buyer", now)).toEqual({ ok: false, reason: "too_late" });
    expect(transition(at(S.processing, now - 1), "cancel_unshipped", "system", now)).toMatchObject({
      ok: true,
      money: "refund",
    });
    expect(transition(at(S.awaitingPayment, now - 1), "expire", "system", now)).toMatchObject({
      ok: true,
      money: null,
    });
  });

  it("refunds when a paid order is cancelled, never when an unpaid one is", () => {
    expect(transition(at(S.processing), "cancel", "seller", now)).toMatchObject({
      ok: true,
      next: S.cancelled,
      money: "refund",
    });
    expect(transition(at(S.awaitingPayment), "cancel", "buyer", now)).toMatchObject({
      ok: true,
      next: S.cancelled,
      money: null,
    });
    expect(transition(at(S.processing), "cancel", "buyer", now)).toEqual({ ok: false, reason: "not_allowed" });
  });

  it("names the alarm action of each waiting status", () => {
    expect(deadlineAction(S.awaitingPayment)).toBe("expire");
    expect(deadlineAction(S.processing)).toBe("cancel_unshipped");
    expect(deadlineAction(S.shipped)).toBe("auto_confirm");
    expect(deadlineAction(S.completed)).toBeNull();
  });
});
