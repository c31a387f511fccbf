/**
 * Model-based test of the money against the real workers (D1, OrderRoom Durable Objects and their
 * alarms, wallet modules): fast-check draws random sequences of deposits, approvals, checkouts,
 * pay/ship/confirm/dispute, staff decisions, cancels, deadline alarms (twice, early), withdrawals,
 * payouts, gateway notifications and a supplier-fulfilled top-up's answers (callbacks and polls;
 * duplicated, late, out of order) and refunds sent back to the QRIS that paid. After EVERY step the ledger invariants hold, every balance,
 * status, stock and fulfilment equals a pure model's, and no order is refunded twice or refunded
 * once its supplier delivered. Runs: 200 in `npm test`, more with VITE_MODEL_RUNS=<n>.
 */
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { account, platformFee } from "~/modules/money/constants";
import { readLedgerInvariants } from "~/modules/money/ledger.server";
import { checkout, type CheckoutLine } from "~/modules/checkout/checkout.server";
import { ORDER_STATUS as S, type OrderStatus, type WarrantyStatus } from "~/modules/orders/constants";
import type { OrderAction } from "~/modules/orders/escrow";
import type { ClaimStep } from "~/modules/cases/types";
import { paymentMethod, paymentTotal, GATEWAY_MIN_AMOUNT } from "~/modules/payments/methods";
import { startOrderPayment } from "~/modules/payments/payments.server";
import { refundToMethod } from "~/modules/payments/refunds.server";
import { approveDeposit, rejectDeposit, requestDeposit } from "~/modules/wallet/deposits.server";
import { DEPOSIT_METHODS, type DepositMethod } from "~/modules/wallet/constants";
import { requestWithdrawal, settleWithdrawal } from "~/modules/wallet/withdrawals.server";
import { newId } from "~/utils/ids";
import { products, users } from "~/db/schema";
import type { OrderRoom } from "../../workers/order-room/order-room";
import { runFulfilment } from "~/modules/topups/fulfilment.server";
import { db } from "./helpers";
import { connectSupplier, postCallback, purchasesOf, simControl, type SimCallback } from "./support/topups";

/**
 * Runs per `npm test`: 200. More with VITE_MODEL_RUNS=<n> (Vite forwards only VITE_-prefixed host
 * variables into the workerd test isolate), or MODEL_RUNS where the runner forwards it.
 */
const RUNS = Number(readEnv("MODEL_RUNS") ?? readEnv("VITE_MODEL_RUNS") ?? 200);

/**
 * Failing runs found so far, replayed before the random ones. fast-check prints
 * `{ seed, path }` when a run fails; paste it here with a note on what it found.
 */
const REGRESSION_SEEDS: { seed: number; path: string; note: string }[] = [
  {
    seed: 629012222,
    path: "148:0:1:0:0:0:3:0:2:1:1:1:3:5:9:12:12:14:14:14:16:17:21:20:21:21:21:21:21:21:21:21:21:21:21:21",
    // The model expected a refund to QRIS of a payment the simulator had been told to expire after
    // it settled: the provider refuses that, and the money stays in the wallet (a model gap).
    note: "refund to the method of a payment the provider no longer holds as settled",
  },
  {
    seed: -1838255352,
    path: "743:0:0:0:0:0:0:0:0:0:0:0:0",
    // Failed once as run 744 of 1,000 (VITE_MODEL_RUNS=1000); replayed alone on a fresh state it
    // passes. Not a money defect: the test pool nested one more Proxy per Durable Object instance
    // until the stack overflowed (patches/@cloudflare+vitest-pool-workers, workers-sdk#15092; a
    // second 1,000-run model died the same way at run 779). Kept so it is replayed first.
    note: "retried checkout, then a checkout of the last unit",
  },
];
/** Replays a whole random sequence of runs (VITE_MODEL_SEED=<seed printed by a failure>). */
const SEED = readEnv("MODEL_SEED") ?? readEnv("VITE_MODEL_SEED");

function readEnv(name: string): string | undefined {
  const fromProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  return fromProcess ?? (import.meta as { env?: Record<string, string | undefined> }).env?.[name];
}

// ── The cast ────────────────────────────────────────────────────────────────

type Role = "buyer" | "seller" | "admin";
interface Person {
  id: string;
  role: Role;
}
/** Users 0–2 are buyers, 3–4 sellers; the admin acts on disputes and money requests. */
const BUYERS = [0, 1, 2];
const SELLERS = [3, 4];
/** Listings: [seller index, stock, warranty days]; prices are drawn per run. */
const LISTINGS: [number, number, number][] = [
  [3, 1, 0],
  [3, 3, 7],
  [4, 2, 30],
  [4, 3, 0],
];
/**
 * The last listing is a Mobile Legends top-up mapped to the simulator's `ml86`: its seller (user 4)
 * has a Digiflazz account at the simulator, so paying it buys there at once (fulfilment.server.ts).
 */
const TOP_UP = 3;
/** What the supplier does with a top-up order's purchase (scripted per customer number at the simulator). */
interface SupplierScript {
  outcome: "success" | "pending" | "failed" | "wrong_number" | "silent";
  /** Extra copies of each callback the supplier signs. */
  duplicates: number;
}
const SCRIPTS: SupplierScript[] = [
  { outcome: "pending", duplicates: 1 },
  { outcome: "pending", duplicates: 0 },
  { outcome: "success", duplicates: 0 },
  { outcome: "failed", duplicates: 2 },
  { outcome: "pending", duplicates: 2 },
  { outcome: "wrong_number", duplicates: 0 },
  { outcome: "silent", duplicates: 0 },
];
type SimStatus = "Pending" | "Sukses" | "Gagal";

// ── Commands ────────────────────────────────────────────────────────────────

/** Who acts on an order, relative to it: its buyer/seller, the admin, or a stranger of either kind. */
type Who = "buyer" | "seller" | "admin" | "otherBuyer" | "otherSeller";
type PeopleAction = Exclude<
  OrderAction,
  | "expire"
  | "cancel_unshipped"
  | "auto_confirm"
  | "pay_gateway"
  | "release_warranty"
  | "claim_warranty"
  | "answer_claim"
  | "claim_release"
  | "claim_refund"
  // A dispute case's steps move no money (dispute-case.test.ts).
  | "answer_case"
  | "escalate_case"
  | "escalate_claim"
  // The supplier's answers (topup-fulfilment*.test.ts).
  | "supplier_deliver"
  | "supplier_refund"
>;
/** The warranty's steps by people (the release at its end is the `deadline` command's). */
type WarrantyStep = "claim_warranty" | "answer_claim" | "claim_release" | "claim_refund";

