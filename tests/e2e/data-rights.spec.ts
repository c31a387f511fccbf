/**
 * The data rights of issue 34 in the browser: 'Unduh Data Saya' downloads an archive that holds this
 * person's data and nobody else's; 'Hapus Akun' is refused while a balance remains and done once it
 * is paid out; a marketing consent withdrawn in 'Persetujuan' stops the next promotion mail.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { loginAs, phoneContextPage } from "./helpers";
import { idOf, newMember, type Member } from "./people";

/** The local payout token `npm start` wrote to .dev.vars (the production one is a secret). */
const payoutToken = () =>
  /^PAYOUT_API_TOKEN=(.+)$/m.exec(readFileSync(path.join(import.meta.dirname, "../../.dev.vars"), "utf8"))![1]!.trim();

/** The files of a stored (method 0) ZIP archive, as the export writes it. */
function unzip(bytes: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let at = 0;
  while (bytes.readUInt32LE(at) === 0x04034b50) {
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extra = bytes.readUInt16LE(at + 28);
    const name = bytes.toString("utf8", at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    files.set(name, bytes.toString("utf8", start, start + size));
    at = start + size;
  }
  return files;
}

/** Mails to `email` in the development outbox whose text holds `words`. */
async function mailsWith(page: Page, email: string, words: string) {
  await page.goto("/dev/mail");
  return page.getByTestId("outbox").getByRole("listitem").filter({ hasText: email }).filter({ hasText: words }).count();
}

test("'Unduh Data Saya' downloads this person's data and nobody else's", async ({ page, baseURL }) => {
  const me = await newMember(baseURL);
  await loginAs(page, me);
  await page.goto("/my-account/settings");
  const downloading = page.waitForEvent("download");
  await page.getByTestId("data-export").click();
  const download = await downloading;
  const files = unzip(readFileSync(await download.path()));
  const data = files.get("data.json") ?? "";
  expect(data).toContain(me.email);
  expect(data).toContain(me.username);
  expect(data).not.toContain("pembeli@pasargame.test"); // the demo buyer, another person
  expect([...files.keys()].some((name) => name.endsWith(".csv"))).toBe(true);
});

test("'Hapus Akun' is refused while a balance remains, and done once it is paid out", async ({
  page,
  request,
  baseURL,
}) => {
  const me = await newMember(baseURL, { deposit: 50_000 });
  await loginAs(page, me);
  const remove = async () => {
    await page.goto("/my-account/settings");
    await page.getByLabel("Password Anda").fill(me.password);
    await page.getByRole("button", { name: "Hapus Akun Saya" }).click();
  };
  await remove();
  await expect(page.getByTestId("delete-blockers")).toContainText("Saldo Anda masih Rp50.000");

  // The whole balance is withdrawn and the payout machine pays it.
  await page.goto("/my-account/wallet");
  await page.getByLabel("Jumlah Penarikan (Rp)").fill("50000");
  await page.getByRole("radio", { name: "Transfer Bank" }).check();
  await page.getByLabel("Bank", { exact: true }).selectOption("BCA");
  await page.getByLabel("Nomor Rekening").fill("1234567890");
  await page.getByLabel("Nama Pemilik Rekening").fill("Pembeli Hapus");
  await page.getByRole("button", { name: "Ajukan Penarikan" }).click();
  // The payout provider names the account's holder; the owner confirms.
  await expect(page.getByTestId("account-holder")).toBeVisible();
  await page.getByRole("button", { name: "Konfirmasi Penarikan" }).click();
  await expect(page.getByText("Permintaan Penarikan Diterima")).toBeVisible();
  const auth = { Authorization: `Bearer ${payoutToken()}` };
  const userId = await idOf(baseURL, me);
  const { withdrawals } = (await (await request.get("/internal/payouts", { headers: auth })).json()) as {
    withdrawals: { id: string; userId: string }[];
  };
  const mine = withdrawals.find((w) => w.userId === userId)!;
  const paid = await request.post(`/internal/payouts/${mine.id}`, {
    headers: { ...auth, "Content-Type": "application/json" },
    data: { status: "paid", transferReference: "BCA-E2E-HAPUS" },
  });
  expect(paid.status()).toBe(200);

  await remove();
  await expect(page.getByText("Akun Dihapus")).toBeVisible();
  // Signed out, and the old password opens nothing.
  await page.goto("/login");
  await page.getByLabel("Email").fill(me.email);
  await page.getByLabel("Password").fill(me.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByText("Login Berhasil")).toHaveCount(0);
});

/** Ticks or unticks 'E-mail promosi' in Pengaturan › Persetujuan and saves. */
async function setConsent(page: Page, on: boolean) {
  await page.goto("/my-account/settings");
  const box = page.getByTestId("consents").getByLabel("E-mail promosi");
  if (on) await box.check();
  else await box.uncheck();
  await page.getByRole("button", { name: "Simpan Persetujuan" }).click();
  await expect(page).toHaveURL(/\/my-account\/settings/);
}

test("a marketing consent withdrawn in 'Persetujuan' stops the next promotion mail", async ({
  page,
  browser,
  baseURL,
}) => {
  const me: Member = await newMember(baseURL);
  await loginAs(page, me);
  // Another person who keeps the consent: their mail shows the promotion went out.
  const other: Member = await newMember(baseURL);
  const otherPage = await phoneContextPage(browser, baseURL);
  await loginAs(otherPage, other);
  await setConsent(otherPage, true);
  const admin = await phoneContextPage(browser, baseURL);
  await loginAs(admin, "admin@pasargame.test");
  const promote = async (title: string) => {
    await admin.goto("/admin/marketing");
    await admin.getByLabel("Judul").fill(title);
    await admin.getByLabel("Isi pengumuman").fill(`Isi ${title}`);
    await admin.getByRole("button", { name: "Kirim ke Pengguna yang Setuju" }).click();
    await expect(admin).toHaveURL(/\/admin\/marketing/);
  };
  const run = Date.now().toString(36);

  await setConsent(page, true);
  await promote(`Promo Setuju ${run}`);
  await expect.poll(() => mailsWith(page, me.email, `Promo Setuju ${run}`), { timeout: 15_000 }).toBe(1);

  await setConsent(page, false);
  await promote(`Promo Ditarik ${run}`);
  await expect.poll(() => mailsWith(page, other.email, `Promo Ditarik ${run}`), { timeout: 15_000 }).toBe(1);
  expect(await mailsWith(page, me.email, `Promo Ditarik ${run}`)).toBe(0);
  await admin.context().close();
  await otherPage.context().close();
});
