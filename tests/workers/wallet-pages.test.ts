import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { limitsFrom } from "~/modules/limits/limits";
import { createSession } from "~/modules/auth/session.server";
import { account } from "~/modules/money/constants";
import { balanceOf } from "~/modules/money/ledger.server";
import { checkAccount } from "~/modules/wallet/account-check.server";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { formatRupiah } from "~/utils/format";
import { formatDateTime } from "~/utils/format-date-time";
import { deposits, users, withdrawals } from "~/db/schema";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login, type Client } from "./http";

const BUYER = "usr_demo_buyer";
let ip = 0;

async function signIn(email: string) {
  const c = client();
  const res = await login(c, email, "demo12345", `10.88.0.${++ip}`);
  expect(res.status).toBe(302);
  return c;
}
const buyer = () => signIn("pembeli@pasargame.test");
const seller = () => signIn("penjual@pasargame.test");

/** A new member with `balance` rupiah deposited and approved the real way, signed in. */
async function memberWithBalance(balance: number) {
  const id = `usr_wallet_${crypto.randomUUID().slice(0, 8)}`;
  const now = Date.now();
  await db()
    .insert(users)
    .values({ id, email: `${id}@dompet.test`, username: id, role: "seller", createdAt: now, updatedAt: now });
  const asked = await requestDeposit(db(), id, { amount: balance, method: "OVO" });
  if (!asked.ok) throw new Error("deposit refused");
  expect((await approveDeposit(db(), asked.deposit.id, "usr_demo_admin")).ok).toBe(true);
  const c = client();
  // Signed in by a session row (the login form is covered by auth.test.ts).
  const { token } = await createSession(db(), id, limitsFrom(env));
  c.jar.set("__Host-pg_session", encodeURIComponent(token));
  return { id, c };
}

/** Rendered HTML without React's text separators, so "Rp1.500.000" reads as one piece. */
const pageText = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");

/** The toast a redirect carries (the flash cookie the root shows). */
function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((h) => h.startsWith("pg_toast="))!;
  const value = cookie.split(";")[0]!.slice("pg_toast=".length);
  const bytes = Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as {
    type: string;
    title: string;
    description: string;
    duration?: number;
  };
}

/** Whether the radio or option with `value` is the chosen one in the rendered form. */
function chosen(html: string, value: string) {
  const v = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `<(input|option)[^>]*\\b(checked|selected)=""[^>]*value="${v}"|<(input|option)[^>]*value="${v}"[^>]*\\b(checked|selected)=""`,
  ).test(html);
}

const wallet = (userId: string) => walletBalance(db(), userId);
const hold = (userId: string) => balanceOf(db(), account.hold(userId));

const deposit = (c: Client, fields: Record<string, string>) =>
  c.post("/my-account/wallet", { intent: "deposit", ...fields });
const withdraw = (c: Client, fields: Record<string, string>, path = "/my-account/wallet") =>
  c.post(path, { intent: "withdraw", ...fields });

// The payout provider (the simulator) names this account's holder 'PENJUAL DEMO'; the form sends
// the confirmed name, as the second step of the account-name check does.
const BANK = {
  method: "bank_transfer",
  bankName: "BCA",
  accountNumber: "1234567890",
  accountName: "Andi Pratama",
  confirmedHolder: "PENJUAL DEMO",
};

describe("wallet pages: who may see them", () => {
  it("sends anonymous visitors to login with 'Login Diperlukan' and moves no money", async () => {
    const c = client();
    for (const path of ["/my-account/wallet", "/my-account/wallet/deposits/dep_demo_buyer_start"]) {
      const res = await c.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      expect(toastOf(res).title).toBe("Login Diperlukan");
    }
    const before = await db().$count(withdrawals);
    const res = await withdraw(c, { amount: "1000", ...BANK });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirect=/);
    expect(await db().$count(withdrawals)).toBe(before);
  });

  it("shows available and held balances, and the balance in the header's user menu", async () => {
    const c = await buyer();
    const html = await pageText(await c.get("/my-account/wallet"));
    const available = formatRupiah(await wallet(BUYER));
    expect(html).toContain("Saldo Tersedia");
    expect(html).toContain("Dalam Proses Penarikan");
    expect(html).toMatch(new RegExp(`data-testid="available-balance">${available}<`));
    expect(html).toMatch(new RegExp(`data-testid="held-balance">${formatRupiah(await hold(BUYER))}<`));
    expect(html).toMatch(new RegExp(`data-testid="menu-balance"[^>]*>Saldo: <span[^>]*>${available}</span>`));
    // The tab is in the account navigation.
    expect(html).toMatch(/href="\/my-account\/wallet"[^>]*>Dompet</);
  });
});

