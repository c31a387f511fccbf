/**
 * The buyer's inspection of a shipped order on a phone: the 'Akun sudah diamankan' checklist before
 * confirming an account (asked once more while a step is unticked), and the one 48-hour extension
 * of the inspection window (a second one is refused in words).
 */
import { devices, expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage, checkoutOne } from "./helpers";
import { newMember } from "./people";

/** Checks out one line as the logged-in buyer (what the cart's confirm button posts); returns the order page path. */
/** The demo seller ships the order from their own phone. */
async function ship(seller: Page, orderPath: string, info: string) {
  await seller.goto(orderPath);
  await seller.getByLabel("Info Pengiriman").fill(info);
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();
}

test("the buyer of an account ticks the checklist and confirms; what was ticked stays on the order", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  await loginAs(buyer, await newMember(baseURL, { deposit: 350_000 }));
  // A Steam account of the demo seller (penjual_demo), Rp320.000.
  const orderPath = await checkoutOne(buyer, baseURL!, { listingId: "lst_064", expectedPrice: 320_000 });
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await ship(seller, orderPath, "Email: steam@contoh.test / Sandi: Uap#2026");

  await buyer.goto(orderPath);
  await buyer.getByTestId("action-confirm").click();
  const dialog = buyer.getByRole("dialog", { name: "Konfirmasi pesanan diterima?" });
  await expect(dialog.getByText("Akun sudah diamankan")).toBeVisible();
  const steps = dialog.getByRole("checkbox");
  await expect(steps).toHaveCount(4);
  await dialog.getByLabel("Email akun sudah saya ganti").check();
  await dialog.getByLabel("Password sudah saya ganti").check();
  await dialog.getByLabel("Nomor HP pemulihan dan 2FA sudah saya hapus/ganti").check();
  await dialog.getByRole("button", { name: "Ya, Pesanan Sudah Diterima" }).click();

  // One step left unticked: asked once more, in the same dialog; nothing happened yet.
  await expect(dialog.getByTestId("checklist-warning")).toContainText("Anda belum mencentang semua langkah pengamanan");
  await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await dialog.getByLabel(/Login pihak ketiga/).check();
  await dialog.getByRole("button", { name: "Ya, Tetap Konfirmasi" }).click();

  await expect(buyer.locator('main [data-status="Selesai"]').first()).toBeVisible();
  const stored = buyer.getByTestId("stored-checklist");
  await expect(stored).toContainText("Langkah Pengamanan Akun");
  await expect(stored.getByRole("listitem")).toHaveCount(4);
  await expect(stored).not.toContainText("Belum:");
  // The seller reads the same.
  await seller.goto(orderPath);
  await expect(seller.getByTestId("stored-checklist")).toContainText("Sudah: Password sudah saya ganti");
  await seller.context().close();
});

test("the buyer extends the inspection once by 48 hours; the second extension is refused", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  const me = await newMember(baseURL, { deposit: 50_000 });
  await loginAs(buyer, me);
  // A Roblox top-up of the demo seller: Rp48.000, one required input.
  const orderPath = await checkoutOne(buyer, baseURL!, {
    listingId: "lst_061",
    expectedPrice: 48_000,
    userInputData: { username: "pemain_periksa" },
  });
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await ship(seller, orderPath, "Kode top up: RBX-4848");

  // The same buyer on a second phone without JavaScript (its page does not follow live), opened before the extension.
  const staleTab = await (
    await browser.newContext({ ...devices["Pixel 7"], baseURL, locale: "id-ID", javaScriptEnabled: false })
  ).newPage();
  await staleTab.goto(`/login?redirect=${orderPath}`);
  await staleTab.getByLabel("Email").fill(me.email);
  await staleTab.getByLabel("Password").fill(me.password);
  await staleTab.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(staleTab).toHaveURL(new RegExp(`${orderPath}$`));

  await buyer.goto(orderPath);

  const deadline = () =>
    buyer
      .getByTestId("order-deadline")
      .locator("time")
      .getAttribute("datetime")
      .then((iso) => Date.parse(iso ?? ""));
  const before = await deadline();
  await buyer.getByRole("button", { name: "Perpanjang Waktu Pemeriksaan" }).click();
  await expect(buyer.getByText("Waktu pemeriksaan diperpanjang 48 jam.")).toBeVisible();
  await expect.poll(deadline).toBe(before + 48 * 3600_000);
  await expect(buyer.getByTestId("deadline-countdown")).toContainText("4 hari");
  await expect(buyer.getByTestId("inspection-extended")).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Perpanjang Waktu Pemeriksaan" })).toHaveCount(0);
  await expectNoSevereAxeViolations(buyer, { include: "main" });

  // The stale page still shows the button: pressing it is refused, and says why.
  await staleTab.getByRole("button", { name: "Perpanjang Waktu Pemeriksaan" }).click();
  await expect(staleTab.getByTestId("action-error")).toContainText(
    "Waktu pemeriksaan hanya dapat diperpanjang satu kali",
  );
  await staleTab.context().close();
  await buyer.reload();
  expect(await deadline()).toBe(before + 48 * 3600_000);

  // The seller was told, and sees the moved deadline too.
  await seller.goto("/notifications");
  await expect(seller.getByText("Waktu Pemeriksaan Diperpanjang").first()).toBeVisible();
  await seller.goto(orderPath);
  const sellerDeadline = await seller.getByTestId("order-deadline").locator("time").getAttribute("datetime");
  expect(Date.parse(sellerDeadline ?? "")).toBe(before + 48 * 3600_000);
  await seller.context().close();
});
