import { describe, expect, it } from "vitest";
import { WARRANTY_STATUSES } from "~/db/vocabulary";
import {
  CASE_ANSWER_MS,
  CASE_DECISION_MS,
  CLAIM_ANSWER_MS,
  DISPUTE_WINDOW_MS,
  INSPECTION_EXTENSION_MS,
  ORDER_STATUS as S,
  SHIP_DEADLINE_MS,
  type OrderStatus,
  type WarrantyStatus,
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

describe("a dispute's case: the seller's answer, the escalation to staff, the decision", () => {
  const HOUR = 3600_000;
  const disputed = (caseStage: "seller" | "staff" | "closed" | null, deadlineAt: number | null) => ({
    ...at(S.disputed, deadlineAt),
    caseStage,
  });

  it("opens a case with the seller's answer due in 48 h", () => {
    expect(transition(at(S.shipped, now + 1), "dispute", "buyer", now)).toEqual({
      ok: true,
      next: S.disputed,
      money: null,
      deadlineAt: now + CASE_ANSWER_MS,
      caseStage: "seller",
    });
    expect(CASE_ANSWER_MS).toBe(48 * HOUR);
    expect(CASE_DECISION_MS).toBe(72 * HOUR);
  });

  it("takes the seller's answer while it is due: to staff at once, staff's 3 days start, no money", () => {
    expect(transition(disputed("seller", now + 1), "answer_case", "seller", now)).toEqual({
      ok: true,
      next: S.disputed,
      money: null,
      deadlineAt: now + CASE_DECISION_MS,
      caseStage: "staff",
    });
    // Too late, twice, by the wrong party, or with no case: refused.
    expect(transition(disputed("seller", now), "answer_case", "seller", now)).toEqual({
      ok: false,
      reason: "too_late",
    });
    expect(transition(disputed("staff", now + 1), "answer_case", "seller", now)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    expect(transition(disputed(null, now + 1), "answer_case", "seller", now)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    expect(transition(disputed("seller", now + 1), "answer_case", "buyer", now)).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    expect(transition({ ...at(S.shipped, now + 1), caseStage: "seller" }, "answer_case", "seller", now)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
  });

  it("escalates by itself only after the 48 h and only once (the alarm's step)", () => {
    expect(deadlineAction(S.disputed)).toBe("escalate_case");
    expect(transition(disputed("seller", now + 1), "escalate_case", "system", now)).toEqual({
      ok: false,
      reason: "too_early",
    });
    expect(transition(disputed("seller", now), "escalate_case", "system", now)).toEqual({
      ok: true,
      next: S.disputed,
      money: null,
      deadlineAt: now + CASE_DECISION_MS,
      caseStage: "staff",
    });
    // Already with staff (a second alarm, or staff's own deadline passing): nothing changes.
    expect(transition(disputed("staff", now - 1), "escalate_case", "system", now)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    expect(transition(disputed("seller", now - 1), "escalate_case", "seller", now)).toEqual({
      ok: false,
      reason: "not_allowed",
    });
  });

  it("closes the case with staff's decision, from either stage", () => {
    for (const stage of ["seller", "staff"] as const) {
      expect(transition(disputed(stage, now + 1), "refund", "admin", now)).toMatchObject({
        ok: true,
        next: S.cancelled,
        caseStage: "closed",
      });
      expect(transition(disputed(stage, now - 1), "release", "admin", now)).toMatchObject({
        ok: true,
        next: S.completed,
        caseStage: "closed",
      });
    }
  });
});

describe("warranty (Garansi) of a completed account order", () => {
  const days = 7;
  const end = now + days * 24 * 60 * 60 * 1000;
  // A claimed warranty's case waits for the seller's answer (stage 'seller') unless said otherwise.
  const completed = (
    warrantyStatus: WarrantyStatus | null,
    deadlineAt: number | null,
    claimedAt: number | null = null,
    caseStage: "seller" | "staff" | "closed" | null = warrantyStatus === "claimed" ? "seller" : null,
  ) => ({
    status: S.completed,
    deadlineAt,
    warrantyDays: days,
    warrantyStatus,
    claimedAt,
    caseStage,
  });

  it("completes into the warranty hold (confirm, auto-confirm, staff's release) with the warranty's end as deadline", () => {
    const shipped = { ...at(S.shipped, now + 1), warrantyDays: days };
    const held = { ok: true, next: S.completed, money: "hold", deadlineAt: end, warranty: "active" };
    expect(transition(shipped, "confirm", "buyer", now)).toEqual(held);
    expect(transition({ ...shipped, deadlineAt: now }, "auto_confirm", "system", now)).toEqual(held);
    expect(transition({ ...at(S.disputed), warrantyDays: days }, "release", "admin", now)).toEqual({
      ...held,
      caseStage: "closed",
    });
    // Staff's refund of a dispute is not a completion: the buyer gets the escrow back as before.
    expect(transition({ ...at(S.disputed), warrantyDays: days }, "refund", "admin", now)).toMatchObject({
      money: "refund",
    });
  });

  it("lets the buyer claim while it runs, stopping the clock; staff decide; the alarm releases only an unclaimed warranty", () => {
    // The claim is a case: the warranty's clock stops, the seller's 48 h to answer start.
    expect(transition(completed("active", end), "claim_warranty", "buyer", now)).toEqual({
      ok: true,
      next: S.completed,
      money: null,
      deadlineAt: now + CLAIM_ANSWER_MS,
      warranty: "claimed",
      caseStage: "seller",
    });
    expect(transition(completed("active", now), "claim_warranty", "buyer", now)).toEqual({
      ok: false,
      reason: "too_late",
    });
    expect(transition(completed("active", end), "release_warranty", "system", now)).toEqual({
      ok: false,
      reason: "too_early",
    });
    expect(transition(completed("active", now), "release_warranty", "system", now)).toEqual({
      ok: true,
      next: S.completed,
      money: "warranty_release",
      deadlineAt: null,
      warranty: "released",
    });
    expect(transition(completed("claimed", null, now), "claim_refund", "admin", now)).toMatchObject({
      ok: true,
      money: "warranty_refund",
      warranty: "refunded",
      caseStage: "closed",
    });
    expect(transition(completed("claimed", null, now), "claim_release", "admin", now)).toMatchObject({
      ok: true,
      money: "warranty_release",
      warranty: "released",
      caseStage: "closed",
    });
    // A claimed warranty never releases by the clock: its alarm escalates the unanswered claim to staff.
    expect(transition(completed("claimed", now - 1, now), "release_warranty", "system", now).ok).toBe(false);
    expect(deadlineAction(S.completed, "claimed")).toBe("escalate_claim");
    expect(deadlineAction(S.completed, "active")).toBe("release_warranty");
    expect(transition(completed("claimed", now + 1, now), "escalate_claim", "system", now)).toEqual({
      ok: false,
      reason: "too_early",
    });
    expect(transition(completed("claimed", now, now), "escalate_claim", "system", now)).toEqual({
      ok: true,
      next: S.completed,
      money: null,
      deadlineAt: now + CASE_DECISION_MS,
      warranty: "claimed",
      caseStage: "staff",
    });
    // Once with staff (answered or escalated), neither the alarm nor the seller moves it again.
    expect(transition(completed("claimed", now, now, "staff"), "escalate_claim", "system", now).ok).toBe(false);
    expect(transition(completed("claimed", null, now, "staff"), "answer_claim", "seller", now).ok).toBe(false);
    // The seller answers within 48 h of the claim, moving no money: staff's 3 days start.
    expect(transition(completed("claimed", null, now), "answer_claim", "seller", now + CLAIM_ANSWER_MS - 1)).toEqual({
      ok: true,
      next: S.completed,
      money: null,
      deadlineAt: now + CLAIM_ANSWER_MS - 1 + CASE_DECISION_MS,
      warranty: "claimed",
      caseStage: "staff",
    });
    expect(transition(completed("claimed", null, now), "answer_claim", "seller", now + CLAIM_ANSWER_MS)).toEqual({
      ok: false,
      reason: "too_late",
    });
    // No warranty: every warranty step is refused.
    expect(transition(completed(null, null), "claim_warranty", "buyer", now)).toEqual({
      ok: false,
      reason: "no_warranty",
    });
  });

  it("allows exactly these warranty steps, per warranty state and role", () => {
    const allowed = new Set([
      "active|claim_warranty|buyer",
      "active|release_warranty|system",
      "claimed|answer_claim|seller",
      "claimed|claim_release|admin",
      "claimed|claim_refund|admin",
      "claimed|escalate_claim|system",
    ]);
    const actions: OrderAction[] = [
      "claim_warranty",
      "answer_claim",
      "escalate_claim",
      "release_warranty",
      "claim_release",
      "claim_refund",
    ];
    const actors: Actor[] = ["buyer", "seller", "admin", "system"];
    for (const state of [null, ...WARRANTY_STATUSES]) {
      for (const action of actions) {
        for (const actor of actors) {
          const deadline = state === "active" || state === "claimed" ? (actor === "system" ? now - 1 : now + 1) : null;
          const result = transition(completed(state, deadline, now), action, actor, now);
          expect(result.ok, `${state} ${action} by ${actor}`).toBe(allowed.has(`${state}|${action}|${actor}`));
        }
      }
    }
  });
});
