/**
 * Hostile request bodies and paths: oversize and malformed bodies (with or without a
 * Content-Length) get 413/400, never a 500; malformed percent escapes are a 404; amounts with a
 * decimal point are refused, not read as thousands.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deposits, products, withdrawals } from "~/db/schema";
import { newListing, send, signedIn, USERS } from "./fixtures";
import { db, insertOrder } from "./helpers";
import { client, type Client } from "./http";
import { freshIp, hostileCast, type Cast } from "./hostile";

// Each test walks many real requests through workerd; the whole file stays well under a minute.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let seller: Client;
let admin: Client;
let buyer: Cast["buyer"];

beforeAll(async () => {
  ({ seller, admin, buyer } = await hostileCast());
});

describe("oversize and malformed bodies get a clear 413 or 400", () => {
  const MB2 = 2 * 1024 * 1024;
  let routes: [string, Client][];
  beforeAll(async () => {
    const listing = await newListing(USERS.seller.id, "Akun uji badan permintaan");
    const orderId = await insertOrder(USERS.buyer.id, listing.id, "Dikirim");
    const demoBuyer = await signedIn(USERS.buyer.id);
    routes = [
      ["/login", client()],
      ["/contact", client()],
      ["/checkout", demoBuyer],
      [`/order/${orderId}`, demoBuyer],
      ["/my-account/wallet", demoBuyer],
      ["/sell/create-listing", seller],
      ["/admin/deposits", admin],
    ];
  });

  it("a 2 MB form post is refused with 413 'Permintaan terlalu besar.' before any action runs", async () => {
    for (const [path, c] of routes) {
      const res = await send(c, "POST", path, `a=${"x".repeat(MB2)}`, {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(res.status, path).toBe(413);
      expect(await res.text()).toBe("Permintaan terlalu besar.");
    }
  });

  it("a body that is not a form (JSON, text, broken multipart) sent to a form route is a 400, not a 500", async () => {
    const bodies: [string, string | null][] = [
      ["application/json", '{"email":'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data; boundary=batas", "--batas\r\nrusak"],
      ["multipart/form-data", "tanpa boundary"],
      ["text/plain", null],
    ];
    for (const [path, c] of routes) {
      for (const [type, body] of bodies) {
        const res = await send(c, "POST", path, body, { "Content-Type": type });
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(await res.text()).toBe("Permintaan tidak valid.");
      }
    }
  });

  it("malformed JSON where JSON is expected is a 400 with a message", async () => {
    const ticket = await send(seller, "POST", "/uploads", '{"fileName":', { "Content-Type": "application/json" });
    expect(ticket.status).toBe(400);
    expect(await ticket.json()).toMatchObject({ error: { message: "Permintaan tidak valid." } });

    const payout = await send(client(), "POST", "/internal/payouts/wd_tidak_ada", "{rusak", {
      "Content-Type": "application/json",
      Authorization: `Bearer ${env.PAYOUT_API_TOKEN}`,
    });
    expect(payout.status).toBe(400);
    expect(await payout.json()).toMatchObject({ error: "bad_request", message: "The body must be JSON." });

    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const lines of ["{", "[{]", '"x"', "[]", JSON.stringify([{ listingId: 1, quantity: "a" }])]) {
      const res = await demoBuyer.post("/checkout", { intent: "review", lines });
      expect(res.status, lines).toBe(400);
    }
  });

  it("a form exactly under the limit is still read by the action (the guard only refuses)", async () => {
    const res = await send(client(), "POST", "/login", `email=&password=&pad=${"x".repeat(900 * 1024)}`, {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": freshIp(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Email dan password wajib diisi.");
  });
});

describe("form bodies without a Content-Length are capped as well", () => {
  /** A body of `bytes` in 64 KiB chunks: fetch sends it chunked, with no Content-Length. */
  function chunkedForm(bytes: number) {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a="));
      },
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
  }
  const post = (c: Client, path: string, body: ReadableStream<Uint8Array>) =>
    SELF.fetch(`https://pasargame.test${path}`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        Host: "pasargame.test",
        Origin: "https://pasargame.test",
        Cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      redirect: "manual",
    } as RequestInit);

  it("a 3 MB chunked form post is refused with 413 'Permintaan terlalu besar.'", async () => {
    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const [path, c] of [
      ["/login", client()],
      ["/contact", client()],
      ["/my-account/wallet", demoBuyer],
      ["/sell/create-listing", seller],
    ] as const) {
      const res = await post(c, path, chunkedForm(3 * 1024 * 1024));
      expect(res.status, path).toBe(413);
      expect(await res.text()).toBe("Permintaan terlalu besar.");
    }
  });

  it("a small chunked form post is read by the action as usual", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=&password="));
        controller.close();
      },
    });
    const res = await post(client(), "/login", stream);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Email dan password wajib diisi.");
  });
});

