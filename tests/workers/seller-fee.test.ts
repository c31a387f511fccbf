/**
 * The platform fee as sellers see it: the rate and the net amount on /how-to-sell, the create-listing
 * form, the seller's view of an order and the dashboard's sales figures — each equal to the price
 * minus the fee the ledger takes at release (`platformFee`).
 */
import { describe, expect, it } from "vitest";
import { PLATFORM_FEE_PERCENT, platformFee } from "~/modules/money/constants";
import { formatRupiah } from "~/utils/format";
import { expectLedgerInvariants } from "./helpers";
import { fundedBuyer, newListing, newUser, roomOf, signedIn, unpaidOrder, USERS } from "./fixtures";
import { client } from "./http";

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "");
const FEE_LABEL = `Biaya platform ${PLATFORM_FEE_PERCENT} %`;
const net = (price: number) => price - platformFee(price);

describe("the platform fee shown to sellers", () => {
  it("/how-to-sell names the fee and what the seller receives", async () => {
    const html = await text(await client().get("/how-to-sell"));
    expect(html).toContain(FEE_LABEL);
    expect(html).toMatch(/data-testid="fee-net"[^>]*>Rp95\.000</);
    expect(net(100_000)).toBe(95_000);
  });

  it("home no longer says listing is simply free", async () => {
    const html = await text(await client().get("/"));
    expect(html).not.toContain("Pasang listing gratis dan jangkau");
    expect(html).toContain(`biaya platform ${PLATFORM_FEE_PERCENT} %`);
  });

  it("the create-listing form shows fee and net from the price, without JavaScript", async () => {
    const seller = await signedIn(USERS.seller.id);
    const empty = await text(await seller.get("/sell/create-listing"));
    expect(empty).toContain(FEE_LABEL);
    const price = 123_457;
    const html = await text(await seller.get(`/sell/create-listing?game=valorant&price=${price}`));
    expect(html).toMatch(
      new RegExp(`data-testid="fee-amount"[^>]*>${formatRupiah(platformFee(price)).replaceAll(".", "\\.")}<`),
    );
    expect(html).toContain(`data-testid="fee-net"`);
    expect(html).toMatch(new RegExp(`data-testid="fee-net"[^>]*>${formatRupiah(net(price)).replaceAll(".", "\\.")}<`));
  });

  it("the seller's order page shows the fee and net; the buyer's does not; the dashboard shows gross and net", async () => {
    const seller = await newUser("seller", "biaya");
    const price = 87_654;
    const listing = await newListing(seller.id, "Akun Valorant biaya platform", price, 3);
    const buyer = await fundedBuyer(500_000);
    const orderId = await unpaidOrder(buyer.id, listing.id);
    const room = roomOf(orderId);
    const sellerActor = { id: seller.id, role: "seller" as const };
    expect((await room.act({ orderId, action: "pay", by: buyer })).ok).toBe(true);

    const sellerClient = await signedIn(seller.id);
    const page = await text(await sellerClient.get(`/order/${orderId}`));
    expect(page).toContain(FEE_LABEL);
    expect(page).toContain(`data-testid="seller-fee"`);
    expect(page).toContain(`>${formatRupiah(net(price))}<`);
    const buyerPage = await text(await (await signedIn(buyer.id)).get(`/order/${orderId}`));
    expect(buyerPage).not.toContain(`data-testid="seller-fee"`);

    expect((await room.act({ orderId, action: "ship", by: sellerActor, extra: { deliveryInfo: "v1:a:b" } })).ok).toBe(
      true,
    );
    expect((await room.act({ orderId, action: "confirm", by: buyer })).ok).toBe(true);
    await expectLedgerInvariants();

    const dashboard = await text(await sellerClient.get("/seller/dashboard"));
    expect(dashboard).toContain("Total Penjualan (kotor)");
    expect(dashboard).toMatch(
      new RegExp(`data-testid="stat-total-sales"[^>]*>${formatRupiah(price).replaceAll(".", "\\.")}<`),
    );
    expect(dashboard).toMatch(
      new RegExp(`data-testid="stat-net-sales"[^>]*>${formatRupiah(net(price)).replaceAll(".", "\\.")}<`),
    );
  });
});
