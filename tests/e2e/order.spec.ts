import { devices, expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, checkoutOne } from "./helpers";
import { newMember } from "./people";

// A Roblox top-up of the demo seller (penjual_demo): Rp48.000, plenty of stock, one required input.
const LISTING = { listingId: "lst_061", expectedPrice: 48_000, userInputData: { username: "pemain_e2e" } };

/** Checks out one line as the logged-in buyer (what the cart's confirm button posts); returns the order page path. */
test("buyer and seller chat live on an order; the seller ships and the buyer sees it at once", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  const me = await newMember(baseURL, { deposit: 50_000 });
  await loginAs(buyer, me);
  const orderPath = await checkoutOne(buyer, baseURL!, LISTING);

  const sellerContext = await browser.newContext({
    ...devices["Pixel 7"],
    baseURL,
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  const seller = await sellerContext.newPage();
  await loginAs(seller, "penjual@pasargame.test");

  await buyer.goto(orderPath);
  await seller.goto(orderPath);
  for (const page of [buyer, seller]) {
    await expect(page.getByRole("heading", { name: "Detail Pesanan" })).toBeVisible();
    await expect(page.locator('[data-status="Diproses"]')).toBeVisible();
    await expect(page.getByTestId("order-deadline")).toContainText("Penjual harus mengirim");
    await expect(page.getByTestId("chat-connection")).toHaveText("Terhubung");
  }
  await expect(buyer.getByTestId("order-input")).toHaveText("pemain_e2e");
  // This page's own content; the shared header and toasts are checked by their own specs.
  await expectNoSevereAxeViolations(buyer, { include: "main" });
  await expectNoSevereAxeViolations(seller, { include: "main" });

  const buyerMessages = buyer.getByTestId("chat-message").and(buyer.locator(":not([data-pending])"));
  const sellerMessages = seller.getByTestId("chat-message").and(seller.locator(":not([data-pending])"));
  const buyerInput = buyer.getByRole("textbox", { name: "Tulis pesan" });
  const sellerInput = seller.getByRole("textbox", { name: "Tulis pesan" });

  // Enter sends; the seller sees it live under the buyer's name, the buyer as 'Anda'.
  await buyerInput.fill("Halo kak, username Roblox saya pemain_e2e.");
  await buyerInput.press("Enter");
  await expect(buyerInput).toHaveValue("");
  await expect(sellerMessages).toHaveCount(1);
  await expect(sellerMessages.first().getByTestId("chat-sender")).toHaveText(me.username);
  await expect(sellerMessages.first().getByTestId("chat-body")).toHaveText(
    "Halo kak, username Roblox saya pemain_e2e.",
  );
  await expect(buyerMessages).toHaveCount(1);
  await expect(buyerMessages.first().getByTestId("chat-sender")).toHaveText("Anda");

  // Shift+Enter makes a new line; Enter then sends both lines as one message, back the other way.
  await sellerInput.fill("Siap kak.");
  await sellerInput.press("Shift+Enter");
  await sellerInput.pressSequentially("Diproses sekarang.");
  await expect(sellerInput).toHaveValue("Siap kak.\nDiproses sekarang.");
  await expect(seller.getByTestId("chat-counter")).toHaveText("28/2000");
  await sellerInput.press("Enter");
  await expect(buyerMessages).toHaveCount(2);
  await expect(buyerMessages.nth(1).getByTestId("chat-sender")).toHaveText("penjual_demo");
  await expect(buyerMessages.nth(1).getByTestId("chat-body")).toHaveText("Siap kak.\nDiproses sekarang.");

  // A blank message is not sent.
  await buyerInput.fill("   \n  ");
  await expect(buyer.getByRole("button", { name: "Kirim" })).toBeDisabled();
  await buyerInput.press("Enter");
  await expect(buyer.getByTestId("chat-message")).toHaveCount(2);
  await expect(sellerMessages).toHaveCount(2);

  // Text stays text.
  await sellerInput.fill("<b>tebal</b>");
  await sellerInput.press("Enter");
  await expect(buyerMessages.nth(2).getByTestId("chat-body")).toHaveText("<b>tebal</b>");

  // The conversation persists: a reload renders it from the server.
  await buyer.reload();
  await expect(buyerMessages).toHaveCount(3);
  await expect(buyer.getByTestId("chat-connection")).toHaveText("Terhubung");

  // The seller ships; the buyer's page follows without a reload and shows the delivery info.
  await seller.getByLabel("Info Pengiriman").fill("Top up 48.000 Robux berhasil, ID transaksi RBX-777.");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.getByText("Status Pesanan Diubah")).toBeVisible();
  await expect(buyer.locator('[data-status="Dikirim"]')).toBeVisible();
  await expect(buyer.getByTestId("delivery-info")).toHaveText("Top up 48.000 Robux berhasil, ID transaksi RBX-777.");
  await expect(buyer.getByRole("button", { name: "Konfirmasi Pesanan Diterima" })).toBeVisible();
  await expect(seller.getByTestId("delivery-info")).toHaveText("Top up 48.000 Robux berhasil, ID transaksi RBX-777.");

  await sellerContext.close();
});

test("a stranger is refused the order page", async ({ page, baseURL }) => {
  await loginAs(page, await newMember(baseURL, { deposit: 50_000 }));
  const orderPath = await checkoutOne(page, baseURL!, LISTING);
  await page.context().clearCookies();
  await loginAs(page, "raka@pasargame.test");
  await page.goto(orderPath);
  await expect(page.getByRole("heading", { name: "Akses Ditolak" })).toBeVisible();
  await expect(page.getByText("Anda tidak memiliki izin untuk melihat pesanan ini.")).toBeVisible();
});
