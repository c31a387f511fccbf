// Midtrans Payouts (Iris) in the simulator (workers/payment-sim/iris.ts), reached the way the app
// reaches it in tests (env.PAYMENT_GATEWAY): keys and roles, payouts and their idempotency, the
// approver's decisions, account validation, and the signed payout notifications.
import { createHash } from "node:crypto";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const CREATOR = "IRIS-creator-test-only";
const APPROVER = "IRIS-approver-test-only";
const MERCHANT = "IRIS-merchant-test-only";
const SIM = "https://sim.pasargame.test";
const IRIS = `${SIM}/iris/api/v1`;
const basic = (key: string) => `Basic ${btoa(`${key}:`)}`;
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

/** The same simulator with PAYOUT_AUTO_PROGRESS=1 (vitest.config.ts; only these tests use it). */
const autoGateway = () => (env as unknown as { PAYMENT_GATEWAY_AUTO: Fetcher }).PAYMENT_GATEWAY_AUTO;

async function call(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    key?: string | null;
    authorization?: string;
    headers?: Record<string, string>;
    gateway?: Fetcher;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  else if (init.key) headers.authorization = basic(init.key);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers["content-type"] = "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  const url = path.startsWith("/_sim/") ? `${SIM}${path}` : `${IRIS}${path}`;
  return (init.gateway ?? env.PAYMENT_GATEWAY!).fetch(url, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
}

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const item = (overrides: Record<string, unknown> = {}) => ({
  beneficiary_name: "Budi Santoso",
  beneficiary_account: "1234567890",
  beneficiary_bank: "bca",
  beneficiary_email: "penjual@pasargame.test",
  amount: "150000.00",
  notes: "Penarikan saldo PasarGame",
  ...overrides,
});

/** Creates payouts with the creator key; their reference numbers in order. */
async function createPayouts(items: Record<string, unknown>[], gateway?: Fetcher) {
  const res = await call("/payouts", { key: CREATOR, body: { payouts: items }, gateway });
  expect(res.status).toBe(201);
  const { payouts } = (await res.json()) as { payouts: { status: string; reference_no: string }[] };
  expect(payouts.map((p) => p.status)).toEqual(items.map(() => "queued"));
  return payouts.map((p) => p.reference_no);
}

const approve = (reference_nos: string[], gateway?: Fetcher) =>
  call("/payouts/approve", { key: APPROVER, body: { reference_nos, otp: "335163" }, gateway });

async function payout(ref: string, key = CREATOR) {
  const res = await call(`/payouts/${ref}`, { key });
  expect(res.status).toBe(200);
  return json(res);
}

interface ControlAnswer {
  notification: string;
  signature: string;
  delivered: number[];
}

async function control(ref: string, action: "status" | "notify", body: Record<string, unknown>) {
  return call(`/_sim/payouts/${ref}/${action}`, { body: { deliver: false, ...body } });
}

describe("Iris keys and roles", () => {
  it("refuses no key, a wrong key, a password and the merchant key (401), and the other role's key (403)", async () => {
    const body = { payouts: [item()] };
    for (const authorization of [
      undefined,
      basic("IRIS-creator-wrong"),
      `Basic ${btoa(`${CREATOR}:secret`)}`,
      basic(MERCHANT),
      `Bearer ${CREATOR}`,
      "Basic not-base64!",
    ]) {
      const res = await call("/payouts", { authorization: authorization ?? "", key: null, body });
      expect(res.status, authorization).toBe(401);
      expect(await json(res)).toEqual({ error_message: "Unauthorized" });
    }
    const approver = await call("/payouts", { key: APPROVER, body });
    expect(approver.status).toBe(403);
    expect(await json(approver)).toEqual({ error_message: "Forbidden: role" });

    const [ref] = await createPayouts([item()]);
    const byCreator = await call("/payouts/approve", { key: CREATOR, body: { reference_nos: [ref] } });
    expect(byCreator.status).toBe(403);
    expect(await json(byCreator)).toEqual({ error_message: "Forbidden: role" });
    expect(
      (await call("/payouts/reject", { key: CREATOR, body: { reference_nos: [ref], reject_reason: "x" } })).status,
    ).toBe(403);
    expect((await call("/account_validation?bank=bca&account=1234567890", { key: APPROVER })).status).toBe(403);
    // Nothing the refused calls asked for happened; either key reads the payout.
    expect(await payout(ref, APPROVER)).toMatchObject({ status: "queued" });
    expect((await call(`/payouts/${ref}`, { key: "IRIS-approver-wrong" })).status).toBe(401);
  });
});

describe("creating payouts", () => {
  it("queues each payout in order with a unique reference number, and reads it back", async () => {
    const refs = await createPayouts([
      item(),
      item({ beneficiary_bank: "gopay", beneficiary_account: "081234567890", amount: "50000", notes: "GoPay" }),
      item({ beneficiary_bank: "mandiri", beneficiary_account: "1370012345678", amount: "75000.5" }),
    ]);
    expect(new Set(refs).size).toBe(3);
    const first = await payout(refs[0]);
    expect(first).toEqual({
      amount: "150000.00",
      beneficiary_name: "Budi Santoso",
      beneficiary_account: "1234567890",
      bank: "bca",
      reference_no: refs[0],
      notes: "Penarikan saldo PasarGame",
      beneficiary_email: "penjual@pasargame.test",
      status: "queued",
      created_by: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: first.created_at,
    });
    expect(await payout(refs[1])).toMatchObject({
      bank: "gopay",
      beneficiary_account: "081234567890",
      amount: "50000.00",
    });
    expect(await payout(refs[2])).toMatchObject({ bank: "mandiri", amount: "75000.50" });

    const unknown = await call("/payouts/nosuchpayout0000", { key: CREATOR });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error_message: "Payout not found" });
  });

  it("refuses invalid items with their messages by index", async () => {
    const res = await call("/payouts", {
      key: CREATOR,
      body: {
        payouts: [
          item(),
          item({ amount: 150000 }),
          item({ beneficiary_bank: "bitcoin" }),
          item({ beneficiary_bank: "ovo", beneficiary_account: "1234567890" }),
          item({ beneficiary_account: "12-34", notes: "", beneficiary_name: " " }),
          item({ amount: "0.00", beneficiary_email: "bukan-email" }),
        ],
      },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error_message).toBe("An error occurred when creating payouts");
    const errors = body.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(errors["1"]).toEqual([expect.stringContaining("amount")]);
    expect(errors["2"]).toEqual([expect.stringContaining("beneficiary_bank")]);
    expect(errors["3"]).toEqual([expect.stringContaining("phone number")]);
    expect(errors["4"]).toHaveLength(3);
    expect(errors["5"]).toHaveLength(2);

    for (const payouts of [[], Array.from({ length: 101 }, () => item()), "x"]) {
      const bad = await call("/payouts", { key: CREATOR, body: { payouts } });
      expect(bad.status).toBe(400);
      expect((await json(bad)).errors).toEqual({ payouts: [expect.any(String)] });
    }
    expect((await call("/payouts", { key: CREATOR, body: "not json" })).status).toBe(400);
  });

  it("answers the same reference numbers to the same idempotency key and body, creating nothing new", async () => {
    const key = `withdrawal-${crypto.randomUUID()}`;
    const body = { payouts: [item(), item({ amount: "20000.00" })] };
    const first = await call("/payouts", { key: CREATOR, body, headers: { "X-Idempotency-Key": key } });
    expect(first.status).toBe(201);
    const firstBody = await json(first);
    const [a, b] = await Promise.all(
      [1, 2].map(() => call("/payouts", { key: CREATOR, body, headers: { "X-Idempotency-Key": key } })),
    );
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(await json(a)).toEqual(firstBody);
    expect(await json(b)).toEqual(firstBody);
    const refs = (firstBody.payouts as { reference_no: string }[]).map((p) => p.reference_no);
    // A replay after approval still answers the first answer, and the payouts keep their status.
    expect((await approve(refs)).status).toBe(202);
    const again = await call("/payouts", { key: CREATOR, body, headers: { "X-Idempotency-Key": key } });
    expect(await json(again)).toEqual(firstBody);
    expect(await payout(refs[0])).toMatchObject({ status: "approved" });

    const other = await call("/payouts", {
      key: CREATOR,
      body: { payouts: [item({ amount: "99999.00" })] },
      headers: { "X-Idempotency-Key": key },
    });
    expect(other.status).toBe(409);
    expect((await json(other)).error_message).toEqual(expect.any(String));

    // Without a key (or with another one) the same body makes new payouts.
    const fresh = await createPayouts(body.payouts);
    expect(fresh).not.toContain(refs[0]);
    const tooLong = await call("/payouts", { key: CREATOR, body, headers: { "X-Idempotency-Key": "k".repeat(101) } });
    expect(tooLong.status).toBe(400);
  });
});

