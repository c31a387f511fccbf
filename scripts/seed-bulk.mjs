// `npm run seed:bulk [-- N]`: N (default 100,000) synthetic active listings for load measurements,
// in a local D1 state of its own (STATE_DIR, default .wrangler/bench) — never the data of `npm start`.
// Applies the migrations and the demo seed first (sellers, games, categories, sub-filters), then
// inserts listings spread over every game and category, with realistic Indonesian words, prices,
// dates and sub-filter attributes. Deterministic (fixed random seed) and idempotent: ids are
// bulk_<n>, inserted with INSERT OR IGNORE, so a second run adds only what is missing.
//   N=20000 npm run seed:bulk       or       node scripts/seed-bulk.mjs 20000
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { root, run, wranglerEnv } from "./lib.mjs";

const total = Number(process.argv[2] ?? process.env.N ?? 100_000);
if (!Number.isSafeInteger(total) || total < 1) throw new Error(`N must be a positive whole number, got ${total}`);
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
const DELIVERY = ["Instan", "5 Menit", "15 Menit", "30 Menit", "1 Jam", "1-3 Hari"];
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
  const active = (await DB.prepare("SELECT count(*) AS n FROM products WHERE status = 'active'").first()).n;
  console.log(`Selesai dalam ${((Date.now() - t0) / 1000).toFixed(1)} s: ${active} listing aktif di ${stateDir}.`);
} finally {
  await proxy.dispose();
}