describe("malformed percent escapes in a path are a 404, never a 500", () => {
  it("/avatars/%25.svg is the avatar of the name '%' (decoded once); undecodable names are a 404", async () => {
    const percent = await client().get("/avatars/%25.svg");
    expect(percent.status).toBe(200);
    expect(percent.headers.get("Content-Type")).toBe("image/svg+xml");
    for (const path of ["/avatars/%E0%A4%A.svg", "/avatars/%.svg", "/avatars/%zz.svg", "/avatars/%C3%28.svg"]) {
      const res = await client().get(path);
      expect(res.status, path).toBe(404);
    }
    // A name that decodes once is drawn, and is not decoded a second time ("%2541" is "%41", not "A").
    const ok = await client().get("/avatars/budi%20santoso.svg");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain(">BU<");
    const once = await client().get("/avatars/%2541.svg");
    expect(once.status).toBe(200);
    expect(await once.text()).toContain(">41<");
  });

  it("every route that takes a name or id from the path", async () => {
    const demoBuyer = await signedIn(USERS.buyer.id);
    for (const bad of ["%25", "%E0%A4%A", "%zz"]) {
      for (const [path, c] of [
        [`/user/${bad}`, client()],
        [`/games/${bad}`, client()],
        [`/games/valorant/${bad}`, client()],
        [`/games/valorant/akun/${bad}`, client()],
        [`/images/product_images/${bad}`, client()],
        [`/${bad}`, client()],
        [`/order/${bad}`, demoBuyer],
        [`/payment/${bad}`, demoBuyer],
        [`/my-account/wallet/deposits/${bad}`, demoBuyer],
        [`/admin/disputes/${bad}`, admin],
      ] as const) {
        const res = await c.get(path);
        expect([301, 404], path).toContain(res.status);
      }
      const upload = await send(seller, "PUT", `/uploads/${bad}`, new Uint8Array([1, 2, 3]));
      expect(upload.status, `/uploads/${bad}`).toBe(404);
      const verify = await send(seller, "POST", `/uploads/${bad}`);
      expect(verify.status, `/uploads/${bad}`).toBe(404);
    }
  });
});

describe("amounts with a decimal point are refused, not read as thousands", () => {
  it("a deposit of '100000.5' is refused with the amount's message; '100.000' means one hundred thousand", async () => {
    const c = buyer.c;
    const before = await db().$count(deposits, eq(deposits.userId, buyer.id));
    for (const amount of ["100000.5", "10.00", "1.5", "100.0000", "1..000", ".100", "100.", "1.000.00"]) {
      const res = await c.post("/my-account/wallet", { intent: "deposit", amount, method: "GoPay" });
      expect(res.status, amount).toBe(400);
      const html = await res.text();
      expect(html, amount).toContain("Jumlah Deposit harus lebih dari 0");
    }
    expect(await db().$count(deposits, eq(deposits.userId, buyer.id))).toBe(before);
    const ok = await c.post("/my-account/wallet", { intent: "deposit", amount: "100.000", method: "GoPay" });
    expect(ok.status).toBe(302);
    const rows = await db().select().from(deposits).where(eq(deposits.userId, buyer.id));
    expect(rows.some((r) => r.amount === 100_000)).toBe(true);
  });

  it("a withdrawal of '10000.5' is refused with the amount's message", async () => {
    const res = await buyer.c.post("/my-account/wallet", {
      intent: "withdraw",
      amount: "10000.5",
      method: "bank_transfer",
      bankName: "BCA",
      accountNumber: "1234567890",
      accountName: "Pemilik Desimal",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Jumlah penarikan harus lebih dari 0.");
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, buyer.id));
    expect(rows.some((r) => r.accountName === "Pemilik Desimal")).toBe(false);
  });

  it("a listing priced '15000.5' (or with stock '1.5') is refused with the field's message", async () => {
    const base = {
      gameSlug: "valorant",
      categorySlug: "akun",
      title: "Akun harga desimal",
      description: "Harga berkoma tidak boleh dibaca sebagai ribuan.",
      tags: "",
      price: "15000",
      stock: "3",
      platform: "PC",
      deliveryTime: "Instan",
    };
    for (const price of ["15000.5", "15.0000", "1.5"]) {
      const res = await seller.post("/sell/create-listing", { ...base, price });
      expect(res.status, price).toBe(400);
      expect(await res.text()).toContain("Harga harus berupa angka bulat lebih dari 0.");
    }
    const stock = await seller.post("/sell/create-listing", { ...base, stock: "1.5" });
    expect(stock.status).toBe(400);
    expect(await stock.text()).toContain("Stok harus berupa angka bulat minimal 0.");
    const rows = await db().select().from(products).where(eq(products.title, "Akun harga desimal"));
    expect(rows).toHaveLength(0);
  });
});
