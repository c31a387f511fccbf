import { expect, test, type Page } from "./fixtures";

/**
 * A tap between the page showing and its scripts running is not lost: the app's scripts are held
 * back 3 s (a slow phone on 4G), the shopper taps at once, and the tap takes effect once the page
 * is hydrated (app/utils/early-taps.ts).
 */
// The service worker would answer the scripts from its cache, past the route that holds them back.
test.use({ serviceWorkers: "block" });

async function holdScripts(page: Page, ms: number) {
  await page.route("**/assets/**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const hydrated = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });

test("an early tap on the theme toggle switches the theme and is remembered once the page is live", async ({
  page,
}) => {
  await holdScripts(page, 3_000);
  await page.goto("/games", { waitUntil: "load" });
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await expect(html).not.toHaveAttribute("data-hydrated", "true");
  await page.getByTestId("theme-toggle").click();
  // Held until React runs; then replayed, applied and stored.
  await hydrated(page);
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

  // Twice before hydration is back where it started.
  await page.reload({ waitUntil: "load" });
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await page.getByTestId("theme-toggle").click();
  await hydrated(page);
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("an early tap on the quantity stepper counts once the page is live; typed text survives", async ({ page }) => {
  await holdScripts(page, 3_000);
  await page.goto("/games/mobile-legends/akun/lst_018", { waitUntil: "load" }); // stock 3: has a quantity field
  const quantity = page.getByLabel("Jumlah", { exact: true });
  await expect(quantity).toHaveValue("1");
  await page.getByRole("button", { name: "Tambah jumlah" }).click();
  await hydrated(page);
  await expect(quantity).toHaveValue("2");
  // Typed text survives as it always did.
  await quantity.fill("3");
  await expect(quantity).toHaveValue("3");
});

/**
 * Typed at first paint, kept after hydration: on a slow phone the page reads (and takes typing)
 * seconds before its scripts run. Each page three times: the loss was seen in 2–4 of 4 loads.
 */
const earlyTyping: { page: string; open?: string; fields: { label: string; text: string }[] }[] = [
  {
    page: "/games/mobile-legends/top-up",
    fields: [
      { label: "User ID", text: "109088431" },
      { label: "Zone ID", text: "2558" },
    ],
  },
  {
    page: "/search?q=akun",
    open: "open-filters", // the phone's filter panel, opened without JavaScript
    fields: [
      { label: "Harga minimum (Rp)", text: "150000" },
      { label: "Harga maksimum (Rp)", text: "900000" },
    ],
  },
  { page: "/help", fields: [{ label: "Cari pertanyaan", text: "refund" }] },
];

for (const { page: path, open, fields } of earlyTyping) {
  test(`what is typed on ${path} before its scripts run is still there, and the page knows it`, async ({ page }) => {
    await holdScripts(page, 2_000);
    for (let load = 0; load < 3; load++) {
      await (load === 0 ? page.goto(path, { waitUntil: "load" }) : page.reload({ waitUntil: "load" }));
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
      if (open) await page.getByTestId(open).click();
      for (const { label, text } of fields) {
        const box = page.getByLabel(label, { exact: true });
        await box.clear();
        await box.pressSequentially(text);
      }
      await hydrated(page);
      for (const { label, text } of fields) {
        const box = page.getByLabel(label, { exact: true });
        await expect(box, `${label}, load ${load + 1}`).toHaveValue(text);
        // One more key after hydration extends what was typed: a controlled field whose state
        // missed the early text would show only the new key.
        await box.press("End");
        await box.pressSequentially("1");
        await expect(box, `${label}, load ${load + 1}, a key after hydration`).toHaveValue(`${text}1`);
      }
    }
  });
}
