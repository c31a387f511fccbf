// The server's QR encoder: Reed-Solomon against the standard's worked example, the symbol's fixed
// patterns and format information, and fingerprints of symbols that zbarimg 0.23.92 decoded back
// to their text (checked by hand when the encoder was written: a decoder is no dependency here).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { qrModules, qrSvgPath, reedSolomon } from "./qr-code.server";

const QRIS =
  "00020101021226610014COM.GO-JEK.WWW01189360091400000000000210G00000000003035UMI51440014ID.CO.QRIS.WWW0215ID10260000000000303UMI520458165303360540517622558002ID5919PASARGAME SIMULATOR6015JAKARTA SELATAN61051219062240520123456789012345678906304ABCD";

const fingerprint = (modules: boolean[][]) =>
  createHash("sha256")
    .update(modules.map((row) => row.map((dark) => (dark ? "1" : "0")).join("")).join("\n"))
    .digest("hex");

/** The 15 format bits next to the top-left finder, unmasked. */
function formatBits(m: boolean[][]) {
  const at = (x: number, y: number): number => (m[y]![x] ? 1 : 0);
  const bits = [0, 1, 2, 3, 4, 5, 7, 8]
    .map((y) => at(8, y))
    .concat(
      [at(7, 8)],
      [5, 4, 3, 2, 1, 0].map((x) => at(x, 8)),
    );
  return bits.reduce((value, b, i) => value | (b << i), 0) ^ 0x5412;
}

describe("QR encoder", () => {
  it("computes Reed-Solomon codewords as the standard's 1-M example", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it("picks the smallest version, draws finders and timing, and writes level M's format bits", () => {
    const small = qrModules("HELLO");
    expect(small).toHaveLength(21); // version 1
    const qris = qrModules(QRIS);
    expect(qris).toHaveLength(61); // version 11 holds the 252 bytes at level M
    expect(qrModules(QRIS, "L")).toHaveLength(57);
    for (const m of [small, qris]) {
      const n = m.length;
      for (const [x0, y0] of [
        [0, 0],
        [n - 7, 0],
        [0, n - 7],
      ])
        for (let i = 0; i < 7; i++) {
          expect([m[y0]![x0 + i], m[y0 + 6]![x0 + i], m[y0 + i]![x0], m[y0 + i]![x0 + 6]]).toEqual([
            true,
            true,
            true,
            true,
          ]);
        }
      for (let i = 8; i < n - 8; i++) expect(m[6]![i]).toBe(i % 2 === 0);
      const format = formatBits(m);
      expect(format >> 13).toBe(0); // level M
      expect(format >> 10).toBeLessThan(8); // a mask 0..7
    }
  });

  it("draws the same symbols zbarimg decoded, and an SVG path with a 4-module quiet zone", () => {
    expect(fingerprint(qrModules("HELLO"))).toBe("71bc9ab3ffcaa0d281e4873d98c839634768a360dd4020111d405a3c41752367");
    expect(fingerprint(qrModules(QRIS))).toBe("c8b01eb5845e0624b2634709679f4802fb6c241790037b490bcab04829aac55c");
    expect(fingerprint(qrModules(QRIS, "L"))).toBe("da23d8e9cfd411d8e6d19313c325cda4aabff1812491c1cce4dba986e609eb4d");
    const { size, path } = qrSvgPath("HELLO");
    expect(size).toBe(29);
    expect(path.startsWith("M4 4h7v1h-7z")).toBe(true);
    expect(() => qrModules("x".repeat(3000))).toThrow(RangeError);
  });
});
