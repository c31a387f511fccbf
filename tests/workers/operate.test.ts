/**
 * Operating the deployed site: every request has a request id (X-Request-Id, from cf-ray when the
 * edge set one), one JSON log line that carries that id and nothing secret, the error page shows
 * the id, and /healthz reports D1, R2 and the mailer — 503 naming the one that fails.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { USERS } from "./fixtures";
import { client, login, ORIGIN } from "./http";
import { fetchWith } from "./worker-with";

type Line = Record<string, unknown>;

/** The request log lines `console.log` received while `run` ran. */
async function logged<T>(run: () => Promise<T>): Promise<{ result: T; lines: Line[]; raw: string[] }> {
  const spy = vi.spyOn(console, "log");
  try {
    const result = await run();
    const raw = spy.mock.calls.map((args) => args.map(String).join(" "));
    const lines = raw
      .filter((text) => text.startsWith("{"))
      .map((text) => JSON.parse(text) as Line)
      .filter((line) => line.msg === "request");
    return { result, lines, raw };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("the request log", () => {
  it("writes one line per request with its request id, route, status, duration, D1 queries and user — and no secret", async () => {
    const c = client();
    await login(c, USERS.buyer.email);
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const sessionValue = [...c.jar.values()].find((v) => v.length >= 20)!;
    expect(sessionValue).toBeTruthy();
    const {
      result: res,
      lines,
      raw,
    } = await logged(() =>
      fetchWith({}, `${ORIGIN}/my-account/profile?token=reset-token-in-query-0123456789`, {
        headers: { Cookie: cookie },
      }),
    );
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-zA-Z-]{8,64}$/);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      requestId: id,
      method: "GET",
      path: "/my-account/profile",
      status: res.status,
      userId: USERS.buyer.id,
    });
    expect(line.route).toMatch(/^routes\//);
    expect(typeof line.durationMs).toBe("number");
    expect(line.d1Queries).toBeGreaterThan(0);
    // Nothing secret in anything logged: not the session cookie, not the token in the query string,
    // not the delivery-info key or the payout token.
    const everything = raw.join("\n");
    for (const secret of [sessionValue, "reset-token-in-query", env.DELIVERY_INFO_KEY!, env.PAYOUT_API_TOKEN!]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("uses Cloudflare's ray id as the request id when the edge sent one", async () => {
    const { result: res, lines } = await logged(() =>
      fetchWith({}, `${ORIGIN}/help`, { headers: { "cf-ray": "8f1e2d3c4b5a6978-SIN" } }),
    );
    expect(res.headers.get("X-Request-Id")).toBe("8f1e2d3c4b5a6978-SIN");
    expect(lines.map((l) => l.requestId)).toEqual(["8f1e2d3c4b5a6978-SIN"]);
    expect(lines[0]).not.toHaveProperty("userId");
  });

  it("gives different requests different ids", async () => {
    const a = await fetchWith({}, `${ORIGIN}/healthz`);
    const b = await fetchWith({}, `${ORIGIN}/healthz`);
    expect(a.headers.get("X-Request-Id")).not.toBe(b.headers.get("X-Request-Id"));
  });
});

/**
 * A D1 binding (or session) whose every statement fails, as when the database is unreachable. What
 * is set on it (Sentry wraps `prepare` in place) stays on it, never on the real binding behind it.
 */
function broken<T extends object>(d1: T): T {
  const own = new Map<PropertyKey, unknown>();
  return new Proxy(d1, {
    set(_target, key, value) {
      own.set(key, value);
      return true;
    },
    get(target, key) {
      if (own.has(key)) return own.get(key);
      if (key === "prepare" || key === "batch" || key === "exec") {
        return () => {
          throw new Error("D1_ERROR: SELECT secret_column FROM users -- unreachable");
        };
      }
      const value = Reflect.get(target, key) as unknown;
      if (key === "withSession")
        return (...args: unknown[]) => broken((value as (...a: unknown[]) => object).apply(target, args));
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
const brokenD1 = broken(env.DB);

describe("the error page", () => {
  it("shows the request id, the same as the header and the log line", async () => {
    const c = client();
    await login(c, USERS.buyer.email);
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Signed in (never from the edge cache): the session lookup fails inside Remix.
    const { result: res, lines } = await logged(() =>
      fetchWith({ DB: brokenD1 }, `${ORIGIN}/my-account/profile`, { headers: { Cookie: cookie } }),
    );
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id")!;
    // The app's own error page (root ErrorBoundary), not a bare text answer.
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const body = await res.text();
    expect(body).toContain("Terjadi Kesalahan");
    expect(body).toMatch(new RegExp(`<p data-request-id=""[^>]*>Kode permintaan: ${id}</p>`));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: id, status: 500, level: "error", error: "Error" });
    // The error's class, never its message (which may quote SQL or data).
    expect(JSON.stringify(lines[0])).not.toContain("secret_column");
  });

  it("still carries the id when the worker fails before Remix answers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // An anonymous page asks D1 for the catalog version (edge cache) before Remix runs.
    const { result: res, lines } = await logged(() => fetchWith({ DB: brokenD1 }, `${ORIGIN}/`));
    expect(res.status).toBe(500);
    const id = res.headers.get("X-Request-Id")!;
    expect(await res.text()).toContain(`Kode permintaan: ${id}`);
    expect(lines).toMatchObject([{ requestId: id, status: 500, level: "error", error: "Error" }]);
  });
});

describe("/healthz", () => {
  it("answers 200 with D1, R2 and the mailer checked", async () => {
    const res = await fetchWith({}, `${ORIGIN}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const body = (await res.json()) as { ok: boolean; failing: string[]; checks: Record<string, { ok: boolean }> };
    expect(body.ok).toBe(true);
    expect(body.failing).toEqual([]);
    expect(Object.keys(body.checks).sort()).toEqual(["d1", "mailer", "r2"]);
    for (const check of Object.values(body.checks)) expect(check.ok).toBe(true);
  });

  const failures = {
    d1: { DB: brokenD1 },
    r2: {
      IMAGES: {
        head: () => Promise.reject(new Error("R2 bucket pasargame-images: access denied for key AKIA-secret")),
      },
    },
    mailer: { MAILER: { fetch: () => Promise.resolve(Response.json({ error: "down" }, { status: 500 })) } },
  } as const;

  for (const [name, overrides] of Object.entries(failures)) {
    it(`answers 503 naming ${name} when ${name} fails, and says nothing more`, async () => {
      const res = await fetchWith(overrides, `${ORIGIN}/healthz`);
      expect(res.status).toBe(503);
      const text = await res.text();
      const body = JSON.parse(text) as { ok: boolean; failing: string[]; checks: Record<string, { ok: boolean }> };
      expect(body.ok).toBe(false);
      expect(body.failing).toEqual([name]);
      expect(body.checks[name]!.ok).toBe(false);
      expect(text).not.toMatch(/secret|AKIA|pasargame-images|SELECT/);
    });
  }
});

describe("Sentry", () => {
  const DSN = "https://publickey@o1.ingest.sentry.io/42";

  it("is off without SENTRY_DSN: nothing is sent anywhere", async () => {
    const sent = vi.spyOn(globalThis, "fetch");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetchWith({ DB: brokenD1 }, `${ORIGIN}/`);
    expect(res.status).toBe(500);
    expect(
      sent.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes("sentry")),
    ).toEqual([]);
  });

  it("with SENTRY_DSN, reports a server error without cookies or query strings", async () => {
    const c = client();
    await login(c, USERS.buyer.email);
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const sessionValue = [...c.jar.values()].find((v) => v.length >= 20)!;
    const sent = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("{}", { status: 200 }));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetchWith(
      { DB: brokenD1, SENTRY_DSN: DSN },
      `${ORIGIN}/my-account/profile?token=reset-token-in-query-0123456789`,
      { headers: { Cookie: cookie } },
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("X-Request-Id")).toBeTruthy();
    const toSentry = sent.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes("ingest.sentry.io"),
    );
    expect(toSentry.length).toBeGreaterThan(0);
    const bodies = toSentry.map(([, init]) => String(init?.body ?? "")).join("\n");
    expect(bodies).toContain("D1_ERROR");
    expect(bodies).not.toContain(sessionValue);
    expect(bodies).not.toContain("reset-token-in-query");
  });
});
