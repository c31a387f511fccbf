/**
 * The marketplace's core promise, end to end in Chromium with separate browser contexts for the
 * buyer, the seller and staff: cart → checkout from the wallet → chat → ship → confirm → review,
 * with every rupiah accounted for; and a second order that ends in a dispute.
 */
import { expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, phoneContextPage, rupiahValue, toastsGone } from "./helpers";
import { newMember } from "./people";

// The demo seller's Genshin account: Rp175.000, no required inputs, stock to spare, 7-day warranty.
const LISTING = "/games/genshin-impact/akun/lst_025";
const PRICE = 175_000;

// The platform's fees and the demo seller's wallet are counted before and after: the tests that
// move them (order-decisions.spec.ts) wait while these run, and these wait for them.
test.use({ siteWide: ["platform-fees", "demo-seller-wallet"] });

async function walletBalance(page: Page) {
  await page.goto("/my-account/wallet");
  return rupiahValue(await page.getByTestId("available-balance").textContent());
}

async function platformFees(admin: Page) {
  await admin.goto("/admin/ledger");
  for (const check of await admin.getByTestId("invariant").all())
    await expect(check).toHaveAttribute("data-ok", "true");
  return rupiahValue(await admin.getByTestId("balance-platform-fees").textContent());
}

/** The buyer puts the listing in the cart and checks out; returns the new order's path. */
async function buyThroughCart(buyer: Page) {
  await buyer.goto(LISTING);
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByText("Ditambahkan ke Keranjang").first()).toBeVisible();
  await toastsGone(buyer); // a toast over the phone header would take the tap
  await buyer.getByTestId("cart-link").click();
  await expect(buyer.getByTestId("cart-line")).toHaveCount(1);
  await buyer.getByTestId("cart-checkout").click();
  await expect(buyer.getByTestId("review-total")).toHaveText("Rp175.000");
  await buyer.getByTestId("checkout-confirm").click();
  await expect(buyer).toHaveURL(/\/order\/ord_[0-9a-f]+$/);
  await expect(buyer.getByText("Pembayaran Berhasil", { exact: true })).toBeVisible();
  await expect(buyer.locator('main [data-status="Diproses"]').first()).toBeVisible();
  return new URL(buyer.url()).pathname;
}

test("buy, chat, ship, confirm and review: buyer −total, the total waits in the seller's Dana Garansi", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  test.slow(); // three people, a purchase, a live chat both ways, shipping, confirming and a review
  const seller = await phoneContextPage(browser, baseURL);
  const admin = await phoneContextPage(browser, baseURL);
  // A buyer of the test's own: the demo buyer's cart and wallet are shared by every spec.
  const me = await newMember(baseURL, { deposit: 500_000 });
  await loginAs(buyer, me);
  await loginAs(seller, "penjual@pasargame.test");
  await loginAs(admin, "admin@pasargame.test");
  const buyerStart = await walletBalance(buyer);
  const sellerStart = await walletBalance(seller);
  const feesStart = await platformFees(admin);

  const orderPath = await buyThroughCart(buyer);
  const orderId = orderPath.split("/").pop()!;
  expect(await walletBalance(buyer)).toBe(buyerStart - PRICE);

  // The seller finds the order on the dashboard, with the buyer's name, and opens it.
  await seller.goto("/seller/dashboard?tab=orders");
  const row = seller.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row.getByTestId("order-party")).toHaveText(me.username);
  await row.getByRole("link").first().click();
  await expect(seller).toHaveURL(orderPath);
  await buyer.goto(orderPath);
  for (const page of [buyer, seller]) await expect(page.getByTestId("chat-connection")).toHaveText("Terhubung");

  // Chat both ways, live.
  const sellerInput = seller.getByRole("textbox", { name: "Tulis pesan" });
  await sellerInput.fill("Terima kasih! Data login saya kirim sebentar lagi.");
  await sellerInput.press("Enter");
  await expect(buyer.getByTestId("chat-body").last()).toHaveText("Terima kasih! Data login saya kirim sebentar lagi.");
  const buyerInput = buyer.getByRole("textbox", { name: "Tulis pesan" });
  await buyerInput.fill("Siap kak, ditunggu.");
  await buyerInput.press("Enter");
  await expect(seller.getByTestId("chat-body").last()).toHaveText("Siap kak, ditunggu.");

  // The seller ships with the login details; the buyer's page follows and shows them.
  await seller.getByLabel("Info Pengiriman").fill("Email: reroll@contoh.test / Sandi: Furina#2026");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.getByText("Status Pesanan Diubah")).toBeVisible();
  await expect(buyer.locator('main [data-status="Dikirim"]').first()).toBeVisible();
  await expect(buyer.getByTestId("delivery-info")).toHaveText("Email: reroll@contoh.test / Sandi: Furina#2026");
  // Each part copies alone, or all at once.
  for (const name of ["Salin Email", "Salin Sandi", "Salin semua"])
    await expect(buyer.getByRole("button", { name })).toBeVisible();
  await expect(seller.getByTestId("delivery-info")).toHaveText("Email: reroll@contoh.test / Sandi: Furina#2026");

  // The buyer confirms: the money leaves escrow for the seller's warranty hold (released, less the
  // fee, when the 7-day warranty ends: tests/workers/warranty.test.ts moves the clock for that).
  await buyer.getByRole("button", { name: "Konfirmasi Pesanan Diterima" }).click();
  // The account is secured first: every step of the 'Akun sudah diamankan' checklist ticked.
  for (const step of await buyer.getByRole("dialog").getByRole("checkbox").all()) await step.check();
  await buyer.getByRole("button", { name: "Ya, Pesanan Sudah Diterima" }).click(); // the dialog asks once
  await expect(buyer.getByText("Status Pesanan Diubah")).toBeVisible();
  await expect(buyer.locator('main [data-status="Selesai"]').first()).toBeVisible();
  await expect(seller.locator('main [data-status="Selesai"]').first()).toBeVisible();

  expect(await walletBalance(buyer)).toBe(buyerStart - PRICE);
  expect(await walletBalance(seller)).toBe(sellerStart);
  expect(await platformFees(admin)).toBe(feesStart);
  await seller.goto("/seller/dashboard");
  await expect(seller.getByTestId("warranty-funds").locator(`a[href="${orderPath}"]`)).toBeVisible();
  expect(rupiahValue(await seller.getByTestId("warranty-funds-total").textContent())).toBeGreaterThanOrEqual(PRICE);

  // The order is in the buyer's list, and the buyer may now review the listing.
  await buyer.goto("/my-account/orders");
  await expect(
    buyer.locator(`[data-testid="order-row"][data-order-id="${orderId}"] [data-status="Selesai"]`),
  ).toBeVisible();
  await buyer.goto(orderPath);
  await buyer.getByRole("link", { name: "Beri Ulasan" }).click();
  const form = buyer.getByTestId("review-form");
  await form.getByLabel("Komentar").fill("Akun sesuai deskripsi, penjual responsif.");
  await form.locator('label[title^="5 bintang"]').click();
  await form.getByTestId("review-submit").click();
  await expect(buyer.getByText("Ulasan Terkirim")).toBeVisible();
  const newest = buyer.getByTestId("review-item").first();
  await expect(newest).toContainText(me.username);
  await expect(newest).toContainText("Akun sesuai deskripsi, penjual responsif.");

  await seller.context().close();
  await admin.context().close();
});

