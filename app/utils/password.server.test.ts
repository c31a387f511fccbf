import { describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password.server";

describe("scrypt password hashes", () => {
  it("stores the parameters with a salted hash and verifies only the right password", async () => {
    const hash = await hashPassword("rahasia123");
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$`));
    expect(hash).not.toContain("rahasia123");
    expect(await hashPassword("rahasia123")).not.toBe(hash);
    expect(await verifyPassword("rahasia123", hash)).toBe(true);
    expect(await verifyPassword("rahasia124", hash)).toBe(false);
  });

  it("verifies hashes made with older, weaker parameters", async () => {
    const old = await hashPassword("lama", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("lama", old)).toBe(true);
  });

  it("rejects malformed stored values instead of throwing", async () => {
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
    expect(await verifyPassword("x", "scrypt$a$b$c$d$e")).toBe(false);
  });
});
