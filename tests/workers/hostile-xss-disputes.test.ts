/**
 * Hostile input, through the real forms and pages (shared corpus and checks: hostile.ts): an XSS
 * corpus in disputes and dispute cases renders as text for both parties and staff, or is refused
 * with a clear 400. (Chats: hostile-xss-chats.test.ts; warranty claims: hostile-xss-claims.test.ts.)
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { newListing, roomOf, send, unpaidOrder, USERS } from "./fixtures";
import { type Client } from "./http";
import { expectInert, expectShownAsText, hostileCast, page, PAYLOADS, type Cast } from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;
let admin: Client;
let buyer: Cast["buyer"];

beforeAll(async () => {
  ({ seller, admin, buyer } = await hostileCast());
});

describe("an XSS corpus renders as text", () => {
  it("in dispute reason and evidence (the order page's form), on both parties' and the admin's pages", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji komplain berbahaya", 1_000, 100);
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } });
      await room.act({
        orderId,
        action: "ship",
        by: { id: USERS.seller.id, role: "seller" },
        extra: { deliveryInfo: "v1:a:b" },
      });
      const res = await buyer.c.post(`/order/${orderId}`, {
        intent: "dispute",
        disputeReason: p.text.slice(0, 200),
        disputeEvidence: p.text,
      });
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Bukti maksimal 2.000 karakter.");
        expectInert(html, `dispute refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `dispute ${p.name} (buyer)`);
      expectShownAsText(await page(seller, `/order/${orderId}`), [p], `dispute ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `dispute ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue");
  });

  it("in a dispute case (the case page's multipart form): description, answer and links, on every page that shows them", async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji kasus berbahaya", 1_000, 100);
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    for (const p of PAYLOADS) {
      const orderId = await unpaidOrder(buyer.id, listing.id);
      const room = roomOf(orderId);
      await room.act({ orderId, action: "pay", by: { id: buyer.id, role: "buyer" } });
      await room.act({
        orderId,
        action: "ship",
        by: { id: USERS.seller.id, role: "seller" },
        extra: { deliveryInfo: "v1:a:b" },
      });
      const path = `/order/${orderId}/case`;
      // Hostile text as a link: refused in Indonesian, nothing live on the page that says so.
      const badLink = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: "ok", links: p.text }),
      );
      expect(badLink.status, p.name).toBe(400);
      const badHtml = await badLink.text();
      expect(badHtml).toMatch(/gunakan alamat yang diawali http:\/\/ atau https:\/\/|Maksimal 5 tautan\./);
      expectInert(badHtml, `case link refusal ${p.name}`);

      const res = await send(
        buyer.c,
        "POST",
        path,
        form({ intent: "dispute", reason: "Lainnya", body: p.text, links: "" }),
      );
      if (p.text.length > 2000) {
        expect(res.status, p.name).toBe(400);
        const html = await res.text();
        expect(html).toContain("Maksimal 2.000 karakter.");
        expectInert(html, `case refusal ${p.name}`);
        continue;
      }
      expect(res.status, p.name).toBe(302);
      // The seller answers with the same text and a link carrying markup in its query.
      const answered = await send(
        seller,
        "POST",
        path,
        form({ intent: "answer_case", body: p.text, links: `https://contoh.id/v?q=${p.text.slice(0, 100)}` }),
      );
      expect(answered.status, p.name).toBe(302);
      expectShownAsText(await page(buyer.c, `/order/${orderId}`), [p], `case ${p.name} (buyer)`);
      expectShownAsText(await page(seller, path), [p], `case page ${p.name} (seller)`);
      expectShownAsText(await page(admin, `/admin/disputes/${orderId}`), [p], `case ${p.name} (admin)`);
    }
    expectInert(await page(admin, "/admin/disputes"), "admin dispute queue (cases)");
  });
});
