import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage } from "./helpers";
import { newMember } from "./people";

// A Call of Duty Mobile account of the demo seller (penjual_demo) that no other spec buys.
const LISTING = "/games/cod-mobile/akun/lst_051";
const TITLE = "Akun Call of Duty Mobile Master";

test("a buyer asks before buying: from the listing to a live conversation with the seller, a safety warning, staff see the flag, 'Beli' leads to the purchase", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  // A buyer of the test's own: a conversation is one per buyer, seller and listing.
  const me = await newMember(baseURL);
  // A visitor's 'Chat dengan Penjual' asks them to log in and brings them back to the listing.
  await buyer.goto(LISTING);
  await buyer.getByRole("button", { name: "Chat dengan Penjual" }).click();
  await expect(buyer).toHaveURL(`/login?redirect=${encodeURIComponent(LISTING)}`);
  await buyer.getByLabel("Email").fill(me.email);
  await buyer.getByLabel("Password").fill(me.password);
  await buyer.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(buyer).toHaveURL(LISTING);
  await buyer.getByRole("button", { name: "Chat dengan Penjual" }).click();
  await expect(buyer).toHaveURL(/\/messages\/inq_[0-9a-f]+$/);
  const conversation = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText("Chat dengan penjual_demo");
  await expect(buyer.getByTestId("inquiry-listing-title")).toContainText(TITLE);
  await expect(buyer.getByTestId("chat-connection")).toHaveText("Terhubung");
  await expectNoSevereAxeViolations(buyer, { include: "main" });

  const buyerInput = buyer.getByRole("textbox", { name: "Tulis pesan" });
  await buyerInput.fill("Halo kak, akun ini masih bisa ganti email?");
  await buyerInput.press("Enter");
  const buyerMessages = buyer.getByTestId("chat-message").and(buyer.locator(":not([data-pending])"));
  await expect(buyerMessages).toHaveCount(1);

  // The seller finds it in Pesan, unread and marked as a question before buying, and answers live.
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(seller, "penjual@pasargame.test");
  await seller.goto("/messages");
  const row = seller
    .locator(`[data-testid="conversation"][data-kind="inquiry"]`)
    .filter({ hasText: "Halo kak, akun ini masih bisa ganti email?" });
  await expect(row.getByTestId("conversation-presale")).toHaveText("Sebelum membeli");
  await expect(row.getByTestId("conversation-unread")).toContainText("1");
  await row.getByRole("link").click();
  await expect(seller).toHaveURL(conversation);
  await expect(seller.getByTestId("chat-connection")).toHaveText("Terhubung");
  const sellerInput = seller.getByRole("textbox", { name: "Tulis pesan" });
  await sellerInput.fill("Bisa kak, email bawaan bisa diganti.");
  await sellerInput.press("Enter");
  await expect(buyerMessages).toHaveCount(2);
  await expect(buyerMessages.nth(1).getByTestId("chat-body")).toHaveText("Bisa kak, email bawaan bisa diganti.");
  // The seller sees no 'Beli' (it is their listing).
  await expect(seller.getByTestId("inquiry-buy")).toHaveCount(0);

  // Contact details: the same warning as in an order's chat; sent anyway, the seller sees the note.
  const risky = "wa aja 0812-3456-7890 biar cepet";
  await buyerInput.fill(risky);
  await buyerInput.press("Enter");
  const warning = buyer.getByTestId("chat-safety-warning");
  await expect(warning).toContainText("Demi keamanan, jangan bertransaksi di luar PasarGame.");
  await warning.getByRole("button", { name: "Tetap Kirim" }).click();
  const sellerMessages = seller.getByTestId("chat-message").and(seller.locator(":not([data-pending])"));
  await expect(sellerMessages).toHaveCount(3);
  await expect(sellerMessages.nth(2).getByTestId("chat-safety-note")).toContainText("nomor telepon");

  // Staff see it flagged, with a link to the conversation.
  const admin = await phoneContextPage(browser, baseURL);
  await loginAs(admin, "admin@pasargame.test");
  await admin.goto("/admin/chats");
  const flagged = admin.locator(`[data-testid="flagged-chat"][data-inquiry-id="${conversation.split("/").pop()}"]`);
  await expect(flagged.getByTestId("flagged-message")).toContainText(risky);
  await expect(flagged).toContainText("Percakapan sebelum membeli");
  await flagged.getByTestId("flagged-chat-link").click();
  await expect(admin).toHaveURL(conversation);
  await expect(admin.getByTestId("chat-safety-note")).toHaveCount(1);

  // 'Beli' leads to the purchase itself: the 'Beli Sekarang' review of this listing.
  await buyer.getByTestId("inquiry-buy").click();
  await expect(buyer).toHaveURL(/\/checkout\?buy=lst_051&/);
  await expect(buyer.getByTestId("review-line")).toContainText(TITLE);
});
