/**
 * The log of data requests (issue 34 point 1, 'permohonan tercatat'): an export, a deletion and a
 * written request each leave a row with its time and a due time 3 × 24 h later; what the app did
 * itself is done at once, a refused deletion and a written request stay open for staff, who answer
 * from /admin/data-requests with a note the user is notified of.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataRequests } from "~/db/schema";
import { account } from "~/modules/money/constants";
import { move } from "~/modules/money/ledger.server";
import { fundedBuyer, newUser, signedIn, toastOf } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";

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