type Command =
  | { t: "deposit"; user: number; amount: number; method: DepositMethod }
  | { t: "approve"; dep: number; twice: boolean }
  | { t: "rejectDeposit"; dep: number }
  | { t: "checkout"; buyer: number; listing: number; qty: number; script: SupplierScript }
  | { t: "retryCheckout"; order: number }
  | { t: "act"; order: number; action: PeopleAction; who: Who }
  /** A warranty step on a completed order; `part` (1–100) is the share staff refund on `claim_refund`. */
  | { t: "warranty"; order: number; step: WarrantyStep; who: Who; part: number }
  | { t: "deadline"; order: number; twice: boolean }
  | { t: "earlyAlarm"; order: number }
  | { t: "withdraw"; user: number; amount: number | "all" }
  | { t: "settle"; wd: number; outcome: "paid" | "rejected" }
  /** The order's buyer starts a gateway payment for it. */
  | { t: "gatewayPay"; order: number; method: "qris" | "va_bca" }
  /**
   * The gateway reports a payment's new state (`copies` concurrent deliveries of the notification),
   * or (`late`) re-sends an old 'pending' notification without changing its state.
   */
  | { t: "gatewayNotify"; pay: number; status: "settlement" | "expire"; copies: number; late: boolean }
  /** The order's next step along one of the roads its status allows, chosen by `choice`. */
  | { t: "advance"; order: number; choice: number; script: SupplierScript }
  /**
   * The supplier settles a top-up's pending purchase; the signed callbacks (1 + duplicates) reach the
   * webhook in order, reversed, all at once, or are lost. `order` counts top-up orders only.
   */
  | {
      t: "supplierSettle";
      order: number;
      status: "Sukses" | "Gagal";
      post: "inOrder" | "reversed" | "together" | "lost";
    }
  /** Every callback the supplier ever signed for the purchase posted again, newest first (late, out of order). */
  | { t: "supplierReplay"; order: number }
  /** The cron's re-poll of the top-up's fulfilment (the same ref_id again: the status check). */
  | { t: "supplierPoll"; order: number }
  /** The buyer sends a cancelled order's refund back to the QRIS it was paid with (`twice`: two taps at once). */
  | { t: "methodRefund"; order: number; twice: boolean };

/**
 * Which deposit, order or withdrawal a command is about, counted from the newest: mostly the newest
 * ones, so that flows go deep (checkout → ship → dispute → refund) instead of poking at random.
 */
const idx = fc.oneof(
  { weight: 5, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.nat({ max: 2 }) },
  { weight: 1, arbitrary: fc.nat({ max: 11 }) },
);
/** The right person for each action is drawn most often; anyone else sometimes (and is refused). */
const who = (right: Who) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(right) },
    { weight: 1, arbitrary: fc.constantFrom<Who>("buyer", "seller", "admin", "otherBuyer", "otherSeller") },
  );
const act = (action: PeopleAction, right: Who, weight: number) => ({
  weight,
  arbitrary: fc.record({ t: fc.constant("act" as const), order: idx, action: fc.constant(action), who: who(right) }),
});

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("deposit" as const),
      user: fc.nat({ max: 4 }),
      amount: fc.integer({ min: 1, max: 150 }).map((n) => n * 1_000),
      method: fc.constantFrom(...DEPOSIT_METHODS),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("approve" as const), dep: idx, twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("rejectDeposit" as const), dep: idx }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("checkout" as const),
      buyer: fc.constantFrom(...BUYERS),
      listing: fc.nat({ max: LISTINGS.length - 1 }),
      qty: fc.integer({ min: 1, max: 2 }),
      script: fc.constantFrom(...SCRIPTS),
    }),
  },
  {
    // A top-up of the supplier-mapped listing: the supplier steps below need purchases to answer.
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("checkout" as const),
      buyer: fc.constantFrom(...BUYERS),
      listing: fc.constant(TOP_UP),
      qty: fc.constant(1),
      script: fc.constantFrom(...SCRIPTS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("retryCheckout" as const), order: idx }) },
  {
    weight: 32,
    arbitrary: fc.record({
      t: fc.constant("advance" as const),
      order: idx,
      choice: fc.nat({ max: 5 }),
      script: fc.constantFrom(...SCRIPTS),
    }),
  },
  act("pay", "buyer", 2),
  act("ship", "seller", 3),
  act("confirm", "buyer", 2),
  act("dispute", "buyer", 2),
  act("release", "admin", 1),
  act("refund", "admin", 1),
  ...(
    [
      ["claim_warranty", "buyer"],
      ["answer_claim", "seller"],
      ["claim_release", "admin"],
      ["claim_refund", "admin"],
    ] as const
  ).map(([step, right]) => ({
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("warranty" as const),
      order: idx,
      step: fc.constant(step),
      who: who(right),
      part: fc.integer({ min: 1, max: 100 }),
    }),
  })),
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("act" as const),
      order: idx,
      action: fc.constant("cancel" as const),
      who: fc.constantFrom<Who>("buyer", "seller", "admin", "otherBuyer"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("deadline" as const), order: idx, twice: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("gatewayPay" as const),
      order: idx,
      method: fc.constantFrom("qris" as const, "va_bca" as const),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      t: fc.constant("gatewayNotify" as const),
      pay: idx,
      status: fc.constantFrom("settlement" as const, "settlement" as const, "expire" as const),
      copies: fc.integer({ min: 1, max: 3 }),
      late: fc.oneof({ weight: 1, arbitrary: fc.constant(true) }, { weight: 3, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("earlyAlarm" as const), order: idx }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("supplierSettle" as const),
      order: idx,
      status: fc.constantFrom("Sukses" as const, "Sukses" as const, "Gagal" as const),
      post: fc.constantFrom("inOrder" as const, "reversed" as const, "together" as const, "lost" as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("supplierReplay" as const), order: idx }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("supplierPoll" as const), order: idx }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("methodRefund" as const), order: idx, twice: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("withdraw" as const),
      user: fc.nat({ max: 4 }),
      amount: fc.oneof(
        fc.constant("all" as const),
        fc.integer({ min: 1, max: 80 }).map((n) => n * 1_000 + 500),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("settle" as const),
      wd: idx,
      outcome: fc.constantFrom("paid" as const, "rejected" as const),
    }),
  },
);

/** Per run: listing prices (some not multiples of 20, so the 5 % fee rounds), starting deposits, commands. */
const scenarioArb = fc.record({
  prices: fc.tuple(
    ...LISTINGS.map(() =>
      fc.oneof(
        fc.integer({ min: 1, max: 60 }).map((n) => n * 1_000),
        fc.integer({ min: 1, max: 60_000 }),
      ),
    ),
  ),
  funding: fc.tuple(
    ...BUYERS.map(() =>
      fc.oneof(
        fc.constant(0),
        fc.integer({ min: 20, max: 300 }).map((n) => n * 1_000),
      ),
    ),
  ),
  commands: fc.array(commandArb, { minLength: 4, maxLength: 20, size: "max" }),
});
type Scenario = { prices: number[]; funding: number[]; commands: Command[] };

/** What the runs did, printed at the end (the counts docs/reliability.md reports). */
const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);

// ── The model ───────────────────────────────────────────────────────────────

type DepositStatus = "pending" | "approved" | "rejected";
type WithdrawalStatus = "pending" | "paid" | "rejected";

interface ModelOrder {
  id: string;
  key: string;
  line: CheckoutLine;
  buyer: number;
  seller: number;
  listing: number;
  qty: number;
  total: number;
  status: OrderStatus;
  /** Warranty days bought (the listing's at checkout) and the warranty's state once completed. */
  warrantyDays: number;
  warranty: WarrantyStatus | null;
  /** Whether the seller answered the claim (once). */
  answered: boolean;
  /** Whether the buyer's money was ever taken (checkout answers 'paid' from it, refunded or not). */
  paid?: boolean;
  /** The gateway payment (index in `payments`) that paid this order into escrow, if one did. */
  paidBy?: number;
  /** Its refund went back to the payment's method (once). */
  methodRefunded?: boolean;
  /** A top-up of the supplier-mapped listing: its purchase at the supplier and the app's fulfilment row. */
  topUp: {
    script: SupplierScript;
    sim: "none" | SimStatus;
    row: "none" | "pending" | "success" | "failed";
    /** Moved to 'Dikirim' by the supplier's answer. */
    delivered: boolean;
  } | null;
}

