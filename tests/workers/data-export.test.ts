/**
 * 'Unduh Data Saya' (issue 34 point 1): one ZIP of everything PasarGame holds about the signed-in
 * user — data.json, the orders and the money statement as CSV — read back here file by file; it
 * holds the user's own orders (bought and sold), deposits and tickets, and nothing of anyone else.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contactMessages } from "~/db/schema";
import { crc32 } from "~/utils/zip";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { db, expectLedgerInvariants } from "./helpers";
import { client } from "./http";
import { IDENTITY, submittedVerification } from "./verification-fixtures";

/** The files of a stored (method 0) ZIP, each checked against its CRC-32. */
function unzip(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files: Record<string, string> = {};
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    expect(view.getUint16(at + 8, true)).toBe(0); // stored
    const crc = view.getUint32(at + 14, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extra = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
    const data = bytes.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    expect(crc32(data), name).toBe(crc);
    files[name] = new TextDecoder().decode(data);
    at += 30 + nameLength + extra + size;
  }
  expect(view.getUint32(at, true)).toBe(0x02014b50); // the central directory follows
  return files;
}

async function paidOrder(buyer: { id: string; role: "buyer" }, sellerId: string, title: string) {
  const listing = await newListing(sellerId, title, 15_000);
  const orderId = await unpaidOrder(buyer.id, listing.id);
  expect((await roomOf(orderId).act({ orderId, action: "pay", by: buyer })).ok).toBe(true);
  return orderId;
}

describe("the user's data export", () => {
  it("holds the user's own data, and nothing of another user", async () => {
    const seller = await newUser("seller", "ekspor");
    const me = await fundedBuyer(15_000);
    const other = await fundedBuyer(15_000);
    const mine = await paidOrder(me, seller.id, "Akun milik saya");
    const theirs = await paidOrder(other, seller.id, "Akun milik orang lain");
    const meRow = (await db().query.users.findFirst({ where: (u, { eq: is }) => is(u.id, me.id) }))!;
    const otherRow = (await db().query.users.findFirst({ where: (u, { eq: is }) => is(u.id, other.id) }))!;
    await db()
      .insert(contactMessages)
      .values({
        id: `msg_${crypto.randomUUID()}`,
        name: "Saya",
        email: meRow.email,
        subject: "Pertanyaan saya",
        message: "Isi pesan saya sendiri.",
        userId: me.id,
        createdAt: Date.now(),
      });

    const res = await (await signedIn(me.id)).get("/my-account/data-export");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="pasargame-data-.+\.zip"$/);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const files = unzip(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["data.json", "mutasi-saldo.csv", "pesanan.csv"]);

    const data = JSON.parse(files["data.json"]!) as Record<string, unknown> & {
      profile: Record<string, unknown>;
      orders: { id: string; role: string }[];
      tickets: { subject: string }[];
    };
    expect(data.profile).toMatchObject({ id: me.id, email: meRow.email });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(data.orders.map((o) => [o.id, o.role])).toEqual([[mine, "buyer"]]);
    expect(data.tickets.map((t) => t.subject)).toEqual(["Pertanyaan saya"]);
    expect(files["pesanan.csv"]).toContain("Akun milik saya");
    // The money statement: the test funding in, the payment out.
    expect(files["mutasi-saldo.csv"]!.split("\n")).toHaveLength(3);

    const everything = Object.values(files).join("\n");
    for (const foreign of [other.id, otherRow.email, otherRow.username, theirs, "Akun milik orang lain"])
      expect(everything, foreign).not.toContain(foreign);

    const recorded = await db().select().from(auditLog).where(eq(auditLog.targetId, me.id));
    expect(recorded.map((r) => r.action)).toContain("data_export");
    expect(await (await signedIn(me.id)).get("/my-account/settings").then((r) => r.text())).toContain(
      "Terakhir diunduh",
    );
    await expectLedgerInvariants();
  });

  it("holds the seller's own verification: the status, the name and address, the NIK and NPWP masked, no photo", async () => {
    const seller = await newUser("seller", "eksporv");
    const other = await newUser("seller", "eksporl");
    const { keys } = await submittedVerification(seller.id);
    await submittedVerification(other.id, Date.now() + 1);
    const files = unzip(
      new Uint8Array(await (await (await signedIn(seller.id)).get("/my-account/data-export")).arrayBuffer()),
    );
    const data = JSON.parse(files["data.json"]!) as { sellerVerification: Record<string, unknown> | null };
    expect(data.sellerVerification).toMatchObject({
      status: "submitted",
      taxBasis: "npwp",
      identity: {
        fullName: IDENTITY.fullName,
        address: IDENTITY.address,
        nik: `${"•".repeat(12)}${IDENTITY.nik.slice(-4)}`,
        npwp: `${"•".repeat(12)}${IDENTITY.npwp.slice(-4)}`,
      },
      photos: ["Foto KTP", "Foto selfie sambil memegang KTP"],
    });
    const everything = Object.values(files).join("\n");
    for (const hidden of [IDENTITY.nik, IDENTITY.npwp, keys.ktp, other.id])
      expect(everything, hidden).not.toContain(hidden);
    const none = unzip(
      new Uint8Array(await (await (await signedIn(USERS.buyer.id)).get("/my-account/data-export")).arrayBuffer()),
    );
    expect(JSON.parse(none["data.json"]!)).toMatchObject({ sellerVerification: null });
  });

  it("is for the signed-in user only", async () => {
    const res = await client().get("/my-account/data-export");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login/);
  });
});
