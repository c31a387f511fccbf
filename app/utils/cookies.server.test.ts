import { describe, expect, it } from "vitest";
import { applyCookiePolicy, serializeCookie } from "./cookies.server";

const https = new Request("https://pasargame.id/x");
const http = new Request("http://localhost:8787/x");

describe("the cookie flags policy", () => {
  it("serializes with Path=/, HttpOnly (unless script reads it), SameSite=Lax and Secure on https", () => {
    expect(serializeCookie("pg_toast", "abc", { maxAge: 60 }, https)).toBe(
      "pg_toast=abc; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60",
    );
    expect(serializeCookie("pg_cart_ordered", "a%20b", { maxAge: 600 }, https)).toBe(
      "pg_cart_ordered=a%20b; Path=/; SameSite=Lax; Secure; Max-Age=600",
    );
    expect(serializeCookie("pg_session", "t", { expires: 0 }, http)).toBe(
      "pg_session=t; Path=/; HttpOnly; SameSite=Lax; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    );
  });

  it("puts any writer's cookie under the policy at the end of a request", () => {
    const res = new Response(null, { status: 302 });
    res.headers.append("Set-Cookie", "pg_toast=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
    res.headers.append("Set-Cookie", "other=1; path=/a; SameSite=None; Max-Age=5");
    expect(applyCookiePolicy(https, res).headers.getSetCookie()).toEqual([
      "pg_toast=abc; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=60",
      "other=1; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=5",
    ]);
    expect(applyCookiePolicy(http, res).headers.getSetCookie()[0]).toBe(
      "pg_toast=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60",
    );
    const none = new Response("x");
    expect(applyCookiePolicy(https, none)).toBe(none);
  });
});
