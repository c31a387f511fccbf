// The state machine (escrow.ts) for cases: a dispute's answer, escalation and decision; warranty claims.
import { describe, expect, it } from "vitest";
import { WARRANTY_STATUSES } from "~/db/vocabulary";
import {
  CASE_ANSWER_MS,
  CASE_DECISION_MS,
  CLAIM_ANSWER_MS,
  ORDER_STATUS as S,
  type OrderStatus,
  type WarrantyStatus,
} from "./constants";
import { deadlineAction, transition, type Actor, type OrderAction } from "./escrow";

const now = Date.UTC(2026, 10, 22, 3, 0);
const at = (status: OrderStatus, deadlineAt: number | null = null) => ({ status, deadlineAt });

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
