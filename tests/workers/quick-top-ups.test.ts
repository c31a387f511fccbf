/**
 * The home page's 'Top Up Cepat' row (issue 32 point 1): the popular games' top-up pages, each with
 * its cheapest offer in stock, as plain server-rendered links.
 */
import { and, eq, isNotNull, min } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { listQuickTopUps } from "~/modules/topups/store.server";
import { formatRupiah } from "~/utils/format";
import { db } from "./helpers";
import { client, login } from "./http";

describe("'Top Up Cepat' on the home page", () => {
  it("links each popular game's top-up page with its cheapest denomination price", async () => {
    const c = client();
    await login(c, "pembeli@pasargame.test", "demo12345", "10.82.0.1"); // fresh, not the edge cache
    const html = (await (await c.get("/")).text()).replace(/<!-- -->/g, "");
    const row = /data-testid="quick-top-ups".*?<\/ul>/s.exec(html)?.[0] ?? "";
    expect(html).toContain("Top Up Cepat");
    const [{ cheapest }] = await db()
      .select({ cheapest: min(products.price) })
      .from(products)
      .where(
        and(eq(products.gameSlug, "mobile-legends"), eq(products.status, "active"), isNotNull(products.denominationId)),
      );
    const ml = /<a href="\/games\/mobile-legends\/top-up".*?<\/a>/s.exec(row)?.[0] ?? "";
    expect(ml).toContain("Mobile Legends");
    expect(ml).toContain(`mulai ${formatRupiah(cheapest!)}`);
  });

  it("leaves out a game whose store has nothing in stock", async () => {
    expect((await listQuickTopUps({ db: db() })).map((q) => q.gameSlug)).toContain("mobile-legends");
    await db().update(products).set({ stock: 0 }).where(eq(products.gameSlug, "mobile-legends"));
    expect((await listQuickTopUps({ db: db() })).map((q) => q.gameSlug)).not.toContain("mobile-legends");
  });
});
