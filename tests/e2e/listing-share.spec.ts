import { expect, test } from "./fixtures";
import { expectNoSevereAxeViolations } from "./helpers";

test("a listing offers 'Bagikan ke WhatsApp' with its title, price and address, and its address to copy (plain links, no page script)", async ({
  page,
}) => {
  const path = "/games/valorant/akun/lst_sample_1";
  await page.goto(path);
  const share = page.getByRole("region", { name: "Bagikan" });
  const whatsApp = share.getByRole("link", { name: /Bagikan ke WhatsApp/ });
  await expect(whatsApp).toBeVisible();
  const href = new URL((await whatsApp.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const [line, url] = (href.searchParams.get("text") ?? "").split("\n");
  expect(line).toBe("Akun Valorant Immortal 2 — 43 Skin Premium, Full Akses — Rp2.750.000 di PasarGame");
  expect(new URL(url ?? "").pathname).toBe(path);
  await expect(whatsApp).toHaveAttribute("target", "_blank");

  // 'Salin tautan' opens the same address in a field to copy, JavaScript or not.
  await share.getByText("Salin tautan").click();
  const field = share.getByLabel("Tautan listing");
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(url ?? "");
  await expectNoSevereAxeViolations(page, { include: '[data-testid="share-links"]' });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the share links are there and work the same", async ({ page }) => {
    await page.goto("/games/valorant/akun/lst_sample_1");
    const share = page.getByRole("region", { name: "Bagikan" });
    await expect(share.getByRole("link", { name: /Bagikan ke WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await share.getByText("Salin tautan").click();
    await expect(share.getByLabel("Tautan listing")).toHaveValue(/\/games\/valorant\/akun\/lst_sample_1$/);
  });
});
