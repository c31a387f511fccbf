import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-origin";

describe("publicOrigin", () => {
  it("accepts a bare http(s) origin and normalises it", () => {
    expect(publicOrigin("https://pasargame.id")).toBe("https://pasargame.id");
    expect(publicOrigin(" https://PasarGame.ID/ ")).toBe("https://pasargame.id");
    expect(publicOrigin("http://localhost:8787")).toBe("http://localhost:8787");
    expect(publicOrigin("https://pasargame.id:443")).toBe("https://pasargame.id");
  });

  it("refuses anything else, so no link is built from it", () => {
    for (const bad of [
      undefined,
      null,
      "",
      "  ",
      "pasargame.id",
      "ftp://pasargame.id",
      "javascript:alert(1)",
      "https://pasargame.id/jalur",
      "https://pasargame.id/?q=1",
      "https://pasargame.id/#x",
      "https://user:pw@pasargame.id",
      1,
    ]) {
      expect(publicOrigin(bad), String(bad)).toBeNull();
    }
  });
});
