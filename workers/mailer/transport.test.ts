import type { Resend } from "resend";
import { describe, expect, it } from "vitest";
import { createResendClient, RESEND_API_URL, type ResendClient } from "./resend-client";
import { DEFAULT_MAIL_FROM, selectTransport } from "./transport";

// Compile-time proof that the `resend` SDK's client fits ResendClient, so it can be swapped in.
const _sdkFits = (sdk: Resend): ResendClient => sdk;

const mail = { to: "pembeli@example.com", subject: "Subjek", text: "Teks", html: "<p>Teks</p>", code: "123456" };

// why: Resend is the outside world (a paid HTTP API); the stub records what would be sent and
// answers the way the SDK does ({ data, error }), without any network.
function stubResend(answer: Awaited<ReturnType<ResendClient["emails"]["send"]>> | Error) {
  const calls: Parameters<ResendClient["emails"]["send"]>[0][] = [];
  const client: ResendClient = {
    emails: {
      send: async (payload) => {
        calls.push(payload);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
  return { client, calls };
}

/** A D1 that must not be touched when Resend is configured. */
const untouchableDb = new Proxy({} as D1Database, {
  get() {
    throw new Error("the dev outbox must not be used when RESEND_API_KEY is set");
  },
});

describe("selectTransport", () => {
  it("uses the development outbox only when DEV_OUTBOX=1 and no Resend key is set", () => {
    expect(selectTransport({ DB: untouchableDb, DEV_OUTBOX: "1" })?.name).toBe("dev-outbox");
    expect(selectTransport({ DB: untouchableDb, DEV_OUTBOX: "1", RESEND_API_KEY: "  " })?.name).toBe("dev-outbox");
  });

  it("has no transport with neither a Resend key nor DEV_OUTBOX=1", () => {
    expect(selectTransport({ DB: untouchableDb })).toBeNull();
    expect(selectTransport({ DB: untouchableDb, RESEND_API_KEY: "  " })).toBeNull();
    for (const value of ["0", "", "true", "yes"]) {
      expect(selectTransport({ DB: untouchableDb, DEV_OUTBOX: value }), value).toBeNull();
    }
  });

  it("builds its own Resend client from the key when none is injected", () => {
    expect(selectTransport({ DB: untouchableDb, RESEND_API_KEY: "re_test_key" })?.name).toBe("resend");
    // Resend wins over the outbox when both are configured.
    expect(selectTransport({ DB: untouchableDb, RESEND_API_KEY: "re_test_key", DEV_OUTBOX: "1" })?.name).toBe("resend");
  });

  it("sends through Resend with the default sender and only the mail fields", async () => {
    const { client, calls } = stubResend({ data: { id: "email_1" }, error: null });
    const transport = selectTransport({ DB: untouchableDb, RESEND_API_KEY: "re_test_key" }, client)!;
    expect(transport.name).toBe("resend");
    await expect(transport.send(mail)).resolves.toEqual({ ok: true, id: "email_1" });
    expect(calls).toEqual([
      { from: DEFAULT_MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
    ]);
  });

  it("uses MAIL_FROM when configured", async () => {
    const { client, calls } = stubResend({ data: { id: "email_2" }, error: null });
    const env = { DB: untouchableDb, RESEND_API_KEY: "re_test_key", MAIL_FROM: "Toko <halo@toko.id>" };
    await selectTransport(env, client)!.send(mail);
    expect(calls[0].from).toBe("Toko <halo@toko.id>");
  });

  it("treats a returned error as a failure", async () => {
    const { client } = stubResend({ data: null, error: { message: "domain not verified" } });
    const transport = selectTransport({ DB: untouchableDb, RESEND_API_KEY: "re_test_key" }, client)!;
    await expect(transport.send(mail)).resolves.toEqual({ ok: false, error: "domain not verified" });
  });

  it("treats a thrown network error as a failure", async () => {
    const { client } = stubResend(new Error("fetch failed"));
    const transport = selectTransport({ DB: untouchableDb, RESEND_API_KEY: "re_test_key" }, client)!;
    await expect(transport.send(mail)).resolves.toEqual({ ok: false, error: "fetch failed" });
  });
});

describe("createResendClient", () => {
  // why: api.resend.com is the outside world; the stub fetch answers like the Resend HTTP API.
  function stubFetch(status: number, body: unknown) {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    return { fetcher, requests };
  }

  const payload = { from: DEFAULT_MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };

  it("posts the mail with the key as a bearer token", async () => {
    const { fetcher, requests } = stubFetch(200, { id: "email_9" });
    await expect(createResendClient("re_key", fetcher).emails.send(payload)).resolves.toEqual({
      data: { id: "email_9" },
      error: null,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe(RESEND_API_URL);
    expect(requests[0].init.method).toBe("POST");
    expect(new Headers(requests[0].init.headers).get("authorization")).toBe("Bearer re_key");
    expect(JSON.parse(String(requests[0].init.body))).toEqual(payload);
  });

  it("turns an API error into { error }", async () => {
    const { fetcher } = stubFetch(422, { statusCode: 422, name: "validation_error", message: "Invalid `to` field." });
    await expect(createResendClient("re_key", fetcher).emails.send(payload)).resolves.toEqual({
      data: null,
      error: { message: "Invalid `to` field." },
    });
  });

  it("turns a network failure into { error }", async () => {
    const fetcher = (async () => {
      throw new Error("network down");
    }) as unknown as typeof fetch;
    const transport = selectTransport(
      { DB: untouchableDb, RESEND_API_KEY: "re_key" },
      createResendClient("re_key", fetcher),
    )!;
    await expect(transport.send(mail)).resolves.toEqual({ ok: false, error: "network down" });
  });
});
