/**
 * Warranty (Garansi) of account orders: completing such an order moves its escrow to the seller's
 * warranty hold (not the wallet); the OrderRoom alarm releases it when the warranty ends (once,
 * however often it fires); the buyer's claim (with evidence images) stops the release, the seller
 * answers within 48 h, staff refund all or part to the buyer or release to the seller. Every step
 * through the real room and pages, with the ledger invariants after each money test.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerTransactions, warrantyClaims } from "~/db/schema";
import { account, platformFee } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { CLAIM_ANSWER_MS, ORDER_STATUS as S } from "~/modules/orders/constants";
import { newUser, PNG, send, signedIn, USERS } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { alarmOf, deadlineIn, evidenceForm, orderRow, screenshot, titlesFor } from "./support/cases";
import { orderAt } from "./support/orders";

const PRICE = 120_000;
const DAY = 24 * 3600_000;
const admin = { id: USERS.admin.id, role: "admin" as const };

/** A paid, shipped account order with a `days`-day warranty, of a new buyer and seller. */
async function shippedWarrantyOrder(days = 7) {
  const o = await orderAt("shipped", {
    price: PRICE,
    title: "Akun Valorant bergaransi",
    sellerPrefix: "garansi",
    warrantyDays: days,
  });
  return { ...o, hold: account.warranty(o.seller.id, o.orderId) };
}

/** The same, completed by the buyer's confirmation: the money is in the warranty hold. */
async function heldOrder(days = 7) {
  const o = await shippedWarrantyOrder(days);
  expect((await o.room.act({ orderId: o.orderId, action: "confirm", by: o.buyer })).ok).toBe(true);
  return o;
}

const claimRow = async (id: string) =>
  (await db().query.warrantyClaims.findFirst({ where: eq(warrantyClaims.orderId, id) })) ?? null;
const movementsOf = async (orderId: string) =>
  (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, orderId))).map((m) => m.kind);

/** Moves the order's running deadline into the past (the clock moved on). */
const passDeadline = (orderId: string) => deadlineIn(orderId, -1);

