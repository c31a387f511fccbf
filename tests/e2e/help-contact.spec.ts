/** The help centre and FAQ (search, accordion) and the contact form, with and without JavaScript. */
import { expect, test } from "./fixtures";
import { waitForFaqHydration } from "./helpers";

test.describe("help and FAQ", () => {
  test("the search filters by question or answer, ignoring case, and shows the no-match text", async ({ page }) => {
    await page.goto("/help");
    await waitForFaqHydration(page);
    const items = page.getByTestId("faq-item");
    const total = await items.count();
    expect(total).toBeGreaterThan(4);
    await expect(page.getByRole("heading", { level: 2, name: "Akun & Keamanan" })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Cari pertanyaan" });
    await search.fill("REKENING BERSAMA");
    await expect(items).not.toHaveCount(total);
    const found = await items.count();
    expect(found).toBeGreaterThan(0);
    // Question text or (hidden until opened) answer text contains the term.
    for (let i = 0; i < found; i++) {
      const item = items.nth(i);
      await item.getByRole("button").click();
      await expect(item).toContainText(/rekening bersama/i);
    }

    // Matches inside an answer only: "kode OTP 6 digit" is in an answer, not a question.
    await search.fill("6 digit");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText("Bagaimana cara membuat akun di PasarGame?");

    await search.fill("zzz-tidak-ada");
    await expect(items).toHaveCount(0);
    await expect(page.getByText("Tidak ada pertanyaan yang cocok dengan pencarian Anda.")).toBeVisible();

    await search.fill("");
    await expect(items).toHaveCount(total);
    await expect(page.getByRole("link", { name: "Hubungi Dukungan", exact: true })).toHaveAttribute("href", "/contact");
  });

  test("the FAQ is longer than the help list, in the four categories", async ({ page }) => {
    await page.goto("/help");
    const helpCount = await page.getByTestId("faq-item").count();
    await page.goto("/faq");
    expect(await page.getByTestId("faq-item").count()).toBeGreaterThan(helpCount);
    for (const category of ["Akun & Keamanan", "Pembelian", "Penjualan", "Keamanan Transaksi"]) {
      await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Hubungi Dukungan", exact: true })).toHaveAttribute("href", "/contact");
  });

  test("the accordion keeps one item open and can be collapsed", async ({ page }) => {
    await page.goto("/faq");
    await waitForFaqHydration(page);
    const first = page.getByRole("button", { name: "Apa itu rekening bersama dan bagaimana uang saya dilindungi?" });
    const second = page.getByRole("button", { name: "Metode pembayaran apa saja yang tersedia?" });
    const firstAnswer = page.getByText(/pembayaran Anda ditahan oleh PasarGame/);
    const secondAnswer = page.getByText(/serta gerai Alfamart dan Indomaret. Biaya tiap metode/);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator('[data-testid="faq-item"][data-state="open"]')).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator('[data-testid="faq-item"][data-state="open"]')).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the help search works as a GET form and answers can be read", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("searchbox", { name: "Cari pertanyaan" }).fill("otp");
    await page.getByRole("button", { name: "Cari", exact: true }).click();
    await expect(page).toHaveURL(/\/help\?q=otp$/);
    const items = page.getByTestId("faq-item");
    await expect(items).toHaveCount(2);
    await expect(page.getByRole("searchbox", { name: "Cari pertanyaan" })).toHaveValue("otp");

    // Native <details>: open one, then another; only one stays open.
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");

    await page.goto("/faq?q=tidak-ada-sama-sekali");
    await expect(page.getByText("Tidak ada pertanyaan yang cocok dengan pencarian Anda.")).toBeVisible();
  });

  test("the contact form answers with the field messages and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Nama Lengkap").fill("Tanpa Skrip");
    await page.getByLabel("Alamat Email").fill("bukan-email");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page.getByTestId("email-error")).toHaveText("Format alamat email tidak valid. Contoh: nama@email.com");
    await expect(page.getByTestId("subject-error")).toHaveText("Subjek wajib diisi.");
    await expect(page.getByTestId("message-error")).toHaveText("Pesan wajib diisi.");
    await expect(page.getByTestId("name-error")).toHaveCount(0);
    await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Tanpa Skrip");
    await expect(page.getByLabel("Alamat Email")).toHaveValue("bukan-email");
  });
});

