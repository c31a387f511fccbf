import { devices, expect, test, type Page } from "./fixtures";
import { expectNoSevereAxeViolations, loginAs, checkoutOne } from "./helpers";
import { newMember } from "./people";

/**
 * The visible controls (links, buttons, fields) that lie under the floating WhatsApp support
 * button right now, described for the failure message; empty when the button is not shown.
 */
async function controlsUnderSupportButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('[data-testid="support-button"]');
    if (!button) return [];
    const style = getComputedStyle(button);
    const box = button.getBoundingClientRect();
    if (style.display === "none" || style.visibility === "hidden" || box.width === 0 || box.height === 0) return [];
    const visible = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== "hidden" && s.display !== "none" && el.checkVisibility({ opacityProperty: true });
    };
    const under: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      "a, button, input, select, textarea, summary, [role=button]",
    )) {
      if (button.contains(el) || !visible(el)) continue;
      if (el.closest("[data-sonner-toaster]")) continue;
      const r = el.getBoundingClientRect();
      const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "").trim();
        under.push(`${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`);
      }
    }
    return under;
  });
}

/** Nothing tappable under the support button at the top of the page, around `target`, and at the bottom. */
async function expectSupportButtonClear(page: Page, target?: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => controlsUnderSupportButton(page), { message: "at the top" }).toEqual([]);
  if (target) {
    for (const block of ["start", "center", "end"] as const) {
      await page.locator(target).evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      await expect
        .poll(() => controlsUnderSupportButton(page), { message: `${target} scrolled to ${block}` })
        .toEqual([]);
    }
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => controlsUnderSupportButton(page), { message: "at the bottom" }).toEqual([]);
}

/** Checks out one Roblox top-up of the demo seller as the logged-in buyer; returns the order page path. */
const TOP_UP = { listingId: "lst_061", expectedPrice: 48_000, userInputData: { username: "pemain_e2e" } };

test("the support button never lies over a control: visitor pages", async ({ page }) => {
  for (const path of ["/register", "/login", "/", "/games/valorant", "/help"]) {
    await page.goto(path);
    await test.step(path, () => expectSupportButtonClear(page));
  }
  // Not gone for good: the end of the page leaves it a free corner.
  await page.goto("/register");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId("support-button")).toBeVisible();
});

test("the support button never lies over a top-up tile, before the page's scripts run or after", async ({ page }) => {
  const TILES = "ul:has([data-testid=top-up-tile])";
  // Slow 4G: the scripts have not arrived (or never do); the page must already be safe to tap.
  await page.route(/\/assets\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/games/mobile-legends/top-up", { waitUntil: "load" });
  await expect(page.getByTestId("top-up-tile").first()).toBeVisible();
  await test.step("before the scripts", () => expectSupportButtonClear(page, TILES));
  // Still there for whoever needs help: in the free corner at the page's end.
  await expect(page.getByTestId("support-button")).toBeInViewport();

  await page.unrouteAll();
  await page.goto("/games/mobile-legends/top-up");
  await test.step("after hydration", () => expectSupportButtonClear(page, TILES));
  await expect(page.getByTestId("support-button")).toBeInViewport();
});

test("the support button never lies over a control: the wallet and an order's chat", async ({ page, baseURL }) => {
  await loginAs(page, await newMember(baseURL, { deposit: 50_000 }));
  await page.goto("/my-account/wallet");
  await expect(page.getByLabel("Jumlah Deposit (Rp)")).toBeVisible();
  await expectSupportButtonClear(page, "form:has(#deposit-amount) fieldset");

  const orderPath = await checkoutOne(page, baseURL!, TOP_UP);
  await page.goto(orderPath);
  await expect(page.getByTestId("chat-connection")).toHaveText("Terhubung");
  await expectSupportButtonClear(page, '[data-testid="chat-connection"]');
  await page.getByRole("textbox", { name: "Tulis pesan" }).scrollIntoViewIfNeeded();
  expect(await controlsUnderSupportButton(page)).toEqual([]);

  // The wallet's end still has the button; the order page and the inbox have their own chat.
  await page.goto("/my-account/wallet");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId("support-button")).toBeVisible();
  await page.goto(orderPath);
  await expect(page.getByTestId("support-button")).toHaveCount(0);
  await page.goto("/messages");
  await expectSupportButtonClear(page);
  await expectNoSevereAxeViolations(page, { exclude: "[data-sonner-toaster]" });
});

