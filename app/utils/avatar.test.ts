import { describe, expect, it } from "vitest";
import { avatarSrc, isOwnAvatarUrl } from "./avatar";

describe("avatars of this site only", () => {
  it("shows a stored avatar only when it is this site's, else the generated one", () => {
    expect(avatarSrc("/avatars/budi.svg", "budi")).toBe("/avatars/budi.svg");
    expect(avatarSrc("/images/product_images/usr_1/17-a.png", "budi")).toBe("/images/product_images/usr_1/17-a.png");
    for (const foreign of [
      "https://evil.example/a.png",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/images/product_images/usr_1/../../x",
      "/avatars/a.svg?x=1",
      null,
      "",
    ]) {
      expect(avatarSrc(foreign, "budi"), String(foreign)).toBe("/avatars/budi.svg");
    }
  });

  it("lets a user save only the generated avatar or their own upload", () => {
    expect(isOwnAvatarUrl("/avatars/budi.svg", "usr_1")).toBe(true);
    expect(isOwnAvatarUrl("/images/product_images/usr_1/17-a.png", "usr_1")).toBe(true);
    expect(isOwnAvatarUrl("/images/product_images/usr_2/17-a.png", "usr_1")).toBe(false);
    expect(isOwnAvatarUrl("https://evil.example/a.png", "usr_1")).toBe(false);
  });
});
