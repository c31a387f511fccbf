import { describe, expect, it } from "vitest";
import { DELIVERY_TIMES } from "~/modules/listings/listing-form";
import { SHIP_DEADLINE_MS } from "~/modules/orders/constants";
import { promisedShipMs, shipWindowMs } from "./ship-deadline";

const MIN = 60_000;

describe("promised delivery time → ship deadline", () => {
  it("turns each delivery time the listing form offers into its deadline, at most 24 h", () => {
    const deadlines = Object.fromEntries(DELIVERY_TIMES.map((d) => [d, promisedShipMs(d)]));
    expect(deadlines).toEqual({
      Instan: SHIP_DEADLINE_MS,
      "5 Menit": 5 * MIN,
      "15 Menit": 15 * MIN,
      "30 Menit": 30 * MIN,
      "1 Jam": 60 * MIN,
      "24 Jam": SHIP_DEADLINE_MS,
    });
    // No choice promises more than the ship deadline allows (the form's hint: 'maks. 24 jam').
    expect(DELIVERY_TIMES.filter((d) => /hari/i.test(d))).toEqual([]);
  });

  it("'Instan' through a supplier promises 5 minutes; without one it keeps the 24 h", () => {
    expect(promisedShipMs("Instan", true)).toBe(5 * MIN);
    expect(promisedShipMs("instan ", true)).toBe(5 * MIN);
    expect(promisedShipMs("Instan", false)).toBe(SHIP_DEADLINE_MS);
    expect(promisedShipMs("15 Menit", true)).toBe(15 * MIN);
  });

  it("reads other amounts and spellings, and caps anything longer than 24 h", () => {
    expect(promisedShipMs("2 Jam")).toBe(120 * MIN);
    expect(promisedShipMs(" 45 menit ")).toBe(45 * MIN);
    expect(promisedShipMs("1-3 Hari")).toBe(SHIP_DEADLINE_MS); // listings from before 0039
    expect(promisedShipMs("10 - 20 Menit")).toBe(20 * MIN);
    expect(promisedShipMs("30 Jam")).toBe(SHIP_DEADLINE_MS);
    expect(promisedShipMs("2 Hari")).toBe(SHIP_DEADLINE_MS);
  });

  it("gives the 24 h every seller has when the listing promises nothing readable", () => {
    for (const text of [null, undefined, "", "Besok", "0 Menit", "Secepatnya", "-5 Menit", "1.5 Jam"])
      expect(promisedShipMs(text), String(text)).toBe(SHIP_DEADLINE_MS);
  });

  it("an order's window is its copied promise, or 24 h for an order without one", () => {
    expect(shipWindowMs(15 * MIN)).toBe(15 * MIN);
    expect(shipWindowMs(null)).toBe(SHIP_DEADLINE_MS);
    expect(shipWindowMs(undefined)).toBe(SHIP_DEADLINE_MS);
    expect(shipWindowMs(0)).toBe(SHIP_DEADLINE_MS);
    expect(shipWindowMs(3 * SHIP_DEADLINE_MS)).toBe(SHIP_DEADLINE_MS);
  });
});