describe("deposit form", () => {
  it("shows every deposit validation text beside its field and keeps what was typed", async () => {
    const c = await buyer();
    const before = await db().$count(deposits);

    // OVO and GoPay are the gateway's methods now (their ids): the same texts and kept values.
    let res = await deposit(c, { amount: "", method: "ovo" });
    expect(res.status).toBe(400);
    let html = await pageText(res);
    expect(html).toContain('data-testid="deposit-amount-error"');
    expect(html).toContain("Form Tidak Lengkap");
    expect(chosen(html, "ovo")).toBe(true);

    res = await deposit(c, { amount: "75.000" });
    expect(res.status).toBe(400);
    html = await pageText(res);
    expect(html).toContain('data-testid="deposit-method-error"');
    expect(html).toContain("Form Tidak Lengkap");
    expect(html).toContain('value="75.000"');

    for (const amount of ["0", "-5000", "sepuluh ribu"]) {
      res = await deposit(c, { amount, method: "gopay" });
      expect(res.status).toBe(400);
      html = await pageText(res);
      expect(html).toContain("Jumlah Tidak Valid");
      expect(html).toContain("Jumlah Deposit harus lebih dari 0");
      expect(html).toContain(`value="${amount}"`);
      expect(chosen(html, "gopay")).toBe(true);
    }
    expect(await db().$count(deposits)).toBe(before);
  });

  it("a BCA deposit gets a unique code 100–999 and its own page shows total = amount + code", async () => {
    const c = await buyer();
    const balanceBefore = await wallet(BUYER);
    const res = await deposit(c, { amount: "100.000", method: "Bank Transfer BCA" });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/my-account\/wallet\/deposits\/dep_/);
    const row = (await db().query.deposits.findFirst({ where: eq(deposits.id, location.split("/").pop()!) }))!;
    expect(row).toMatchObject({ userId: BUYER, amount: 100_000, adminFee: 0, status: "pending" });
    expect(row.uniqueCode).toBeGreaterThanOrEqual(100);
    expect(row.uniqueCode).toBeLessThanOrEqual(999);
    expect(row.totalPaymentDue).toBe(100_000 + row.uniqueCode!);

    const total = formatRupiah(100_000 + row.uniqueCode!);
    expect(toastOf(res)).toEqual({
      type: "success",
      title: "Permintaan Deposit Diterima",
      // Where to and by when: the platform's (here the demo) BCA account and the 24-hour deadline.
      description: `Silakan transfer tepat ${total} melalui Bank Transfer BCA. Rekening BCA 8830 1234 56 a.n. PT PasarGame Digital Indonesia (DEMO), sebelum ${formatDateTime(row.createdAt + 24 * 3600_000)}.`,
      duration: 15000,
    });

    const html = await pageText(await c.get(location));
    expect(html).toContain(`data-testid="deposit-total">${total}<`);
    expect(html).toContain(`data-testid="deposit-unique-code">${row.uniqueCode}<`);
    expect(html).toContain(`data-testid="deposit-admin-fee">Rp0<`);
    expect(html).toContain("Bank Transfer BCA");
    expect(html).toContain('data-status="Menunggu"');
    // Money enters the wallet only when staff approve: the balance has not moved.
    expect(await wallet(BUYER)).toBe(balanceBefore);

    // The history lists it first (newest first) and links to its page.
    const list = await pageText(await c.get("/my-account/wallet"));
    const firstRow = /data-testid="deposit-row" data-deposit-id="([^"]+)"/.exec(list)?.[1];
    expect(firstRow).toBe(row.id);
    expect(list).toContain(`href="${location}"`);
    await expectLedgerInvariants();
  });

  it("Alfamart adds the Rp2.500 admin fee and no code; OVO adds neither", async () => {
    const c = await buyer();
    let res = await deposit(c, { amount: "50000", method: "Alfamart" });
    expect(res.status).toBe(302);
    let html = await pageText(await c.get(res.headers.get("Location")!));
    expect(html).toContain('data-testid="deposit-total">Rp52.500<');
    expect(html).toContain('data-testid="deposit-admin-fee">Rp2.500<');
    expect(html).toContain('data-testid="deposit-unique-code">—<');

    res = await deposit(c, { amount: "20000", method: "OVO" });
    expect(res.status).toBe(302);
    expect(toastOf(res).description).toBe("Silakan transfer tepat Rp20.000 melalui OVO.");
    html = await pageText(await c.get(res.headers.get("Location")!));
    expect(html).toContain('data-testid="deposit-total">Rp20.000<');
    expect(html).toContain('data-testid="deposit-unique-code">—<');
    expect(html).toContain('data-testid="deposit-admin-fee">Rp0<');
    await expectLedgerInvariants();
  });

  it("another user cannot open a deposit's page; an unknown deposit is not found", async () => {
    const owner = await buyer();
    const res = await deposit(owner, { amount: "30000", method: "Dana" });
    const location = res.headers.get("Location")!;

    const other = await seller();
    const refused = await other.get(location);
    expect(refused.status).toBe(403);
    const html = await pageText(refused);
    expect(html).toContain("Akses Ditolak");
    expect(html).not.toContain("Rp30.000");

    expect((await other.get("/my-account/wallet/deposits/dep_tidak_ada")).status).toBe(404);
  });
});

