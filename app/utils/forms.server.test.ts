import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./app-error";
import { always, failForm, parseForm, refuseForm, ruleText } from "./forms.server";

const schema = z
  .object({
    name: z.string().trim().min(1, "Nama wajib diisi."),
    code: ruleText((v) => (/^\d{3}$/.test(v) ? null : "Kode tiga angka.")),
    password: z.string().min(6, "Password minimal harus 6 karakter."),
    confirmPassword: z.string(),
    tags: z.array(z.string()),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Tidak cocok.", ...always });

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("parseForm", () => {
  it("reports every field's problem at once, cross-field rules included, and keeps what was typed", async () => {
    const parsed = await parseForm(
      form([
        ["name", " "],
        ["code", "12a"],
        ["password", "abc"],
        ["confirmPassword", "abd"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      schema,
    );
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: {
        name: ["Nama wajib diisi."],
        code: ["Kode tiga angka."],
        password: ["Password minimal harus 6 karakter."],
        confirmPassword: ["Tidak cocok."],
      },
      formError: null,
      values: { name: " ", code: "12a", tags: "a" },
    });
  });

  it("reads a missing field as empty (the schema's message, not zod's) and falls back to an Indonesian one", async () => {
    const parsed = await parseForm(form([["tags", "x"]]), schema);
    if (parsed.ok) throw new Error("expected a failure");
    expect(parsed.fieldErrors.name).toEqual(["Nama wajib diisi."]);
    expect(parsed.fieldErrors.tags).toEqual(["Isian tidak valid."]);
  });

  it("never echoes a secret field", async () => {
    const parsed = await parseForm(form([["otp", "123456"]]), z.object({ otp: z.string().min(7, "x") }), {
      secret: ["otp"],
    });
    expect(parsed.values).toEqual({});
  });

  it("gives the data when all is well", async () => {
    const ok = await parseForm(
      form([
        ["name", " Budi "],
        ["code", "123"],
        ["password", "rahasia"],
        ["confirmPassword", "rahasia"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      schema,
    );
    expect(ok).toMatchObject({ ok: true, data: { name: "Budi", tags: ["a", "b"] } });
  });

  it("answers a failure and a later refusal in the same shape", async () => {
    const failed = failForm({ fieldErrors: { a: ["x"] }, formError: null, values: { a: "1" } });
    expect(failed.init?.status).toBe(400);
    expect(failed.data).toEqual({ fieldErrors: { a: ["x"] }, formError: null, values: { a: "1" } });
    const refused = refuseForm(new AppError("Judul", "Sudah dipakai.", 409, "username"), { username: "budi" });
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({
      fieldErrors: { username: ["Sudah dipakai."] },
      formError: null,
      values: { username: "budi" },
      titles: { username: "Judul" },
    });
  });
});
