/**
 * Faults, against the real workers in workerd: a statement failing inside a money
 * batch, an OrderRoom evicted mid-flow, the mailer failing, a chat socket dropped mid-message.
 * Nothing is half-done, nothing is lost, and the user is told what happened.
 */
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { atomic } from "~/db/client.server";
import { markEmailVerified, register, verifyCredentials } from "~/modules/auth/accounts.server";
import { sendOtp, verifyOtp } from "~/modules/auth/mailer.server";
import { account, MOVEMENT } from "~/modules/money/constants";
import { balanceOf, movementStatements } from "~/modules/money/ledger.server";
import { checkout } from "~/modules/checkout/checkout.server";
import { ORDER_STATUS as S } from "~/modules/orders/constants";
import { approveDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { action as registerAction } from "~/routes/register";
import { action as verifyOtpAction } from "~/routes/verify-otp";
import { deposits, ledgerAccounts, ledgerTransactions, orders, products, users } from "~/db/schema";
import type { ServerMessage } from "~/modules/chat/messages";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { fundedBuyer, newListing, unpaidOrder } from "./fixtures";
import { walletBalance } from "~/modules/money/wallet-parts.server";
import { db, expectLedgerInvariants } from "./helpers";
import { client, login, ORIGIN, type Client } from "./http";

const SELLER = { id: "usr_demo_seller", role: "seller" as const };

const TITLE = "Akun uji gangguan";

/** An unpaid order (what checkout's first step writes) for a new listing at `price`, stock 3. */
async function unpaidOrderAt(buyerId: string, price: number) {
  const { id: productId } = await newListing(SELLER.id, TITLE, price, 3);
  return { id: await unpaidOrder(buyerId, productId), productId };
}

const movementsOf = async (reference: string) =>
  (await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference))).map((t) => t.kind);
const statusOf = async (orderId: string) =>
  (await db().query.orders.findFirst({ where: eq(orders.id, orderId) }))!.status;