test.describe("contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid message is sent and confirmed in the page, and the form is empty again", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Nama Lengkap").fill("Tanpa Skrip");
    await page.getByLabel("Alamat Email").fill("tanpa.skrip@contoh.id");
    await page.getByLabel("Subjek").fill("Uji tanpa JavaScript");
    await page.getByLabel("Pesan Anda").fill("Pesan ini dikirim dari browser tanpa JavaScript.");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByLabel("Subjek")).toHaveValue("");
    // The confirmation is in a <noscript> block (JS users get the toast instead). Playwright only stops
    // scripts from running, the parser still treats <noscript> as raw text, so read the markup.
    const noscript = await page.locator("main noscript").evaluate((el) => el.textContent ?? "");
    expect(noscript).toContain("Pesan Terkirim!");
    expect(noscript).toContain("Terima kasih telah menghubungi kami. Tim kami akan segera merespons.");
  });
});

test.describe("contact", () => {
  test("validates next to each field, shows 'Mengirim...', then the toast, and clears the form", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await page.goto("/contact");
    await expect(page.getByTestId("contact-form")).toHaveAttribute("data-hydrated", "true");

    await expect(page.getByRole("link", { name: "dukungan@pasargame.id" })).toHaveAttribute(
      "href",
      "mailto:dukungan@pasargame.id",
    );
    await expect(page.getByTestId("support-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/6281234567890\?/);
    await expect(page.getByTestId("opening-hours")).toContainText("Senin–Jumat");
    await expect(page.getByTestId("opening-hours")).toContainText("09.00–18.00 WIB");
    await expect(page.getByTestId("opening-hours")).toContainText("10.00–15.00 WIB");
    await expect(page.getByText(/dibalas pada hari kerja berikutnya|balas pada hari kerja berikutnya/)).toBeVisible();

    const submit = page.getByRole("button", { name: "Kirim Pesan" });
    await submit.click();
    await expect(page.getByTestId("name-error")).toHaveText("Nama lengkap wajib diisi.");
    await expect(page.getByTestId("email-error")).toHaveText("Alamat email wajib diisi.");
    await expect(page.getByTestId("subject-error")).toHaveText("Subjek wajib diisi.");
    await expect(page.getByTestId("message-error")).toHaveText("Pesan wajib diisi.");
    await expect(page.getByLabel("Nama Lengkap")).toBeFocused();
    await expect(page.getByLabel("Nama Lengkap")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Nama Lengkap").fill("Rina Wijaya");
    await expect(page.getByTestId("name-error")).toHaveCount(0);
    await page.getByLabel("Alamat Email").fill("rina@contoh");
    await page.getByLabel("Subjek").fill("Pertanyaan tentang top up");
    await page.getByLabel("Pesan Anda").fill("Halo");
    await submit.click();
    await expect(page.getByTestId("email-error")).toHaveText("Format alamat email tidak valid. Contoh: nama@email.com");
    await expect(page.getByTestId("message-error")).toHaveText("Pesan minimal 10 karakter.");
    await expect(page.getByLabel("Subjek")).toHaveValue("Pertanyaan tentang top up");

    await page.getByLabel("Alamat Email").fill("rina@contoh.id");
    await page.getByLabel("Pesan Anda").fill("Halo, top up diamond saya belum masuk sejak tadi pagi.");

    // Hold the submission a moment so the pending state can be seen.
    await page.route("**/contact.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await submit.click();
    const pending = page.getByRole("button", { name: "Mengirim..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();

    await expect(page.getByText("Pesan Terkirim!")).toBeVisible();
    await expect(page.getByText("Terima kasih telah menghubungi kami. Tim kami akan segera merespons.")).toBeVisible();
    await expect(page).toHaveURL("/contact");
    for (const label of ["Nama Lengkap", "Alamat Email", "Subjek", "Pesan Anda"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.getByRole("button", { name: "Kirim Pesan" })).toBeEnabled();
    expect(consoleErrors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });
});
