/**
 * The case and claim forms on the one form pipeline: a post with several bad fields shows every
 * field's message at once (the evidence images too) and comes back with what was typed.
 */
import { describe, expect, it } from "vitest";
import { send, signedIn } from "./fixtures";
import type { Client } from "./http";
import { evidenceForm, screenshot } from "./support/cases";
import { expectRefusedForm } from "./support/forms";
import { orderAt } from "./support/orders";

const notImage = { name: "virus.exe", bytes: new TextEncoder().encode("MZ not an image"), type: "image/png" };
const BAD_IMAGE = 'File "virus.exe" bukan gambar PNG, JPG atau GIF yang valid.';
const BAD_LINK = 'Tautan "javascript:alert(1)" tidak valid: gunakan alamat yang diawali http:// atau https://.';
const TOO_LONG = "x".repeat(2001);

const post = (c: Client, path: string, form: FormData) => send(c, "POST", path, form);

/** A shipped order (the buyer may open a dispute) with both parties signed in. */
async function shipped() {
  const o = await orderAt("shipped", { sellerPrefix: "formkasus" });
  return { ...o, buyerClient: await signedIn(o.buyer.id), sellerClient: await signedIn(o.seller.id) };
}

/** A shipped order whose dispute the buyer opened through the case page (the seller's turn). */
async function disputed() {
  const o = await shipped();
  const opened = await post(
    o.buyerClient,
    `${o.path}/case`,
    evidenceForm({ intent: "dispute", reason: "Data tidak sesuai", body: "Level akun tidak sesuai.", links: "" }, [
      screenshot,
    ]),
  );
  expect(opened.status).toBe(302);
  return o;
}

describe("the case forms show every problem at once and keep what was typed", () => {
  it("opening a dispute", async () => {
    const o = await shipped();
    const body = "Akun terkena banned sehari setelah dibeli.";
    const res = await post(
      o.buyerClient,
      `${o.path}/case`,
      evidenceForm({ intent: "dispute", reason: "x", body, links: "javascript:alert(1)" }, [notImage]),
    );
    await expectRefusedForm(res, {
      messages: ["Pilih alasan komplain.", BAD_LINK, BAD_IMAGE],
      kept: { body, links: "javascript:alert(1)" },
    });
  });

  it("opening a dispute with nothing typed", async () => {
    const o = await shipped();
    const res = await post(o.buyerClient, `${o.path}/case`, evidenceForm({ intent: "dispute" }, [notImage]));
    await expectRefusedForm(res, {
      messages: ["Pilih alasan komplain.", "Penjelasan wajib diisi: ceritakan apa yang terjadi.", BAD_IMAGE],
    });
  });

  it("only the images wrong on an order that no longer takes the step: the order's refusal, as before", async () => {
    const o = await orderAt("completed", { sellerPrefix: "formkasus" });
    const res = await post(
      await signedIn(o.buyer.id),
      `${o.path}/case`,
      evidenceForm({ intent: "dispute", reason: "Lainnya", body: "Akun tidak sesuai." }, [notImage]),
    );
    expect(res.status).toBe(409);
  });

  it("the seller's answer", async () => {
    const o = await disputed();
    const res = await post(
      o.sellerClient,
      `${o.path}/case`,
      evidenceForm({ intent: "answer_case", body: TOO_LONG, links: "javascript:alert(1)" }, [notImage]),
    );
    await expectRefusedForm(res, {
      messages: ["Maksimal 2.000 karakter.", BAD_LINK, BAD_IMAGE],
      kept: { body: TOO_LONG, links: "javascript:alert(1)" },
    });
  });

  it("adding evidence", async () => {
    const o = await disputed();
    const res = await post(
      o.buyerClient,
      `${o.path}/case`,
      evidenceForm({ intent: "case_evidence", body: TOO_LONG, links: "javascript:alert(1)" }, [notImage]),
    );
    await expectRefusedForm(res, {
      messages: ["Maksimal 2.000 karakter.", BAD_LINK, BAD_IMAGE],
      kept: { body: TOO_LONG, links: "javascript:alert(1)" },
    });
  });
});

describe("the warranty claim forms show every problem at once and keep what was typed", () => {
  /** A completed account order with its warranty running, both parties signed in. */
  async function held() {
    const o = await orderAt("completed", { sellerPrefix: "formklaim", warrantyDays: 7 });
    return { ...o, buyerClient: await signedIn(o.buyer.id), sellerClient: await signedIn(o.seller.id) };
  }

  it("filing a claim", async () => {
    const o = await held();
    const description = "y".repeat(1001);
    const res = await post(
      o.buyerClient,
      `${o.path}/claim`,
      evidenceForm({ intent: "claim_warranty", description, links: "javascript:alert(1)" }),
    );
    await expectRefusedForm(res, {
      messages: [
        "Pilih alasan klaim.",
        "Penjelasan maksimal 1000 karakter.",
        BAD_LINK,
        "Lampirkan minimal satu gambar bukti.",
      ],
      kept: { description, links: "javascript:alert(1)" },
    });
  });

  it("the seller's answer to a claim", async () => {
    const o = await held();
    const filed = await post(
      o.buyerClient,
      `${o.path}/claim`,
      evidenceForm({ intent: "claim_warranty", reason: "banned", description: "Akun diblokir." }, [screenshot]),
    );
    expect(filed.status).toBe(302);
    const answer = "z".repeat(1001);
    const res = await post(o.sellerClient, `${o.path}/claim`, evidenceForm({ intent: "answer_claim", answer }));
    await expectRefusedForm(res, {
      messages: ["Tanggapan maksimal 1000 karakter.", "Pilih solusi yang Anda tawarkan."],
      kept: { answer },
    });
  });
});