interface Model {
  /** Expected balance per ledger account (the globals as start + what this run moved). */
  balances: Map<string, number>;
  deposits: { id: string; user: number; amount: number; status: DepositStatus }[];
  /** Gateway payments: each pays one order; `status` is the app's payment status. */
  payments: {
    id: string;
    order: number;
    fee: number;
    method: "qris" | "va_bca";
    status: "pending" | "settled" | "expired";
    /** What the simulator holds for it (a test control may expire a settled one: then it refunds nothing). */
    sim: "pending" | "settlement" | "expire";
  }[];
  /** `fromDeposit`: the part of `amount` the request took from the Saldo's pre-funded part. */
  withdrawals: { id: string; user: number; amount: number; fromDeposit: number; status: WithdrawalStatus }[];
  orders: ModelOrder[];
  stock: number[];
}

type Money = "pay" | "release" | "refund" | "warranty_release" | "warranty_refund" | null;
/** ARCHITECTURE.md section 3, written out again (not imported) so the model checks the code. */
const RULES: Record<PeopleAction, { from: OrderStatus; who: Who[]; to: OrderStatus; money: Money }[]> = {
  pay: [{ from: S.awaitingPayment, who: ["buyer"], to: S.processing, money: "pay" }],
  cancel: [
    { from: S.awaitingPayment, who: ["buyer", "admin"], to: S.cancelled, money: null },
    { from: S.processing, who: ["seller", "admin"], to: S.cancelled, money: "refund" },
  ],
  ship: [{ from: S.processing, who: ["seller"], to: S.shipped, money: null }],
  confirm: [{ from: S.shipped, who: ["buyer"], to: S.completed, money: "release" }],
  dispute: [{ from: S.shipped, who: ["buyer"], to: S.disputed, money: null }],
  // Moves no money (and is not drawn here: it may happen once, see inspection.test.ts).
  extend_inspection: [{ from: S.shipped, who: ["buyer"], to: S.shipped, money: null }],
  release: [{ from: S.disputed, who: ["admin"], to: S.completed, money: "release" }],
  refund: [{ from: S.disputed, who: ["admin"], to: S.cancelled, money: "refund" }],
};
/** What a passed deadline does in each status (expire, cancel unshipped, auto-confirm). */
/** The roads on from each status, for `advance`. */
const ROADS: Partial<Record<OrderStatus, Command[]>> = {
  [S.awaitingPayment]: [
    { t: "act", order: 0, action: "pay", who: "buyer" },
    { t: "act", order: 0, action: "pay", who: "buyer" },
    { t: "gatewayPay", order: 0, method: "qris" },
    { t: "gatewayPay", order: 0, method: "va_bca" },
    { t: "act", order: 0, action: "cancel", who: "buyer" },
    { t: "deadline", order: 0, twice: false },
  ],
  [S.processing]: [
    { t: "act", order: 0, action: "ship", who: "seller" },
    { t: "act", order: 0, action: "ship", who: "seller" },
    { t: "act", order: 0, action: "ship", who: "seller" },
    { t: "act", order: 0, action: "ship", who: "seller" },
    { t: "act", order: 0, action: "cancel", who: "seller" },
    { t: "act", order: 0, action: "cancel", who: "admin" },
    { t: "deadline", order: 0, twice: true },
  ],
  [S.shipped]: [
    { t: "act", order: 0, action: "confirm", who: "buyer" },
    { t: "act", order: 0, action: "dispute", who: "buyer" },
    { t: "deadline", order: 0, twice: true },
  ],
  [S.disputed]: [
    { t: "act", order: 0, action: "release", who: "admin" },
    { t: "act", order: 0, action: "refund", who: "admin" },
  ],
};

const DEADLINE: Partial<Record<OrderStatus, { to: OrderStatus; money: Money }>> = {
  [S.awaitingPayment]: { to: S.cancelled, money: null },
  [S.processing]: { to: S.cancelled, money: "refund" },
  [S.shipped]: { to: S.completed, money: "release" },
};
/** A completed order's deadline is its running warranty's end: the hold goes to the seller. */
const WARRANTY_END = { to: S.completed, money: "warranty_release" as const };
const deadlineOf = (o: ModelOrder) =>
  o.status === S.completed ? (o.warranty === "active" ? WARRANTY_END : undefined) : DEADLINE[o.status];

/** The roads on from a completed order's warranty. */
const warrantyRoad = (step: WarrantyStep, who: Who): Command => ({ t: "warranty", order: 0, step, who, part: 50 });
const WARRANTY_ROADS: Partial<Record<WarrantyStatus, Command[]>> = {
  active: [warrantyRoad("claim_warranty", "buyer"), { t: "deadline", order: 0, twice: true }],
  claimed: [
    warrantyRoad("answer_claim", "seller"),
    warrantyRoad("claim_refund", "admin"),
    { t: "warranty", order: 0, step: "claim_refund", who: "admin", part: 100 },
    warrantyRoad("claim_release", "admin"),
  ],
};
/** The roads of a top-up whose purchase is unsettled: the supplier's answers, or its deadline, or the seller. */
const SUPPLIER_ROADS: Command[] = [
  { t: "supplierSettle", order: 0, status: "Sukses", post: "inOrder" },
  { t: "supplierSettle", order: 0, status: "Sukses", post: "together" },
  { t: "supplierSettle", order: 0, status: "Gagal", post: "reversed" },
  { t: "supplierSettle", order: 0, status: "Sukses", post: "lost" },
  { t: "supplierPoll", order: 0 },
  { t: "supplierReplay", order: 0 },
];
const UNSETTLED_ROADS: Command[] = [
  ...SUPPLIER_ROADS,
  // The ship deadline passing first (refunded), so that the supplier's answers come after it.
  { t: "deadline", order: 0, twice: true },
  { t: "deadline", order: 0, twice: false },
  { t: "act", order: 0, action: "ship", who: "seller" },
];
const roadsOf = (o: ModelOrder) =>
  o.topUp?.row === "pending"
    ? o.status === S.processing
      ? UNSETTLED_ROADS
      : SUPPLIER_ROADS
    : o.status === S.completed && o.warranty
      ? WARRANTY_ROADS[o.warranty]
      : o.status === S.cancelled && o.paidBy !== undefined && !o.methodRefunded
        ? METHOD_REFUND_ROADS
        : ROADS[o.status];
/** A cancelled order a gateway payment paid: its refund may go back to the method (one tap or two at once). */
const METHOD_REFUND_ROADS: Command[] = [
  { t: "methodRefund", order: 0, twice: false },
  { t: "methodRefund", order: 0, twice: true },
];
type SupplierStep = Extract<Command, { t: "supplierSettle" | "supplierReplay" | "supplierPoll" }>;
const isSupplierStep = (c: Command): c is SupplierStep =>
  c.t === "supplierSettle" || c.t === "supplierReplay" || c.t === "supplierPoll";
type TopUpState = NonNullable<ModelOrder["topUp"]>;
/** Which top-ups a supplier step can change: a purchase pending there, an unsettled fulfilment, any bought one. */
const CAN: Record<SupplierStep["t"], (t: TopUpState) => boolean> = {
  supplierSettle: (t) => t.sim === "Pending",
  supplierPoll: (t) => t.row === "pending",
  supplierReplay: (t) => t.sim !== "none",
};
/** The top-up orders a supplier step picks from (`order` counts them from the newest); every top-up when none can change. */
function supplierPool(orders: ModelOrder[], step: SupplierStep["t"]): ModelOrder[] {
  const topUps = orders.filter((o) => o.topUp);
  const pool = topUps.filter((o) => CAN[step](o.topUp!));
  return pool.length ? pool : topUps;
}
/** The status the supplier's signed callback carries. */
const callbackStatus = (c: SimCallback) => (JSON.parse(c.body) as { data: { status: SimStatus } }).data.status;

