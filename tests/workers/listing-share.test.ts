/**
 * 'Bagikan' on the listing page: a WhatsApp link whose message is the title, the price in rupiah
 * and the listing's absolute address (on PUBLIC_ORIGIN), encoded so that any title survives the
 * trip, and the same address to copy.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { db } from "./helpers";
import { client, ORIGIN } from "./http";

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

async function shareOf(path: string) {
  const res = await client().get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const href = /<a href="([^"]+)"[^>]*data-testid="share-whatsapp"/.exec(html)?.[1];
  const input = /<input[^>]*data-testid="share-url"[^>]*>/.exec(html)?.[0] ?? "";
  const copy = /\svalue="([^"]+)"/.exec(input)?.[1];
  expect(href, "WhatsApp link").toBeDefined();
  expect(copy, "address to copy").toBeDefined();
  const wa = new URL(decode(href!));
  return { wa, text: wa.searchParams.get("text"), copy: decode(copy!), html };
}

describe("listing share links", () => {
  it("WhatsApp gets the title, the price in Rp and the listing's absolute address; the same address is there to copy", async () => {
    const { wa, text, copy } = await shareOf("/games/valorant/akun/lst_sample_1");
    expect(wa.origin).toBe("https://wa.me");
    expect(wa.pathname).toBe("/");
    const url = `${ORIGIN}/games/valorant/akun/lst_sample_1`;
    expect(text).toBe(`Akun Valorant Immortal 2 — 43 Skin Premium, Full Akses — Rp2.750.000 di PasarGame\n${url}`);
    expect(copy).toBe(url);
  });

  it("a title with &, #, +, quotes, a tag and an emoji reaches WhatsApp whole and stays text on the page", async () => {
    const title = `Akun "ML" & skin #1 + 50% <b>murah</b> 🔥`;
    await db().update(products).set({ title }).where(eq(products.id, "lst_043"));
    const { wa, text, html } = await shareOf("/games/free-fire/akun/lst_043");
    // One parameter only: nothing in the title split the query string.
    expect([...wa.searchParams.keys()]).toEqual(["text"]);
    expect(text?.split("\n")[0]).toMatch(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — Rp[\\d.]+ di PasarGame$`),
    );
    expect(text?.split("\n")[1]).toBe(`${ORIGIN}/games/free-fire/akun/lst_043`);
    expect(html).not.toContain("<b>murah</b>");
  });
});
