import { describe, expect, it } from "vitest";
import { RATIOS, ratioToFloor, withinRatio } from "../../scripts/bench/budgets.mjs";

describe("bench budgets as ratios to the framework floor", () => {
  it("takes each round's ratio to the floor of the same round, then the median", () => {
    // A machine twice as busy in round 2 doubles both sides: the ratio does not move.
    const { ratio, ratios } = ratioToFloor([20, 40, 21], [10, 20, 10]);
    expect(ratios).toEqual([2, 2, 2.1]);
    expect(ratio).toBe(2);
  });

  it("fails a page that got slower while the floor did not", () => {
    const { ratio } = ratioToFloor([95, 100, 98], [10, 11, 10]);
    expect(withinRatio(ratio, RATIOS.rendered)).toBe(false);
    expect(withinRatio(ratioToFloor([30, 33, 29], [10, 11, 10]).ratio, RATIOS.rendered)).toBe(true);
  });

  it("holds a near-zero floor to a minimum, so noise is not a ratio", () => {
    expect(ratioToFloor([60, 90, 30], [0, 4, 10], { floorMin: 50 }).ratio).toBe(1.2);
  });

  it("never passes a figure that failed, and refuses unpaired rounds", () => {
    expect(withinRatio(Number.NaN, 3)).toBe(false);
    expect(withinRatio(ratioToFloor([20], [Number.NaN]).ratio, 3)).toBe(false);
    expect(() => ratioToFloor([1, 2], [1])).toThrow(/2 values for 1 floor/);
  });
});