/** The `i`-th newest entry of a list (wrapping), or undefined when it is empty. */
function pickNewest<T>(list: T[], i: number): T | undefined {
  return list.length ? list[list.length - 1 - (i % list.length)] : undefined;
}

class World {
  readonly model: Model;
  /** Player IDs typed for top-ups, one per order, so each order's scripted outcome is its own. */
  private players = 0;
  constructor(
    readonly cast: Person[],
    readonly admin: Person,
    readonly listingIds: string[],
    readonly prices: number[],
    globals: Record<string, number>,
    /** The top-up seller's account at the supplier simulator. */
    readonly supplier: string,
  ) {
    this.model = {
      balances: new Map(Object.entries(globals)),
      deposits: [],
      payments: [],
      withdrawals: [],
      orders: [],
      stock: LISTINGS.map(([, stock]) => stock),
    };
  }

  /** The model's whole state as text, to tell steps that changed something from refused ones. */
  fingerprint() {
    const m = this.model;
    return JSON.stringify([
      [...m.balances],
      m.deposits,
      m.payments,
      m.withdrawals,
      m.orders.map((o) => [o.status, o.warranty, o.answered, o.topUp, o.methodRefunded]),
      m.stock,
    ]);
  }

  bal(accountId: string) {
    return this.model.balances.get(accountId) ?? 0;
  }
  add(accountId: string, amount: number) {
    this.model.balances.set(accountId, this.bal(accountId) + amount);
  }
  /** A user's Saldo: proceeds & refunds (wallet:{id}) plus pre-funded money (wallet:{id}:deposit). */
  saldo(userId: string) {
    return this.bal(account.wallet(userId)) + this.bal(account.depositWallet(userId));
  }
  /**
   * Takes `amount` from the Saldo as the ledger must: a purchase the pre-funded part first, money
   * leaving the platform the proceeds first. Returns the part taken from the pre-funded money.
   */
  draw(userId: string, amount: number, first: "deposit" | "proceeds") {
    const deposit = account.depositWallet(userId);
    const proceeds = account.wallet(userId);
    const fromDeposit =
      first === "deposit" ? Math.min(amount, this.bal(deposit)) : Math.max(0, amount - this.bal(proceeds));
    this.add(deposit, -fromDeposit);
    this.add(proceeds, -(amount - fromDeposit));
    return fromDeposit;
  }

  /** Applies an order's money effect to the model (the same legs the ledger must write). */
  moneyOf(order: ModelOrder, money: Money, from: OrderStatus, refund = 0, { viaGateway = false } = {}) {
    if (money === "pay") order.paid = true;
    const buyer = account.wallet(this.cast[order.buyer]!.id);
    const escrow = account.escrow(order.id);
    const seller = this.cast[order.seller]!.id;
    const hold = account.warranty(seller, order.id);
    /** The seller's share of `amount` from `source`: less the 5 % fee, which the platform keeps. */
    const toSeller = (source: string, amount: number) => {
      const fee = platformFee(amount);
      this.add(source, -amount);
      this.add(account.wallet(seller), amount - fee);
      this.add(account.platformFees, fee);
    };
    if (money === "release" && order.warrantyDays > 0) {
      // Completed with a warranty: the escrow waits in the seller's warranty hold.
      this.add(escrow, -order.total);
      this.add(hold, order.total);
      order.warranty = "active";
      return;
    }
    if (money === "warranty_release") return toSeller(hold, order.total);
    if (money === "warranty_refund") {
      this.add(hold, -refund);
      this.add(buyer, refund);
      if (order.total > refund) toSeller(hold, order.total - refund);
      return;
    }
    if (money === "pay") {
      // From the Saldo (pre-funded money first), or straight from the gateway.
      if (!viaGateway) this.draw(this.cast[order.buyer]!.id, order.total, "deposit");
      this.add(escrow, order.total);
      this.model.stock[order.listing]! -= order.qty;
    } else if (money === "refund") {
      this.add(escrow, -order.total);
      this.add(buyer, order.total);
      // Cancelled before shipping: the item goes back on sale.
      if (from === S.processing) this.model.stock[order.listing]! += order.qty;
    } else if (money === "release") {
      toSeller(escrow, order.total);
    }
  }

  /** A top-up just paid is bought at once (the room's run right after paying): the first answer applies. */
  bought(order: ModelOrder) {
    const t = order.topUp;
    if (!t) return;
    t.row = "pending";
    const first = { success: "Sukses", failed: "Gagal", wrong_number: "Gagal", pending: "Pending", silent: "Pending" };
    t.sim = first[t.script.outcome] as SimStatus;
    count(`top-up bought (${t.script.outcome})`);
    this.answered(order, t.sim);
  }

  /** The supplier's answer (a callback or a poll) reaches the app: it settles a pending fulfilment once. */
  answered(order: ModelOrder, status: SimStatus) {
    const t = order.topUp!;
    if (t.row !== "pending" || status === "Pending") return;
    t.row = status === "Sukses" ? "success" : "failed";
    if (order.status !== S.processing) {
      count(`supplier ${status} after the order left ${order.status}: no money moves`);
      return;
    }
    if (status === "Sukses") {
      order.status = S.shipped;
      t.delivered = true;
      count("supplier delivered");
    } else {
      this.moneyOf(order, "refund", order.status);
      order.status = S.cancelled;
      count("supplier failure refunded");
    }
  }

  personFor(order: ModelOrder, w: Who): Person {
    if (w === "buyer") return this.cast[order.buyer]!;
    if (w === "seller") return this.cast[order.seller]!;
    if (w === "admin") return this.admin;
    if (w === "otherBuyer") return this.cast[BUYERS.find((b) => b !== order.buyer)!]!;
    return this.cast[SELLERS.find((s) => s !== order.seller)!]!;
  }

  room(orderId: string) {
    return env.ORDER_ROOM.get(env.ORDER_ROOM.idFromName(orderId));
  }

  /**
   * An `advance` as the concrete command it stands for now: the next step of one of the newest open
   * orders, or a new checkout when no order is open.
   */
  resolve(cmd: Command): Command {
    if (cmd.t !== "advance") return cmd;
    const orders = this.model.orders;
    const order = pickNewest(
      orders.filter((o) => roadsOf(o)),
      cmd.order,
    );
    if (!order)
      return {
        t: "checkout",
        buyer: BUYERS[cmd.choice % BUYERS.length]!,
        listing: cmd.choice % LISTINGS.length,
        qty: 1,
        script: cmd.script,
      };
    const roads = roadsOf(order)!;
    const road = roads[cmd.choice % roads.length]!;
    // Supplier steps count their own pool of top-up orders.
    const among = isSupplierStep(road) ? supplierPool(orders, road.t) : orders;
    return { ...road, order: Math.max(0, among.length - 1 - among.indexOf(order)) } as Command;
  }

