import { describe, expect, it } from "vitest";
import { checkPayoutToken } from "./payout-auth.server";

const TOKEN = "a3f1c2d4e5b6a7980123456789abcdef";
const withAuth = (value?: string) =>
  new Request(
    "https://pasargame.test/internal/payouts",
    value === undefined ? {} : { headers: { Authorization: value } },
  );

describe("checkPayoutToken", () => {
  it("is not configured while the secret is unset or empty, whatever is sent", () => {
    expect(checkPayoutToken(withAuth(`Bearer ${TOKEN}`), undefined)).toBe("not_configured");
    expect(checkPayoutToken(withAuth("Bearer "), "")).toBe("not_configured");
  });

  it("accepts exactly the configured bearer token", () => {
    expect(checkPayoutToken(withAuth(`Bearer ${TOKEN}`), TOKEN)).toBe("ok");
    expect(checkPayoutToken(withAuth(`bearer ${TOKEN}`), TOKEN)).toBe("ok");
  });

  it("refuses a missing, empty, wrong, shorter, longer or non-bearer token", () => {
    for (const header of [
      undefined,
      "",
      "Bearer",
      "Bearer ",
      "Bearer wrong",
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}0`,
      `Basic ${TOKEN}`,
      TOKEN,
      `Bearer ${TOKEN} extra`,
    ]) {
      expect(checkPayoutToken(withAuth(header), TOKEN), String(header)).toBe("unauthorized");
    }
  });
});
