import { describe, expect, it } from "vitest";
import { isCacheableRequest, pagePath } from "./page-cache.server";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`https://pasargame.test${path}`, { method, headers });

describe("which requests the edge cache may answer", () => {
  it("takes anonymous GET and HEAD of public pages and their data requests", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/games",
      "/games.data?_routes=routes%2Fgames._index",
      "/games/valorant",
      "/games/valorant/akun/lst_sample_1",
      "/search?q=akun+murah",
      "/featured",
      "/user/penjual_demo",
      "/faq",
      "/contact",
      "/refund-policy",
    ]) {
      expect(isCacheableRequest(get(path)), path).toBe(true);
    }
    expect(isCacheableRequest(get("/games", {}, "HEAD"))).toBe(true);
  });

  it("refuses signed-in visitors, pending toasts, credentials and every other method", () => {
    expect(isCacheableRequest(get("/", { Cookie: "pg_session=abc.def" }))).toBe(false);
    expect(isCacheableRequest(get("/", { Cookie: "theme=dark; __Host-pg_session=abc.def" }))).toBe(false);
    expect(isCacheableRequest(get("/games", { Cookie: "pg_toast=eyJ0aXRsZSI6IkhhbG8ifQ==" }))).toBe(false);
    expect(isCacheableRequest(get("/games", { Authorization: "Bearer x" }))).toBe(false);
    expect(isCacheableRequest(get("/contact", {}, "POST"))).toBe(false);
    // A cookie that only carries a read bookmark does not make a page personal.
    expect(isCacheableRequest(get("/games", { Cookie: "pg_d1=00000001-abc" }))).toBe(true);
  });

  it("never takes private areas, even from visitors", () => {
    for (const path of [
      "/my-account",
      "/my-account/wallet",
      "/order/ord_1",
      "/admin",
      "/cart",
      "/checkout",
      "/messages",
      "/notifications",
      "/seller/dashboard",
      "/sell/create-listing",
      "/internal/payouts",
      "/uploads",
      "/dev/mail",
      "/login",
      "/user/penjual_demo/extra",
      "/gamesx",
      "/images/product_images/a.png",
    ]) {
      expect(isCacheableRequest(get(path)), path).toBe(false);
    }
  });

  it("names the page a data request renders", () => {
    expect(pagePath(new URL("https://x.test/_root.data"))).toBe("/");
    expect(pagePath(new URL("https://x.test/games/valorant.data?_routes=a"))).toBe("/games/valorant");
    expect(pagePath(new URL("https://x.test/games/"))).toBe("/games");
  });
});
