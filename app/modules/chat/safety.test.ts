import { describe, expect, it } from "vitest";
import { checkChatMessage, type ChatSafetyKind } from "./safety";

/** Messages that must be refused: account logins pasted into the chat. */
const REFUSED: string[] = [
  "email: budi.santoso@gmail.com\npassword: Rahasia123",
  "Email budi.santoso@gmail.com pass Rahasia#99",
  "akunnya: jokiml88@yahoo.co.id / Mlbb2024!",
  "budi.santoso@gmail.com | sandiku77",
  "Login: joki_valo  Password: valoranT88",
  "user = sultanff, pw = ff12345",
  "Kata sandi: MobileLegend2025",
  "ini datanya kak, email akun@contoh.id passwordnya Qwerty12",
  "username: sultanff\npass: Sultan#2024",
];

/** Messages that must be warned about, with what must be found in each (more may be found). */
const WARNED: [string, ChatSafetyKind][] = [
  ["Chat saya aja di 0812-3456-7890 ya kak", "phone"],
  ["nomor saya 081234567890", "phone"],
  ["Hubungi +62 812 3456 7890 biar cepat", "phone"],
  ["wa 62812.3456.7890", "phone"],
  ["kontak: 0857 1122 3344", "phone"],
  ["(0813) 9988 7766 bisa telpon", "phone"],
  ["+6281298765432", "phone"],
  ["0 8 1 2 3 4 5 6 7 8 9 0 ya kak", "phone"],
  ["Saya transfer ke Dana 081234567890", "phone"],
  ["WA aja kak biar cepet", "whatsapp"],
  ["langsung chat wa.me/6281234567890", "whatsapp"],
  ["Ada whatsapp? Saya kirim bukti di sana", "whatsapp"],
  ["boleh minta no watsap?", "whatsapp"],
  ["DM telegram saya @jualakunmurah", "telegram"],
  ["cek t.me/jualakunmurah", "telegram"],
  ["id line: budi_ml", "line"],
  ["add line aku ya: sultanff", "line"],
  ["discord saya budi#1234", "discord"],
  ["join discord.gg/jualakun", "discord"],
  ["add sultanff#4821 ya", "discord"],
  ["email saya budi.santoso@gmail.com", "email"],
  ["Data login akunnya: contoh@surel.test", "email"],
  ["Transfer ke BCA 1234567890 a.n. Budi Santoso", "bank_account"],
  ["no rek mandiri: 123-00-4567890-1", "bank_account"],
  ["norek 0123456789", "bank_account"],
  ["kirim ke 7771234567 an Budi ya", "bank_account"],
  ["Transfer langsung aja kak, nanti saya kirim akunnya", "off_platform"],
  ["tf langsung lebih murah 50rb", "off_platform"],
  ["Pakai rekber lain aja ya", "off_platform"],
  ["Kita transaksi di luar aplikasi biar tidak kena potongan", "off_platform"],
  ["diluar pasargame lebih murah kak", "off_platform"],
  ["japri aja kak", "off_platform"],
  ["bayar langsung ke saya nanti diskon", "off_platform"],
  ["wa aja 0812-3456-7890 biar cepet", "phone"],
  ["wa aja 0812-3456-7890 biar cepet", "whatsapp"],
  ["Kak bisa hubungi 0821 1234 5678?", "phone"],
  ["nomorku 0896-1122-3344, sms aja", "phone"],
  ["call me +62-813-1111-2222", "phone"],
  ["Saya kirim lewat WhatsApp ya kak", "whatsapp"],
  ["chat di wa dong kak", "whatsapp"],
  ["tele aku aja: t.me/sultanstore", "telegram"],
  ["Email ke jual.akun@outlook.com untuk detail", "email"],
  ["rekening BRI 0021-01-123456-50-1 a.n. Sari", "bank_account"],
  ["transfer langsung ke rekening saya aja", "off_platform"],
  ["lewat rekber lain lebih murah fee-nya", "off_platform"],
];

