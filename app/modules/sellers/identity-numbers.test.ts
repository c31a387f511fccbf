import { describe, expect, it } from "vitest";
import { isIdentityKeyOf, identityKey } from "~/modules/listings/images";
import { maskNik, nikProblem, npwpDigits } from "./identity-numbers";

describe("nikProblem", () => {
  it("accepts a real-looking NIK, a woman's (day + 40) too, with spaces around", () => {
    expect(nikProblem("3201011205900001")).toBeNull();
    expect(nikProblem("3201015205900001")).toBeNull();
    expect(nikProblem(" 3201011205900001 ")).toBeNull();
  });

  it("refuses anything but 16 digits, and 16 digits no KTP has", () => {
    for (const bad of [
      "",
      "320101120590000",
      "32010112059000011",
      "3201-0112-0590-0001",
      "３２０１０１１２０５９００００１",
    ])
      expect(nikProblem(bad), bad).toBe("NIK harus 16 digit angka sesuai KTP.");
    for (const bad of [
      "1001011205900001",
      "9901011205900001",
      "3201010005900001",
      "3201013205900001",
      "3201017205900001",
      "3201011213900001",
      "3201011205900000",
    ])
      expect(nikProblem(bad), bad).toBe("NIK tidak valid. Periksa kembali sesuai KTP Anda.");
  });
});

describe("npwpDigits", () => {
  it("reads the old 15-digit format with or without its punctuation, and the 16-digit one", () => {
    expect(npwpDigits("12.345.678.9-012.345")).toBe("123456789012345");
    expect(npwpDigits("123456789012345")).toBe("123456789012345");
    expect(npwpDigits("3201011205900001")).toBe("3201011205900001");
  });

  it("refuses other lengths and other characters", () => {
    for (const bad of ["", "1234", "12345678901234", "12345678901234567", "12.345.678.9-012.34a", "<script>1</script>"])
      expect(npwpDigits(bad), bad).toBeNull();
  });
});

describe("identity keys and masks", () => {
  it("keeps identity keys under the user's own private prefix", () => {
    const key = identityKey("usr_a", "../../product_images/ktp.png", 1);
    expect(key).toBe("identity/usr_a/1-ktp.png");
    expect(isIdentityKeyOf(key, "usr_a")).toBe(true);
    expect(isIdentityKeyOf(key, "usr_")).toBe(false);
    expect(isIdentityKeyOf("product_images/usr_a/1-ktp.png", "usr_a")).toBe(false);
  });

  it("shows only the last four digits", () => {
    expect(maskNik("3201011205900001")).toBe("••••••••••••0001");
  });
});