describe("a D1 statement failing inside a money batch", () => {
  /** The batch `applyOrderAction` writes to pay an order, plus one extra statement placed at `at`. */
  function payBatch(order: { id: string; productId: string }, buyerId: string, price: number) {
    const d = db();
    const inStatus = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${order.id} AND ${orders.status} = ${S.awaitingPayment})`;
    return [
      ...movementStatements(d, {
        kind: MOVEMENT.orderPaid,
        reference: order.id,
        legs: [
          { account: account.wallet(buyerId), amount: -price },
          { account: account.escrow(order.id), amount: price },
        ],
        guard: inStatus,
      }),
      d
        .update(products)
        .set({ stock: sql`${products.stock} - 1` })
        .where(eq(products.id, order.productId)),
      d.update(orders).set({ status: S.processing, paidAt: Date.now() }).where(eq(orders.id, order.id)),
    ];
  }

  const failing = {
    "a CHECK constraint (stock below zero)": (productId: string) =>
      sql`UPDATE products SET stock = -1 WHERE id = ${productId}`,
    "a missing table": () => sql`INSERT INTO no_such_table (id) VALUES (1)`,
    "a FOREIGN KEY (an entry without its transaction)": () =>
      sql`INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
          VALUES ('txn_missing', 'platform:fees', 1, 0)`,
  };

  for (const [name, statement] of Object.entries(failing)) {
    for (const position of ["last", "first", "middle"] as const) {
      it(`${name}, placed ${position}: no ledger row, no balance, no stock or status change`, async () => {
        const price = 45_000;
        const buyer = await fundedBuyer(price);
        const order = await unpaidOrderAt(buyer.id, price);
        const batch = payBatch(order, buyer.id, price);
        const bad = statement(order.productId);
        const at = position === "last" ? batch.length : position === "first" ? 0 : Math.floor(batch.length / 2);
        batch.splice(at, 0, bad);
        const feesBefore = await balanceOf(db(), account.platformFees);

        await expect(atomic(db(), batch)).rejects.toThrow();

        expect(await movementsOf(order.id)).toEqual([]);
        expect(await db().$count(ledgerAccounts, eq(ledgerAccounts.id, account.escrow(order.id)))).toBe(0);
        expect(await walletBalance(db(), buyer.id)).toBe(price);
        expect(await balanceOf(db(), account.platformFees)).toBe(feesBefore);
        expect(await statusOf(order.id)).toBe(S.awaitingPayment);
        expect((await db().query.products.findFirst({ where: eq(products.id, order.productId) }))!.stock).toBe(3);
        await expectLedgerInvariants();

        // Without the failing statement the same batch goes through: the fault, not the batch, was wrong.
        await atomic(db(), payBatch(order, buyer.id, price));
        expect(await statusOf(order.id)).toBe(S.processing);
        expect(await movementsOf(order.id)).toEqual([MOVEMENT.orderPaid]);
        await expectLedgerInvariants();
      });
    }
  }

  it("a deposit approval whose batch fails leaves the deposit pending and the wallet empty", async () => {
    const user = await fundedBuyer(0);
    const requested = await requestDeposit(db(), user.id, { amount: 60_000, method: "OVO" });
    if (!requested.ok) throw new Error("refused");
    const depositId = requested.deposit.id;
    const statements = [
      ...movementStatements(db(), {
        kind: MOVEMENT.depositApproved,
        reference: depositId,
        legs: [
          { account: account.externalDeposits, amount: -60_000 },
          { account: account.wallet(user.id), amount: 60_000 },
        ],
      }),
      db().update(deposits).set({ status: "approved" }).where(eq(deposits.id, depositId)),
      sql`INSERT INTO no_such_table (id) VALUES (1)`,
    ];
    await expect(atomic(db(), statements)).rejects.toThrow(/no such table/);
    expect(await walletBalance(db(), user.id)).toBe(0);
    expect((await db().query.deposits.findFirst({ where: eq(deposits.id, depositId) }))!.status).toBe("pending");
    expect(await movementsOf(depositId)).toEqual([]);
    // The real approval afterwards credits it once.
    expect(await approveDeposit(db(), depositId, "usr_demo_admin")).toMatchObject({ ok: true });
    expect(await walletBalance(db(), user.id)).toBe(60_000);
    await expectLedgerInvariants();
  });
});

describe("an OrderRoom evicted mid-flow", () => {
  /**
   * checkout → chat → ship → chat → the dispute window passes → auto-confirm, with the room's
   * in-memory state thrown away (`abortAllDurableObjects`) at each `evict` point when asked.
   */
  async function flow(evict: boolean) {
    const price = 52_000;
    const buyer = await fundedBuyer(price);
    const { id: listingId } = await newListing(SELLER.id, TITLE, price, 3);
    const sellerBefore = await walletBalance(db(), SELLER.id);
    const [line] = await checkout(
      { db: db(), env },
      buyer,
      [{ listingId, quantity: 1, expectedPrice: price, userInputData: {} }],
      crypto.randomUUID(),
    );
    if (!line?.ok) throw new Error("checkout failed");
    const orderId = line.orderId;
    const stub = () => env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    let evictions = 0;
    const maybeEvict = async () => {
      if (!evict) return;
      // Mark the live instance, evict, and check the next call meets a new one.
      await runInDurableObject(stub(), (room: OrderRoom) => {
        (room as unknown as { marker?: boolean }).marker = true;
      });
      await abortAllDurableObjects();
      expect(
        await runInDurableObject(stub(), (room: OrderRoom) => (room as unknown as { marker?: boolean }).marker),
      ).toBe(undefined);
      evictions++;
    };

    await stub().postMessage(buyer.id, "Sudah saya bayar, kak.", "m-1");
    await maybeEvict();
    expect(
      await stub().act({ orderId, action: "ship", by: SELLER, extra: { deliveryInfo: "v1:evict:test" } }),
    ).toMatchObject({ ok: true });
    await maybeEvict();
    await stub().postMessage(SELLER.id, "Sudah dikirim, cek ya.", "m-2");
    // A resend of the first message after the eviction is still recognised.
    expect(await stub().postMessage(buyer.id, "Sudah saya bayar, kak.", "m-1")).toMatchObject({ duplicate: true });
    await maybeEvict();
    // The alarm survived the evictions: the dispute window passes and the order completes by itself.
    await db()
      .update(orders)
      .set({ deadlineAt: Date.now() - 1 })
      .where(eq(orders.id, orderId));
    expect(await runDurableObjectAlarm(stub())).toBe(true);
    await maybeEvict();
    expect(await runDurableObjectAlarm(stub())).toBe(false);
    await runInDurableObject(stub(), (room: OrderRoom) => room.alarm()); // a duplicate delivery
    return {
      status: await statusOf(orderId),
      movements: await movementsOf(orderId),
      sellerGain: (await walletBalance(db(), SELLER.id)) - sellerBefore,
      buyerWallet: await walletBalance(db(), buyer.id),
      escrow: await balanceOf(db(), account.escrow(orderId)),
      chat: (await stub().history()).map((m) => [m.sender === buyer.id ? "buyer" : m.sender, m.body, m.clientId]),
      evictions,
    };
  }

  it("resumes to the same end state as an undisturbed order: alarm fired, act worked, chat intact", async () => {
    const calm = await flow(false);
    const { evictions, ...evicted } = await flow(true);
    expect(evictions).toBe(4);
    expect(calm).toEqual({
      status: S.completed,
      movements: [MOVEMENT.orderPaid, MOVEMENT.orderReleased],
      sellerGain: 52_000 - 2_600,
      buyerWallet: 0,
      escrow: 0,
      chat: [
        ["buyer", "Sudah saya bayar, kak.", "m-1"],
        [SELLER.id, "Sudah dikirim, cek ya.", "m-2"],
      ],
      evictions: 0,
    });
    expect({ ...evicted, evictions: 0 }).toEqual(calm);
    await expectLedgerInvariants();
  });
});

describe("the mailer failing", () => {
  // why: the mailer is another worker reached over the MAILER service binding; in tests it is the
  // real (healthy) mailer, so its failures — a 500 from the mailer or Resend behind it, or the
  // binding unreachable — are stand-in Fetchers passed to the same code.
  const broken = {
    "answers 500": { fetch: async () => new Response("Internal Server Error", { status: 500 }) },
    "is unreachable": {
      fetch: async () => {
        throw new Error("Network connection lost.");
      },
    },
  } as unknown as Record<string, Fetcher>;
  const expectedMessage: Record<string, string> = {
    "answers 500": "Gagal mengirim email. Silakan coba lagi.",
    "is unreachable": "Layanan email sedang tidak tersedia. Silakan coba lagi.",
  };
  let counter = 0;

  for (const [name, MAILER] of Object.entries(broken)) {
    it(`registration when the mailer ${name}: the account exists, the user is told, a new OTP works`, async () => {
      const brokenEnv = { ...env, MAILER };
      const tag = `${Date.now().toString(36)}${++counter}`;
      const email = `gangguan.${tag}@pasargame.test`;
      const username = `gangguan_${tag}`;
      const form = new URLSearchParams({
        username,
        email,
        phone: "081234567890",
        password: "rahasia123",
        confirmPassword: "rahasia123",
        ageConfirmed: "1",
        role: "buyer",
      });
      const request = new Request(`${ORIGIN}/register`, {
        method: "POST",
        body: form,
        headers: { Origin: ORIGIN, "CF-Connecting-IP": `10.99.${counter}.1` },
      });
      const context = { env: brokenEnv, db: db(), ctx: { waitUntil: () => {} } };
      const response = await registerAction({ request, context, params: {} } as never).catch((e: unknown) => e);
      if (!(response instanceof Response)) throw new Error("expected a redirect");
      // On to the code page, with a toast that says the e-mail could not be sent.
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        `/verify-otp?email=${encodeURIComponent(email)}&username=${encodeURIComponent(username)}`,
      );
      const toast = /pg_toast=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
      expect(JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(toast!), (c) => c.charCodeAt(0))))).toEqual({
        type: "error",
        title: "Gagal Mengirim OTP",
        description: expectedMessage[name],
      });

      // The account is intact: the row exists with its password, waiting for verification.
      const user = await db().query.users.findFirst({ where: eq(users.email, email) });
      expect(user).toMatchObject({ username, role: "buyer", emailVerifiedAt: null });
      expect(await verifyCredentials({ db: db(), env }, email, "rahasia123")).toEqual({
        ok: false,
        reason: "unverified",
      });
      // Registering again is refused as taken (not a second account).
      expect(
        await register(
          { db: db(), env: brokenEnv },
          {
            username: `${username}x`,
            email,
            phone: "",
            password: "rahasia123",
            confirmPassword: "rahasia123",
            role: "buyer",
          },
        ),
      ).toMatchObject({ ok: false, error: { field: "email", message: "Email ini sudah terdaftar." } });

      // Asking for a new code while the mailer is still down: a clear message, not a crash.
      const resend = async (e: typeof env) =>
        verifyOtpAction({
          request: new Request(`${ORIGIN}/verify-otp?email=${encodeURIComponent(email)}`, {
            method: "POST",
            body: new URLSearchParams({ intent: "resend", email, username }),
          }),
          context: { env: e, db: db(), ctx: { waitUntil: () => {} } },
          params: {},
        } as never);
      const down = (await resend(brokenEnv)) as unknown as { init: ResponseInit; data: unknown };
      expect(down.data).toMatchObject({ error: { intent: "resend", message: expectedMessage[name] } });
      expect(down.init.status).toBeGreaterThanOrEqual(500);

      // The mailer is back: a new code arrives, verifies, and the account can sign in.
      const up = (await resend(env)) as unknown as { data: unknown };
      expect(up.data).toMatchObject({ resent: expect.stringContaining("kode OTP baru telah dikirim") });
      const outbox = (await (
        await env.MAILER.fetch(`https://mailer.internal/outbox?limit=5&to=${encodeURIComponent(email)}`)
      ).json()) as { messages: { code: string | null }[] };
      const code = outbox.messages[0]?.code;
      expect(code).toMatch(/^\d{6}$/);
      expect(await verifyOtp(env, email, code!)).toMatchObject({ ok: true });
      await markEmailVerified({ db: db(), env }, email);
      expect(await verifyCredentials({ db: db(), env }, email, "rahasia123")).toMatchObject({ ok: true });
    });
  }

  it("the mailer client never throws: a broken reply becomes a message", async () => {
    for (const [name, MAILER] of Object.entries(broken)) {
      expect(await sendOtp({ MAILER }, "siapa@pasargame.test")).toEqual({
        ok: false,
        status: name === "is unreachable" ? 503 : 500,
        error: expectedMessage[name],
      });
    }
  });
});