  /** Runs one command against the real system and the model; expects the same answer from both. */
  async run(cmd: Command): Promise<void> {
    const m = this.model;
    const pick = pickNewest;
    switch (cmd.t) {
      case "advance":
        return; // resolved before running (see `resolve`)
      case "deposit": {
        const user = this.cast[cmd.user]!;
        const result = await requestDeposit(db(), user.id, { amount: cmd.amount, method: cmd.method });
        expect(result.ok).toBe(true);
        if (result.ok)
          // The wallet receives the whole transfer: the amount plus the unique code (not the admin fee).
          m.deposits.push({
            id: result.deposit.id,
            user: cmd.user,
            amount: cmd.amount + (result.deposit.uniqueCode ?? 0),
            status: "pending",
          });
        return;
      }
      case "approve": {
        const dep = pick(m.deposits, cmd.dep);
        if (!dep) return;
        const tries = cmd.twice ? 2 : 1;
        const results = await Promise.all(
          Array.from({ length: tries }, () => approveDeposit(db(), dep.id, this.admin.id)),
        );
        const expectedOk = dep.status === "pending" ? 1 : 0;
        expect(results.filter((r) => r.ok)).toHaveLength(expectedOk);
        expect(results.filter((r) => !r.ok)).toEqual(
          Array(tries - expectedOk).fill({ ok: false, reason: "already_processed" }),
        );
        if (dep.status === "pending") {
          dep.status = "approved";
          this.add(account.externalDeposits, -dep.amount);
          this.add(account.depositWallet(this.cast[dep.user]!.id), dep.amount);
        }
        return;
      }
      case "rejectDeposit": {
        const dep = pick(m.deposits, cmd.dep);
        if (!dep) return;
        const result = await rejectDeposit(db(), dep.id, this.admin.id, "Transfer tidak ditemukan");
        expect(result.ok).toBe(dep.status === "pending");
        if (dep.status === "pending") dep.status = "rejected";
        return;
      }
      case "checkout": {
        const buyer = this.cast[cmd.buyer]!;
        const listingId = this.listingIds[cmd.listing]!;
        const price = this.prices[cmd.listing]!;
        // A top-up is bought one at a time, for a player ID whose outcome the supplier has scripted.
        const topUp = cmd.listing === TOP_UP;
        const qty = topUp ? 1 : cmd.qty;
        const userInputData: Record<string, string> = {};
        if (topUp) {
          Object.assign(userInputData, { user_id: String(100_000_000 + ++this.players), zone_id: "2558" });
          const customerNo = `${userInputData.user_id}2558`;
          await simControl("/outcomes", { username: this.supplier, customerNo, ...cmd.script });
        }
        const line: CheckoutLine = { listingId, quantity: qty, expectedPrice: price, userInputData };
        const key = crypto.randomUUID();
        const [result] = await checkout({ db: db(), env }, buyer, [line], key);
        if (m.stock[cmd.listing]! < qty) {
          expect(result).toEqual({
            listingId,
            ok: false,
            problem: { kind: "out_of_stock", stock: m.stock[cmd.listing] },
          });
          return;
        }
        expect(result).toMatchObject({ listingId, ok: true });
        if (!result?.ok) return;
        const order: ModelOrder = {
          id: result.orderId,
          key,
          line,
          buyer: cmd.buyer,
          seller: LISTINGS[cmd.listing]![0],
          listing: cmd.listing,
          qty,
          total: price * qty,
          status: S.awaitingPayment,
          warrantyDays: LISTINGS[cmd.listing]![2],
          warranty: null,
          answered: false,
          topUp: topUp ? { script: cmd.script, sim: "none", row: "none", delivered: false } : null,
        };
        m.orders.push(order);
        const canPay = this.saldo(buyer.id) >= order.total;
        if (canPay) {
          this.moneyOf(order, "pay", order.status);
          order.status = S.processing;
          this.bought(order);
        }
        // Checkout answers whether the money was taken: a top-up its supplier failed at once is paid and refunded already.
        expect(result.paid, "paid at checkout").toBe(canPay);
        if (!canPay) {
          expect(result.reason).toBe("insufficient_balance");
        }
        return;
      }
      case "retryCheckout": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const again = await checkout({ db: db(), env }, this.cast[order.buyer]!, [order.line], order.key);
        const same = { listingId: order.line.listingId, ok: true, orderId: order.id };
        if (order.status !== S.awaitingPayment) {
          expect(again).toEqual([{ ...same, paid: order.paid === true }]);
          return;
        }
        // The same request again, its order still unpaid: it tries to pay again (at most once).
        const wallet = this.saldo(this.cast[order.buyer]!.id);
        if (wallet < order.total) {
          expect(again).toEqual([{ ...same, paid: false, reason: "insufficient_balance" }]);
        } else if (m.stock[order.listing]! < order.qty) {
          expect(again).toEqual([{ ...same, paid: false, reason: "out_of_stock" }]);
        } else {
          this.moneyOf(order, "pay", order.status);
          order.status = S.processing;
          this.bought(order);
          expect(again).toEqual([{ ...same, paid: true }]);
        }
        return;
      }
      case "act": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const person = this.personFor(order, cmd.who);
        const extra =
          cmd.action === "ship"
            ? { deliveryInfo: "v1:model:test" }
            : cmd.action === "dispute"
              ? { disputeReason: "Akun tidak bisa login", disputeEvidence: ["Tangkapan layar"] }
              : {};
        const result = await this.room(order.id).act({ orderId: order.id, action: cmd.action, by: person, extra });
        const rule = RULES[cmd.action].find((r) => r.from === order.status && r.who.includes(cmd.who));
        const funded =
          cmd.action !== "pay" ||
          (this.saldo(this.cast[order.buyer]!.id) >= order.total && m.stock[order.listing]! >= order.qty);
        const allowed = !!rule && funded;
        expect(result.ok, `${cmd.who} ${cmd.action} in ${order.status}`).toBe(allowed);
        if (rule && allowed) {
          this.moneyOf(order, rule.money, order.status);
          order.status = rule.to;
          if (rule.money === "release" && order.warranty === "active") count("completed into the warranty hold");
          if (rule.money === "pay") this.bought(order);
        }
        return;
      }
      case "warranty": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const person = this.personFor(order, cmd.who);
        const refund = Math.max(1, Math.floor((order.total * cmd.part) / 100));
        const claim: ClaimStep =
          cmd.step === "claim_warranty"
            ? { kind: "file", id: newId("clm"), reason: "recovered", description: "Akun ditarik kembali", evidence: [] }
            : cmd.step === "answer_claim"
              ? { kind: "answer", answer: "Saya amankan ulang akunnya", offer: "resecure" }
              : { kind: "decide", reason: "Keputusan model", refundAmount: refund };
        const result = await this.room(order.id).act({ orderId: order.id, action: cmd.step, by: person, claim });
        const right = {
          claim_warranty: "buyer",
          answer_claim: "seller",
          claim_release: "admin",
          claim_refund: "admin",
        }[cmd.step];
        const from = cmd.step === "claim_warranty" ? "active" : "claimed";
        const allowed =
          order.status === S.completed &&
          order.warranty === from &&
          cmd.who === right &&
          !(cmd.step === "answer_claim" && order.answered);
        expect(result.ok, `${cmd.who} ${cmd.step} with warranty ${order.warranty} in ${order.status}`).toBe(allowed);
        if (!allowed) return;
        count(`warranty ${cmd.step}`);
        if (cmd.step === "claim_warranty") order.warranty = "claimed";
        else if (cmd.step === "answer_claim") order.answered = true;
        else if (cmd.step === "claim_release") {
          this.moneyOf(order, "warranty_release", order.status);
          order.warranty = "released";
        } else {
          this.moneyOf(order, "warranty_refund", order.status, refund);
          order.warranty = "refunded";
        }
        return;
      }
      case "deadline":
      case "earlyAlarm": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const room = this.room(order.id);
        const step = deadlineOf(order);
        if (cmd.t === "deadline") {
          // The deadline passes: as if 24 h / 72 h went by.
          await env.DB.prepare("UPDATE orders SET deadline_at = ? WHERE id = ? AND deadline_at IS NOT NULL")
            .bind(Date.now() - 1, order.id)
            .run();
        }
        // A dispute's alarm is its case's (the seller's reminder, the escalation to staff; once staff's
        // deadline passed, none): it moves no money and the status stays (dispute-case.test.ts).
        // A claimed warranty's alarm is its case's too: the passed deadline sends the unanswered claim
        // to staff (no money), and the seller can no longer answer it.
        if (order.status === S.disputed || (order.status === S.completed && order.warranty === "claimed")) {
          await runDurableObjectAlarm(room);
          if (cmd.t === "deadline" && order.status === S.completed) order.answered = true;
          return;
        }
        // Every open status with a deadline has its alarm scheduled; closed ones have none.
        expect(await runDurableObjectAlarm(room), `alarm scheduled in ${order.status}`).toBe(!!step);
        // A top-up still pending at its supplier is asked once more at its deadline: an answer the
        // supplier already has (callbacks lost) settles it instead of the refund.
        const asked = order.topUp?.row === "pending" && order.status === S.processing && cmd.t === "deadline";
        if (asked && order.topUp!.sim !== "none") this.answered(order, order.topUp!.sim);
        if (asked && order.status !== S.processing) count("deadline: the supplier's answer settled it");
        else if (cmd.t === "deadline" && step) {
          const from = order.status;
          this.moneyOf(order, step.money, from);
          order.status = step.to;
          if (order.warranty === "active" && from !== S.completed) count("completed into the warranty hold");
          if (step === WARRANTY_END) {
            order.warranty = "released";
            count("warranty released at its end");
          }
        }
        if (cmd.t === "deadline" && cmd.twice) {
          // The alarm delivered again: nothing left to do — nothing scheduled, or (a warranty just
          // started) the warranty's end, which is still far: an early alarm that changes nothing.
          expect(await runDurableObjectAlarm(room)).toBe(!!deadlineOf(order));
          await runInDurableObject(room, (r: OrderRoom) => r.alarm());
        }
        return;
      }
      case "gatewayPay": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const buyer = this.cast[order.buyer]!;
        const result = await startOrderPayment(
          { db: db(), env },
          { id: buyer.id, name: "Model", email: `${buyer.id}@pasargame.test` },
          [order.id],
          cmd.method,
        );
        // One open transaction per order (issue 30): while one can still be paid, a second start is
        // refused (the checkout route reuses or first closes the open one).
        const open = m.payments.some((p) => p.order === m.orders.indexOf(order) && p.status === "pending");
        const payable = order.status === S.awaitingPayment && order.total >= GATEWAY_MIN_AMOUNT && !open;
        expect(result.ok, `gateway payment of an order in ${order.status} (${order.total})`).toBe(payable);
        if (result.ok) {
          const { fee } = paymentTotal(paymentMethod(cmd.method)!, order.total);
          m.payments.push({
            id: result.paymentId,
            order: m.orders.indexOf(order),
            fee,
            method: cmd.method,
            status: "pending",
            sim: "pending",
          });
        }
        return;
      }
      case "gatewayNotify": {
        // Mostly a payment still waiting (so that settlements land), else any (repeats, late ones).
        const waiting = m.payments.filter((p) => p.status === "pending");
        const payment = pick(waiting.length && cmd.copies < 3 ? waiting : m.payments, cmd.pay);
        if (!payment) return;
        const sim = (path: string, body: object) =>
          env.PAYMENT_GATEWAY!.fetch(`https://sim.pasargame.test/_sim/transactions/${payment.id}/${path}`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ deliver: false, ...body }),
          });
        const answer = cmd.late
          ? await sim("notify", { status: "pending" })
          : await sim("status", { status: cmd.status });
        expect(answer.status).toBe(200);
        const { notification } = (await answer.json()) as { notification: unknown };
        const deliveries = await Promise.all(
          Array.from({ length: cmd.copies }, () =>
            SELF.fetch("https://pasargame.test/payments/midtrans/notification", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(notification),
            }),
          ),
        );
        expect(deliveries.map((r) => r.status)).toEqual(Array(cmd.copies).fill(200));
        if (cmd.late) {
          // A late notification: the status read says what the simulator holds, already applied.
          return;
        }
        payment.sim = cmd.status;
        if (cmd.status === "expire") {
          if (payment.status === "pending") payment.status = "expired";
          return;
        }
        if (payment.status === "settled") return;
        payment.status = "settled";
        const order = m.orders[payment.order]!;
        this.add(account.externalGateway, -(order.total + payment.fee));
        this.add(account.platformPaymentFees, payment.fee);
        if (order.status === S.awaitingPayment && m.stock[order.listing]! >= order.qty) {
          // gateway → escrow (the Saldo is not touched)
          this.moneyOf(order, "pay", order.status, 0, { viaGateway: true });
          order.paidBy = m.payments.indexOf(payment);
          order.status = S.processing;
          this.bought(order);
        } else {
          // The order could no longer be paid: the buyer's wallet receives the money.
          this.add(account.wallet(this.cast[order.buyer]!.id), order.total);
        }
        return;
      }
      case "supplierSettle": {
        const order = pick(supplierPool(m.orders, cmd.t), cmd.order);
        const t = order?.topUp;
        if (!order || t?.sim !== "Pending") return;
        const settled = await simControl("/settle", {
          username: this.supplier,
          refId: order.id,
          status: cmd.status,
          deliver: false,
        });
        t.sim = cmd.status;
        const signed = settled.callbacks as SimCallback[];
        const callbacks = cmd.post === "lost" ? [] : cmd.post === "reversed" ? [...signed].reverse() : signed;
        const seller = this.cast[order.seller]!.id;
        const answers =
          cmd.post === "together"
            ? await Promise.all(callbacks.map((c) => postCallback(seller, c)))
            : await callbacks.reduce<Promise<Response[]>>(
                async (done, c) => [...(await done), await postCallback(seller, c)],
                Promise.resolve([]),
              );
        expect(answers.map((r) => r.status)).toEqual(callbacks.map(() => 200));
        if (callbacks.length) this.answered(order, cmd.status);
        return;
      }
      case "supplierReplay": {
        const order = pick(supplierPool(m.orders, cmd.t), cmd.order);
        if (!order || order.topUp!.sim === "none") return;
        const purchase = (await purchasesOf(this.supplier)).find((p) => p.ref_id === order.id);
        expect(purchase, `the supplier's purchase of ${order.id}`).toBeDefined();
        for (const c of [...purchase!.callbacks].reverse()) {
          expect((await postCallback(this.cast[order.seller]!.id, c)).status).toBe(200);
          this.answered(order, callbackStatus(c));
        }
        return;
      }
      case "methodRefund": {
        const order = pick(m.orders, cmd.order);
        if (!order) return;
        const results = await Promise.all(
          Array.from({ length: cmd.twice ? 2 : 1 }, () => refundToMethod(env, order.id)),
        );
        const payment = order.paidBy === undefined ? null : m.payments[order.paidBy]!;
        const buyer = this.cast[order.buyer]!.id;
        const refundable =
          order.status === S.cancelled &&
          payment?.method === "qris" &&
          !order.methodRefunded &&
          this.saldo(buyer) >= order.total;
        const done = results.filter((r) => r.ok);
        expect(done.length, `refund to the method of an order in ${order.status}`).toBe(refundable ? 1 : 0);
        if (!refundable || !payment) return;
        order.methodRefunded = true;
        if (payment.sim !== "settlement") {
          // The provider refuses a transaction it does not hold as settled: the money stays in the wallet.
          expect(done[0]).toEqual({ ok: true, status: "failed" });
          return;
        }
        expect(done[0]).toEqual({ ok: true, status: "done" });
        // Money leaving the platform: proceeds and refunds first. (A refused refund above moved
        // nothing in the end: its reversal put back exactly the parts it took.)
        this.draw(buyer, order.total, "proceeds");
        this.add(account.platformPaymentFees, -payment.fee);
        this.add(account.externalGateway, order.total + payment.fee);
        return;
      }
      case "supplierPoll": {
        const order = pick(supplierPool(m.orders, cmd.t), cmd.order);
        const t = order?.topUp;
        if (!order || !t) return;
        const row = await env.DB.prepare("SELECT next_poll_at AS due FROM top_up_fulfilments WHERE order_id = ?")
          .bind(order.id)
          .first<{ due: number | null }>();
        const result = await runFulfilment(env, order.id, undefined, Math.max(Date.now(), row?.due ?? 0));
        const state = { Pending: "pending", Sukses: "delivered", Gagal: "failed", none: "skipped" }[t.sim];
        expect(result.state, `poll of a ${t.row} fulfilment, ${t.sim} at the supplier`).toBe(
          t.row === "pending" ? state : "skipped",
        );
        if (t.sim !== "none") this.answered(order, t.sim);
        return;
      }
      case "withdraw": {
        const user = this.cast[cmd.user]!;
        const wallet = this.saldo(user.id);
        const amount = cmd.amount === "all" ? Math.max(wallet, 1) : cmd.amount;
        const result = await requestWithdrawal(db(), user.id, {
          amount,
          method: "bank_transfer",
          bankName: "BCA",
          accountNumber: "1234567890",
          accountName: "Model",
        });
        expect(result.ok, `withdraw ${amount} of ${wallet}`).toBe(wallet >= amount);
        if (result.ok) {
          const fromDeposit = this.draw(user.id, amount, "proceeds");
          m.withdrawals.push({ id: result.withdrawal.id, user: cmd.user, amount, fromDeposit, status: "pending" });
          this.add(account.hold(user.id), amount);
        } else {
          expect(result).toEqual({ ok: false, reason: "insufficient_balance" });
        }
        return;
      }
      case "settle": {
        const wd = pick(m.withdrawals, cmd.wd);
        if (!wd) return;
        const outcome =
          cmd.outcome === "paid"
            ? { status: "paid" as const, transferReference: `TRF-${wd.id.slice(-6)}` }
            : { status: "rejected" as const, reason: "Rekening tidak valid" };
        const result = await settleWithdrawal(db(), wd.id, outcome, this.admin.id);
        if (wd.status === "pending") {
          expect(result).toMatchObject({ ok: true, changed: true });
          wd.status = cmd.outcome;
          const userId = this.cast[wd.user]!.id;
          this.add(account.hold(userId), -wd.amount);
          if (cmd.outcome === "paid") this.add(account.externalPayouts, wd.amount);
          else {
            // Rejected: back into exactly the parts the request took.
            this.add(account.depositWallet(userId), wd.fromDeposit);
            this.add(account.wallet(userId), wd.amount - wd.fromDeposit);
          }
        } else if (wd.status === cmd.outcome) {
          expect(result).toMatchObject({ ok: true, changed: false });
        } else {
          expect(result).toEqual({ ok: false, reason: "already_processed" });
        }
        return;
      }
    }
  }

  /** Everything the model predicts, read back from D1 in one batch. */
  async check(label: string): Promise<void> {
    const m = this.model;
    const inv = await readLedgerInvariants(db());
    expect(inv, `ledger invariants after ${label}`).toEqual({
      totalOfEntries: 0,
      mismatchedAccounts: [],
      negativeAccounts: [],
      unbalancedTransactions: [],
      mismatchedEscrows: [],
      mismatchedWarrantyHolds: [],
      gatewayDifference: 0,
    });

    const userIds = [...this.cast.map((p) => p.id), this.admin.id];
    const accounts = [
      ...userIds.flatMap((id) => [account.wallet(id), account.depositWallet(id), account.hold(id)]),
      ...m.orders.map((o) => account.escrow(o.id)),
      ...m.orders.map((o) => account.warranty(this.cast[o.seller]!.id, o.id)),
      account.platformFees,
      account.externalDeposits,
      account.externalPayouts,
      account.externalGateway,
      account.platformPaymentFees,
    ];
    const list = (n: number) => Array(n).fill("?").join(", ");
    const [balances, orderRows, stockRows, depositRows, withdrawalRows, paymentRows] = await env.DB.batch<
      Record<string, unknown>
    >([
      env.DB.prepare(`SELECT id, balance FROM ledger_accounts WHERE id IN (${list(accounts.length)})`).bind(
        ...accounts,
      ),
      env.DB.prepare(
        `SELECT id, status || ' ' || coalesce(warranty_status, '-') AS status FROM orders WHERE buyer_id IN (${list(userIds.length)})`,
      ).bind(...userIds),
      env.DB.prepare(`SELECT id, stock FROM products WHERE id IN (${list(this.listingIds.length)})`).bind(
        ...this.listingIds,
      ),
      env.DB.prepare(`SELECT id, status FROM deposits WHERE user_id IN (${list(userIds.length)})`).bind(...userIds),
      env.DB.prepare(`SELECT id, status FROM withdrawals WHERE user_id IN (${list(userIds.length)})`).bind(...userIds),
      env.DB.prepare(`SELECT id, status FROM payments WHERE user_id IN (${list(userIds.length)})`).bind(...userIds),
    ]);
    const asMap = (rows: Record<string, unknown>[] | undefined, value: string) =>
      Object.fromEntries((rows ?? []).map((r) => [r.id as string, r[value]]));
    const actualBalances = asMap(balances!.results, "balance");
    expect(Object.fromEntries(accounts.map((a) => [a, actualBalances[a] ?? 0])), `balances after ${label}`).toEqual(
      Object.fromEntries(accounts.map((a) => [a, this.bal(a)])),
    );
    // Pre-funded money comes only from deposits: no user's deposit part exceeds what they deposited.
    for (const [i, person] of this.cast.entries()) {
      const deposited = m.deposits
        .filter((d) => d.user === i && d.status === "approved")
        .reduce((sum, d) => sum + d.amount, 0);
      expect(
        Number(actualBalances[account.depositWallet(person.id)] ?? 0),
        `pre-funded ≤ deposits after ${label}`,
      ).toBeLessThanOrEqual(deposited);
    }
    expect(asMap(orderRows!.results, "status"), `order statuses after ${label}`).toEqual(
      Object.fromEntries(m.orders.map((o) => [o.id, `${o.status} ${o.warranty ?? "-"}`])),
    );
    expect(asMap(stockRows!.results, "stock"), `stock after ${label}`).toEqual(
      Object.fromEntries(this.listingIds.map((id, i) => [id, m.stock[i]])),
    );
    expect(asMap(depositRows!.results, "status"), `deposits after ${label}`).toEqual(
      Object.fromEntries(m.deposits.map((d) => [d.id, d.status])),
    );
    expect(asMap(withdrawalRows!.results, "status"), `withdrawals after ${label}`).toEqual(
      Object.fromEntries(m.withdrawals.map((w) => [w.id, w.status])),
    );
    expect(asMap(paymentRows!.results, "status"), `gateway payments after ${label}`).toEqual(
      Object.fromEntries(m.payments.map((p) => [p.id, p.status])),
    );
    await this.checkRefundsAndSupplier(label);
  }

  /** Each order refunded at most once, never after its supplier delivered; fulfilments and purchases as modelled. */
  async checkRefundsAndSupplier(label: string): Promise<void> {
    const orderIds = this.model.orders.map((o) => o.id);
    if (!orderIds.length) return;
    const { results: refunds } = await env.DB.prepare(
      `SELECT reference AS id, count(*) AS n, group_concat(description) AS what FROM ledger_transactions
       WHERE kind = 'order_refunded' AND reference IN (${orderIds.map(() => "?").join(", ")}) GROUP BY reference`,
    )
      .bind(...orderIds)
      .all<{ id: string; n: number; what: string }>();
    for (const r of refunds) expect(r.n, `refunds of ${r.id} after ${label}: ${r.what}`).toBe(1);
    const topUps = this.model.orders.filter((o) => o.topUp);
    const delivered = new Set(topUps.filter((o) => o.topUp!.delivered).map((o) => o.id));
    // Delivered, the order can still be refunded by staff deciding its dispute ('refund'), nothing else.
    const wrong = refunds.filter((r) => delivered.has(r.id) && !r.what.startsWith("refund "));
    expect(wrong, `delivered top-ups refunded after ${label}`).toEqual([]);
    if (!topUps.length) return;
    const { results: rows } = await env.DB.prepare(
      `SELECT order_id AS id, status FROM top_up_fulfilments WHERE order_id IN (${topUps.map(() => "?").join(", ")})`,
    )
      .bind(...topUps.map((o) => o.id))
      .all<{ id: string; status: string }>();
    const expected = (pickState: (t: NonNullable<ModelOrder["topUp"]>) => string) =>
      Object.fromEntries(topUps.filter((o) => o.topUp!.sim !== "none").map((o) => [o.id, pickState(o.topUp!)]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status])), `fulfilments after ${label}`).toEqual(
      expected((t) => t.row),
    );
    // Bought once per paid top-up, whatever came twice.
    const purchases = await purchasesOf(this.supplier);
    expect(Object.fromEntries(purchases.map((p) => [p.ref_id, p.status])), `purchases after ${label}`).toEqual(
      expected((t) => t.sim),
    );
    expect(purchases).toHaveLength(new Set(purchases.map((p) => p.ref_id)).size);
  }
}

