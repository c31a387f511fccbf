import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the web worker", () => {
  it("serves /games from D1", async () => {
    const res = await SELF.fetch("https://pasargame.test/games");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const name of [
      "Valorant",
      "Mobile Legends",
      "Genshin Impact",
      "PUBG Mobile",
      "Free Fire",
      "Call of Duty Mobile",
    ]) {
      expect(html).toContain(name);
    }
    expect(html).toContain('href="/games/cod-mobile"');
  });

  it("answers unknown paths with the spec's 404 page and status", async () => {
    const res = await SELF.fetch("https://pasargame.test/tidak/ada/di/sini");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Halaman Tidak Ditemukan");
    expect(html).toContain("Maaf, halaman yang Anda cari tidak ada atau mungkin telah dipindahkan.");
    expect(html).toContain("Kembali ke Beranda");
  });

  it.each([
    ["/payment/ord_123", "/order/ord_123"],
    ["/buyer/profile", "/my-account/profile"],
    ["/seller/dashboard-old", "/seller/dashboard"],
  ])("redirects %s to %s", async (from, to) => {
    const res = await SELF.fetch(`https://pasargame.test${from}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("Location")!, "https://pasargame.test").pathname).toBe(to);
  });

  it("reaches the mailer through the MAILER service binding", async () => {
    const direct = await env.MAILER.fetch("https://mailer.internal/health");
    expect(await direct.json()).toMatchObject({ ok: true, service: "pasargame-mailer", transport: "dev-outbox" });

    const res = await SELF.fetch("https://pasargame.test/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      checks: { d1: { ok: true }, r2: { ok: true }, mailer: { ok: true } },
    });
  });
});
