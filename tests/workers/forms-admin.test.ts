import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS } from "~/modules/admin/texts";
import { requestDeposit } from "~/modules/wallet/deposits.server";
import * as fixtures from "./fixtures";
import { db } from "./helpers";
import { expectRefusedForm } from "./support/forms";
import { pendingWithdrawal } from "./support/payouts";

const admin = () => fixtures.signedIn("usr_demo_admin");

describe("the staff console's text forms show their problem at their row and keep what was typed", () => {
  it("rejecting a deposit with a reason over 500 characters", async () => {
    const { id: userId } = await fixtures.newUser("buyer", "formdepo");
    const requested = await requestDeposit(db(), userId, { amount: 66_000, method: "Alfamart" });
    if (!requested.ok) throw new Error("deposit refused");
    const reason = "Alasan panjang ".repeat(40).trim();
    const res = await (await admin()).post("/admin/deposits", { intent: "reject", id: requested.deposit.id, reason });
    const html = await expectRefusedForm(res, { messages: [ADMIN_TEXTS.reasonTooLong], kept: { reason } });
    expect(html).toContain(`id="reject-reason-${requested.deposit.id}"`);
  });

  it("marking a withdrawal paid with a reference over 100 characters", async () => {
    const { withdrawalId } = await pendingWithdrawal(20_000);
    const transferReference = "TRF-".repeat(30);
    const res = await (
      await admin()
    ).post("/admin/withdrawals", { intent: "pay", id: withdrawalId, transferReference });
    await expectRefusedForm(res, { messages: [ADMIN_TEXTS.referenceTooLong], kept: { transferReference } });
  });

  it("rejecting a withdrawal with a blank reason", async () => {
    const { withdrawalId } = await pendingWithdrawal(20_000);
    const res = await (await admin()).post("/admin/withdrawals", { intent: "reject", id: withdrawalId, reason: "  " });
    await expectRefusedForm(res, { messages: [ADMIN_TEXTS.reasonRequired], kept: { reason: "  " } });
  });
});
