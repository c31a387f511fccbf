import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("R2 IMAGES bucket", () => {
  it("stores and returns an image with its metadata, and deletes it", async () => {
    const key = "product_images/usr_demo_seller/1700000000000-cover.png";
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await env.IMAGES.put(key, png, { httpMetadata: { contentType: "image/png" } });

    const object = await env.IMAGES.get(key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(png);

    const listed = await env.IMAGES.list({ prefix: "product_images/usr_demo_seller/" });
    expect(listed.objects.map((o) => o.key)).toContain(key);

    await env.IMAGES.delete(key);
    expect(await env.IMAGES.get(key)).toBeNull();
  });
});
