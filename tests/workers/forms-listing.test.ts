import { describe, it } from "vitest";
import { client, login } from "./http";
import { expectRefusedForm } from "./support/forms";

let n = 0;
async function seller() {
  const c = client();
  await login(c, "penjual@pasargame.test", "demo12345", `10.34.0.${++n}`);
  return c;
}

const form = {
  gameSlug: "mobile-legends",
  categorySlug: "akun",
  title: "",
  description: "Akun main sendiri, banyak skin.",
  price: "abc",
  originalPrice: "",
  stock: "x",
  platform: "Mobile",
  serverRegion: "",
  deliveryTime: "30 Menit",
  tags: "",
};
const messages = [
  "Mohon isi semua field yang wajib diisi.",
  "Wajib diisi.",
  "Harga harus berupa angka bulat lebih dari 0.",
  "Stok harus berupa angka bulat minimal 0.",
];

describe("the listing forms show every problem at once and keep what was typed", () => {
  it("create listing", async () => {
    const res = await (await seller()).post("/sell/create-listing", form);
    await expectRefusedForm(res, { messages, kept: { price: "abc", stock: "x" } });
  });

  it("edit listing", async () => {
    const res = await (await seller()).post("/sell/edit-listing/lst_sample_1", form);
    await expectRefusedForm(res, { messages, kept: { price: "abc", stock: "x" } });
  });
});
