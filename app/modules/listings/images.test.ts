import { describe, expect, it } from "vitest";
import { isPlainImage, keyFromImageUrl, sanitizeFileName, sniffImageType, uploadKey } from "./images";

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe("sniffImageType", () => {
  it("recognises PNG, JPEG and both GIF versions by their first bytes", () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(sniffImageType(ascii("GIF87a..."))).toBe("image/gif");
    expect(sniffImageType(ascii("GIF89a..."))).toBe("image/gif");
  });

  it("refuses text, truncated signatures and a signature that is not at the start", () => {
    expect(sniffImageType(ascii("hello, I am a .png"))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(ascii("GIF88a"))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    // A polyglot: an HTML page with a PNG signature inside.
    expect(
      sniffImageType(new Uint8Array([...ascii("<svg>"), 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull();
  });
});

describe("sanitizeFileName", () => {
  it("keeps a plain name and cleans paths, spaces, accents and odd characters", () => {
    expect(sanitizeFileName("cover.png")).toBe("cover.png");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("C:\\Users\\me\\Foto Akun (1).JPG")).toBe("Foto-Akun-1.JPG");
    expect(sanitizeFileName("pokémon<script>.gif")).toBe("pokemonscript.gif");
    expect(sanitizeFileName(".htaccess")).toBe("htaccess");
    expect(sanitizeFileName("???")).toBe("gambar");
  });

  it("shortens long names to 80 characters and keeps the extension", () => {
    const name = sanitizeFileName(`${"a".repeat(200)}.jpeg`);
    expect(name).toHaveLength(80);
    expect(name.endsWith(".jpeg")).toBe(true);
  });
});

describe("keys and URLs", () => {
  it("builds product_images/<user>/<timestamp>-<name> and maps served URLs back to keys", () => {
    const key = uploadKey("usr_demo_seller", "My Cover.png", 1700000000000);
    expect(key).toBe("product_images/usr_demo_seller/1700000000000-My-Cover.png");
    expect(keyFromImageUrl(`/images/${key}`)).toBe(key);
    expect(keyFromImageUrl("/seed/listings/valorant-akun.svg")).toBeNull();
  });
});

describe("isPlainImage", () => {
  const gif = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));
  const pngEnd = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, ...pngEnd);
  const withText = (image: Uint8Array, text: string, at = image.length) => {
    const extra = new TextEncoder().encode(text);
    return new Uint8Array([...image.slice(0, at), ...extra, ...image.slice(at)]);
  };

  it("accepts an image that is only itself", () => {
    expect(isPlainImage(gif, "image/gif")).toBe(true);
    expect(isPlainImage(png, "image/png")).toBe(true);
    expect(isPlainImage(bytes(0xff, 0xd8, 0xff, 0xe0, 1, 2, 0xff, 0xd9, 9, 9), "image/jpeg")).toBe(true);
  });

  it("refuses anything after a PNG's IEND or a GIF's trailer", () => {
    expect(isPlainImage(withText(png, "x"), "image/png")).toBe(false);
    expect(isPlainImage(withText(gif, "x"), "image/gif")).toBe(false);
  });

  it("refuses markup anywhere, in any case, even where the structure is intact", () => {
    for (const word of ["<script>", "<HTML>", "<!DocType html>", "<svg/onload=1>", "<?php", "JavaScript:alert(1)"]) {
      expect(isPlainImage(withText(png, word, 10), "image/png"), word).toBe(false);
      expect(isPlainImage(withText(gif, word, 13), "image/gif"), word).toBe(false);
      expect(isPlainImage(withText(bytes(0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9), word), "image/jpeg"), word).toBe(false);
    }
  });

  it("refuses bytes whose signature is another type", () => {
    expect(isPlainImage(gif, "image/png")).toBe(false);
  });
});
