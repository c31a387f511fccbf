// The pay instructions read from Midtrans's answers (status or charge), in the shapes its docs show.
import { describe, expect, it } from "vitest";
import { instructionsOf, jakartaTime } from "./midtrans.server";

describe("instructionsOf", () => {
  it("reads a BCA VA, a Permata VA, a Mandiri bill and a store code, with the deadline in WIB", () => {
    expect(
      instructionsOf({ va_numbers: [{ bank: "bca", va_number: "39012123" }], expiry_time: "2026-11-24 10:00:00" }),
    ).toEqual({ bank: "BCA", vaNumber: "39012123", expiresAt: Date.UTC(2026, 10, 24, 3, 0, 0) });
    expect(instructionsOf({ permata_va_number: "8562000" })).toEqual({ bank: "PERMATA", vaNumber: "8562000" });
    expect(instructionsOf({ biller_code: "70012", bill_key: "990011" })).toEqual({
      billerCode: "70012",
      billKey: "990011",
    });
    expect(instructionsOf({ payment_code: "IDM123", store: "indomaret" })).toEqual({
      payCode: "IDM123",
      store: "indomaret",
    });
  });

  it("reads QRIS's string and picture, an e-wallet's app link; nothing to show is null", () => {
    expect(
      instructionsOf({
        qr_string: "00020101",
        actions: [
          { name: "generate-qr-code", method: "GET", url: "https://api.midtrans.com/v2/qris/x/qr-code" },
          { name: "deeplink-redirect", method: "GET", url: "gojek://gopay/merchanttransfer?x" },
        ],
      }),
    ).toEqual({
      qrString: "00020101",
      qrImageUrl: "https://api.midtrans.com/v2/qris/x/qr-code",
      appUrl: "gojek://gopay/merchanttransfer?x",
    });
    expect(instructionsOf({ transaction_status: "settlement", expiry_time: "2026-11-24 10:00:00" })).toBeNull();
    expect(jakartaTime("24-11-2026")).toBeNull();
    expect(
      instructionsOf({
        actions: [
          { name: "generate-qr-code", url: "http://evil.test/qr" },
          { name: "deeplink-redirect", url: "javascript:alert(1)" },
        ],
      }),
    ).toBeNull();
  });
});