test("every page's phone header has a way to search, with or without JavaScript", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({
      ...devices["Pixel 7"],
      baseURL,
      locale: "id-ID",
      timezoneId: "Asia/Jakarta",
      javaScriptEnabled,
    });
    const page = await context.newPage();
    for (const path of ["/games/valorant", "/help", "/cart"]) {
      await page.goto(path);
      const search = page.getByTestId("site-header").getByRole("link", { name: "Cari", exact: true });
      await expect(search, path).toBeVisible();
      await expect(search).toBeInViewport({ ratio: 1 });
    }
    await page.getByTestId("site-header").getByRole("link", { name: "Cari", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole("searchbox", { name: "Kata kunci" });
    await field.fill("valorant");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?(.*&)?q=valorant/);
    await expect(page.getByTestId("results").getByTestId("card-price").first()).toBeVisible();
    await context.close();
  }
});

test("the phone price filter takes typed amounts, in step with its sliders", async ({ page }) => {
  await page.goto("/games/valorant");
  await page.getByTestId("open-filters").click();
  const panel = page.getByTestId("filter-panel");
  const min = panel.getByRole("spinbutton", { name: "Harga minimum (Rp)" });
  const max = panel.getByRole("spinbutton", { name: "Harga maksimum (Rp)" });
  await expect(min).toBeVisible();
  await min.fill("125000");
  await max.fill("900000");
  await expect(panel.getByRole("slider", { name: "Geser harga maksimum" })).toHaveValue("900000");
  await max.press("Enter");
  await expect(page).toHaveURL(/min=125000/);
  await expect(page).toHaveURL(/max=900000/);
  await page.getByTestId("open-filters").click();
  await expect(min).toHaveValue("125000");
  const prices = await page.getByTestId("results").getByTestId("card-price").allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const text of prices) {
    const price = Number(text.replace(/\D/g, ""));
    expect(price).toBeGreaterThanOrEqual(125_000);
    expect(price).toBeLessThanOrEqual(900_000);
  }
  // A slider moved writes its amount into the field.
  await panel.getByRole("slider", { name: "Geser harga minimum" }).fill("200000");
  await expect(min).toHaveValue("200000");
  await expect(page).toHaveURL(/min=200000/);
  await expect(page).toHaveURL(/max=900000/);
  await expectNoSevereAxeViolations(page, { include: '[data-testid="price-range"]' });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed price range filters through the plain form", async ({ page }) => {
    await page.goto("/games/valorant");
    await page.getByTestId("open-filters").click();
    const panel = page.getByTestId("filter-panel");
    await panel.getByRole("spinbutton", { name: "Harga maksimum (Rp)" }).fill("300000");
    await panel.getByRole("button", { name: "Terapkan Filter" }).click();
    await expect(page).toHaveURL(/max=300000/);
    const prices = await page.getByTestId("results").getByTestId("card-price").allTextContents();
    for (const text of prices) expect(Number(text.replace(/\D/g, ""))).toBeLessThanOrEqual(300_000);
  });
});

test("a review link's heading is not hidden under the sticky header", async ({ page }) => {
  await page.goto("/games/valorant");
  const href = await page.getByTestId("results").getByRole("link").first().getAttribute("href");
  await page.goto(`${href}?tab=ulasan#ulasan`);
  const tab = page.getByRole("tab", { name: /^Ulasan/ });
  await expect(tab).toHaveAttribute("aria-selected", "true");
  // The first line of the panel (the review count, or 'Belum ada ulasan' for a listing without reviews).
  const firstLine = page.getByTestId("rating-count");
  await expect(firstLine).toBeVisible();
  // Let the browser finish its scroll to the anchor.
  await page.waitForTimeout(300);
  const headerBottom = (await page.getByTestId("site-header").boundingBox())!.y + 72;
  const tabBox = (await tab.boundingBox())!;
  expect(tabBox.y).toBeGreaterThanOrEqual(headerBottom);
  expect((await firstLine.boundingBox())!.y).toBeGreaterThan(headerBottom);
});

test("the home page's game cards are all the same height", async ({ page }) => {
  await page.goto("/");
  const heights = await page
    .locator('section[aria-labelledby="popular-heading"] li > a')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(heights.length).toBeGreaterThanOrEqual(6);
  expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1);
});

