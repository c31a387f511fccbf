import { describe, it } from "vitest";
import { client } from "./http";
import { expectRefusedForm } from "./support/forms";

describe("the contact form shows every problem at once and keeps what was typed", () => {
  it("contact", async () => {
    const res = await client().post(
      "/contact",
      { name: "Budi", email: "budi@", subject: "", message: "pendek" },
      { "CF-Connecting-IP": "10.32.0.1" },
    );
    await expectRefusedForm(res, {
      messages: [
        "Format alamat email tidak valid. Contoh: nama@email.com",
        "Subjek wajib diisi.",
        "Pesan minimal 10 karakter.",
      ],
      kept: { name: "Budi", email: "budi@", message: "pendek" },
    });
  });
});