/** Messages that must pass: prices, order numbers, dates, game ids, everyday chat. */
const PASSED: string[] = [
  "Halo kak, akunnya masih ada?",
  "Harganya Rp1.500.000 nego tipis ya",
  "Saya tawar Rp 850.000 boleh?",
  "Total Rp628.500.000? Mahal banget",
  "Sudah saya bayar Rp 150.000 lewat BCA virtual account di aplikasi",
  "Pesanan PG-24K7-9QX2 sudah saya konfirmasi",
  "Nomor pesanan PG-8HJK-3MNP ya kak",
  "Dikirim tanggal 08-12-2025 jam 10.30",
  "Jadwal 08.12.2025 pukul 19.00 WIB",
  "Tanggal 12/08/2025 ya",
  "ID ML 123456789 (2011), mohon diisi 86 diamond",
  "User ID 5123498765 server Asia",
  "Wa'alaikumsalam kak, siap",
  "Wa alaikum salam, akun sudah dikirim",
  "Login pakai LINE atau Moonton, akunnya aman",
  "Battle Pass: Premium sudah aktif",
  "Passwordnya sudah saya ganti ya, cek di Info Pengiriman",
  "Lupa password, bisa dibantu reset?",
  "Rank Mythic 55 bintang, winrate 63%",
  "Skin 120 buah, hero 98",
  "Telepon saya sedang rusak, balas di chat ini saja",
  "Level 70, 2 akun cadangan",
  "Bisa COD? Eh maksudnya bisa dikirim sekarang?",
  "Terima kasih, transaksi lancar, bintang 5 ya",
  "Saya langsung bayar di aplikasi ya kak",
  "Top up 1000 VP selesai dalam 5 menit",
  "Stok tinggal 3, diskon 10% sampai 31 Desember",
  "Rekber PasarGame aman kok, dana ditahan sampai konfirmasi",
  "Online jam 8 malam ya",
  "Kode voucher 1 2 3 4 5 6 7 8 sudah dipakai",
  "PIN voucher: 1234 5678 9012",
  "Hubungi customer service PasarGame lewat halaman Kontak",
  "Harga akun Rp2.350.000 sudah termasuk semua skin",
  "Kak, diamond 2.195 sudah masuk?",
  "Pesanan tanggal 24-11-2026 belum dikirim ya",
  "Saya cek dulu jam 21.45 nanti",
  "ID Free Fire 1234567890, nickname SultanFF",
  "UID Genshin 812345678 server Asia",
  "Zone ID 2011, user ID 109876543",
  "Akun sudah aman, email dan sandi sudah saya ganti",
  "Makasih kak, mantap pelayanannya",
  "Tolong kirim tangkapan layar inventory ya",
  "Saya tunggu konfirmasi dari kakak",
  "Harga 75rb bisa kurang?",
  "Wah, akunnya bagus banget kak",
  "Nanti saya review bintang 5",
  "Masih bisa ganti nama akun nggak?",
  "Order ke-3 saya di toko ini, selalu lancar",
  "Sudah bayar pakai QRIS tadi jam 10.15",
  "Stok 120 diamond tersedia 999",
];

describe("chat safety rules over a corpus of Indonesian chat messages", () => {
  it.each(REFUSED)("refuses a login: %s", (text) => {
    const result = checkChatMessage(text);
    expect(result.verdict).toBe("refuse");
    expect(result.kinds).toContain("credentials");
  });

  it.each(WARNED)("warns about %s (%s)", (text, kind) => {
    const result = checkChatMessage(text);
    expect(result.verdict).toBe("warn");
    expect(result.kinds).toContain(kind);
  });

  it.each(PASSED)("lets pass: %s", (text) => {
    expect(checkChatMessage(text)).toEqual({ verdict: "ok", kinds: [] });
  });

  it("has a corpus of at least 100 messages: at least 40 that must match and 40 that must not", () => {
    const matching = new Set([...REFUSED, ...WARNED.map(([text]) => text)]);
    expect(matching.size).toBeGreaterThanOrEqual(40);
    expect(PASSED.length).toBeGreaterThanOrEqual(40);
    expect(matching.size + PASSED.length).toBeGreaterThanOrEqual(100);
  });

  it("lists every kind found, once, in a fixed order", () => {
    expect(checkChatMessage("WA 0812-3456-7890 atau email budi@gmail.com, transfer langsung ya").kinds).toEqual([
      "phone",
      "whatsapp",
      "email",
      "off_platform",
    ]);
  });

  it("an e-mail with a password is refused, not only warned about", () => {
    expect(checkChatMessage("budi@gmail.com").verdict).toBe("warn");
    expect(checkChatMessage("budi@gmail.com password: Rahasia1").kinds).toEqual(["credentials", "email"]);
  });
});