/** The contact form, which confirms with a toast: sends it, and lists the form's controls under a toast. */
async function contactFormWithToasts(page: Page) {
  await page.goto("/contact");
  await expect(page.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");
  const form = page.getByTestId("contact-form");
  const send = async (n: number) => {
    await page.getByLabel("Nama Lengkap").fill("Rina Wijaya");
    await page.getByLabel("Alamat Email").fill("rina@contoh.id");
    await page.getByLabel("Subjek").fill(`Pertanyaan ${n}`);
    await page.getByLabel("Pesan Anda").fill("Halo, top up diamond saya belum masuk sejak tadi pagi.");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Pesan Terkirim!" }).first()).toBeVisible();
    // Measured at rest: sonner slides a toast in and out (CSS transitions), and mid-slide a toast
    // lies where it will not stay.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== "running" ||
            !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest("[data-sonner-toaster]"),
        ),
    );
  };
  /** Toasts over a field or button of the form (the part below the sticky header). */
  const covered = () =>
    form.evaluate((el) => {
      const headerBottom = document.querySelector("[data-testid=site-header]")!.getBoundingClientRect().bottom;
      const toasts = [...document.querySelectorAll("[data-sonner-toast]")]
        .filter((t) => t.getAttribute("data-visible") !== "false")
        .map((t) => t.getBoundingClientRect());
      const hits: string[] = [];
      for (const control of el.querySelectorAll<HTMLElement>("input, textarea, select, button")) {
        const r = control.getBoundingClientRect();
        const top = Math.max(r.top, headerBottom);
        if (r.height === 0 || top >= r.bottom) continue;
        for (const t of toasts)
          if (t.left < r.right && t.right > r.left && t.top < r.bottom && t.bottom > top)
            hits.push(control.getAttribute("name") ?? control.textContent ?? "");
      }
      return hits;
    });
  return { send, covered };
}

test("toasts keep off the form and do not pile up", async ({ page }) => {
  const { send, covered } = await contactFormWithToasts(page);
  await send(1);
  expect(await covered()).toEqual([]);
  // Within the sticky header, wherever the page is scrolled.
  const headerBottom = (await page.getByTestId("site-header").boundingBox())!.height;
  for (const toast of await page.locator("[data-sonner-toast][data-visible=true]").all())
    expect((await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual(headerBottom + 1);
  await send(2);
  expect(await covered()).toEqual([]);
  // One at a time: the same message is not stacked on itself.
  await expect(page.locator("[data-sonner-toast][data-visible=true]")).toHaveCount(1);
});

test("a phone toast is short and small: over the header for a few seconds, a line of text high", async ({ page }) => {
  const { send } = await contactFormWithToasts(page);
  await send(1);
  const shown = Date.now();
  const toast = page.locator("[data-sonner-toast][data-visible=true]");
  // A title and one line: the header's controls show around it, and it is gone within 4 s.
  expect((await toast.boundingBox())!.height).toBeLessThanOrEqual(56);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 8_000 });
  expect(Date.now() - shown).toBeLessThan(4_600);
});

test("the inbox shows whether each conversation is with a buyer or a seller, even for long names", async ({
  page,
  baseURL,
}) => {
  await loginAs(page, await newMember(baseURL, { deposit: 50_000 }));
  const orderPath = await checkoutOne(page, baseURL!, TOP_UP);
  await page.goto(orderPath);
  const input = page.getByRole("textbox", { name: "Tulis pesan" });
  await input.fill("Halo kak, mohon diproses.");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  // The inbox row is written just after the message reaches the room: reload until it is there.
  const conversation = page.getByTestId("conversation").first();
  await expect(async () => {
    await page.goto("/messages");
    await expect(conversation).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A username of the longest allowed length (30 characters).
  const renamed = await conversation.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue === "penjual_demo") {
        node.nodeValue = "penjual_toko_akun_game_termura";
        return true;
      }
    }
    return false;
  });
  expect(renamed).toBe(true);
  const role = conversation.getByText("Penjual", { exact: true });
  await expect(role).toBeVisible();
  const clipped = await role.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const b = box.getBoundingClientRect();
      if (getComputedStyle(box).overflow !== "visible" && (r.right > b.right + 0.5 || r.left < b.left - 0.5))
        return true;
    }
    return false;
  });
  expect(clipped).toBe(false);
});

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test("toasts keep off the form and the same message does not pile up", async ({ page }) => {
    const { send, covered } = await contactFormWithToasts(page);
    await send(1);
    expect(await covered()).toEqual([]);
    await send(2);
    expect(await covered()).toEqual([]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  });

  test("the signed-in header leaves the search box room to type", async ({ page }) => {
    await loginAs(page, "pembeli@pasargame.test");
    await page.goto("/games/valorant");
    const box = await page.locator("#search").boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(240);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});
