import { describe, expect, it } from "vitest";
import {
  DISPUTE_WINDOW_MS,
  INSPECTION_EXTENSION_MS,
  ORDER_STATUS as S,
  SHIP_DEADLINE_MS,
  type OrderStatus,
} from "./constants";
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

  it("pays through the gateway as the system only, and an instant listing's payment also delivers", () => {
    expect(transition(at(S.awaitingPayment), "pay_gateway", "system", now)).toEqual({
      ok: true,
      next: S.processing,
      money: "pay",
      deadlineAt: now + SHIP_DEADLINE_MS,
    });
    expect(transition(at(S.awaitingPayment), "pay_gateway", "buyer", now)).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(transition(at(S.processing), "pay_gateway", "system", now)).toEqual({ ok: false, reason: "wrong_status" });
    const instant = { ...at(S.awaitingPayment), instant: true };
    const delivered = { ok: true, next: S.shipped, money: "pay", deadlineAt: now + DISPUTE_WINDOW_MS };
    expect(transition(instant, "pay", "buyer", now)).toEqual(delivered);
    expect(transition(instant, "pay_gateway", "system", now)).toEqual(delivered);
    // Only paying changes: cancelling an unpaid instant order is as before.
    expect(transition(instant, "cancel", "buyer", now)).toEqual({
      ok: true,
      next: S.cancelled,
      money: null,
      deadlineAt: null,
    });
  });

  it("starts the order's promised ship deadline at payment (at most 24 h), and cancels only after it", () => {
    const minutes = (m: number) => m * 60 * 1000;
    const promised = { ...at(S.awaitingPayment), shipWithinMs: minutes(15) };
    const paid = { ok: true, next: S.processing, money: "pay", deadlineAt: now + minutes(15) };
    expect(transition(promised, "pay", "buyer", now)).toEqual(paid);
    expect(transition(promised, "pay_gateway", "system", now)).toEqual(paid);
    // Without a promise (or with a broken one) the seller has the 24 h; a longer one is cut to 24 h.
    for (const shipWithinMs of [null, undefined, 0, -1, 3 * SHIP_DEADLINE_MS])
      expect(transition({ ...promised, shipWithinMs }, "pay", "buyer", now), String(shipWithinMs)).toMatchObject({
        deadlineAt: now + SHIP_DEADLINE_MS,
      });
    // An instant listing delivers when paid: the inspection window starts, not a ship deadline.
    expect(transition({ ...promised, instant: true }, "pay", "buyer", now)).toMatchObject({
      next: S.shipped,
      deadlineAt: now + DISPUTE_WINDOW_MS,
    });
    // The alarm's cancel_unshipped waits for that deadline, then refunds.
    const processing = { ...at(S.processing, now + minutes(15)), shipWithinMs: minutes(15) };
    expect(transition(processing, "cancel_unshipped", "system", now + minutes(15) - 1)).toEqual({
      ok: false,
      reason: "too_early",
    });
    expect(transition(processing, "cancel_unshipped", "system", now + minutes(15))).toEqual({
      ok: true,
      next: S.cancelled,
      money: "refund",
      deadlineAt: null,
    });
    // Shipping in time starts the inspection window, whatever the promise was.
    expect(transition(processing, "ship", "seller", now + minutes(10))).toMatchObject({
      next: S.shipped,
      deadlineAt: now + minutes(10) + DISPUTE_WINDOW_MS,
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

  it("extends the inspection once by 48 h, only for the buyer, only before the window ends, moving no money", () => {
    const deadline = now + 5 * 60 * 60 * 1000;
    expect(transition(at(S.shipped, deadline), "extend_inspection", "buyer", now)).toEqual({
      ok: true,
      next: S.shipped,
      money: null,
      deadlineAt: deadline + INSPECTION_EXTENSION_MS,
    });
    const extended = { status: S.shipped, deadlineAt: deadline + INSPECTION_EXTENSION_MS, inspectionExtendedAt: now };
    expect(transition(extended, "extend_inspection", "buyer", now + 1)).toEqual({
      ok: false,
      reason: "already_extended",
    });
    expect(transition(at(S.shipped, now), "extend_inspection", "buyer", now)).toEqual({
      ok: false,
      reason: "too_late",
    });
    expect(transition(at(S.shipped, deadline), "extend_inspection", "seller", now)).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(transition(at(S.processing, deadline), "extend_inspection", "buyer", now)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    // Extended or not, the auto-confirm waits for the (moved) deadline.
    expect(transition(extended, "auto_confirm", "system", deadline + 1).ok).toBe(false);
  });

  it("names the alarm action of each waiting status", () => {
    expect(deadlineAction(S.awaitingPayment)).toBe("expire");
    expect(deadlineAction(S.processing)).toBe("cancel_unshipped");
    expect(deadlineAction(S.shipped)).toBe("auto_confirm");
    // A completed order's deadline is its warranty's end (none without a warranty: the step is refused).
    expect(deadlineAction(S.completed)).toBe("release_warranty");
    expect(deadlineAction(S.cancelled)).toBeNull();
  });

  it("allows exactly the transitions of ARCHITECTURE.md section 3, per status and role", () => {
    // Every (status, action, actor) that may happen; everything else must be refused.
    const allowed = new Set([
      `${S.awaitingPayment}|pay|buyer`,
      `${S.awaitingPayment}|cancel|buyer`,
      `${S.awaitingPayment}|cancel|admin`,
      `${S.awaitingPayment}|expire|system`,
      `${S.processing}|ship|seller`,
      `${S.processing}|cancel|seller`,
      `${S.processing}|cancel|admin`,
      `${S.processing}|cancel_unshipped|system`,
      `${S.shipped}|confirm|buyer`,
      `${S.shipped}|dispute|buyer`,
      `${S.shipped}|extend_inspection|buyer`,
      `${S.shipped}|auto_confirm|system`,
      `${S.disputed}|release|admin`,
      `${S.disputed}|refund|admin`,
      `${S.disputed}|answer_case|seller`,
      `${S.disputed}|escalate_case|system`,
    ]);
    const actions: OrderAction[] = [
      "pay",
      "cancel",
      "ship",
      "confirm",
      "dispute",
      "extend_inspection",
      "expire",
      "cancel_unshipped",
      "auto_confirm",
      "release",
      "refund",
      "claim_warranty",
      "answer_claim",
      "release_warranty",
      "claim_release",
      "claim_refund",
      "answer_case",
      "escalate_case",
    ];
    const actors: Actor[] = ["buyer", "seller", "admin", "system"];
    let checked = 0;
    for (const status of Object.values(S)) {
      for (const action of actions) {
        for (const actor of actors) {
          // Deadline actions are asked after their deadline, the others inside it.
          const deadline = actor === "system" ? now - 1 : now + 1;
          const result = transition({ ...at(status, deadline), caseStage: "seller" }, action, actor, now);
          expect(result.ok, `${status} ${action} by ${actor}`).toBe(allowed.has(`${status}|${action}|${actor}`));
          checked++;
        }
      }
    }
    expect(checked).toBe(6 * 18 * 4);
  });
});
