/**
 * Fuzzed form posts (fast-check) to every action never produce a 5xx, and no string as the
 * unsubscribe link's token switches anything off (FUZZ_RUNS for more runs; hostile.ts).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { notificationPrefs } from "~/db/schema";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "~/modules/notifications/kinds";
import { newListing, newUser, signedIn, unpaidOrder } from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client, type Client } from "./http";
import { formFor, freshIp, hostileCast, RUNS, weird } from "./hostile";
import { submittedVerification } from "./verification-fixtures";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let admin: Client;

beforeAll(async () => {
  ({ admin } = await hostileCast());
});

describe(`fuzzed form posts never produce a 5xx (${RUNS} runs per action)`, () => {
  let f: {
    buyer: Client;
    seller: Client;
    orderPath: string;
    listingPath: string;
    verificationId: string;
  };
  beforeAll(async () => {
    const b = await newUser("buyer", "fuzz");
    const s = await newUser("seller", "fuzzj");
    const listing = await newListing(s.id, "Akun uji fuzz", 5_000);
    const orderId = await unpaidOrder(b.id, listing.id);
    await insertOrder(b.id, listing.id, "Selesai"); // lets the review form go all the way
    f = {
      buyer: await signedIn(b.id),
      seller: await signedIn(s.id),
      orderPath: `/order/${orderId}`,
      listingPath: listing.path,
      verificationId: (await submittedVerification(s.id)).id,
    };
  });

  const intent = (...names: string[]) => fc.oneof(fc.constantFrom(...names), weird);
  const ACTIONS: [string, () => Client, () => string, fc.Arbitrary<Record<string, string | string[]>>][] = [
    [
      "login",
      () => client(),
      () => "/login",
      formFor(["email", "password", "redirect"], { intent: intent("login", "resend-otp") }),
    ],
    [
      "register",
      () => client(),
      () => "/register",
      formFor(["username", "email", "phone", "role", "password", "confirmPassword"]),
    ],
    ["contact", () => client(), () => "/contact", formFor(["name", "email", "subject", "message"])],
    [
      "checkout",
      () => f.buyer,
      () => "/checkout",
      formFor(["idempotencyKey"], {
        intent: intent("review", "confirm"),
        lines: fc.oneof(
          weird,
          fc
            .array(
              fc.record(
                {
                  listingId: fc.oneof(fc.constantFrom("lst_001", "lst_002"), fc.string({ maxLength: 70 })),
                  quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
                  expectedPrice: fc.oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER), fc.string()),
                  userInputData: fc.dictionary(
                    fc.string({ maxLength: 70 }),
                    fc.oneof(fc.string({ maxLength: 120 }), fc.integer()),
                  ),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 25 },
            )
            .map((v) => JSON.stringify(v)),
        ),
      }),
    ],
    [
      "order actions",
      () => f.buyer,
      () => f.orderPath,
      formFor(["deliveryInfo", "disputeReason", "disputeEvidence", "decisionReason", "confirmed"], {
        intent: intent("pay", "ship", "confirm", "dispute", "release", "refund", "cancel"),
      }),
    ],
    [
      "dispute case (buyer)",
      () => f.buyer,
      () => `${f.orderPath}/case`,
      formFor(["reason", "body", "links"], { intent: intent("dispute", "answer_case", "case_evidence") }),
    ],
    [
      "dispute case (seller)",
      () => f.seller,
      () => `${f.orderPath}/case`,
      formFor(["reason", "body", "links"], { intent: intent("dispute", "answer_case", "case_evidence") }),
    ],
    [
      "wallet deposit/withdraw",
      () => f.buyer,
      () => "/my-account/wallet",
      formFor(
        [
          "amount",
          "method",
          "bankName",
          "otherBankName",
          "accountNumber",
          "accountName",
          "ewalletProvider",
          "ewalletPhoneNumber",
        ],
        { intent: intent("deposit", "withdraw") },
      ),
    ],
    ["review", () => f.buyer, () => f.listingPath, formFor(["rating", "comment"], { intent: intent("review") })],
    [
      "create listing",
      () => f.seller,
      () => "/sell/create-listing",
      formFor([
        "gameSlug",
        "categorySlug",
        "title",
        "description",
        "price",
        "originalPrice",
        "stock",
        "platform",
        "serverRegion",
        "deliveryTime",
        "tags",
        "buyerInputs",
        "customBuyerInputs",
        "imageId",
      ]),
    ],
    [
      "seller dashboard",
      () => f.seller,
      () => "/seller/dashboard",
      formFor(["listingId", "price", "originalPrice", "stock", "confirmed", "amount", "method"], {
        intent: intent("update", "delete", "withdraw"),
      }),
    ],
    [
      "push subscription",
      () => f.buyer,
      () => "/notifications/push",
      formFor(["endpoint", "p256dh", "auth"], {
        intent: intent("subscribe", "unsubscribe"),
        endpoint: fc.oneof(weird, fc.webUrl({ withQueryParameters: true, withFragments: true })),
        p256dh: fc.oneof(weird, fc.base64String({ minLength: 84, maxLength: 92 })),
      }),
    ],
    ["profile", () => f.buyer, () => "/my-account/profile", formFor(["username", "fullName", "phone", "avatarUrl"])],
    [
      "settings",
      () => f.buyer,
      () => "/my-account/settings",
      formFor(["currentPassword", "password", "confirmPassword"]),
    ],
    [
      "data request and consents",
      () => f.buyer,
      () => "/my-account/settings",
      formFor(["kind", "message", "marketingEmail", "marketingPush"], { intent: intent("data_request", "consents") }),
    ],
    [
      "notification settings",
      () => f.buyer,
      () => "/notifications/pengaturan",
      formFor(NOTIFICATION_KINDS.flatMap((k) => NOTIFICATION_CHANNELS.map((c) => `${k}.${c}`))),
    ],
    [
      "unsubscribe link (a forged token)",
      () => client(),
      () => "/notifications/berhenti?token=bm9ib2R5Om9yZGVyX3BhaWQ.AAAA",
      formFor(["List-Unsubscribe", "token", "userId", "kind"]),
    ],
    [
      "admin queues",
      () => admin,
      () => "/admin/deposits",
      formFor(["id", "reason"], { intent: intent("approve", "reject") }),
    ],
    ["admin data requests", () => admin, () => "/admin/data-requests", formFor(["requestId", "note"])],
    ["admin marketing", () => admin, () => "/admin/marketing", formFor(["title", "body", "link"])],
    [
      "seller verification",
      () => f.seller,
      () => "/seller/verification",
      formFor(["fullName", "nik", "address", "taxBasis", "npwp", "turnoverStatement", "ktpUpload", "selfieUpload"]),
    ],
    [
      "admin verification decision",
      () => admin,
      () => `/admin/verifications/${f.verificationId}`,
      formFor(["reason"], { intent: intent("approve", "reject") }),
    ],
    [
      "admin users",
      () => admin,
      () => "/admin/users",
      formFor(["id"], { intent: intent("verify", "unverify", "suspend", "unsuspend") }),
    ],
  ];

  for (const [name, who, path, form] of ACTIONS) {
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(form, async (fields) => {
          const res = await who().post(path(), fields, { "CF-Connecting-IP": freshIp() });
          const body = await res.text();
          if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(fields).slice(0, 400)}`);
          return body !== undefined;
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe("the unsubscribe link's token", () => {
  it(`any string as the token is refused with a 400 (GET and POST), never a 5xx, and switches nothing off`, async () => {
    const before = await db().select().from(notificationPrefs);
    await fc.assert(
      fc.asyncProperty(fc.oneof(weird, fc.string({ maxLength: 600 })), fc.boolean(), async (token, post) => {
        const path = `/notifications/berhenti?token=${encodeURIComponent(token)}`;
        const res = post ? await client().post(path, { "List-Unsubscribe": "One-Click" }) : await client().get(path);
        await res.text();
        return res.status === 400;
      }),
      { numRuns: RUNS },
    );
    expect(await db().select().from(notificationPrefs)).toEqual(before);
  });
});
