import { describe, expect, it } from "vitest";
import { CASE_REASONS, isCaseReason, MAX_CASE_LINKS, parseCaseLinks } from "./rules";

describe("a dispute case's preset reasons and video links", () => {
  it("offers the issue's preset reasons and accepts only those", () => {
    expect(CASE_REASONS).toEqual([
      "Akun tidak bisa login",
      "Data tidak sesuai",
      "Akun ditarik kembali",
      "Item belum masuk",
      "Lainnya",
    ]);
    expect(isCaseReason("Akun tidak bisa login")).toBe(true);
    expect(isCaseReason("<script>")).toBe(false);
  });

  it("takes http(s) links one per line, ignoring blank lines", () => {
    expect(parseCaseLinks("https://youtu.be/abc\n\n  http://drive.example/x?y=1  \r\n")).toEqual({
      ok: true,
      links: ["https://youtu.be/abc", "http://drive.example/x?y=1"],
    });
    expect(parseCaseLinks("")).toEqual({ ok: true, links: [] });
  });

  it("refuses javascript:, data: and relative links, and too many, in Indonesian", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<b>x</b>",
      "/relative",
      "youtu.be/x",
    ]) {
      const result = parseCaseLinks(bad);
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error).toContain("gunakan alamat yang diawali http:// atau https://");
    }
    const many = Array.from({ length: MAX_CASE_LINKS + 1 }, (_, i) => `https://x.test/${i}`).join("\n");
    expect(parseCaseLinks(many)).toEqual({ ok: false, error: `Maksimal ${MAX_CASE_LINKS} tautan.` });
  });
});