describe("approving and rejecting", () => {
  it("approves queued payouts only; a batch with any other changes nothing", async () => {
    const [a, b, c] = await createPayouts([item(), item(), item()]);
    const ok = await approve([a, b]);
    expect(ok.status).toBe(202);
    expect(await json(ok)).toEqual({ status: "ok" });
    expect(await payout(a)).toMatchObject({ status: "approved" });
    expect(await payout(b)).toMatchObject({ status: "approved" });

    const again = await approve([c, a]);
    expect(again.status).toBe(400);
    const body = await json(again);
    expect(body.error_message).toBe("An error occurred when approving payouts");
    expect(body.errors).toEqual([expect.stringContaining(a)]);
    expect(await payout(c)).toMatchObject({ status: "queued" });

    const unknown = await approve([c, "nosuchpayout0000"]);
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors).toEqual([expect.stringContaining("nosuchpayout0000")]);
    for (const body of [{}, { reference_nos: [] }, { reference_nos: [c], otp: 123 }, "nope"])
      expect((await call("/payouts/approve", { key: APPROVER, body })).status).toBe(400);
    expect(await payout(c)).toMatchObject({ status: "queued" });
  });

  it("rejects queued payouts with a reason; a rejected one can be neither approved nor moved on", async () => {
    const [a, b] = await createPayouts([item(), item()]);
    expect((await call("/payouts/reject", { key: APPROVER, body: { reference_nos: [a] } })).status).toBe(400);
    const res = await call("/payouts/reject", {
      key: APPROVER,
      body: { reference_nos: [a], reject_reason: "Rekening tidak cocok" },
    });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ status: "ok" });
    expect(await payout(a)).toMatchObject({ status: "rejected" });
    expect((await approve([a])).status).toBe(400);
    expect((await control(a, "status", { status: "completed" })).status).toBe(409);
    expect((await control(a, "status", { status: "failed" })).status).toBe(409);
    expect(await payout(a)).toMatchObject({ status: "rejected" });

    expect((await approve([b])).status).toBe(202);
    const late = await call("/payouts/reject", { key: APPROVER, body: { reference_nos: [b], reject_reason: "x" } });
    expect(late.status).toBe(400);
    expect(await payout(b)).toMatchObject({ status: "approved" });
  });
});

