/**
 * 'Terakhir Dilihat': the fragment GET /recent?ids=… answers with (the still-active listings among
 * the ids, in their order, as cards; nothing for none; odd ids ignored), and the head script that
 * notes listing pages and fills the home page's placeholder is on the pages.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { db } from "./helpers";
import { client } from "./http";

const idsOf = (html: string) => [...html.matchAll(/href="\/games\/[^/"]+\/[^/"]+\/([^"/]+)"/g)].map((m) => m[1]);

describe("recently viewed", () => {
  it("answers the active listings among the ids as cards, in the order given", async () => {
    const res = await client().get("/recent?ids=lst_018,lst_sample_1,lst_043");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("Terakhir Dilihat");
    expect(idsOf(html)).toEqual(["lst_018", "lst_sample_1", "lst_043"]);
    expect(html).not.toContain("<html");
  });

  it("leaves out listings that are gone and ids that are not ids, and answers nothing for none", async () => {
    await db().update(products).set({ status: "deleted" }).where(eq(products.id, "lst_026"));
    try {
      const html = await (
        await client().get(
          `/recent?ids=${encodeURIComponent("lst_026,<script>,lst_018,lst_018,' OR 1=1,x".concat(",y".repeat(50)))}`,
        )
      ).text();
      expect(idsOf(html)).toEqual(["lst_018"]);
      expect(html).not.toContain("<script>");
    } finally {
      await db().update(products).set({ status: "active" }).where(eq(products.id, "lst_026"));
    }
    for (const q of ["", "?ids=", "?ids=tidak_ada", `?ids=${"a".repeat(100)}`]) {
      const res = await client().get(`/recent${q}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("");
    }
  });

  it("the home page has the placeholder and every page the script that notes listings and fills it", async () => {
    const home = await (await client().get("/")).text();
    expect(home).toContain('id="recent-viewed"');
    expect(home).toContain("pg_recent");
    expect(home).toContain('fetch("/recent?ids="');
  });
});
