import { describe, it } from "vitest";
import * as fixtures from "./fixtures";
import { expectRefusedForm } from "./support/forms";

describe("the account's own forms show every problem at once and keep what was typed", () => {
  it("profile", async () => {
    const { id } = await fixtures.newUser("buyer", "formprofil");
    const c = await fixtures.signedIn(id);
    const fullName = "N".repeat(120);
    const res = await c.post("/my-account/profile", {
      intent: "save",
      username: "budi santoso",
      fullName,
      phone: "08x-abc",
      avatarUrl: "https://evil.example/a.png",
    });
    await expectRefusedForm(res, {
      messages: [
        "Username hanya boleh berisi huruf, angka, dan garis bawah (_).",
        "Nama lengkap maksimal 100 karakter.",
        "Nomor WhatsApp hanya boleh berisi angka, spasi, tanda + atau -.",
        "Avatar harus gambar yang Anda unggah di situs ini atau avatar bawaan (/avatars/…).",
      ],
      kept: { username: "budi santoso", fullName, phone: "08x-abc", avatarUrl: "https://evil.example/a.png" },
    });
  });
});
