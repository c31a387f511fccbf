import { expect, test, type Page } from "./fixtures";
import { DEMO_PASSWORD, toastsGone } from "./helpers";

let seq = 0;
/** A new address per test (the e2e server starts from an empty, freshly seeded database). */
function newUser() {
  const n = `${Date.now().toString(36)}${++seq}`;
  return { username: `pemain_${n}`, email: `pemain.${n}@contoh.id`, password: "rahasia123" };
}

/** Reads the newest code sent to `email` from the development outbox, as a user reads their mail. */
async function readCode(page: Page, email: string) {
  await page.goto("/dev/mail");
  const mail = page.getByTestId("outbox").getByRole("listitem").filter({ hasText: email }).first();
  const code = (await mail.getByTestId("mail-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function register(page: Page, user: ReturnType<typeof newUser>, role: "Pembeli" | "Penjual" = "Pembeli") {
  await page.goto("/register");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Konfirmasi Password").fill(user.password);
  await page.getByLabel(role).check();
  await page.getByLabel(/Saya berusia 18 tahun/).check();
  await page.getByRole("button", { name: "Daftar" }).click();
  await expect(page).toHaveURL(/\/verify-otp\?email=/);
}

async function typeCode(page: Page, code: string) {
  await page.getByTestId("otp-0").click();
  await page.keyboard.type(code);
}

test("a new user registers, verifies by e-mail code, logs in, edits the profile, becomes a seller and logs out", async ({
  page,
}) => {
  const user = newUser();
  await register(page, user);
  const verifyUrl = page.url();
  const code = await readCode(page, user.email);

  await page.goto(verifyUrl);
  const submit = page.getByRole("button", { name: "Verifikasi" });
  await expect(submit).toBeDisabled();
  await typeCode(page, code.slice(0, 5));
  await expect(submit).toBeDisabled();
  // Backspace in the empty sixth box moves back and clears the fifth; then type the last two.
  await page.keyboard.press("Backspace");
  await expect(page.getByTestId("otp-4")).toHaveValue("");
  await expect(page.getByTestId("otp-4")).toBeFocused();
  await page.keyboard.type(code.slice(4));
  await expect(submit).toBeEnabled();
  await submit.click();

  // A correct code signs the new account in at once: home, welcomed, no second trip through /login.
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Verifikasi Berhasil")).toBeVisible();
  await expect(page.getByText(`Selamat datang, ${user.username}!`)).toBeVisible();
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/my-account/profile");

  await page.getByLabel("Nama Lengkap").fill("Pemain Baru Sekali");
  await page.getByLabel("Nomor WhatsApp").fill("0812 0000 1111");
  await page.getByRole("button", { name: "Simpan Profil" }).click();
  await expect(page.getByText("Profil Diperbarui")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Nama Lengkap")).toHaveValue("Pemain Baru Sekali");
  await expect(page.getByLabel("Email")).toBeDisabled();

  // The Jual button of a logged-in buyer leads to the become-seller action.
  await page.getByRole("link", { name: "Jual", exact: true }).click();
  await expect(page).toHaveURL("/my-account/profile?action=become-seller");
  await page.getByRole("button", { name: "Jadi Penjual" }).click();
  // On to the first listing.
  await expect(page).toHaveURL("/sell/create-listing");
  await expect(page.getByText("Data Diperbarui")).toBeVisible();
  await page.goto("/my-account/profile");
  await expect(page.getByText("Penjual", { exact: true })).toBeVisible();
  await toastsGone(page); // 'Data Diperbarui' lies over the header until it expires
  await page.getByTestId("user-menu").locator("summary").click();
  await expect(page.getByRole("link", { name: "Dashboard Penjual" })).toBeVisible();

  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Logout Berhasil")).toBeVisible();
  await page.goto("/my-account/profile");
  await expect(page).toHaveURL("/login?redirect=%2Fmy-account%2Fprofile");
  await expect(page.getByText("Login Diperlukan")).toBeVisible();
});

test("registration shows each of the spec's messages in the spec's order, keeping what was typed", async ({ page }) => {
  await page.goto("/register");
  const fill = async (values: { username: string; email: string; password: string; confirm: string }) => {
    await page.getByLabel("Username").fill(values.username);
    await page.getByLabel("Email").fill(values.email);
    await page.getByLabel("Password", { exact: true }).fill(values.password);
    await page.getByLabel("Konfirmasi Password").fill(values.confirm);
    await page.getByLabel(/Saya berusia 18 tahun/).check();
    await page.getByRole("button", { name: "Daftar" }).click();
  };
  const error = page.getByTestId("form-error");
  const email = `urutan.${Date.now()}@contoh.id`;

  await fill({ username: "", email, password: "abc", confirm: "abd" });
  await expect(error).toHaveText("Password dan konfirmasi password tidak cocok.");
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await fill({ username: "", email, password: "abc", confirm: "abc" });
  await expect(error).toHaveText("Password minimal harus 6 karakter.");

  await fill({ username: "", email, password: "rahasia", confirm: "rahasia" });
  await expect(error).toHaveText("Username tidak boleh kosong.");

  await fill({ username: "budi santoso", email, password: "rahasia", confirm: "rahasia" });
  await expect(error).toHaveText("Username hanya boleh berisi huruf, angka, dan garis bawah (_).");
  await expect(page.getByLabel("Username")).toHaveValue("budi santoso");

  await fill({ username: "pembeli_demo", email, password: "rahasia", confirm: "rahasia" });
  await expect(error).toHaveText("Username sudah digunakan.");

  await fill({
    username: `budi_${Date.now()}`,
    email: "pembeli@pasargame.test",
    password: "rahasia",
    confirm: "rahasia",
  });
  await expect(error).toHaveText("Email ini sudah terdaftar.");
  // Nothing was created by the refused attempts: the page never left /register.
  await expect(page).toHaveURL("/register");
});

test("five wrong codes kill the code; a resend before 60 s is refused by the server", async ({ page }) => {
  const user = newUser();
  await register(page, user);
  const verifyUrl = page.url();
  const code = await readCode(page, user.email);
  const wrong = code === "000000" ? "111111" : "000000";

  await page.goto(verifyUrl);
  for (let i = 0; i < 5; i++) {
    await typeCode(page, wrong);
    await page.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Verifikasi OTP gagal. Kode salah atau kedaluwarsa.");
    await page.goto(verifyUrl);
  }
  await typeCode(page, code);
  await page.getByRole("button", { name: "Verifikasi" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Verifikasi OTP gagal. Kode salah atau kedaluwarsa.");

  // The button counts down, but the server is what refuses: post the resend form directly.
  await expect(page.getByTestId("resend-otp")).toBeDisabled();
  await expect(page.getByTestId("resend-otp")).toContainText("Kirim ulang dalam");
  const response = await page.request.post(verifyUrl, {
    form: { email: user.email, username: user.username, intent: "resend" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(429);
  expect(await response.text()).toMatch(/Tunggu \d+ detik sebelum meminta kode baru\./);
});

test("an unverified account is refused at login with the 'Minta OTP Baru' button", async ({ page }) => {
  const user = newUser();
  await register(page, user);
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByTestId("unverified-notice")).toContainText(
    "Email Anda belum diverifikasi. Silakan cek email Anda atau minta OTP baru.",
  );
  await expect(page.getByRole("button", { name: "Minta OTP Baru" })).toBeVisible();

  await page.getByLabel("Password").fill("salah-sekali");
  await page.getByLabel("Email").fill("pembeli@pasargame.test");
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Email atau password salah. Silakan coba lagi.");
});

test("the demo accounts log in and land where their role belongs", async ({ page }) => {
  await page.goto("/login?redirect=/games");
  await page.getByLabel("Email").fill("admin@pasargame.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page).toHaveURL("/games");
  await page.goto("/login");
  await expect(page).toHaveURL("/");
});
