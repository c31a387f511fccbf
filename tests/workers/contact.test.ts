import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "~/modules/limits/limits";
import { CONTACT_TEXTS } from "~/modules/contact/texts";
import { contactMessages } from "~/db/schema";
import { db } from "./helpers";
import { client, login } from "./http";

const { CONTACT_PER_IP_PER_HOUR } = DEFAULT_LIMITS;
let seq = 0;
/** A distinct client IP per test, so the per-IP limit of one test never touches another. */
const freshIp = () => `10.77.${Math.floor(++seq / 250)}.${seq % 250}`;
const uniqueEmail = () => `kontak.${Date.now().toString(36)}.${++seq}@contoh.id`;

function validMessage(email = uniqueEmail()) {
  return {
    name: "Budi Santoso",
    email,
    subject: "Pesanan belum diterima",
    message: "Halo tim PasarGame, pesanan saya ORD-123 belum dikirim sejak kemarin.",
  };
}

const rowsFor = (email: string) => db().select().from(contactMessages).where(eq(contactMessages.email, email));
const countAll = () => db().$count(contactMessages);

/** The toast cookie the redirect carries (base64 JSON, see app/utils/toast.server.ts). */
function toastFrom(res: Response) {
  const line = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="));
  if (!line) return null;
  const value = line.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as { type: string; title: string; description?: string };
}

describe("contact form", () => {
  it("renders the form, the contact details and the opening hours on the server", async () => {
    const res = await client().get("/contact");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Hubungi Kami — PasarGame</title>");
    for (const label of ["Nama Lengkap", "Alamat Email", "Subjek", "Pesan Anda"]) expect(html).toContain(label);
    expect(html).toContain("dukungan@pasargame.id");
    expect(html).toContain("https://wa.me/6281234567890");
    expect(html).toContain("09.00–18.00 WIB");
    expect(html).toContain("10.00–15.00 WIB");
    expect(html).toContain("Minggu &amp; hari libur nasional");
  });

  it("stores exactly one row with the typed values and redirects back with the success toast", async () => {
    const c = client();
    const msg = validMessage();
    const before = await countAll();
    const res = await c.post("/contact", msg, { "CF-Connecting-IP": freshIp() });

    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact");
    expect(toastFrom(res)).toEqual({
      type: "success",
      title: "Pesan Terkirim!",
      description: expect.stringMatching(
        /^Terima kasih telah menghubungi kami\. Tim kami akan segera merespons\. Nomor tiket Anda TK-\w{4}-\w{4}\. Kami menjawab lewat email paling lambat .+\.$/,
      ),
    });

    expect(await countAll()).toBe(before + 1);
    const rows = await rowsFor(msg.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...msg, userId: null, handledAt: null });
    expect(Math.abs(rows[0]!.createdAt - Date.now())).toBeLessThan(60_000);

    // The page after the redirect is the empty form (the toast is shown by the root).
    const page = await c.get("/contact");
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(msg.subject);
  });

  it("trims what it stores and keeps the message's line breaks", async () => {
    const email = uniqueEmail();
    const res = await client().post(
      "/contact",
      { name: "  Siti   Aminah ", email: ` ${email} `, subject: " Saran ", message: " Baris pertama\r\nBaris kedua " },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(res.status).toBe(302);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ name: "Siti Aminah", subject: "Saran", message: "Baris pertama\nBaris kedua" });
  });

  it("records the signed-in user's id", async () => {
    const c = client();
    const ip = freshIp();
    expect((await login(c, "pembeli@pasargame.test", "demo12345", ip)).status).toBe(302);
    const msg = validMessage();
    expect((await c.post("/contact", msg, { "CF-Connecting-IP": ip })).status).toBe(302);
    const rows = await rowsFor(msg.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe("usr_demo_buyer");
  });

  it("refuses an empty form with 400 and every field's message, storing nothing", async () => {
    const before = await countAll();
    const res = await client().post(
      "/contact",
      { name: "", email: "", subject: " ", message: "" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const text of [
      CONTACT_TEXTS.nameRequired,
      CONTACT_TEXTS.emailRequired,
      CONTACT_TEXTS.subjectRequired,
      CONTACT_TEXTS.messageRequired,
    ]) {
      expect(html).toContain(text);
    }
    expect(await countAll()).toBe(before);
  });

  it.each([
    ["a malformed e-mail", { email: "budi@contoh" }, CONTACT_TEXTS.emailInvalid],
    ["a too short message", { message: "Halo" }, CONTACT_TEXTS.messageTooShort],
    ["a too long message", { message: "a".repeat(5001) }, CONTACT_TEXTS.messageTooLong],
    ["a too long name", { name: "n".repeat(101) }, CONTACT_TEXTS.nameTooLong],
    ["a too long subject", { subject: "s".repeat(151) }, CONTACT_TEXTS.subjectTooLong],
  ])("refuses %s with 400, keeps the typed values and stores nothing", async (_, change, text) => {
    const msg = { ...validMessage(), ...change };
    const before = await countAll();
    const res = await client().post("/contact", msg, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).toContain(`value="${msg.subject}"`);
    expect(await countAll()).toBe(before);
  });

  it(`answers 429 after ${CONTACT_PER_IP_PER_HOUR} messages from one IP in an hour`, async () => {
    const ip = freshIp();
    const sent: string[] = [];
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) {
      const msg = validMessage();
      sent.push(msg.email);
      expect((await client().post("/contact", msg, { "CF-Connecting-IP": ip })).status).toBe(302);
    }
    const extra = validMessage();
    const res = await client().post("/contact", extra, { "CF-Connecting-IP": ip });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toMatch(/Terlalu banyak percobaan/);
    expect(html).toContain(extra.subject); // typed values are kept
    expect(await rowsFor(extra.email)).toHaveLength(0);
    for (const email of sent) expect(await rowsFor(email)).toHaveLength(1);

    // Another IP is not affected.
    expect((await client().post("/contact", validMessage(), { "CF-Connecting-IP": freshIp() })).status).toBe(302);
  });
});
