import { env } from "cloudflare:test";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { atomic } from "~/db/client.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { balanceOf, move, movementStatements } from "~/modules/money/ledger.server";
import { listGamesWithCounts } from "~/modules/catalog/games.server";
import { loadGameMeta } from "~/modules/catalog/browse.server";
import { countingD1, createDb } from "~/db/client.server";
import { bumpCatalogVersion, forgetCatalogVersion } from "~/modules/cache/catalog-version.server";
import { games, ledgerTransactions, orders, products, users } from "~/db/schema";
import { DEMO_ORDER_ID, seed } from "../../drizzle/seed";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectDbError, expectLedgerInvariants, TEST_PASSWORD_HASH } from "./helpers";

describe("D1 through Drizzle, with the seed applied", () => {
  it("lists the eight games with their active listing counts", async () => {
    const list = await listGamesWithCounts({ db: db() });
    expect(list.map((g) => g.slug).sort()).toEqual(
      [
        "cod-mobile",
        "free-fire",
        "genshin-impact",
        "mobile-legends",
        "pubg-mobile",
        "roblox",
        "steam-wallet",
        "valorant",
      ].sort(),
    );
    const [{ active }] = await db().select({ active: count() }).from(products).where(eq(products.status, "active"));
    expect(active).toBeGreaterThanOrEqual(60);
    expect(list.reduce((sum, g) => sum + g.listingCount, 0)).toBe(active);
  });

  it("keeps the game counts per catalog version: a listing change with its version bump shows at once", async () => {
    const ctx = { db: db(), env: { DB: env.DB } };
    const valorant = async () => (await listGamesWithCounts(ctx)).find((g) => g.slug === "valorant")!.listingCount;
    forgetCatalogVersion();
    const before = await valorant();
    const now = Date.now();
    const listing = {
      id: `lst_count_${now}`,
      sellerId: "usr_demo_seller",
      gameSlug: "valorant",
      categorySlug: "akun",
      type: "Akun" as const,
      title: "Akun hitung",
      price: 10_000,
      stock: 1,
      createdAt: now,
      updatedAt: now,
    };
    // A write without a bump is not how listings change; the count is the version's (as cached pages are).
    await db().insert(products).values(listing);
    expect(await valorant()).toBe(before);
    // Every listing writer bumps the version in the same batch; the request that wrote forgets the memo.
    await atomic(db(), [bumpCatalogVersion()]);
    forgetCatalogVersion();
    expect(await valorant()).toBe(before + 1);
    // And a plain call without env always counts afresh.
    expect((await listGamesWithCounts({ db: db() })).find((g) => g.slug === "valorant")!.listingCount).toBe(before + 1);
  });

  it("reads a game's catalog rows once per catalog version, and still runs the extra statements", async () => {
    const counter = { queries: 0 };
    const counted = countingD1(env.DB, counter);
    const ctx = { db: createDb(counted), env: { DB: env.DB } };
    forgetCatalogVersion();
    const first = await loadGameMeta(ctx, "valorant");
    expect(first.meta?.game.name).toBe("Valorant");
    const afterFirst = counter.queries;
    expect(afterFirst).toBe(1);

    const again = await loadGameMeta(ctx, "valorant", [sql`SELECT 41 + 1 AS answer`]);
    expect(again.meta).toEqual(first.meta);
    expect(again.extra).toEqual([[{ answer: 42 }]]);
    expect(counter.queries).toBe(afterFirst + 1); // only the extra statement
    expect((await loadGameMeta(ctx, "no-such-game")).meta).toBeNull();

    // A new catalog version reads the rows again.
    await atomic(db(), [bumpCatalogVersion()]);
    forgetCatalogVersion();
    const before = counter.queries;
    expect((await loadGameMeta(ctx, "valorant")).meta).toEqual(first.meta);
    expect(counter.queries).toBe(before + 1);
  });

  it("gives the demo buyer Rp2.000.000 through an approved deposit in the ledger", async () => {
    expect(await walletBalance(db(), "usr_demo_buyer")).toBe(2_000_000);
    const txn = await db().query.ledgerTransactions.findFirst({
      where: eq(ledgerTransactions.kind, MOVEMENT.depositApproved),
    });
    expect(txn?.reference).toBe("dep_demo_buyer_welcome");
    await expectLedgerInvariants();
  });

  it("has one completed sale made through the state machine: seller paid minus the 5% fee", async () => {
    const order = await db().query.orders.findFirst({ where: eq(orders.id, DEMO_ORDER_ID) });
    expect(order).toMatchObject({ status: "Selesai", sellerId: "usr_demo_seller", totalAmount: 175_000 });
    expect(await walletBalance(db(), "usr_demo_seller")).toBe(166_250);
    expect(await balanceOf(db(), account.platformFees)).toBe(8_750);
    await seed(db(), { passwordHash: TEST_PASSWORD_HASH });
    expect(await walletBalance(db(), "usr_demo_seller")).toBe(166_250);
    await expectLedgerInvariants();
  });

  it("is idempotent: seeding again changes nothing", async () => {
    const before = await db().select({ n: count() }).from(products);
    await seed(db(), { passwordHash: TEST_PASSWORD_HASH });
    const after = await db().select({ n: count() }).from(products);
    expect(after).toEqual(before);
    expect(await db().$count(games)).toBe(8);
    expect(await db().$count(users, eq(users.email, "pembeli@pasargame.test"))).toBe(1);
    expect(await walletBalance(db(), "usr_demo_buyer")).toBe(2_000_000);
    await expectLedgerInvariants();
  });

  it("refuses what the CHECK constraints forbid", async () => {
    await expectDbError(
      db().update(products).set({ stock: -1 }).where(eq(products.id, "lst_sample_1")),
      /CHECK constraint failed/,
    );
    await expectDbError(
      db().run(
        sql`INSERT INTO reviews (id, product_id, user_id, rating, created_at) VALUES ('r1', 'lst_sample_1', 'usr_demo_buyer', 6, 0)`,
      ),
      /CHECK constraint failed/,
    );
    await expectDbError(
      db().run(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = 'wallet:usr_demo_buyer:deposit'`),
      /CHECK constraint failed/,
    );
  });
});

describe("FTS5 search over title, description, tags and the game's and category's names", () => {
  async function search(match: string) {
    return db().all<{ id: string; title: string; description: string; tags: string; facets: string }>(sql`
      SELECT p.id, p.title, p.description, p.tags,
        (SELECT g.name || ' ' || c.name FROM games g JOIN categories c ON c.game_slug = g.slug
          WHERE g.slug = p.game_slug AND c.slug = p.category_slug) AS facets
      FROM products_fts f JOIN products p ON p.rowid = f.rowid
      WHERE products_fts MATCH ${match} AND p.status = 'active' ORDER BY f.rank`);
  }

  it("finds seeded listings by prefix", async () => {
    const found = await search("valo*");
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(`${row.title} ${row.description} ${row.tags} ${row.facets}`).toMatch(/valo/i);
  });

  it("is case- and diacritics-insensitive and follows inserts, updates and deletes", async () => {
    const now = Date.now();
    await db()
      .insert(products)
      .values({
        id: "lst_fts_probe",
        sellerId: "usr_demo_seller",
        gameSlug: "roblox",
        categorySlug: "akun",
        type: "Akun",
        title: "Akun Pokémon Langka",
        description: "Koleksi lengkap",
        price: 10_000,
        stock: 1,
        tags: ["probetagunik"],
        createdAt: now,
        updatedAt: now,
      });
    expect((await search("pokemon")).map((r) => r.id)).toEqual(["lst_fts_probe"]);
    expect((await search("POKÉMON")).map((r) => r.id)).toEqual(["lst_fts_probe"]);
    expect((await search("probetagunik")).map((r) => r.id)).toEqual(["lst_fts_probe"]);

    await db().update(products).set({ title: "Akun Digimon Langka" }).where(eq(products.id, "lst_fts_probe"));
    expect(await search("pokemon")).toEqual([]);
    expect((await search("digi*")).map((r) => r.id)).toEqual(["lst_fts_probe"]);

    await db().delete(products).where(eq(products.id, "lst_fts_probe"));
    expect(await search("digimon")).toEqual([]);
  });
});

describe("an atomic batch", () => {
  it("rolls back as a whole when one statement fails", async () => {
    const buyer = account.depositWallet("usr_demo_buyer");
    const start = await balanceOf(db(), buyer);
    // Pay Rp1.000 out of the wallet, then a statement that breaks a CHECK (negative stock).
    await expect(
      atomic(db(), [
        ...movementStatements(db(), {
          kind: "test_spend",
          reference: "batch-rollback",
          legs: [
            { account: buyer, amount: -1_000 },
            { account: account.platformFees, amount: 1_000 },
          ],
        }),
        db().update(products).set({ stock: -5 }).where(eq(products.id, "lst_sample_2")),
      ]),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await balanceOf(db(), buyer)).toBe(start);
    expect(await db().$count(ledgerTransactions, eq(ledgerTransactions.reference, "batch-rollback"))).toBe(0);
    await expectLedgerInvariants();
  });

  it("refuses to overdraw a wallet and to repeat a movement", async () => {
    const buyer = account.depositWallet("usr_demo_buyer");
    const legs = (amount: number) => [
      { account: buyer, amount: -amount },
      { account: account.platformFees, amount },
    ];
    await expect(move(db(), { kind: "test_spend", reference: "too-much", legs: legs(2_000_001) })).rejects.toThrow(
      /CHECK constraint failed/,
    );
    await move(db(), { kind: "test_spend", reference: "once", legs: legs(500) });
    await expect(move(db(), { kind: "test_spend", reference: "once", legs: legs(500) })).rejects.toThrow(
      /UNIQUE constraint failed/,
    );
    expect(await balanceOf(db(), buyer)).toBe(2_000_000 - 500);
    await expectLedgerInvariants();
  });

  it("does nothing when the movement's guard does not hold", async () => {
    const buyer = account.depositWallet("usr_demo_buyer");
    const start = await balanceOf(db(), buyer);
    await expect(
      move(db(), {
        kind: "test_spend",
        reference: "guarded",
        guard: sql`EXISTS (SELECT 1 FROM products WHERE id = 'lst_sample_2' AND stock >= 1000000)`,
        legs: [
          { account: buyer, amount: -100 },
          { account: account.platformFees, amount: 100 },
        ],
      }),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
    expect(await balanceOf(db(), buyer)).toBe(start);
    await expectLedgerInvariants();
  });
});

describe("bindings", () => {
  it("has the D1, R2, Durable Object and mailer bindings", () => {
    expect(env.DB).toBeDefined();
    expect(env.IMAGES).toBeDefined();
    expect(env.ORDER_ROOM).toBeDefined();
    expect(env.MAILER).toBeDefined();
  });
});
