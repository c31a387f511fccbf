import { describe, it } from "vitest";
import { client, login } from "./http";
import { expectRefusedForm } from "./support/forms";

let n = 0;
async function buyer() {
  const c = client();
  await login(c, "pembeli@pasargame.test", "demo12345", `10.33.0.${++n}`);
  return c;
}

describe("the wallet forms show every problem at once and keep what was typed", () => {
  it("deposit", async () => {
    const c = await buyer();
    const res = await c.post("/my-account/wallet", { intent: "deposit", amount: "0", method: "Bitcoin" });
    await expectRefusedForm(res, {
      messages: ["Jumlah Tidak Valid", "Jumlah Deposit harus lebih dari 0", "Form Tidak Lengkap"],
      kept: { amount: "0" },
    });
  });

  it("withdrawal", async () => {
    const c = await buyer();
    const res = await c.post("/my-account/wallet", {
      intent: "withdraw",
      amount: "abc",
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "",
    });
    await expectRefusedForm(res, {
      messages: [
        "Jumlah Tidak Valid",
        "Jumlah penarikan harus lebih dari 0.",
        "Data Bank Tidak Lengkap",
        "Mohon lengkapi semua detail bank.",
      ],
      kept: { amount: "abc", accountNumber: "1234567890" },
    });
  });
});
