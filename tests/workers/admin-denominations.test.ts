/**
 * Staff edit a game's top-up denominations (issue 32 point 1, catalogue data not code) on
 * /admin/denominations: admins only ('Akses Ditolak' for anyone else, nothing changed), and each
 * change shows on the game's top-up page.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { topUpDenominations } from "~/db/schema";
import { loadTopUpStore } from "~/modules/topups/store.server";
import { db } from "./helpers";
import { client, login } from "./http";

const PAGE = "/admin/denominations?game=mobile-legends";
let ip = 0;

async function as(email: string) {
  const c = client();
  expect((await login(c, email, "demo12345", `10.83.0.${++ip}`)).status).toBe(302);
  return c;
}
const labels = async () => (await loadTopUpStore(db(), "mobile-legends")).tiles.map((t) => t.label);
const rowOf = async (label: string) =>
  (await db().query.topUpDenominations.findFirst({ where: eq(topUpDenominations.label, label) }))!;

describe("/admin/denominations", () => {
  it("is for admins only: 403 'Akses Ditolak' for a buyer (page and post), login for a visitor", async () => {
    const buyer = await as("pembeli@pasargame.test");
    const page = await buyer.get(PAGE);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Akses Ditolak");
    const before = await labels();
    const post = await buyer.post(PAGE, {
      intent: "add",
      game: "mobile-legends",
      label: "1 Diamond",
      amount: "1",
      unit: "",
    });
    expect(post.status).toBe(403);
    expect(await labels()).toEqual(before);
    const visitor = await client().get(PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });

  it("refuses a post from another site", async () => {
    const admin = await as("admin@pasargame.test");
    const res = await admin.post(
      PAGE,
      { intent: "add", game: "mobile-legends", label: "X", amount: "", unit: "" },
      {
        Origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
  });

  it("lets an admin add, rename, reorder and deactivate; the top-up page follows", async () => {
    const admin = await as("admin@pasargame.test");
    expect(await (await admin.get(PAGE)).text()).toContain("86 Diamond");

    const added = await admin.post(PAGE, {
      intent: "add",
      game: "mobile-legends",
      label: "5000 Diamond",
      amount: "5000",
      unit: "Diamond",
    });
    expect(added.status).toBe(302);
    expect((await labels()).at(-1)).toBe("5000 Diamond");

    const row = await rowOf("5000 Diamond");
    await admin.post(PAGE, { intent: "rename", id: row.id, label: "5000 Diamond (Sultan)" });
    expect((await labels()).at(-1)).toBe("5000 Diamond (Sultan)");

    await admin.post(PAGE, { intent: "move", id: row.id, direction: "up" });
    const moved = await labels();
    expect(moved.at(-2)).toBe("5000 Diamond (Sultan)");

    const first = await rowOf(moved[0]!);
    await admin.post(PAGE, { intent: "toggle", id: first.id, active: "0" });
    expect(await labels()).not.toContain(moved[0]);
    // The page renders the change (nothing cached for signed-in staff).
    expect(await (await admin.get("/games/mobile-legends/top-up")).text()).toContain("5000 Diamond (Sultan)");
  });

  it("keeps what was typed on a refusal, with the field's message", async () => {
    const admin = await as("admin@pasargame.test");
    const res = await admin.post(PAGE, { intent: "add", game: "mobile-legends", label: "", amount: "12x", unit: "UC" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Nama nominal wajib diisi.");
    expect(html).toContain("Jumlah harus angka bulat positif");
    expect(html).toMatch(/value="12x"/);
  });
});
