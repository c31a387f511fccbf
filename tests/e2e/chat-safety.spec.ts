import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage, checkoutOne } from "./helpers";
import { newMember } from "./people";

// A Roblox top-up of the demo seller (penjual_demo): Rp48.000, plenty of stock, one required input.
const LISTING = { listingId: "lst_061", expectedPrice: 48_000, userInputData: { username: "pemain_aman" } };

test("the sender is warned before a phone number goes out, sends anyway, and the other party sees a safety note", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  await loginAs(buyer, await newMember(baseURL, { deposit: 50_000 }));
  const orderPath = await checkoutOne(buyer, baseURL!, LISTING);
  expect(orderPath).toMatch(/^\/order\/[^/]+$/);
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await buyer.goto(orderPath);
  await seller.goto(orderPath);
  for (const page of [buyer, seller]) await expect(page.getByTestId("chat-connection")).toHaveText("Terhubung");

  const buyerInput = buyer.getByRole("textbox", { name: "Tulis pesan" });
  const sellerMessages = seller.getByTestId("chat-message").and(seller.locator(":not([data-pending])"));
  const buyerMessages = buyer.getByTestId("chat-message").and(buyer.locator(":not([data-pending])"));
  const warning = buyer.getByTestId("chat-safety-warning");

  // The message is held back with the warning; nothing reaches the seller.
  const text = "Kak, WA saya aja 0812-3456-7890 biar cepat";
  await buyerInput.fill(text);
  await buyerInput.press("Enter");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Demi keamanan, jangan bertransaksi di luar PasarGame.");
  await expect(warning).toContainText("nomor telepon dan WhatsApp");
  await expect(buyerInput).toHaveValue(text);
  await expectNoSevereAxeViolations(buyer, { include: "main" });

  // 'Ubah Pesan' goes back to the text; editing it away sends an ordinary message.
  await warning.getByRole("button", { name: "Ubah Pesan" }).click();
  await expect(warning).toBeHidden();
  await expect(buyerInput).toBeFocused();
  await buyerInput.fill("Kak, akunnya sudah siap?");
  await buyerInput.press("Enter");
  await expect(sellerMessages).toHaveCount(1);
  await expect(sellerMessages.first().getByTestId("chat-safety-note")).toHaveCount(0);

  // Warned again, the buyer sends anyway: the seller sees the note under it, the buyer that it was marked.
  await buyerInput.fill(text);
  await buyerInput.press("Enter");
  await warning.getByRole("button", { name: "Tetap Kirim" }).click();
  await expect(buyerInput).toHaveValue("");
  await expect(sellerMessages).toHaveCount(2);
  await expect(sellerMessages.nth(1).getByTestId("chat-body")).toHaveText(text);
  await expect(sellerMessages.nth(1).getByTestId("chat-safety-note")).toContainText(
    "Hati-hati: pesan ini berisi nomor telepon dan WhatsApp.",
  );
  await expect(buyerMessages.nth(1).getByTestId("chat-safety-note")).toHaveText(
    "Ditandai untuk ditinjau tim PasarGame.",
  );
  await expectNoSevereAxeViolations(seller, { include: "main" });

  // A pasted login is not sent at all; the seller is pointed to the delivery info.
  const sellerInput = seller.getByRole("textbox", { name: "Tulis pesan" });
  await sellerInput.fill("email: akunroblox@gmail.com\npassword: Rahasia123");
  await sellerInput.press("Enter");
  await expect(seller.getByTestId("chat-safety-refusal")).toContainText("Info Pengiriman");
  await expect(buyerMessages).toHaveCount(2);

  // Staff find the conversation at /admin/chats, with a link to the order.
  const admin = await phoneContextPage(browser, baseURL);
  await loginAs(admin, "admin@pasargame.test");
  await admin.goto("/admin");
  await admin.getByRole("link", { name: "Chat Ditandai" }).click();
  const row = admin.locator(`[data-testid="flagged-chat"][data-order-id="${orderPath.split("/").pop()}"]`);
  await expect(row.getByTestId("flagged-message")).toContainText(text);
  await expect(row.getByTestId("flagged-message")).toContainText("Tetap dikirim setelah peringatan");
  await expect(row.getByTestId("flag-kind")).toHaveText(["nomor telepon", "WhatsApp"]);
  await expectNoSevereAxeViolations(admin, { include: "main" });
  await row.getByTestId("flagged-chat-link").click();
  await expect(admin).toHaveURL(new RegExp(`${orderPath}$`));
  await expect(admin.getByTestId("chat-safety-note")).toHaveCount(1);
});