/** Fresh users and listings for one run, the buyers funded through approved deposits. */
async function newWorld(scenario: Scenario): Promise<World> {
  const now = Date.now();
  const run = crypto.randomUUID().slice(0, 8);
  const roles: Role[] = ["buyer", "buyer", "buyer", "seller", "seller"];
  const cast = roles.map((role): Person => ({ id: newId("usr"), role }));
  const admin: Person = { id: newId("usr"), role: "admin" };
  await db()
    .insert(users)
    .values(
      [...cast, admin].map((p, i) => ({
        id: p.id,
        email: `model-${run}-${i}@pasargame.test`,
        username: `model_${run}_${i}`,
        role: p.role,
        createdAt: now,
        updatedAt: now,
      })),
    );
  const listingIds = LISTINGS.map(() => newId("lst"));
  await db()
    .insert(products)
    .values(
      LISTINGS.map(([seller, stock, warrantyDays], i) => ({
        id: listingIds[i]!,
        sellerId: cast[seller]!.id,
        gameSlug: "valorant",
        categorySlug: "akun",
        type: "Akun" as const,
        title: `Akun model ${run} ${i}`,
        price: scenario.prices[i]!,
        stock,
        warrantyDays,
        createdAt: now,
        updatedAt: now,
        ...(i === TOP_UP && {
          gameSlug: "mobile-legends",
          categorySlug: "top-up",
          type: "Top Up" as const,
          title: `86 Diamond model ${run}`,
          requiredInputs: [
            { id: "user_id", label: "User ID", type: "text" as const },
            { id: "zone_id", label: "Zone ID", type: "text" as const },
          ],
          // The simulator's price (Rp19.200) is always within the maximum: no purchase is refused for it.
          supplierSku: "ml86",
          supplierMaxPrice: 1_000_000,
        }),
      })),
    );
  const supplier = await connectSupplier(cast[LISTINGS[TOP_UP]![0]]!.id, 1_000_000_000);
  const globals = [
    account.platformFees,
    account.externalDeposits,
    account.externalPayouts,
    account.externalGateway,
    account.platformPaymentFees,
  ];
  const rows = await env.DB.prepare(`SELECT id, balance FROM ledger_accounts WHERE id IN (?, ?, ?, ?, ?)`)
    .bind(...globals)
    .all<{ id: string; balance: number }>();
  const start = Object.fromEntries(globals.map((g) => [g, rows.results.find((r) => r.id === g)?.balance ?? 0]));
  const world = new World(cast, admin, listingIds, scenario.prices, start, supplier);
  for (const [i, amount] of scenario.funding.entries()) {
    if (amount === 0) continue;
    await world.run({ t: "deposit", user: BUYERS[i]!, amount, method: "GoPay" });
    await world.run({ t: "approve", dep: world.model.deposits.length - 1, twice: false });
  }
  return world;
}

