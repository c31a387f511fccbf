/**
 * The complaint service (PP 80/2019 Pasal 27, issue 34 point 2): a message sent through /contact is
 * a ticket with a number and a promised answer time; the page states the service (contact,
 * address, hours, response time, procedure, escalation) from configuration; staff answer once from
 * /admin/tickets and the answer reaches the sender by e-mail and, when signed in, in the app.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, notifications } from "~/db/schema";
import { complaintService } from "~/modules/contact/complaint-service.server";
import { signedIn, USERS } from "./fixtures";
import { db } from "./helpers";
import { client } from "./http";

const HOUR = 3600_000;
let seq = 0;
const freshIp = () => `10.78.${Math.floor(++seq / 250)}.${seq % 250}`;
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

async function mailsTo(email: string) {
  const res = await env.MAILER.fetch(`https://mailer.internal/outbox?limit=50&to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

async function sendMessage(c = client(), email = `tiket.${crypto.randomUUID().slice(0, 8)}@contoh.id`) {
  const res = await c.post(
    "/contact",
    {
      name: "Sari Dewi",
      email,
      subject: "Top up belum masuk",
      message: "Top up 86 diamond saya belum masuk sejak tadi pagi.",
    },
    { "CF-Connecting-IP": freshIp() },
  );
  expect(res.status).toBe(302);
  const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, email));
  return row!;
}

describe("a complaint ticket", () => {
  it("gets a number and the configured answer time", async () => {
    const before = Date.now();
    const row = await sendMessage();
    expect(row.ticketNumber).toMatch(/^TK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(row.dueAt! - row.createdAt).toBe(48 * HOUR);
    expect(row.createdAt).toBeGreaterThanOrEqual(before);
  });

  it("the contact page states the service from configuration, which counsel may change", async () => {
    const html = await text(await client().get("/contact"));
    const card = /data-testid="complaint-service".*?<\/section>/s.exec(html)?.[0] ?? "";
    expect(card).toContain("Layanan Pengaduan Konsumen");
    expect(card).toContain("+62 812-3456-7890");
    expect(card).toContain("Jakarta Selatan");
    expect(card).toContain("paling lambat 48 jam");
    expect(card).toContain("Kementerian Perdagangan");
    expect(
      complaintService({
        COMPLAINT_RESPONSE_HOURS: "24",
        COMPLAINT_ADDRESS: "Jl. Uji 1",
        COMPLAINT_PHONE: "+62 811-1111-2222",
      }),
    ).toMatchObject({ responseHours: 24, address: "Jl. Uji 1", phone: "+62 811-1111-2222" });
    // A nonsense response time falls back to the default, never to 0 or NaN hours.
    expect(complaintService({ COMPLAINT_RESPONSE_HOURS: "nol" }).responseHours).toBe(48);
  });

  it("is answered once by staff: mailed to the sender, in the app for a signed-in sender", async () => {
    const sender = await signedIn(USERS.buyer.id);
    const row = await sendMessage(sender, "pembeli@pasargame.test");
    const staff = await signedIn(USERS.admin.id);
    const queue = await text(await staff.get("/admin/tickets"));
    expect(queue).toContain(row.ticketNumber!);
    expect(queue).toContain("Top up 86 diamond saya belum masuk");

    const empty = await staff.post("/admin/tickets", { ticketId: row.id, answer: "  " });
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain("Jawaban wajib diisi.");

    const answer = "Top up sudah kami cek bersama penjual <b>dan</b> masuk pukul 10.15 WIB.";
    const answered = await staff.post("/admin/tickets", { ticketId: row.id, answer });
    expect(answered.status).toBe(302);
    const [after] = await db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(after).toMatchObject({ answer, answeredBy: USERS.admin.id });
    expect(after!.handledAt).not.toBeNull();

    const mail = (await mailsTo("pembeli@pasargame.test")).find((m) => m.subject.includes(row.ticketNumber!));
    expect(mail?.subject).toBe(`Jawaban untuk Tiket ${row.ticketNumber} · PasarGame`);
    expect(mail?.text).toContain(answer);
    expect(mail?.text).not.toContain("Berhenti menerima email ini"); // an answer, not a subscription
    const inApp = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, USERS.buyer.id),
          eq(notifications.title, `Jawaban untuk Tiket ${row.ticketNumber}`),
        ),
      );
    expect(inApp).toHaveLength(1);

    const again = await staff.post("/admin/tickets", { ticketId: row.id, answer: "Jawaban kedua" });
    expect(again.status).toBe(409);
    expect(await text(again)).toContain("Tiket ini sudah dijawab.");
  });

  it("is for staff only", async () => {
    const row = await sendMessage();
    const buyer = await signedIn(USERS.buyer.id);
    expect((await buyer.get("/admin/tickets")).status).toBe(403);
    expect((await buyer.post("/admin/tickets", { ticketId: row.id, answer: "Saya jawab sendiri" })).status).toBe(403);
    const [after] = await db().select().from(contactMessages).where(eq(contactMessages.id, row.id));
    expect(after!.handledAt).toBeNull();
  });
});
