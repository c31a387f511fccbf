/**
 * The log of data requests (issue 34 point 1, 'permohonan tercatat'): an export, a deletion and a
 * written request each leave a row with its time and a due time 3 × 24 h later; what the app did
 * itself is done at once, a refused deletion and a written request stay open for staff, who answer
 * from /admin/data-requests with a note the user is notified of.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataRequests, notifications } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { fundedBuyer, newUser, signedIn, toastOf, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { client } from "./http";

const DAY3 = 3 * 24 * 3600_000;
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const requestsOf = (userId: string) =>
  db().select().from(dataRequests).where(eq(dataRequests.userId, userId)).orderBy(dataRequests.createdAt);

describe("the data-request log", () => {
  it("records an export as done at once, with its time and due time", async () => {
    const user = await newUser("buyer", "log");
    const c = await signedIn(user.id);
    const before = Date.now();
    const res = await c.get("/my-account/data-export");
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const [row, ...rest] = await requestsOf(user.id);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ kind: "export", status: "done" });
    expect(row!.createdAt).toBeGreaterThanOrEqual(before);
    expect(row!.dueAt).toBe(row!.createdAt + DAY3);
    expect(row!.handledAt).toBe(row!.createdAt);
  });

  it("keeps a refused deletion open for staff (once, however often asked), and closes it when the account goes", async () => {
    const buyer = await fundedBuyer(7_000);
    const c = await signedIn(buyer.id);
    for (let i = 0; i < 2; i++) {
      const refused = await c.post("/my-account/settings", { intent: "delete_account", deletePassword: "demo12345" });
      expect(refused.status).toBe(409);
    }
    const open = await requestsOf(buyer.id);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ kind: "deletion", status: "open", handledAt: null });
    expect(open[0]!.detail).toContain("Saldo Anda masih Rp7.000");
    expect(open[0]!.dueAt).toBe(open[0]!.createdAt + DAY3);

    await move(db(), {
      kind: "test_withdrawal",
      reference: buyer.id,
      legs: [
        { account: account.wallet(buyer.id), amount: -7_000 },
        { account: account.externalPayouts, amount: 7_000 },
      ],
    });
    const done = await c.post("/my-account/settings", { intent: "delete_account", deletePassword: "demo12345" });
    expect(done.status).toBe(302);
    const after = await requestsOf(buyer.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: open[0]!.id, kind: "deletion", status: "done", note: "Akun dihapus." });
    await expectLedgerInvariants();
  });

  it("records a deletion with nothing open as one done request", async () => {
    const user = await newUser("buyer", "hapuslog");
    const c = await signedIn(user.id);
    expect(
      (await c.post("/my-account/settings", { intent: "delete_account", deletePassword: "demo12345" })).status,
    ).toBe(302);
    expect(await requestsOf(user.id)).toMatchObject([{ kind: "deletion", status: "done" }]);
  });

  it("takes a written request from Pengaturan, open for staff, and lists it there with its due time", async () => {
    const user = await newUser("buyer", "mohon");
    const c = await signedIn(user.id);
    const empty = await c.post("/my-account/settings", { intent: "data_request", kind: "correction", message: "  " });
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain("Tuliskan isi permohonan Anda.");
    const odd = await c.post("/my-account/settings", { intent: "data_request", kind: "deletion", message: "x" });
    expect(odd.status).toBe(400);
    expect(await requestsOf(user.id)).toEqual([]);

    const sent = await c.post("/my-account/settings", {
      intent: "data_request",
      kind: "correction",
      message: "Nama lengkap saya salah eja: seharusnya Budi Santoso.",
    });
    expect(sent.status).toBe(302);
    expect(toastOf(sent)?.title).toBe("Permohonan Tercatat");
    const [row] = await requestsOf(user.id);
    expect(row).toMatchObject({ kind: "correction", status: "open", handledAt: null });
    expect(row!.dueAt).toBe(row!.createdAt + DAY3);
    const page = await text(await c.get("/my-account/settings"));
    expect(page).toContain("Perbaikan data");
    expect(page).toContain("Nama lengkap saya salah eja");
    expect(page).toContain("Dijawab paling lambat");
  });

  it("allows at most 5 open written requests per person", async () => {
    const user = await newUser("buyer", "banyak");
    const c = await signedIn(user.id);
    for (let i = 0; i < 5; i++)
      expect(
        (await c.post("/my-account/settings", { intent: "data_request", kind: "other", message: `Nomor ${i}` })).status,
      ).toBe(302);
    const sixth = await c.post("/my-account/settings", { intent: "data_request", kind: "other", message: "Keenam" });
    expect(sixth.status).toBe(429);
    expect(await text(sixth)).toContain("5 permohonan yang belum dijawab");
    expect(await db().$count(dataRequests, and(eq(dataRequests.userId, user.id)))).toBe(5);
  });
});

describe("the staff queue /admin/data-requests", () => {
  it("lists open requests by due time with the overdue marked; handling one notifies the user, once", async () => {
    const user = await newUser("buyer", "antre");
    const c = await signedIn(user.id);
    await c.post("/my-account/settings", {
      intent: "data_request",
      kind: "objection",
      message: "Keberatan antrean uji.",
    });
    const [row] = await requestsOf(user.id);
    // An older request, already past its due time.
    await db()
      .update(dataRequests)
      .set({ createdAt: Date.now() - 4 * 24 * 3600_000, dueAt: Date.now() - 24 * 3600_000 })
      .where(eq(dataRequests.id, row!.id));

    const admin = await signedIn(USERS.admin.id);
    const page = await text(await admin.get("/admin/data-requests"));
    expect(page).toContain("Keberatan antrean uji.");
    expect(page).toContain(user.email);
    const item = page.slice(page.indexOf(`data-request-id="${row!.id}"`));
    expect(item.slice(0, item.indexOf("</li>"))).toContain("Lewat tenggat");

    const empty = await admin.post("/admin/data-requests", { requestId: row!.id, note: " " });
    expect(empty.status).toBe(400);
    expect(await text(empty)).toContain("Catatan wajib diisi.");
    const done = await admin.post("/admin/data-requests", {
      requestId: row!.id,
      note: "Data Anda tidak lagi dipakai untuk keperluan itu.",
    });
    expect(done.status).toBe(302);
    expect(toastOf(done)?.title).toBe("Permohonan Ditangani");
    expect((await requestsOf(user.id))[0]).toMatchObject({ status: "done", handledBy: USERS.admin.id });
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({ body: "Data Anda tidak lagi dipakai untuk keperluan itu.", kind: "account" });
    expect(notice!.title).toContain("Keberatan atas pemrosesan");

    const again = await admin.post("/admin/data-requests", { requestId: row!.id, note: "Lagi." });
    expect(again.status).toBe(409);
    expect((await admin.post("/admin/data-requests", { requestId: "dreq_tidak_ada", note: "x" })).status).toBe(404);
    expect(await db().$count(notifications, eq(notifications.userId, user.id))).toBe(1);
  });

  it("is for staff only: 403 'Akses Ditolak' for a user, login for a visitor", async () => {
    const user = await newUser("buyer", "bukanstaf");
    const c = await signedIn(user.id);
    for (const res of [
      await c.get("/admin/data-requests"),
      await c.post("/admin/data-requests", { requestId: "x", note: "x" }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Akses Ditolak");
    }
    expect((await client().get("/admin/data-requests")).headers.get("Location")).toMatch(/^\/login\?redirect=/);
  });
});
