/**
 * Digiflazz (the H2H top-up supplier) in the simulator: POST /digiflazz/v1/transaction, cek-saldo
 * and price-list as Digiflazz answers them (md5 signs, `data` envelope, rc codes; a repeated ref_id
 * is a status check), signed webhooks (X-Hub-Signature) to the account's URL, and test controls
 * under /_sim/digiflazz: accounts, scripted outcomes per customer number (success, pending,
 * failed, wrong number, silence; duplicated callbacks), prices per account, settling a pending transaction.
 */
import { Hono, type Context } from "hono";
import { post } from "./midtrans";
import { hubSignature, isOutcome, md5, refusal, RC, SIM_PRODUCTS, type Outcome, type TrxData } from "./digiflazz-api";
import {
  findAccount,
  findTrx,
  insertTrx,
  listTrx,
  logCallbacks,
  outcomeFor,
  priceOf,
  setOutcome,
  setPrice,
  settleTrx,
  upsertAccount,
  type SimTrx,
} from "./digiflazz-store";

export interface DigiflazzEnv {
  SIM_DB: D1Database;
  /** "1": pending transactions (not "silent" ones) succeed by themselves a moment later. */
  SUPPLIER_AUTO_PROGRESS?: string;
}
type Ctx = Context<{ Bindings: DigiflazzEnv }>;

async function body(c: Ctx): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await c.req.text());
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The account when `sign` is md5(username + key + suffix); else null. */
async function signedAccount(c: Ctx, b: Record<string, unknown>, suffix: string) {
  const account = await findAccount(c.env.SIM_DB, str(b.username));
  if (!account || str(b.sign) !== (await md5(account.username + account.apiKey + suffix))) return null;
  return account;
}

const serial = () =>
  `SN${Date.now()}${Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, "0")}`;
const publicData = (trx: SimTrx): TrxData => {
  const { username: _u, outcome: _o, duplicates: _d, createdAt: _c, callbacks: _cb, ...data } = trx;
  return data;
};

/** Posts the transaction to the account's webhook (1 + duplicates copies) and logs each try. */
async function callback(env: DigiflazzEnv, trx: SimTrx, event: "create" | "update", deliver = true) {
  if (trx.outcome === "silent") return [];
  const account = await findAccount(env.SIM_DB, trx.username);
  const raw = JSON.stringify({ data: publicData(trx) });
  const headers: Record<string, string> = {
    "user-agent": "DigiFlazz-Hookshot/sim",
    "x-digiflazz-event": event,
    "x-digiflazz-delivery": crypto.randomUUID(),
  };
  if (account?.webhookSecret) headers["x-hub-signature"] = await hubSignature(raw, account.webhookSecret);
  const entries: SimTrx["callbacks"] = [];
  for (let i = 0; i <= trx.duplicates; i++) {
    const http = deliver && account?.webhookUrl ? await post(account.webhookUrl, raw, headers) : 0;
    entries.push({ event, body: raw, headers, http });
  }
  await logCallbacks(env.SIM_DB, trx, entries);
  return entries;
}

async function settle(env: DigiflazzEnv, trx: SimTrx, status: "Sukses" | "Gagal", deliver = true) {
  const done =
    status === "Sukses"
      ? await settleTrx(env.SIM_DB, trx, "Sukses", "00", RC["00"], serial())
      : await settleTrx(env.SIM_DB, trx, "Gagal", "55", RC["55"], "");
  if (!done) return null;
  return { trx: done, callbacks: await callback(env, done, "update", deliver) };
}

/** What a new purchase becomes at once for each scripted outcome. */
const FIRST: Record<Outcome, { status: TrxData["status"]; rc: keyof typeof RC }> = {
  success: { status: "Sukses", rc: "00" },
  pending: { status: "Pending", rc: "03" },
  silent: { status: "Pending", rc: "03" },
  failed: { status: "Gagal", rc: "55" },
  wrong_number: { status: "Gagal", rc: "54" },
};

export const digiflazz = new Hono<{ Bindings: DigiflazzEnv }>();

digiflazz.post("/transaction", async (c) => {
  const b = await body(c);
  if (!b || !str(b.username) || !str(b.buyer_sku_code) || !str(b.customer_no) || !str(b.ref_id)) {
    return c.json(refusal("40", b ?? {}));
  }
  const req = { ref_id: str(b.ref_id), customer_no: str(b.customer_no), buyer_sku_code: str(b.buyer_sku_code) };
  const account = await signedAccount(c, b, req.ref_id);
  if (!account) return c.json(refusal("41", req));
  const existing = await findTrx(c.env.SIM_DB, account.username, req.ref_id);
  if (existing) {
    // The same request again is Digiflazz's status check; another one under that ref_id is refused.
    const same = existing.customer_no === req.customer_no && existing.buyer_sku_code === req.buyer_sku_code;
    return c.json(same ? { data: publicData(existing) } : refusal("49", req, account.balance));
  }
  const price = await priceOf(c.env.SIM_DB, account.username, req.buyer_sku_code);
  if (price === null) return c.json(refusal("43", req, account.balance));
  if (typeof b.max_price === "number" && price > b.max_price) return c.json(refusal("69", req, account.balance));
  if (account.balance < price) return c.json(refusal("44", req, account.balance));
  const { outcome, duplicates } = await outcomeFor(c.env.SIM_DB, account.username, req.customer_no);
  const first = FIRST[outcome];
  const charged = first.status === "Gagal" ? 0 : price;
  const trx: SimTrx = {
    ...req,
    message: RC[first.rc],
    status: first.status,
    rc: first.rc,
    sn: first.status === "Sukses" ? serial() : "",
    buyer_last_saldo: account.balance - charged,
    price,
    tele: "",
    wa: "",
    username: account.username,
    outcome,
    duplicates,
    createdAt: Date.now(),
    callbacks: [],
  };
  if (!(await insertTrx(c.env.SIM_DB, trx))) {
    const raced = await findTrx(c.env.SIM_DB, account.username, req.ref_id);
    return c.json(raced ? { data: publicData(raced) } : refusal("49", req, account.balance));
  }
  c.executionCtx.waitUntil(callback(c.env, trx, "create"));
  if (trx.status === "Pending" && outcome === "pending" && c.env.SUPPLIER_AUTO_PROGRESS === "1") {
    c.executionCtx.waitUntil(
      scheduler.wait(1_500).then(async () => {
        const stored = await findTrx(c.env.SIM_DB, trx.username, trx.ref_id);
        if (stored) await settle(c.env, stored, "Sukses");
      }),
    );
  }
  return c.json({ data: publicData(trx) });
});