describe("account validation", () => {
  const validate = (bank: string, account: string) =>
    call(`/account_validation?bank=${bank}&account=${account}`, { key: CREATOR });

  it("names the demo seller's account and derives other holders from the number, the same every time", async () => {
    const demo = await validate("bca", "1234567890");
    expect(demo.status).toBe(200);
    expect(await json(demo)).toEqual({ account_name: "PENJUAL DEMO", account_no: "1234567890", bank_name: "bca" });

    const bni = await json(await validate("bni", "9876543210"));
    expect(bni).toEqual({
      account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      account_no: "9876543210",
      bank_name: "bni",
    });
    expect(await json(await validate("bni", "9876543210"))).toEqual(bni);
    expect((await json(await validate("bri", "9876543210"))).account_name).toBe(bni.account_name);
    const names = new Set<unknown>();
    for (const account of ["111111", "2222222222", "3333333333333", "4444444444444444", "5550001", "7654321"])
      names.add((await json(await validate("permata", account))).account_name);
    expect(names.size).toBeGreaterThan(1);

    expect(await json(await validate("dana", "081234567890"))).toMatchObject({
      bank_name: "dana",
      account_no: "081234567890",
    });
    expect((await validate("ovo", "6281234567890")).status).toBe(200);
  });

  it("answers 404 for a number ending in 000 or of the wrong shape, 400 for missing or unknown parameters", async () => {
    for (const [bank, account] of [
      ["bca", "1234567000"],
      ["gopay", "081234567000"],
      ["bca", "12345"],
      ["mandiri", "12345678901234567"],
      ["gopay", "1234567890"],
    ]) {
      const res = await validate(bank, account);
      expect(res.status, `${bank} ${account}`).toBe(404);
      expect(await json(res)).toEqual({ error_message: "Account does not exist", errors: expect.any(Object) });
    }
    for (const query of ["bank=bca", "account=1234567890", "bank=bitcoin&account=1234567890", ""]) {
      const res = await call(`/account_validation?${query}`, { key: CREATOR });
      expect(res.status, query).toBe(400);
      expect(await json(res)).toMatchObject({ error_message: expect.any(String), errors: expect.any(Object) });
    }
  });
});

