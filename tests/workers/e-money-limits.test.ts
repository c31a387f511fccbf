/**
 * Bank Indonesia's stored-value limits as configuration (issue 34 point 4): an unverified wallet
 * takes deposits up to Rp2.000.000 (pre-funded balance plus deposits still pending), a verified one up to
 * Rp10.000.000; beyond, the deposit is refused with what still fits, typed amount kept. Staff see
 * the total float against the Rp1 miliar line, warned before it is reached.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deposits, users } from "~/db/schema";
import { walletFloat } from "~/modules/wallet/e-money-limits.server";
import { newUser, signedIn, USERS } from "./fixtures";
import { db } from "./helpers";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const deposit = (c: Awaited<ReturnType<typeof signedIn>>, amount: string) =>
  c.post("/my-account/wallet", { intent: "deposit", amount, method: "Bank Transfer BCA" });

describe("the wallet's cap", () => {
  it("refuses a deposit past Rp2.000.000 for an unverified user, counting pending deposits, and says what fits", async () => {
    const u = await newUser("buyer", "batas");
    const c = await signedIn(u.id);
    const over = await deposit(c, "2.000.001");
    expect(over.status).toBe(409);
    const html = await text(over);
    expect(html).toContain("Saldo Deposit maksimal akun Anda Rp2.000.000 (ketentuan uang elektronik Bank Indonesia)");
    expect(html).toContain("Akun terverifikasi dapat menyimpan hingga Rp10.000.000.");
    expect(html).toContain('value="2.000.001"');

    expect((await deposit(c, "1.500.000")).status).toBe(302);
    const second = await deposit(c, "600.000");
    expect(second.status).toBe(409);
    expect(await text(second)).toContain("deposit paling banyak Rp500.000");
    expect((await deposit(c, "500.000")).status).toBe(302);
    expect(await db().$count(deposits, eq(deposits.userId, u.id))).toBe(2);
  });

  it("lets a verified user hold up to Rp10.000.000", async () => {
    const u = await newUser("buyer", "batasv");
    await db().update(users).set({ isVerified: true }).where(eq(users.id, u.id));
    const c = await signedIn(u.id);
    expect((await deposit(c, "5.000.000")).status).toBe(302);
    expect((await deposit(c, "5.000.001")).status).toBe(409);
  });

  it("shows staff the float, warned near the configured line", async () => {
    const { total } = await walletFloat({ db: db(), env });
    expect(total).toBeGreaterThan(0);
    expect(await walletFloat({ db: db(), env: { ...env, FLOAT_WARNING_THRESHOLD: String(total) } })).toMatchObject({
      warn: true,
    });
    const html = await text(await (await signedIn(USERS.admin.id)).get("/admin"));
    expect(html).toContain("Total Saldo Deposit Pengguna");
    expect(html).toContain("dari batas Rp1.000.000.000");
  });
});