describe("a chat socket dropped mid-message", () => {
  const BUYER_EMAIL = "pembeli@pasargame.test";

  async function open(c: Client, orderId: string, after?: number) {
    const res = await SELF.fetch(`${ORIGIN}/order/${orderId}/chat${after ? `?after=${after}` : ""}`, {
      headers: { Upgrade: "websocket", Origin: ORIGIN, Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const received: ServerMessage[] = [];
    const waiters: (() => void)[] = [];
    ws.addEventListener("message", (event) => {
      received.push(JSON.parse(event.data as string) as ServerMessage);
      waiters.splice(0).forEach((w) => w());
    });
    ws.accept();
    const until = async (test: (all: ServerMessage[]) => boolean) => {
      while (!test(received)) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    };
    return { ws, received, until };
  }

  it("resending after the reconnect stores each message exactly once, in order", async () => {
    const c = client();
    expect((await login(c, BUYER_EMAIL, "demo12345", "10.98.0.1")).status).toBe(302);
    const { id: orderId } = await unpaidOrderAt("usr_demo_buyer", 15_000);
    const room = env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
    await room.postMessage(SELLER.id, "Halo, ada yang bisa dibantu?");

    const first = await open(c, orderId);
    const [history] = await first.until((all) => all.length >= 1);
    const lastSeen = history?.type === "history" ? history.messages.at(-1)!.id : 0;
    // Three messages go out, and the connection drops before any acknowledgement is read.
    const outgoing = ["Masih ada kak?", "Bisa kirim malam ini?", "Saya bayar sekarang."].map((body) => ({
      type: "chat" as const,
      body,
      clientId: crypto.randomUUID(),
    }));
    for (const message of outgoing) first.ws.send(JSON.stringify(message));
    first.ws.close(4000, "jaringan putus");

    // Reconnect with what was seen; whatever the room did not show yet arrives as history.
    const second = await open(c, orderId, lastSeen);
    const [missed] = await second.until((all) => all.length >= 1);
    expect(missed?.type).toBe("history");
    const arrived = new Set(missed?.type === "history" ? missed.messages.map((m) => m.clientId) : []);
    // The client resends everything it has no acknowledgement for — all three, with the same ids.
    for (const message of outgoing) second.ws.send(JSON.stringify(message));
    const acked = (all: ServerMessage[]) =>
      outgoing.every((o) => all.some((m) => m.type === "chat" && m.message.clientId === o.clientId));
    await second.until(acked);
    second.ws.close(1000, "selesai");

    const stored = await room.history();
    expect(stored.map((m) => m.body)).toEqual(["Halo, ada yang bisa dibantu?", ...outgoing.map((o) => o.body)]);
    for (const o of outgoing) expect(stored.filter((m) => m.clientId === o.clientId)).toHaveLength(1);
    // Those that had arrived before the drop were shown on reconnect, and acknowledged (not stored) on resend.
    for (const id of arrived) expect(outgoing.map((o) => o.clientId)).toContain(id);
  });

  it("a message never sent before the drop is stored once when resent", async () => {
    const c = client();
    expect((await login(c, BUYER_EMAIL, "demo12345", "10.98.0.2")).status).toBe(302);
    const { id: orderId } = await unpaidOrderAt("usr_demo_buyer", 16_000);
    const first = await open(c, orderId);
    await first.until((all) => all.length >= 1);
    first.ws.close(4000, "jaringan putus"); // dropped before the message left
    const message = { type: "chat" as const, body: "Halo kak", clientId: crypto.randomUUID() };
    const second = await open(c, orderId);
    await second.until((all) => all.length >= 1);
    second.ws.send(JSON.stringify(message));
    second.ws.send(JSON.stringify(message)); // and once more for good measure
    await second.until((all) => all.filter((m) => m.type === "chat").length >= 2);
    second.ws.close(1000, "selesai");
    const stored = await env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId)).history();
    expect(stored.map((m) => [m.body, m.clientId])).toEqual([["Halo kak", message.clientId]]);
  });
});
