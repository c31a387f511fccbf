/**
 * Who a guest buyer is: the e-mail or WhatsApp number they gave, normalised, and the `users` row
 * kept for it (marked `guest_at`, no password, unverified: it cannot log in), so orders keep a
 * buyer for the ledger and the order room. The same contact finds the same row; an e-mail that
 * belongs to a real account is told to log in instead (docs/decisions/0007-guest-checkout.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sql } from "drizzle-orm";
import { users } from "~/db/schema";
import { dbErrorText } from "~/db/client.server";
import { normalizeEmail, validateEmail } from "~/modules/auth/validation";
import { newId } from "~/utils/ids";

type Ctx = Pick<AppLoadContext, "db">;

/** The e-mail a WhatsApp-only guest's row carries (the column is required and unique; never mailed). */
const WA_MAIL_DOMAIN = "wa.tamu.pasargame.invalid";

export type GuestContact = { kind: "email"; email: string } | { kind: "whatsapp"; phone: string; email: string };

/** An e-mail, or an Indonesian mobile number (08…, 628…, +628…) as 628…; null when it is neither. */
export function parseContact(raw: string): GuestContact | null {
  const value = raw.trim();
  if (!value || value.length > 254) return null;
  if (value.includes("@")) {
    if (validateEmail(value) || value.toLowerCase().endsWith(`@${WA_MAIL_DOMAIN}`)) return null;
    return { kind: "email", email: normalizeEmail(value) };
  }
  const digits = value.replace(/[\s().-]/g, "");
  const match = /^(?:\+?62|0)(8\d{7,12})$/.exec(digits);
  if (!match) return null;
  const phone = `62${match[1]}`;
  return { kind: "whatsapp", phone, email: `${phone}@${WA_MAIL_DOMAIN}` };
}

/** What the guest's receipt and pages name: the e-mail, or the number as typed in Indonesia (08…). */
export function contactLabel(user: { email: string; phone: string | null }): string {
  if (user.email.endsWith(`@${WA_MAIL_DOMAIN}`)) return user.phone ? `0${user.phone.slice(2)}` : user.email;
  return user.email;
}

export const isWhatsAppGuest = (email: string) => email.endsWith(`@${WA_MAIL_DOMAIN}`);

export type GuestBuyer = { id: string; email: string; username: string; fullName: string | null; phone: string | null };

/** The guest row for this contact (made on first use), or `account` when the e-mail is a real account's. */
export async function guestBuyerFor(
  ctx: Ctx,
  contact: GuestContact,
): Promise<{ ok: true; buyer: GuestBuyer } | { ok: false; reason: "account" }> {
  const find = () => ctx.db.query.users.findFirst({ where: sql`lower(${users.email}) = ${contact.email}` });
  const known = await find();
  const answer = (row: NonNullable<typeof known>) =>
    row.guestAt === null || row.status !== "active"
      ? ({ ok: false, reason: "account" } as const)
      : ({ ok: true, buyer: row } as const);
  if (known) return answer(known);
  const id = newId("usr");
  const now = Date.now();
  try {
    await ctx.db.insert(users).values({
      id,
      email: contact.email,
      username: `tamu_${id.slice(-12)}`,
      phone: contact.kind === "whatsapp" ? contact.phone : null,
      role: "buyer",
      passwordHash: null,
      guestAt: now,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // A parallel checkout with the same contact made the row first.
    if (!dbErrorText(error).includes("users_email_unique")) throw error;
  }
  return answer((await find())!);
}