digiflazz.post("/cek-saldo", async (c) => {
  const b = await body(c);
  const account = b && (await signedAccount(c, b, "depo"));
  if (!account) return c.json({ data: { rc: "41", message: RC["41"] } });
  return c.json({ data: { deposit: account.balance } });
});

digiflazz.post("/price-list", async (c) => {
  const b = await body(c);
  const account = b && (await signedAccount(c, b, "pricelist"));
  if (!account) return c.json({ data: { rc: "41", message: RC["41"] } });
  const items = await Promise.all(
    Object.entries(SIM_PRODUCTS).map(async ([sku, p]) => ({
      product_name: p.name,
      category: "Games",
      brand: p.brand,
      type: "Umum",
      seller_name: "SIMULATOR",
      price: (await priceOf(c.env.SIM_DB, account.username, sku)) ?? p.price,
      buyer_sku_code: sku,
      buyer_product_status: true,
      seller_product_status: true,
      unlimited_stock: true,
      stock: 0,
      multi: true,
      start_cut_off: "0:0",
      end_cut_off: "0:0",
      desc: "-",
    })),
  );
  return c.json({ data: items });
});

// ---------------------------------------------------------------------------------------------
// Test controls (the supplier's dashboard and the tests' levers)

export const digiflazzControls = new Hono<{ Bindings: DigiflazzEnv }>();

digiflazzControls.post("/accounts", async (c) => {
  const b = await body(c);
  if (!b || !str(b.username) || !str(b.apiKey)) return c.json({ error: "username dan apiKey wajib diisi." }, 400);
  const balance = typeof b.balance === "number" && Number.isInteger(b.balance) ? b.balance : 1_000_000;
  await upsertAccount(c.env.SIM_DB, {
    username: str(b.username),
    apiKey: str(b.apiKey),
    webhookUrl: str(b.webhookUrl) || null,
    webhookSecret: str(b.webhookSecret) || null,
    balance,
  });
  return c.json({ ok: true });
});

digiflazzControls.get("/accounts/:username", async (c) => {
  const account = await findAccount(c.env.SIM_DB, c.req.param("username"));
  return account
    ? c.json({ username: account.username, balance: account.balance })
    : c.json({ error: "Tidak ditemukan." }, 404);
});

digiflazzControls.post("/outcomes", async (c) => {
  const b = await body(c);
  if (!b || !str(b.username) || !str(b.customerNo) || !isOutcome(b.outcome)) {
    return c.json({ error: "username, customerNo dan outcome wajib diisi." }, 400);
  }
  const duplicates = typeof b.duplicates === "number" ? Math.max(0, Math.min(5, Math.floor(b.duplicates))) : 0;
  await setOutcome(c.env.SIM_DB, str(b.username), str(b.customerNo), b.outcome, duplicates);
  return c.json({ ok: true });
});

digiflazzControls.post("/prices", async (c) => {
  const b = await body(c);
  if (!b || !str(b.username) || !str(b.sku) || typeof b.price !== "number") {
    return c.json({ error: "username, sku dan price wajib diisi." }, 400);
  }
  await setPrice(c.env.SIM_DB, str(b.username), str(b.sku), Math.floor(b.price));
  return c.json({ ok: true });
});

// Every transaction of an account, with the callbacks it produced (raw bodies and signed headers).
digiflazzControls.get("/accounts/:username/transactions", async (c) =>
  c.json({ transactions: await listTrx(c.env.SIM_DB, c.req.param("username")) }),
);

// Moves a pending transaction on: { username, refId, status: "Sukses" | "Gagal", deliver? }.
digiflazzControls.post("/settle", async (c) => {
  const b = await body(c);
  if (!b || !str(b.username) || !str(b.refId) || (b.status !== "Sukses" && b.status !== "Gagal")) {
    return c.json({ error: "username, refId dan status wajib diisi." }, 400);
  }
  const trx = await findTrx(c.env.SIM_DB, str(b.username), str(b.refId));
  if (!trx) return c.json({ error: "Tidak ditemukan." }, 404);
  const settled = await settle(c.env, trx, b.status, b.deliver !== false);
  return settled ? c.json(settled) : c.json({ error: "Transaksi tidak sedang Pending." }, 409);
});