describe("completing an account order with a warranty", () => {
  it("moves the escrow to the seller's warranty hold until the warranty ends, and the alarm waits for it", async () => {
    const o = await shippedWarrantyOrder(7);
    const before = Date.now();
    expect((await o.room.act({ orderId: o.orderId, action: "confirm", by: o.buyer })).ok).toBe(true);
    const row = await orderRow(o.orderId);
    expect(row.status).toBe(S.completed);
    expect(row.warrantyStatus).toBe("active");
    expect(row.warrantyEndsAt).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(row.warrantyEndsAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(row.deadlineAt).toBe(row.warrantyEndsAt);
    expect(await alarmOf(o.room)).toBe(row.warrantyEndsAt);
    expect(await balanceOf(db(), o.hold)).toBe(PRICE);
    expect(await balanceOf(db(), account.escrow(o.orderId))).toBe(0);
    expect(await walletBalance(db(), o.seller.id)).toBe(0);
    expect(await movementsOf(o.orderId)).toEqual(["order_paid", "warranty_held"]);
    expect(await titlesFor(o.seller.id, o.orderId)).toContain("Dana Garansi Ditahan");

    // The seller's dashboard shows it under 'Dana Garansi' with its release date.
    const page = await (await (await signedIn(o.seller.id)).get("/seller/dashboard")).text();
    expect(page).toContain("Dana Garansi");
    expect(page).toContain("Rp120.000");
    await expectLedgerInvariants();
  });

  it("auto-confirm and a dispute decided for the seller also go to the hold; an order without warranty goes to the wallet", async () => {
    const auto = await shippedWarrantyOrder(14);
    await passDeadline(auto.orderId);
    await runDurableObjectAlarm(auto.room);
    expect((await orderRow(auto.orderId)).warrantyStatus).toBe("active");
    expect(await balanceOf(db(), auto.hold)).toBe(PRICE);

    const disputed = await shippedWarrantyOrder(30);
    expect(
      (
        await disputed.room.act({
          orderId: disputed.orderId,
          action: "dispute",
          by: disputed.buyer,
          extra: {
            disputeReason: "x",
            disputeEvidence: ["y"],
          },
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await disputed.room.act({
          orderId: disputed.orderId,
          action: "release",
          by: admin,
          extra: {
            decisionReason: "Bukti tidak cukup.",
            decidedBy: "admin",
          },
        })
      ).ok,
    ).toBe(true);
    expect((await orderRow(disputed.orderId)).warrantyStatus).toBe("active");
    expect(await balanceOf(db(), disputed.hold)).toBe(PRICE);

    const plain = await shippedWarrantyOrder(0);
    expect((await plain.room.act({ orderId: plain.orderId, action: "confirm", by: plain.buyer })).ok).toBe(true);
    expect((await orderRow(plain.orderId)).warrantyStatus).toBeNull();
    expect(await walletBalance(db(), plain.seller.id)).toBe(PRICE - platformFee(PRICE));
    expect(await alarmOf(plain.room)).toBeNull();
    await expectLedgerInvariants();
  });
});

describe("the warranty's end (release_warranty)", () => {
  it("releases the hold to the seller's wallet once, however often the alarm fires", async () => {
    const o = await heldOrder();
    // Early: the alarm changes nothing.
    expect(await o.room.act({ orderId: o.orderId, action: "release_warranty", by: "system" })).toEqual({
      ok: false,
      reason: "too_early",
    });
    await passDeadline(o.orderId);
    await runDurableObjectAlarm(o.room);
    await runDurableObjectAlarm(o.room);
    await Promise.all([
      o.room.act({ orderId: o.orderId, action: "release_warranty", by: "system" }),
      o.room.act({ orderId: o.orderId, action: "release_warranty", by: "system" }),
    ]);
    const row = await orderRow(o.orderId);
    expect(row.warrantyStatus).toBe("released");
    expect(row.deadlineAt).toBeNull();
    expect(await balanceOf(db(), o.hold)).toBe(0);
    expect(await walletBalance(db(), o.seller.id)).toBe(PRICE - platformFee(PRICE));
    expect((await movementsOf(o.orderId)).filter((k) => k === "warranty_released")).toHaveLength(1);
    expect(await titlesFor(o.seller.id, o.orderId)).toContain("Dana Garansi Diteruskan");
    // Nobody but the alarm releases a running warranty.
    const other = await heldOrder();
    await passDeadline(other.orderId);
    expect(await other.room.act({ orderId: other.orderId, action: "release_warranty", by: admin })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    await expectLedgerInvariants();
  });
});

describe("a warranty claim", () => {
  it("is filed by the buyer with evidence, answered by the seller, and refunded in part by staff", async () => {
    const o = await heldOrder();
    const buyer = await signedIn(o.buyer.id);
    const seller = await signedIn(o.seller.id);
    const staff = await signedIn(USERS.admin.id);

    // The order page offers the claim; the claim page holds the form.
    expect(await (await buyer.get(`/order/${o.orderId}`)).text()).toContain("Klaim Garansi");
    const filed = await send(
      buyer,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm(
        {
          intent: "claim_warranty",
          reason: "recovered",
          description: "Akun ditarik kembali, email diganti pemilik lama.",
        },
        [screenshot, { ...screenshot, name: "bukti2.png" }],
      ),
    );
    expect(filed.status).toBe(302);
    const row = await orderRow(o.orderId);
    expect(row.warrantyStatus).toBe("claimed");
    const claim = (await claimRow(o.orderId))!;
    // The release waits for staff; the running deadline is the seller's answer (the claim's case).
    expect(row.deadlineAt).toBe(claim.createdAt + CLAIM_ANSWER_MS);
    expect(row.caseStage).toBe("seller");
    expect(claim.reason).toBe("recovered");
    expect(claim.evidence).toHaveLength(2);
    expect(await titlesFor(o.seller.id, o.orderId)).toContain("Klaim Garansi Diajukan");

    // The evidence is served to the parties and staff only.
    for (const c of [buyer, seller, staff]) {
      const image = await c.get(`/order/${o.orderId}/evidence/0`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/png");
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    }
    const stranger = await signedIn((await newUser("buyer", "asing")).id);
    expect((await stranger.get(`/order/${o.orderId}/evidence/0`)).status).toBe(403);

    // A second claim is refused; the alarm no longer releases.
    expect(
      (
        await o.room.act({
          orderId: o.orderId,
          action: "claim_warranty",
          by: o.buyer,
          claim: {
            kind: "file",
            id: "clm_again",
            reason: "banned",
            description: "lagi",
            evidence: [],
          },
        })
      ).ok,
    ).toBe(false);
    await runDurableObjectAlarm(o.room);
    expect(await balanceOf(db(), o.hold)).toBe(PRICE);

    // The seller answers with an offered fix (once).
    const answered = await seller.post(`/order/${o.orderId}/claim`, {
      intent: "answer_claim",
      offer: "partial_refund",
      answer: "Maaf, saya kembalikan setengah dana.",
    });
    expect(answered.status).toBe(302);
    expect((await claimRow(o.orderId))!.sellerOffer).toBe("partial_refund");
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Penjual Menanggapi Klaim");
    const again = await seller.post(`/order/${o.orderId}/claim`, {
      intent: "answer_claim",
      offer: "none",
      answer: "Ubah jawaban",
    });
    expect(again.status).toBe(409);
    expect((await claimRow(o.orderId))!.sellerAnswer).toBe("Maaf, saya kembalikan setengah dana.");

    // Staff see it in the queue, and refund 60.000 to the buyer; the rest goes to the seller.
    expect(await (await staff.get("/admin/disputes")).text()).toContain("Klaim Garansi Terbuka (");
    const tooMuch = await staff.post(`/admin/disputes/${o.orderId}`, {
      intent: "claim_refund",
      refundAmount: "200.000",
      decisionReason: "Akun terbukti ditarik kembali.",
    });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.text()).toContain("Jumlah pengembalian harus antara Rp1 dan Rp120.000");
    expect(await balanceOf(db(), o.hold)).toBe(PRICE);
    const decided = await staff.post(`/admin/disputes/${o.orderId}`, {
      intent: "claim_refund",
      refundAmount: "60.000",
      decisionReason: "Akun terbukti ditarik kembali.",
    });
    expect(decided.status).toBe(302);
    const after = await orderRow(o.orderId);
    expect(after.warrantyStatus).toBe("refunded");
    expect(await balanceOf(db(), o.hold)).toBe(0);
    expect(await walletBalance(db(), o.buyer.id)).toBe(60_000);
    expect(await walletBalance(db(), o.seller.id)).toBe(60_000 - platformFee(60_000));
    const decision = (await claimRow(o.orderId))!;
    expect(decision.decision).toBe("refund");
    expect(decision.refundAmount).toBe(60_000);
    expect(await titlesFor(o.buyer.id, o.orderId)).toContain("Klaim Garansi Diputuskan");
    // Decided once: a second decision moves nothing.
    expect(
      (
        await o.room.act({
          orderId: o.orderId,
          action: "claim_release",
          by: admin,
          claim: { kind: "decide", reason: "x" },
        })
      ).ok,
    ).toBe(false);
    expect(await movementsOf(o.orderId)).toEqual(["order_paid", "warranty_held", "warranty_refunded"]);
    await expectLedgerInvariants();
  });

  it("refunds in full or releases to the seller by staff's decision", async () => {
    const full = await heldOrder();
    const claim = (id: string) => ({
      kind: "file" as const,
      id,
      reason: "banned" as const,
      description: "d",
      evidence: [],
    });
    expect(
      (await full.room.act({ orderId: full.orderId, action: "claim_warranty", by: full.buyer, claim: claim("clm_f") }))
        .ok,
    ).toBe(true);
    expect(
      (
        await full.room.act({
          orderId: full.orderId,
          action: "claim_refund",
          by: admin,
          claim: {
            kind: "decide",
            reason: "Akun diblokir.",
            refundAmount: PRICE,
          },
        })
      ).ok,
    ).toBe(true);
    expect(await walletBalance(db(), full.buyer.id)).toBe(PRICE);
    expect(await walletBalance(db(), full.seller.id)).toBe(0);

    const kept = await heldOrder();
    expect(
      (await kept.room.act({ orderId: kept.orderId, action: "claim_warranty", by: kept.buyer, claim: claim("clm_k") }))
        .ok,
    ).toBe(true);
    expect(
      (
        await kept.room.act({
          orderId: kept.orderId,
          action: "claim_release",
          by: admin,
          claim: {
            kind: "decide",
            reason: "Tidak terbukti.",
          },
        })
      ).ok,
    ).toBe(true);
    expect((await orderRow(kept.orderId)).warrantyStatus).toBe("released");
    expect(await walletBalance(db(), kept.seller.id)).toBe(PRICE - platformFee(PRICE));
    await expectLedgerInvariants();
  });

  it("refuses what the rules do not allow, keeping what was typed", async () => {
    const o = await heldOrder();
    const buyer = await signedIn(o.buyer.id);
    const seller = await signedIn(o.seller.id);
    const description = "Akun tidak bisa login sejak kemarin.";

    // No evidence, or a file that is not an image: refused with the field's message, the text kept.
    const bare = await send(
      buyer,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description }),
    );
    expect(bare.status).toBe(400);
    const bareText = await bare.text();
    expect(bareText).toContain("Lampirkan minimal satu gambar bukti.");
    expect(bareText).toContain(description);
    const fake = await send(
      buyer,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description }, [
        { name: "virus.png", bytes: new TextEncoder().encode("<script>alert(1)</script>"), type: "image/png" },
      ]),
    );
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("bukan gambar PNG, JPG atau GIF yang valid");
    const noReason = await send(
      buyer,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm({ intent: "claim_warranty", description }, [screenshot]),
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Pilih alasan klaim.");
    // Only the buyer files; the seller's attempt is 'Akses Ditolak'.
    const bySeller = await send(
      seller,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description }, [screenshot]),
    );
    expect(bySeller.status).toBe(403);
    expect(await claimRow(o.orderId)).toBeNull();

    // After the warranty ended, no claim.
    await passDeadline(o.orderId);
    const late = await send(
      buyer,
      "POST",
      `/order/${o.orderId}/claim`,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description }, [screenshot]),
    );
    expect(late.status).toBe(409);
    expect(await claimRow(o.orderId)).toBeNull();

    // The seller answers within 48 h of the claim only.
    const slow = await heldOrder();
    expect(
      (
        await slow.room.act({
          orderId: slow.orderId,
          action: "claim_warranty",
          by: slow.buyer,
          claim: {
            kind: "file",
            id: `clm_${slow.orderId}`,
            reason: "mismatch",
            description: "Skin tidak sesuai.",
            evidence: [],
          },
        })
      ).ok,
    ).toBe(true);
    await db()
      .update(warrantyClaims)
      .set({ createdAt: Date.now() - CLAIM_ANSWER_MS - 1 })
      .where(eq(warrantyClaims.orderId, slow.orderId));
    expect(
      await slow.room.act({
        orderId: slow.orderId,
        action: "answer_claim",
        by: slow.seller,
        claim: {
          kind: "answer",
          answer: "Terlambat",
          offer: "none",
        },
      }),
    ).toEqual({ ok: false, reason: "too_late" });
    // A claim step needs its claim part, and no other step takes one.
    expect(await slow.room.act({ orderId: slow.orderId, action: "claim_release", by: admin })).toEqual({
      ok: false,
      reason: "not_allowed",
    });
    await expectLedgerInvariants();
  });
});
