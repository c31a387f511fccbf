// `npm run seed:bulk [-- N]`: a large synthetic data set for load measurements (default 100,000
// listings, 10,000 buyers, 50,000 orders in a realistic status mix, their money as ledger
// transactions that keep every invariant), in a local D1 state of its own (STATE_DIR, default
// .wrangler/bench), never the data of `npm start`. Deterministic and idempotent.
// Sizes, ids, the --fixture option for `npm run bench`: scripts/README.md ("seed-bulk").
import { createHash, randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { root, run, wranglerEnv } from "./lib.mjs";

const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const total = Number(positional[0] ?? process.env.N ?? 100_000);
const userTotal = Number(process.env.USERS ?? 10_000);
const orderTotal = Number(process.env.ORDERS ?? 50_000);
const checkoutBuyers = Math.min(userTotal, Number(process.env.CHECKOUT_BUYERS ?? 200));
for (const [name, value] of Object.entries({ N: total, USERS: userTotal, ORDERS: orderTotal })) {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
}
const fixtureFile = process.argv.find((a) => a.startsWith("--fixture="))?.slice("--fixture=".length);
const stateDir = path.resolve(root, process.env.STATE_DIR || ".wrangler/bench");
const t0 = Date.now();

// Migrations + demo data, in a child process that has fully exited before we open the database.
await run("node", ["scripts/seed.mjs"], { env: { ...wranglerEnv, STATE_DIR: stateDir } });

// ── Deterministic randomness ──────────────────────────────────────────────────────────────────
let state = 0x9e3779b9;
function random() {
  // mulberry32
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const pickSome = (list, max) => [...new Set(Array.from({ length: 1 + Math.floor(random() * max) }, () => pick(list)))];
const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

// ── Vocabulary ────────────────────────────────────────────────────────────────────────────────
const CURRENCY = {
  valorant: ["VP", [125, 420, 700, 1375, 2400, 4000, 8150]],
  "mobile-legends": ["Diamond", [86, 172, 257, 344, 514, 706, 1050, 2195, 3688]],
  "genshin-impact": ["Genesis Crystal", [60, 330, 1090, 2240, 3880, 8080]],
  "pubg-mobile": ["UC", [60, 325, 660, 1800, 3850, 8100]],
  "free-fire": ["Diamond", [50, 70, 140, 355, 720, 1450, 2180, 3640]],
  "cod-mobile": ["CP", [80, 420, 880, 2400, 5000]],
  roblox: ["Robux", [80, 400, 800, 1700, 4500, 10000]],
  "steam-wallet": ["Saldo Steam IDR", [12000, 45000, 60000, 120000, 250000, 400000]],
};
const IMAGES = {
  valorant: ["/seed/listings/valorant-akun.svg", "/seed/listings/valorant-vp.svg"],
  "mobile-legends": ["/seed/listings/mobile-legends-akun.svg", "/seed/listings/mobile-legends-diamond.svg"],
  "genshin-impact": ["/seed/listings/genshin-impact-akun.svg", "/seed/listings/genshin-impact-crystal.svg"],
  "pubg-mobile": ["/seed/listings/pubg-mobile.svg"],
  "free-fire": ["/seed/listings/free-fire.svg"],
  "cod-mobile": ["/seed/listings/cod-mobile.svg"],
  roblox: ["/seed/listings/roblox.svg"],
  "steam-wallet": ["/seed/listings/steam-wallet.svg"],
};
const AKUN_EXTRAS = [
  "Full Skin",
  "Murah Meriah",
  "Sultan",
  "Siap Push Rank",
  "Bisa Ganti Email",
  "First Email",
  "Garansi 7 Hari",
  "Hero Lengkap",
  "Skin Langka",
  "Login Aman",
  "Harga Nego",
  "Winrate Tinggi",
];
const TOPUP_EXTRAS = ["Proses Instan", "Via ID", "Legal 100%", "Termurah", "24 Jam", "Bonus Promo", "Resmi"];
const JASA_EXTRAS = [
  "Winrate Terjaga",
  "Aman Tanpa Cheat",
  "Proses Cepat",
  "Bisa Request Hero",
  "Pemain Pro",
  "Garansi Rank",
];
const PHRASES = [
  "Akun main sendiri sejak lama",
  "tidak pernah kena banned",
  "proses cepat dan aman lewat rekening bersama",
  "penjual terpercaya dengan ratusan transaksi",
  "bonus skin dan item event",
  "emblem dan inventori lengkap",
  "data bisa langsung diganti setelah pembayaran",
  "respon chat cepat setiap hari",
  "harga bisa nego tipis untuk pembeli serius",
  "cocok untuk pemula maupun pemain kompetitif",
  "dikerjakan oleh pemain berpengalaman",
  "top up resmi tanpa login akun",
  "masuk otomatis setelah pembayaran dikonfirmasi",
  "garansi uang kembali jika gagal diproses",
];
const TAGS = [
  "murah",
  "instan",
  "legal",
  "sultan",
  "garansi",
  "full akses",
  "promo",
  "langka",
  "aman",
  "cepat",
  "terpercaya",
];
const DELIVERY = ["Instan", "5 Menit", "15 Menit", "30 Menit", "1 Jam", "24 Jam"];
const SELLERS = ["usr_demo_seller", "usr_seller_2", "usr_seller_3", "usr_seller_4", "usr_seller_5"];

const quote = (value) => (value === null ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);

function makeListing(n, category, filters, gameName, now) {
  const { game_slug: game, slug, type } = category;
  const attributes = {};
  for (const f of filters) {
    if (f.type === "select" && f.options.length) attributes[f.key] = pick(f.options);
    else if (f.type === "checkbox" && f.options.length && random() < 0.6) attributes[f.key] = pickSome(f.options, 3);
    else if (f.type === "text") attributes[f.key] = String(between(10, 300));
  }
  const firstOption = Object.values(attributes).find((v) => typeof v === "string" && !/^\d+$/.test(v)) ?? "";
  let title;
  let price;
  if (type === "Akun") {
    title = `Akun ${gameName} ${firstOption} ${pick(AKUN_EXTRAS)} ${pick(AKUN_EXTRAS)}`;
    price = between(3, 200) * 25_000;
  } else if (type === "Top Up") {
    const [unit, amounts] = CURRENCY[game] ?? ["Item", [1, 5, 10]];
    const amount = pick(amounts);
    title = `${amount.toLocaleString("id-ID")} ${unit} ${gameName} ${pick(TOPUP_EXTRAS)}`;
    price = Math.max(1_000, Math.round((amount * (150 + between(0, 150))) / 1000) * 100);
  } else {
    title = `Jasa Joki ${gameName} ${firstOption} ${pick(JASA_EXTRAS)}`;
    price = between(2, 80) * 10_000;
  }
  const description = `${pickSome(PHRASES, 4).join(", ")}. ${gameName} ${slug.replace(/-/g, " ")} nomor ${n}.`;
  const original = random() < 0.25 ? price + between(1, 20) * 5_000 : null;
  const createdAt = now - between(0, 365 * 24 * 3600) * 1000;
  return `(${[
    quote(`bulk_${String(n).padStart(6, "0")}`),
    quote(pick(SELLERS)),
    quote(game),
    quote(slug),
    quote(type),
    quote(title.replace(/\s+/g, " ").trim()),
    quote(description),
    price,
    original ?? "NULL",
    type === "Top Up" ? 999 : between(0, 12),
    quote(pick(["PC", "Mobile", "PC/Mobile"])),
    quote(pick(DELIVERY)),
    quote(JSON.stringify(pickSome(TAGS, 4))),
    quote(JSON.stringify([pick(IMAGES[game] ?? ["/seed/listings/jasa-joki.svg"])])),
    quote(JSON.stringify(attributes)),
    random() < 0.02 ? 1 : 0,
    between(0, 500),
    createdAt,
    createdAt,
  ].join(", ")})`;
}

const COLUMNS = `id, seller_id, game_slug, category_slug, type, title, description, price, original_price, stock,
  platform, delivery_time, tags, images, attributes, is_featured, total_sales, created_at, updated_at`.replace(
  /\s+/g,
  " ",
);

// ── Users, orders and their money ─────────────────────────────────────────────────────────────
const pad = (n, width) => String(n).padStart(width, "0");
const userId = (n) => `usr_bench_${pad(n, 5)}`;
const FIRST_NAMES = [
  "Andi",
  "Budi",
  "Citra",
  "Dewi",
  "Eko",
  "Fitri",
  "Gilang",
  "Hana",
  "Indra",
  "Joko",
  "Kurnia",
  "Lestari",
];
const LAST_NAMES = ["Pratama", "Saputra", "Wijaya", "Lestari", "Nugroho", "Hidayat", "Santoso", "Permata", "Kusuma"];
const CITIES = [
  "Jakarta",
  "Surabaya",
  "Bandung",
  "Medan",
  "Makassar",
  "Semarang",
  "Palembang",
  "Denpasar",
  "Yogyakarta",
];
const BENCH_KIND = "bench_seed";
const CHECKOUT_WALLET = 100_000_000;
const PLATFORM_FEE_PERCENT = 5; // app/modules/money/constants.ts

/** Runs multi-row INSERT statements, ROWS_PER_INSERT rows each, INSERTS_PER_BATCH per D1 batch. */
async function insertRows(DB, sqlHead, rows, { rowsPerInsert = 100, insertsPerBatch = 20, label } = {}) {
  const statements = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) {
    statements.push(`${sqlHead} VALUES ${rows.slice(i, i + rowsPerInsert).join(", ")}`);
  }
  for (let i = 0; i < statements.length; i += insertsPerBatch) {
    await DB.batch(statements.slice(i, i + insertsPerBatch).map((s) => DB.prepare(s)));
    if (label)
      process.stdout.write(
        `\r${label} ${Math.min(rows.length, (i + insertsPerBatch) * rowsPerInsert)} / ${rows.length}`,
      );
  }
  if (label && rows.length) process.stdout.write("\n");
}

async function seedUsers(DB) {
  const existing = (
    await DB.prepare("SELECT count(*) AS n FROM users WHERE id LIKE 'usr\\_bench\\_%' ESCAPE '\\'").first()
  ).n;
  if (existing >= userTotal) return;
  state = 0x5eed0001;
  const now = Date.now();
  const rows = [];
  for (let n = 1; n <= userTotal; n++) {
    const createdAt = now - between(30, 3 * 365) * 24 * 3600 * 1000;
    rows.push(
      `(${[
        quote(userId(n)),
        quote(`pemain${pad(n, 5)}@bench.pasargame.test`),
        quote(`pemain_${pad(n, 5)}`),
        quote(`${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`),
        quote("buyer"),
        createdAt,
        random() < 0.05 ? 1 : 0,
        quote(pick(CITIES)),
        createdAt,
        createdAt,
      ].join(", ")})`,
    );
  }
  await insertRows(
    DB,
    "INSERT OR IGNORE INTO users (id, email, username, full_name, role, email_verified_at, is_verified, location, created_at, updated_at)",
    rows,
    { label: "pengguna" },
  );
}

/** Ledger statements for one bench transaction: legs as a Map account → signed amount. */
function ledgerStatements(reference, legs, now) {
  const txn = `txn_bench_${reference.replace(/[^a-z0-9]+/gi, "_")}`;
  const kindOf = (id) => id.split(":")[0];
  const ownerOf = (id) => (["platform", "external"].includes(kindOf(id)) ? null : id.split(":")[1]);
  const entries = [...legs].filter(([, amount]) => amount !== 0);
  if (entries.reduce((sum, [, amount]) => sum + amount, 0) !== 0)
    throw new Error(`${reference}: legs do not sum to zero`);
  const statements = [];
  const accountRows = entries.map(([id]) => `(${quote(id)}, ${quote(kindOf(id))}, ${quote(ownerOf(id))}, 0, ${now})`);
  for (let i = 0; i < accountRows.length; i += 200) {
    statements.push(
      `INSERT OR IGNORE INTO ledger_accounts (id, kind, owner_id, balance, updated_at) VALUES ${accountRows.slice(i, i + 200).join(", ")}`,
    );
  }
  statements.push(
    `INSERT INTO ledger_transactions (id, kind, reference, description, created_at) VALUES (${quote(txn)}, ${quote(BENCH_KIND)}, ${quote(reference)}, ${quote("Data sintetis untuk pengukuran (npm run seed:bulk)")}, ${now})`,
  );
  const entryRows = entries.map(([id, amount]) => `(${quote(txn)}, ${quote(id)}, ${amount}, ${now})`);
  for (let i = 0; i < entryRows.length; i += 200) {
    statements.push(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at) VALUES ${entryRows.slice(i, i + 200).join(", ")}`,
    );
  }
  // One UPDATE for every account of the transaction: balance += its leg.
  for (let i = 0; i < entries.length; i += 200) {
    const chunk = entries.slice(i, i + 200);
    statements.push(
      `UPDATE ledger_accounts SET updated_at = ${now}, balance = balance + CASE id ${chunk.map(([id, amount]) => `WHEN ${quote(id)} THEN ${amount}`).join(" ")} END WHERE id IN (${chunk.map(([id]) => quote(id)).join(", ")})`,
    );
  }
  return statements;
}

async function benchReferences(DB) {
  const rows = (await DB.prepare("SELECT reference FROM ledger_transactions WHERE kind = ?").bind(BENCH_KIND).all())
    .results;
  return new Set(rows.map((r) => r.reference));
}

async function seedOrders(DB) {
  const CHUNK = 2_000;
  const done = await benchReferences(DB);
  const chunks = Math.ceil(orderTotal / CHUNK);
  const reference = (c) => `orders:${c * CHUNK + 1}-${Math.min(orderTotal, (c + 1) * CHUNK)}`;
  if (Array.from({ length: chunks }, (_, c) => reference(c)).every((r) => done.has(r))) return;
  const listings = (
    await DB.prepare(
      "SELECT id, seller_id, title, type, price FROM products WHERE id LIKE 'bulk\\_%' ESCAPE '\\' ORDER BY id",
    ).all()
  ).results;
  if (listings.length === 0) throw new Error("no bulk listings to order");
  state = 0x5eed0002;
  const now = Date.now();
  const DAY = 24 * 3600 * 1000;
  for (let c = 0; c < chunks; c++) {
    const rows = [];
    const legs = new Map();
    const add = (account, amount) => legs.set(account, (legs.get(account) ?? 0) + amount);
    for (let n = c * CHUNK + 1; n <= Math.min(orderTotal, (c + 1) * CHUNK); n++) {
      const listing = pick(listings);
      const quantity = listing.type === "Akun" || listing.type === "Top Up" ? 1 : between(1, 2);
      const total = listing.price * quantity;
      const roll = random();
      const status =
        roll < 0.7
          ? "Selesai"
          : roll < 0.85
            ? "Dibatalkan"
            : roll < 0.93
              ? "Diproses"
              : roll < 0.98
                ? "Dikirim"
                : "Menunggu Pembayaran";
      const id = `ord_bench_${pad(n, 6)}`;
      const createdAt = now - between(0, 365) * DAY - between(0, DAY);
      const paidAt =
        status === "Menunggu Pembayaran" || (status === "Dibatalkan" && roll < 0.8)
          ? null
          : createdAt + between(1, 600) * 1000;
      const shippedAt = status === "Dikirim" || status === "Selesai" ? paidAt + between(5, 600) * 60_000 : null;
      const completedAt = status === "Selesai" ? shippedAt + between(1, 72) * 3600_000 : null;
      const cancelledAt = status === "Dibatalkan" ? createdAt + between(1, 48) * 3600_000 : null;
      const deadlineAt =
        status === "Menunggu Pembayaran"
          ? now + DAY
          : status === "Diproses"
            ? now + 2 * DAY
            : status === "Dikirim"
              ? now + 3 * DAY
              : null;
      rows.push(
        `(${[
          quote(id),
          quote(userId(between(1, userTotal))),
          quote(listing.seller_id),
          quote(listing.id),
          quote(listing.title),
          quote(listing.type),
          listing.price,
          quantity,
          total,
          quote(status),
          quote("{}"),
          quote("wallet"),
          deadlineAt ?? "NULL",
          paidAt ?? "NULL",
          shippedAt ?? "NULL",
          completedAt ?? "NULL",
          cancelledAt ?? "NULL",
          createdAt,
          completedAt ?? cancelledAt ?? shippedAt ?? paidAt ?? createdAt,
        ].join(", ")})`,
      );
      // Completed: released to the seller minus the fee. Paid and open: held in the order's escrow.
      // Cancelled (refunded or never paid) and unpaid orders: no money moved.
      if (status === "Selesai") {
        const fee = Math.floor((total * PLATFORM_FEE_PERCENT) / 100);
        add("external:deposits", -total);
        add(`wallet:${listing.seller_id}`, total - fee);
        add("platform:fees", fee);
      } else if (status === "Diproses" || status === "Dikirim") {
        add("external:deposits", -total);
        add(`escrow:${id}`, total);
      }
    }
    if (done.has(reference(c))) continue;
    const orderInserts = [];
    for (let i = 0; i < rows.length; i += 100) {
      orderInserts.push(
        `INSERT INTO orders (id, buyer_id, seller_id, product_id, product_title, product_type, unit_price, quantity, total_amount, status, user_input_data, payment_method, deadline_at, paid_at, shipped_at, completed_at, cancelled_at, created_at, updated_at) VALUES ${rows.slice(i, i + 100).join(", ")}`,
      );
    }
    // The orders and their money in ONE batch: all of a chunk or none of it.
    await DB.batch([...orderInserts, ...ledgerStatements(reference(c), legs, now)].map((s) => DB.prepare(s)));
    process.stdout.write(`\rpesanan ${Math.min(orderTotal, (c + 1) * CHUNK)} / ${orderTotal}`);
  }
  process.stdout.write("\n");
}

async function fundCheckoutBuyers(DB) {
  const reference = `checkout_wallets:${checkoutBuyers}`;
  if ((await benchReferences(DB)).has(reference)) return;
  const legs = new Map([["external:deposits", -CHECKOUT_WALLET * checkoutBuyers]]);
  for (let n = 1; n <= checkoutBuyers; n++) legs.set(`wallet:${userId(n)}`, CHECKOUT_WALLET);
  await DB.batch(ledgerStatements(reference, legs, Date.now()).map((s) => DB.prepare(s)));
}

/**
 * Fresh sessions (ids start with `bench`; earlier ones are deleted) for the demo buyer and seller and
 * the funded buyers, the cheap top-up listings the funded buyers will buy, and the demo buyer's last
 * order of lst_061 (the bench orders one when there is none).
 */
async function writeFixture(DB, file) {
  const now = Date.now();
  const token = (user) => {
    const id = `bench${randomBytes(12).toString("hex")}`;
    const secret = randomBytes(15).toString("hex");
    const hash = createHash("sha256").update(secret).digest("hex");
    return {
      user,
      token: `${id}.${secret}`,
      row: `(${quote(id)}, ${quote(hash)}, ${quote(user)}, ${now}, ${now}, ${now + 6 * 24 * 3600 * 1000})`,
    };
  };
  const demoBuyer = token("usr_demo_buyer");
  const demoSeller = token("usr_demo_seller");
  const admin = token("usr_demo_admin");
  const buyers = Array.from({ length: checkoutBuyers }, (_, i) => token(userId(i + 1)));
  await DB.prepare("DELETE FROM sessions WHERE id LIKE 'bench%'").run();
  await insertRows(
    DB,
    "INSERT INTO sessions (id, secret_hash, user_id, created_at, last_active_at, expires_at)",
    [demoBuyer, demoSeller, admin, ...buyers].map((t) => t.row),
  );
  const listings = (
    await DB.prepare(
      `SELECT id, price FROM products WHERE id LIKE 'bulk\\_%' ESCAPE '\\' AND type = 'Top Up' AND status = 'active'
         AND stock >= 100 AND price <= 200000 AND required_inputs = '[]' ORDER BY id LIMIT ?`,
    )
      .bind(checkoutBuyers)
      .all()
  ).results;
  const order = await DB.prepare(
    "SELECT id FROM orders WHERE buyer_id = 'usr_demo_buyer' AND product_id = 'lst_061' AND status = 'Diproses' ORDER BY created_at DESC LIMIT 1",
  ).first();
  const gateway = await gatewayOrders(DB, buyers, listings, now, Number(process.env.GATEWAY_ORDERS ?? 0));
  const topUps = await topUpOrders(DB, buyers, now, Number(process.env.TOPUP_ORDERS ?? 0));
  const fixture = {
    demoBuyer: demoBuyer.token,
    demoSeller: demoSeller.token,
    admin: admin.token,
    gateway,
    topUps,
    orderId: order?.id ?? null,
    checkout: buyers.map((b, i) => ({ user: b.user, token: b.token, listing: listings[i % listings.length] })),
  };
  writeFileSync(file, JSON.stringify(fixture, null, 2));
}

/**
 * GATEWAY_ORDERS fresh unpaid orders (one per funded buyer, round robin) on the checkout listings,
 * each with a pending QRIS gateway payment and its share — the rows startOrderPayment writes before
 * it asks the provider. New ids every run (the bench spends them). Nothing moves in the ledger.
 */
async function gatewayOrders(DB, buyers, listings, now, count, { prefix = "gw", inputs = () => ({}) } = {}) {
  if (!count) return [];
  const run = randomBytes(4).toString("hex");
  const DAY = 24 * 3600 * 1000;
  const items = Array.from({ length: count }, (_, i) => {
    const listing = listings[i % listings.length];
    const buyer = buyers[i % buyers.length];
    const fee = Math.ceil((listing.price * 70) / 10_000); // QRIS 0.7 % (app/modules/payments/methods.ts)
    return {
      orderId: `ord_${prefix}_${run}_${pad(i + 1, 4)}`,
      paymentId: `pay-bench${prefix}${run}${pad(i + 1, 4)}`,
      inputs: inputs(i),
      buyer,
      listing,
      amount: listing.price,
      fee,
      grossAmount: listing.price + fee,
    };
  });
  const details = (
    await DB.prepare(
      `SELECT id, seller_id, title, type FROM products WHERE id IN (${[...new Set(listings.map((l) => quote(l.id)))].join(", ")})`,
    ).all()
  ).results;
  const byId = new Map(details.map((d) => [d.id, d]));
  const statements = [];
  for (let i = 0; i < items.length; i += 50) {
    const chunk = items.slice(i, i + 50);
    statements.push(
      `INSERT INTO orders (id, buyer_id, seller_id, product_id, product_title, product_type, unit_price, quantity, total_amount, status, user_input_data, payment_method, deadline_at, created_at, updated_at) VALUES ${chunk
        .map((it) => {
          const d = byId.get(it.listing.id);
          return `(${[quote(it.orderId), quote(it.buyer.user), quote(d.seller_id), quote(d.id), quote(d.title), quote(d.type), it.amount, 1, it.amount, quote("Menunggu Pembayaran"), quote(JSON.stringify(it.inputs)), quote("qris"), now + DAY, now, now].join(", ")})`;
        })
        .join(", ")}`,
      `INSERT INTO payments (id, user_id, purpose, provider, method, amount, fee, gross_amount, status, expires_at, created_at, updated_at) VALUES ${chunk
        .map((it) =>
          [
            quote(it.paymentId),
            quote(it.buyer.user),
            quote("orders"),
            quote("midtrans"),
            quote("qris"),
            it.amount,
            it.fee,
            it.grossAmount,
            quote("pending"),
            now + DAY,
            now,
            now,
          ].join(", "),
        )
        .map((row) => `(${row})`)
        .join(", ")}`,
      `INSERT INTO payment_orders (payment_id, order_id, amount) VALUES ${chunk
        .map((it) => `(${quote(it.paymentId)}, ${quote(it.orderId)}, ${it.amount})`)
        .join(", ")}`,
    );
  }
  await DB.batch(statements.map((q) => DB.prepare(q)));
  return items.map((it) => ({
    paymentId: it.paymentId,
    orderId: it.orderId,
    token: it.buyer.token,
    grossAmount: it.grossAmount,
    inputs: it.inputs,
  }));
}

/**
 * TOPUP_ORDERS gateway orders like the above on lst_012 (86 Diamond, mapped to the simulator's
 * `ml86` for usr_seller_2, drizzle/seed-top-ups.ts), each for its own Mobile Legends player ID so
 * the bench can script the supplier's answer per order (scripts/bench/topups.mjs).
 */
async function topUpOrders(DB, buyers, now, count) {
  if (!count) return [];
  await DB.prepare("UPDATE products SET stock = 999 WHERE id = 'lst_012' AND stock < 999").run();
  const listing = await DB.prepare("SELECT id, price FROM products WHERE id = 'lst_012'").first();
  const base = 100_000_000 + (now % 800_000_000);
  return gatewayOrders(DB, buyers, [listing], now, count, {
    prefix: "tu",
    inputs: (i) => ({ user_id: String(base + i), zone_id: "2558" }),
  });
}

const proxy = await getPlatformProxy({
  configPath: "workers/mailer/wrangler.toml",
  persist: { path: `${stateDir}/v3` },
});
try {
  const DB = proxy.env.DB;
  const existing = (await DB.prepare("SELECT count(*) AS n FROM products WHERE id LIKE 'bulk\\_%' ESCAPE '\\'").first())
    .n;
  const games = Object.fromEntries(
    (await DB.prepare("SELECT slug, name FROM games").all()).results.map((g) => [g.slug, g.name]),
  );
  const categories = (
    await DB.prepare("SELECT game_slug, slug, type FROM categories ORDER BY game_slug, sort_order").all()
  ).results;
  const filterRows = (await DB.prepare("SELECT game_slug, category_slug, key, type, options FROM sub_filters").all())
    .results;
  const filtersOf = (c) =>
    filterRows
      .filter((f) => f.game_slug === c.game_slug && f.category_slug === c.slug)
      .map((f) => ({ ...f, options: f.options ? JSON.parse(f.options) : [] }));

  if (existing >= total) {
    console.log(`Sudah ada ${existing} listing bulk di ${stateDir}; tidak ada yang ditambahkan.`);
  } else {
    const now = Date.now();
    const ROWS_PER_INSERT = 100;
    const INSERTS_PER_BATCH = 20;
    let n = 1;
    const statements = [];
    const flush = async () => {
      if (statements.length) await DB.batch(statements.splice(0).map((s) => DB.prepare(s)));
    };
    while (n <= total) {
      const rows = [];
      for (let i = 0; i < ROWS_PER_INSERT && n <= total; i++, n++) {
        const category = categories[n % categories.length];
        rows.push(makeListing(n, category, filtersOf(category), games[category.game_slug], now));
      }
      statements.push(`INSERT OR IGNORE INTO products (${COLUMNS}) VALUES ${rows.join(", ")}`);
      if (statements.length === INSERTS_PER_BATCH) {
        await flush();
        process.stdout.write(`\r${n - 1} / ${total}`);
      }
    }
    await flush();
    process.stdout.write(`\r${total} / ${total}\n`);
    // A bulk load leaves the full-text index in many small segments (one per batch), which makes
    // every search merge them; a shop importing listings would run this once afterwards too.
    await DB.prepare("INSERT INTO products_fts(products_fts) VALUES ('optimize')").run();
  }
  await seedUsers(DB);
  await seedOrders(DB);
  await fundCheckoutBuyers(DB);
  if (fixtureFile) await writeFixture(DB, fixtureFile);
  const count = async (table) => (await DB.prepare(`SELECT count(*) AS n FROM ${table}`).first()).n;
  const active = (await DB.prepare("SELECT count(*) AS n FROM products WHERE status = 'active'").first()).n;
  console.log(
    `Selesai dalam ${((Date.now() - t0) / 1000).toFixed(1)} s: ${active} listing aktif, ` +
      `${await count("users")} pengguna, ${await count("orders")} pesanan di ${stateDir}.`,
  );
} finally {
  await proxy.dispose();
}
