import { describe, expect, it } from "vitest";
import { parseRupiah } from "~/utils/parse-number";
import { parseDepositForm, parseWithdrawalForm } from "./validation";

describe("deposit form", () => {
  it("asks for amount and method with the spec's texts", () => {
    expect(parseDepositForm({ amount: "", method: "GoPay" })).toMatchObject({ ok: false, title: "Form Tidak Lengkap" });
    expect(parseDepositForm({ amount: "50000", method: "" })).toMatchObject({ ok: false, title: "Form Tidak Lengkap" });
    expect(parseDepositForm({ amount: "50000", method: "Bitcoin" })).toMatchObject({ ok: false, field: "method" });
    for (const amount of ["0", "-5000", "abc", "12,5"]) {
      expect(parseDepositForm({ amount, method: "OVO" })).toMatchObject({
        ok: false,
        title: "Jumlah Tidak Valid",
        message: "Jumlah Deposit harus lebih dari 0",
      });
    }
  });

  it("accepts rupiah typed with dots or spaces", () => {
    expect(parseDepositForm({ amount: "150.000", method: "Alfamart" })).toEqual({
      ok: true,
      value: { amount: 150_000, method: "Alfamart" },
    });
    expect(parseRupiah(" 1 250 000 ")).toBe(1_250_000);
    expect(parseRupiah("Rp50.000")).toBe(50_000);
  });

  it("refuses an amount with a decimal point with the amount's message (not Rp1.000.005)", () => {
    for (const amount of ["100000.5", "1.50", "50.0000", "1..000"]) {
      expect(parseDepositForm({ amount, method: "OVO" }), amount).toMatchObject({
        ok: false,
        field: "amount",
        message: "Jumlah Deposit harus lebih dari 0",
      });
    }
  });
});

describe("withdrawal form", () => {
  const bank = { method: "bank_transfer", bankName: "BCA", accountNumber: "1234567890", accountName: "Penjual Demo" };
  it("refuses amounts ≤ 0 and above the balance with the spec's texts", () => {
    expect(parseWithdrawalForm({ ...bank, amount: "0" }, 100_000)).toMatchObject({
      title: "Jumlah Tidak Valid",
      message: "Jumlah penarikan harus lebih dari 0.",
    });
    expect(parseWithdrawalForm({ ...bank, amount: "100001" }, 100_000)).toMatchObject({
      title: "Saldo Tidak Cukup",
      message: "Anda hanya dapat menarik maksimal Rp100.000.",
    });
  });

  it("needs a method and complete bank or e-wallet details", () => {
    expect(parseWithdrawalForm({ amount: "10000" }, 100_000)).toMatchObject({ title: "Metode Belum Dipilih" });
    expect(parseWithdrawalForm({ ...bank, accountName: " ", amount: "10000" }, 100_000)).toMatchObject({
      title: "Data Bank Tidak Lengkap",
      message: "Mohon lengkapi semua detail bank.",
    });
    expect(parseWithdrawalForm({ ...bank, bankName: "Lainnya", amount: "10000" }, 100_000)).toMatchObject({
      title: "Data Bank Tidak Lengkap",
    });
    expect(
      parseWithdrawalForm({ ...bank, bankName: "Lainnya", otherBankName: "Bank Jago", amount: "10000" }, 100_000),
    ).toMatchObject({ ok: true, value: { bankName: "Bank Jago" } });
    expect(
      parseWithdrawalForm({ method: "e_wallet", ewalletProvider: "GoPay", amount: "10000" }, 100_000),
    ).toMatchObject({
      title: "Data E-Wallet Tidak Lengkap",
    });
    expect(
      parseWithdrawalForm(
        { method: "e_wallet", ewalletProvider: "Dana", ewalletPhoneNumber: "0812-3456-7890", amount: "10.000" },
        100_000,
      ),
    ).toEqual({
      ok: true,
      value: { amount: 10_000, method: "e_wallet", ewalletProvider: "Dana", ewalletPhoneNumber: "081234567890" },
    });
  });
});