test("a buyer disputes a shipped order before confirming: the order is 'Dikomplain' for both", async ({
  page: buyer,
  browser,
  baseURL,
}) => {
  const seller = await phoneContextPage(browser, baseURL);
  await loginAs(buyer, await newMember(baseURL, { deposit: 200_000 }));
  await loginAs(seller, "penjual@pasargame.test");
  const orderPath = await buyThroughCart(buyer);

  await seller.goto(orderPath);
  await seller.getByLabel("Info Pengiriman").fill("Email: akun2@contoh.test / Sandi: salah-ketik");
  await seller.getByRole("button", { name: "Tandai Dikirim" }).click();
  await expect(seller.locator('main [data-status="Dikirim"]').first()).toBeVisible();

  // The open-case form is in the page's HTML, but its code loads only once its disclosure opens.
  const caseCode: string[] = [];
  buyer.on("request", (r) => void (/\/assets\/case-timeline-/.test(r.url()) && caseCode.push(r.url())));
  await buyer.goto(orderPath); // returns once hydrated (fixtures.ts)
  await buyer.waitForTimeout(1_000);
  expect(caseCode, "case form code before the disclosure opens").toEqual([]);
  const served = await (await buyer.request.get(orderPath)).text(); // what a reader without JS gets
  expect(served).toContain('data-testid="case-open-form"');
  await buyer.getByText("Ada masalah? Ajukan Komplain").click(); // the form sits in a disclosure
  await expect.poll(() => caseCode.length).toBe(1);
  await buyer.getByRole("radio", { name: "Akun tidak bisa login" }).check();
  await buyer.getByLabel("Penjelasan").fill("Sandi yang diberikan ditolak server game (pesan: wrong password).");
  await buyer.getByLabel(/Tautan video/).fill("https://youtu.be/rekaman-login");
  await buyer.getByTestId("action-dispute").click();
  await expect(buyer.getByText("Status Pesanan Diubah")).toBeVisible();
  await expect(buyer.locator('main [data-status="Dikomplain"]').first()).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Konfirmasi Pesanan Diterima" })).toHaveCount(0);

  await seller.reload();
  await expect(seller.locator('main [data-status="Dikomplain"]').first()).toBeVisible();
  // The case's timeline: the reason, the video as a link, the seller's 48 h as a countdown.
  const timeline = seller.getByTestId("case-timeline");
  await expect(timeline.getByText("Akun tidak bisa login")).toBeVisible();
  await expect(timeline.getByRole("link", { name: "https://youtu.be/rekaman-login" })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );
  await expect(seller.getByText("Penjual harus menanggapi sebelum").first()).toBeVisible();
  await expectNoSevereAxeViolations(seller, { include: "main" });
  // The seller answers: the case goes to staff at once, with their deadline.
  await seller.getByLabel("Tanggapan Anda").fill("Sandi sudah saya cek dan berhasil login kemarin.");
  await seller.getByRole("button", { name: "Kirim Tanggapan" }).click();
  await expect(seller.getByTestId("case-event-answer")).toBeVisible();
  await expect(seller.getByText("Tim PasarGame memutuskan sebelum").first()).toBeVisible();
  await buyer.reload();
  await expect(buyer.getByTestId("case-event-answer")).toContainText("Sandi sudah saya cek");
  await seller.context().close();
});