const describeCommand = (c: Command) => JSON.stringify(c);

const property = fc.asyncProperty(scenarioArb, async (scenario) => {
  // The rooms of earlier runs leave memory (their storage stays), as idle Durable Objects do.
  await abortAllDurableObjects();
  const world = await newWorld(scenario);
  await world.check("funding");
  for (const [i, drawn] of scenario.commands.entries()) {
    const cmd = world.resolve(drawn);
    const before = world.fingerprint();
    await world.run(cmd);
    const label = cmd.t === "act" ? `${cmd.action} by ${cmd.who}` : cmd.t;
    count(`${label}: ${world.fingerprint() === before ? "refused or no-op" : "changed state"}`);
    await world.check(`step ${i + 1} ${describeCommand(cmd)}${drawn === cmd ? "" : " (advance)"}`);
  }
});

describe("money model (fast-check against the real workers)", () => {
  for (const { seed, path, note } of REGRESSION_SEEDS) {
    it(`replays regression seed ${seed} (${note})`, async () => {
      await fc.assert(property, { seed, path, endOnFailure: true });
    }, 60_000);
  }

  it(
    `holds the ledger invariants and matches the model after every step (${RUNS} runs)`,
    async () => {
      const details = await fc.check(property, { numRuns: RUNS, ...(SEED ? { seed: Number(SEED) } : {}) });
      if (details.failed) {
        // Keep the failing run: add `{ seed, path }` to REGRESSION_SEEDS.
        throw new Error(
          `Model run failed — seed ${details.seed}, path "${details.counterexamplePath}":\n${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`,
        );
      }
      expect(details.numRuns).toBe(RUNS);
      const steps = [...tally.values()].reduce((a, b) => a + b, 0);
      console.log(
        `money model: ${RUNS} runs, ${steps} steps\n` +
          [...tally]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => `  ${k}: ${v}`)
            .join("\n"),
      );
    },
    Math.max(240_000, RUNS * 2_000),
  );
});