describe("payout notifications (test controls)", () => {
  it("moves an approved payout on and signs the exact body with SHA-512 of body + merchant key", async () => {
    const [ref] = await createPayouts([item()]);
    // Only approved payouts move on.
    expect((await control(ref, "status", { status: "processed" })).status).toBe(409);
    await approve([ref]);

    const res = await control(ref, "status", { status: "processed" });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ControlAnswer;
    expect(answer.delivered).toEqual([]);
    expect(answer.signature).toBe(sha512(answer.notification + MERCHANT));
    const notification = JSON.parse(answer.notification) as Record<string, string>;
    expect(notification).toEqual({
      reference_no: ref,
      amount: "150000.00",
      status: "processed",
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(await payout(ref)).toMatchObject({ status: "processed", updated_at: notification.updated_at });

    const completed = (await (await control(ref, "status", { status: "completed" })).json()) as ControlAnswer;
    expect(JSON.parse(completed.notification)).toMatchObject({ status: "completed" });
    expect(completed.signature).toBe(sha512(completed.notification + MERCHANT));
    expect((await control(ref, "status", { status: "processed" })).status).toBe(409);
  });

  it("lets a completed payout turn failed (the bank returned it), with its error in the notification and the status", async () => {
    const [ref] = await createPayouts([item()]);
    await approve([ref]);
    await control(ref, "status", { status: "completed" });
    const res = await control(ref, "status", { status: "failed", errorMessage: "Dana dikembalikan bank" });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ControlAnswer;
    expect(JSON.parse(answer.notification)).toMatchObject({
      reference_no: ref,
      status: "failed",
      error_code: expect.any(String),
      error_message: "Dana dikembalikan bank",
    });
    expect(answer.signature).toBe(sha512(answer.notification + MERCHANT));
    expect(await payout(ref)).toMatchObject({ status: "failed", error_message: "Dana dikembalikan bank" });
    // failed is terminal.
    expect((await control(ref, "status", { status: "completed" })).status).toBe(409);
  });

  it("signs with another key on request (badSignature)", async () => {
    const [ref] = await createPayouts([item()]);
    await approve([ref]);
    const answer = (await (
      await control(ref, "status", { status: "failed", badSignature: true })
    ).json()) as ControlAnswer;
    expect(answer.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(answer.signature).not.toBe(sha512(answer.notification + MERCHANT));
    expect(JSON.parse(answer.notification)).toMatchObject({
      status: "failed",
      error_message: "Rekening tujuan tidak aktif",
    });
  });

  it("sends an old, out-of-order notification without changing the stored status", async () => {
    const [ref] = await createPayouts([item()]);
    await approve([ref]);
    await control(ref, "status", { status: "completed" });
    const res = await control(ref, "notify", { status: "processed" });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ControlAnswer;
    expect(JSON.parse(answer.notification)).toMatchObject({ reference_no: ref, status: "processed" });
    expect(answer.signature).toBe(sha512(answer.notification + MERCHANT));
    expect(await payout(ref)).toMatchObject({ status: "completed" });
  });

  it("tries to deliver every copy with its signature and logs each attempt", async () => {
    const [ref] = await createPayouts([item()]);
    await approve([ref]);
    const res = await call(`/_sim/payouts/${ref}/status`, { body: { status: "completed", copies: 2 } });
    const answer = (await res.json()) as ControlAnswer;
    // The tests' merchant (…pasargame.test) cannot be reached: 0 for each attempt.
    expect(answer.delivered).toEqual([0, 0]);
    const stored = await json(await call(`/_sim/payouts/${ref}`));
    expect(stored).toMatchObject({
      referenceNo: ref,
      status: "completed",
      deliveries: [
        { status: "completed", http: 0 },
        { status: "completed", http: 0 },
      ],
    });
  });

  it("refuses control bodies it does not understand and unknown payouts", async () => {
    const [ref] = await createPayouts([item()]);
    await approve([ref]);
    for (const body of [
      { status: "approved" },
      { status: "settlement" },
      { status: "completed", copies: 0 },
      { status: "completed", errorMessage: "x" },
      { status: "failed", deliver: "no" },
    ])
      expect((await control(ref, "status", body)).status, JSON.stringify(body)).toBe(400);
    expect((await control(ref, "notify", { status: "queued" })).status).toBe(400);
    expect((await control("nosuchpayout0000", "status", { status: "completed" })).status).toBe(404);
    expect((await call("/_sim/payouts/nosuchpayout0000")).status).toBe(404);
    expect(await payout(ref)).toMatchObject({ status: "approved" });
  });
});

describe("automatic progress (PAYOUT_AUTO_PROGRESS=1)", () => {
  it("answers the approval first, then moves payouts to processed and completed — failed for accounts ending in 99", async () => {
    const gateway = autoGateway();
    const [good, bad] = await createPayouts(
      [item(), item({ beneficiary_account: "1234567899", beneficiary_name: "Rekening Mati" })],
      gateway,
    );
    expect((await approve([good, bad], gateway)).status).toBe(202);
    const read = async (ref: string) => json(await call(`/_sim/payouts/${ref}`, { gateway }));
    expect(await read(good)).toMatchObject({ status: "approved" });

    const deadline = Date.now() + 10_000;
    while (
      Date.now() < deadline &&
      ((await read(good)).status !== "completed" || (await read(bad)).status !== "failed")
    )
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await read(good)).toMatchObject({
      status: "completed",
      deliveries: [
        { status: "processed", http: 0 },
        { status: "completed", http: 0 },
      ],
    });
    expect(await read(bad)).toMatchObject({
      status: "failed",
      errorMessage: "Rekening tujuan tidak aktif",
      deliveries: [{ status: "processed" }, { status: "failed" }],
    });
  });
});
