/**
 * Consents (issue 34 point 1): marketing by e-mail and push is off until given in Pengaturan ›
 * Persetujuan; staff's promotion reaches only the people who gave it; a withdrawal is recorded and
 * stops the next promotion at once — even one already written and not yet sent — and the
 * promotion mail's own unsubscribe link withdraws the consent too.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataRequests, notificationDeliveries, notifications } from "~/db/schema";
import { sendPromotion } from "~/modules/admin/marketing.server";
import { dispatchNotifications } from "~/modules/notifications/dispatch.server";
import type { Channel } from "~/modules/notifications/types";
import { env } from "cloudflare:test";
import { newUser, signedIn, USERS } from "./fixtures";
import { client } from "./http";
import { db } from "./helpers";
import { mailsOnceThere, outboxTo, postAndSettle } from "./mail-outbox";

const promo = (title: string) => ({
  title,
  body: "Diskon 10% untuk semua top up akhir pekan ini.",
  link: "/promotions",
});
const consent = (c: Awaited<ReturnType<typeof signedIn>>, boxes: Record<string, string>) =>
  c.post("/my-account/settings", { intent: "consents", ...boxes });
const promosOf = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "promo")));

describe("marketing consents", () => {
  it("mails a promotion only to people who consented; a withdrawal is recorded and stops the next one", async () => {
    const admin = await signedIn(USERS.admin.id);
    const yes = await newUser("buyer", "setuju");
    const no = await newUser("buyer", "tolak");
    const yesClient = await signedIn(yes.id);
    const page = await (await yesClient.get("/my-account/settings")).text();
    expect(page).toContain("Persetujuan");
    expect(page).toContain("tidak ada pemrosesan opsional");

    expect((await consent(yesClient, { marketingEmail: "1" })).status).toBe(302);
    const [given] = await db().select().from(dataRequests).where(eq(dataRequests.userId, yes.id));
    expect(given).toMatchObject({ kind: "consent_change", status: "done", detail: "E-mail promosi: diberikan." });

    const first = await postAndSettle(admin, "/admin/marketing", promo("Promo Pertama"));
    expect(first.status).toBe(302);
    const [mail, ...more] = await mailsOnceThere(yes.email, 1);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("Promo Pertama");
    expect(await outboxTo(no.email)).toEqual([]);
    expect(await promosOf(no.id)).toEqual([]);

    // Withdrawn (the box unticked): recorded, and the next promotion is not mailed.
    expect((await consent(yesClient, {})).status).toBe(302);
    const changes = await db()
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.userId, yes.id), eq(dataRequests.kind, "consent_change")));
    expect(changes.map((c) => c.detail)).toContain("E-mail promosi: ditarik.");
    await postAndSettle(admin, "/admin/marketing", promo("Promo Kedua"));
    expect((await outboxTo(yes.email)).map((m) => m.subject).join()).not.toContain("Promo Kedua");
  });

  it("stops a promotion already fanned out but not yet mailed when the consent is withdrawn in between", async () => {
    const user = await newUser("buyer", "tarik");
    const c = await signedIn(user.id);
    await consent(c, { marketingEmail: "1" });
    await sendPromotion({ db: db() }, { ...promo("Promo Tertunda"), staffId: USERS.admin.id });
    const [written] = await promosOf(user.id);
    // Fanned out to e-mail; the mailer's first attempt fails, so the mail waits for its retry…
    const failing: Channel = { name: "email", send: async () => "retry" };
    await dispatchNotifications(env, { channels: [failing] });
    const key = eq(notificationDeliveries.notificationId, written!.id);
    expect(await db().select().from(notificationDeliveries).where(key)).toMatchObject([{ status: "pending" }]);
    // …and the consent is withdrawn before it: the retry sends nothing.
    await consent(c, {});
    await dispatchNotifications(env, { now: Date.now() + 5 * 60_000 });
    expect(await db().select().from(notificationDeliveries).where(key)).toMatchObject([{ status: "skipped" }]);
    expect(await outboxTo(user.email)).toEqual([]);
  });

  it("fans a promotion out only on the channels consented to (push stays off until given)", async () => {
    const user = await newUser("buyer", "kanal");
    await consent(await signedIn(user.id), { marketingEmail: "1" });
    await sendPromotion({ db: db() }, { ...promo("Promo Kanal"), staffId: USERS.admin.id });
    const [written] = await promosOf(user.id);
    const hold = (name: Channel["name"]): Channel => ({ name, send: async () => "retry" });
    await dispatchNotifications(env, { channels: [hold("email"), hold("push")] });
    const deliveries = await db()
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, written!.id));
    expect(deliveries).toEqual([{ channel: "email" }]);
  });

  it("the promotion mail's unsubscribe link withdraws the consent, recorded as a consent change", async () => {
    const user = await newUser("buyer", "berhenti");
    await consent(await signedIn(user.id), { marketingEmail: "1" });
    await postAndSettle(await signedIn(USERS.admin.id), "/admin/marketing", promo("Promo Berhenti"));
    const [mail] = await mailsOnceThere(user.email, 1);
    const link = (JSON.parse(mail!.headers ?? "{}") as Record<string, string>)["List-Unsubscribe"]!.slice(1, -1);
    const done = await client().post(new URL(link).pathname + new URL(link).search, {
      "List-Unsubscribe": "One-Click",
    });
    expect(done.status).toBe(200);
    const page = await (await (await signedIn(user.id)).get("/my-account/settings")).text();
    expect(page).toContain('name="marketingEmail"');
    expect(page).not.toMatch(/name="marketingEmail"[^>]*checked/);
    const details = (await db().select().from(dataRequests).where(eq(dataRequests.userId, user.id))).map(
      (r) => r.detail,
    );
    expect(details).toEqual(["E-mail promosi: diberikan.", "E-mail promosi: ditarik."]);
  });

  it("the send form is for staff only and checks its fields", async () => {
    const buyer = await signedIn(USERS.buyer.id);
    const refused = await buyer.post("/admin/marketing", promo("Bukan Admin"));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Akses Ditolak");
    const admin = await signedIn(USERS.admin.id);
    const bad = await admin.post("/admin/marketing", { title: "", body: "x", link: "https://jahat.example" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Judul wajib diisi.");
    expect(html).toContain("Tautan harus berupa alamat di situs ini");
  });
});