describe("withdrawal form", () => {
  it("shows every withdrawal validation text beside its field and keeps what was typed", async () => {
    const c = await buyer();
    const available = await wallet(BUYER);
    const before = await db().$count(withdrawals);
    const cases: { fields: Record<string, string>; title: string; text: string; kept: string[]; chosen?: string[] }[] =
      [
        {
          fields: { amount: "0", ...BANK },
          title: "Jumlah Tidak Valid",
          text: "Jumlah penarikan harus lebih dari 0.",
          kept: ['value="0"', 'value="1234567890"', 'value="Andi Pratama"'],
          chosen: ["BCA", "bank_transfer"],
        },
        {
          fields: { amount: "abc", ...BANK },
          title: "Jumlah Tidak Valid",
          text: "Jumlah penarikan harus lebih dari 0.",
          kept: ['value="abc"'],
        },
        {
          fields: { amount: String(available + 1), ...BANK },
          title: "Saldo Tidak Cukup",
          text: `Anda hanya dapat menarik maksimal ${formatRupiah(available)}.`,
          kept: [`value="${available + 1}"`],
        },
        {
          fields: { amount: "10000" },
          title: "Metode Belum Dipilih",
          text: "Pilih metode penarikan terlebih dahulu.",
          kept: ['value="10000"'],
        },
        {
          fields: { amount: "10000", ...BANK, accountName: "" },
          title: "Data Bank Tidak Lengkap",
          text: "Mohon lengkapi semua detail bank.",
          kept: ['value="1234567890"'],
          chosen: ["bank_transfer", "BCA"],
        },
        {
          fields: { amount: "10000", ...BANK, bankName: "Lainnya", otherBankName: "" },
          title: "Data Bank Tidak Lengkap",
          text: "Mohon lengkapi semua detail bank.",
          kept: [],
          chosen: ["Lainnya"],
        },
        {
          fields: { amount: "10000", method: "e_wallet", ewalletProvider: "OVO", ewalletPhoneNumber: "" },
          title: "Data E-Wallet Tidak Lengkap",
          text: "Mohon pilih penyedia e-wallet dan isi nomor telepon.",
          kept: [],
          chosen: ["e_wallet", "OVO"],
        },
        {
          fields: { amount: "10000", method: "e_wallet", ewalletPhoneNumber: "081234567890" },
          title: "Data E-Wallet Tidak Lengkap",
          text: "Mohon pilih penyedia e-wallet dan isi nomor telepon.",
          kept: ['value="081234567890"'],
        },
      ];
    for (const { fields, title, text, kept, chosen: picked = [] } of cases) {
      const res = await withdraw(c, fields);
      expect(res.status, title).toBe(400);
      const html = await pageText(res);
      expect(html).toContain(title);
      expect(html).toContain(text);
      for (const k of kept) expect(html, `${title} keeps ${k}`).toContain(k);
      for (const p of picked) expect(chosen(html, p), `${title} keeps ${p} chosen`).toBe(true);
    }
    expect(await db().$count(withdrawals)).toBe(before);
    expect(await wallet(BUYER)).toBe(available);
  });

  it("moves the amount wallet → hold at once; a second one above the rest is refused with the maximum", async () => {
    const c = await buyer();
    const [wallet0, hold0] = [await wallet(BUYER), await hold(BUYER)];
    const amount = 300_000;
    const res = await withdraw(c, { amount: "300.000", ...BANK, bankName: "Lainnya", otherBankName: "Bank Jago" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/my-account/wallet");
    expect(toastOf(res)).toMatchObject({
      type: "success",
      title: "Permintaan Penarikan Diterima",
      duration: 7000,
    });
    expect(toastOf(res).description).toContain("Diproses admin dalam 1-3 hari kerja.");
    expect(await wallet(BUYER)).toBe(wallet0 - amount);
    expect(await hold(BUYER)).toBe(hold0 + amount);

    const html = await pageText(await c.get("/my-account/wallet"));
    expect(html).toContain(`data-testid="held-balance">${formatRupiah(hold0 + amount)}<`);
    expect(html).toMatch(
      /data-testid="withdrawal-row"[\s\S]*?data-status="Menunggu"[\s\S]*?Rp300\.000[\s\S]*?Bank Jago/,
    );

    const rest = wallet0 - amount;
    const refused = await withdraw(c, { amount: String(rest + 1), ...BANK });
    expect(refused.status).toBe(400);
    const text = await pageText(refused);
    expect(text).toContain("Saldo Tidak Cukup");
    expect(text).toContain(`Anda hanya dapat menarik maksimal ${formatRupiah(rest)}.`);
    expect(await wallet(BUYER)).toBe(rest);
    expect(await hold(BUYER)).toBe(hold0 + amount);
    await expectLedgerInvariants();
  });

  it("requests racing for the same balance: one is accepted, the others get 'Saldo Tidak Cukup'", async () => {
    const { id, c } = await memberWithBalance(100_000);
    // The e-wallet's holder as the payout provider (the simulator) names it, confirmed.
    const check = await checkAccount(
      { env },
      { amount: 60_000, method: "e_wallet", ewalletProvider: "GoPay", ewalletPhoneNumber: "081234567890" },
    );
    if (check.kind !== "found") throw new Error(`account check: ${check.kind}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        withdraw(c, {
          amount: "60000",
          method: "e_wallet",
          ewalletProvider: "GoPay",
          ewalletPhoneNumber: "0812 3456 7890",
          confirmedHolder: check.holder,
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 302)).toHaveLength(1);
    for (const r of answers.filter((r) => r.status !== 302)) {
      expect([400, 409]).toContain(r.status);
      const html = await pageText(r);
      expect(html).toContain("Saldo Tidak Cukup");
      expect(html).toContain("Anda hanya dapat menarik maksimal Rp40.000.");
    }
    expect(await wallet(id)).toBe(40_000);
    expect(await hold(id)).toBe(60_000);
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.userId, id));
    expect(row).toMatchObject({ method: "e_wallet", ewalletProvider: "GoPay", ewalletPhoneNumber: "081234567890" });
    await expectLedgerInvariants();
  });

  it("the history shows paid with its transfer reference and rejected with its reason", async () => {
    const { id, c } = await memberWithBalance(90_000);
    const now = Date.now();
    await db()
      .insert(withdrawals)
      .values([
        {
          id: `wd_paid_${id}`,
          userId: id,
          amount: 10_000,
          method: "bank_transfer",
          bankName: "BNI",
          accountNumber: "99887766",
          accountName: "Uji",
          status: "paid",
          transferReference: "TRF-2026-0001",
          createdAt: now - 2000,
        },
        {
          id: `wd_rej_${id}`,
          userId: id,
          amount: 20_000,
          method: "e_wallet",
          ewalletProvider: "Dana",
          ewalletPhoneNumber: "08111222333",
          status: "rejected",
          rejectReason: "Nomor e-wallet tidak aktif",
          createdAt: now - 1000,
        },
      ]);
    const html = await pageText(await c.get("/my-account/wallet"));
    const rejected = html.indexOf(`data-withdrawal-id="wd_rej_${id}"`);
    const paid = html.indexOf(`data-withdrawal-id="wd_paid_${id}"`);
    expect(rejected).toBeGreaterThan(-1);
    expect(paid).toBeGreaterThan(rejected); // newest first
    expect(html.slice(rejected, paid)).toContain('data-status="Ditolak"');
    expect(html.slice(rejected, paid)).toContain("Nomor e-wallet tidak aktif");
    expect(html.slice(paid)).toContain('data-status="Dibayar"');
    expect(html.slice(paid)).toContain("TRF-2026-0001");
    expect(html.slice(paid)).toContain("•••• 7766");
  });

  it("works from the seller dashboard's withdrawals tab, which only sellers may use", async () => {
    const { id, c } = await memberWithBalance(50_000);
    const page = await pageText(await c.get("/seller/dashboard?tab=withdrawals"));
    expect(page).toContain("Tarik Saldo");
    expect(page).toContain('aria-current="page"');
    expect(page).toMatch(/aria-current="page"[^>]*>Penarikan/);

    const path = "/seller/dashboard?tab=withdrawals";
    const refused = await withdraw(c, { amount: "0", ...BANK }, path);
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Jumlah penarikan harus lebih dari 0.");

    const res = await withdraw(c, { amount: "20000", ...BANK }, path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(path);
    expect(toastOf(res).title).toBe("Permintaan Penarikan Diterima");
    expect(await wallet(id)).toBe(30_000);
    expect(await hold(id)).toBe(20_000);
    expect(await pageText(await c.get(path))).toContain('data-status="Menunggu"');

    // A buyer is refused there (their wallet tab is the place to withdraw).
    const b = await buyer();
    const before = await wallet(BUYER);
    expect((await withdraw(b, { amount: "1000", ...BANK }, path)).status).toBe(403);
    expect(await wallet(BUYER)).toBe(before);
    await expectLedgerInvariants();
  });
});
