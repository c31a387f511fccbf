/**
 * The e-mail channel: a notification through the mailer worker (MAILER), with the link to its page
 * and the kind's signed unsubscribe link. Only the kinds the user has e-mail on for reach it (the
 * dispatcher's fan-out), and the choice is asked again at sending, so an unsubscribe between a
 * failed attempt and its retry is honoured.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Env } from "~/env.server";
import { sendNotificationMail } from "~/modules/auth/mailer.server";
import { isWhatsAppGuest } from "~/modules/guest/buyer.server";
import { orderLink } from "~/modules/guest/link.server";
import { publicOrigin } from "~/utils/public-origin";
import type { Channel } from "./types";
import { KIND_LABELS } from "./kinds";
import { channelOn } from "./prefs.server";
import { unsubscribeUrl } from "./unsubscribe-token.server";

export const emailChannel: Channel = {
  name: "email",
  async send(env: Env, db: Db, n) {
    const origin = publicOrigin(env.PUBLIC_ORIGIN);
    if (!origin || !env.EMAIL_LINK_KEY) {
      console.error("notification mail: PUBLIC_ORIGIN or EMAIL_LINK_KEY is not configured; not mailing", n.id);
      return "skipped";
    }
    if (!(await channelOn(db, n.userId, n.kind, "email"))) return "skipped";
    const user = await db.query.users.findFirst({
      where: eq(users.id, n.userId),
      columns: { email: true, username: true, status: true, guestAt: true },
    });
    if (!user || user.status !== "active") return "skipped";
    // A guest (issue 32) reads their order through its signed link; a WhatsApp-only guest has no mailbox.
    const guest = user.guestAt !== null;
    if (guest && isWhatsAppGuest(user.email)) return "skipped";
    const orderId = /^\/order\/([\w-]{1,100})$/.exec(n.link ?? "")?.[1];
    const link = guest && orderId ? await orderLink(env, orderId) : n.link;
    const sent = await sendNotificationMail(env, {
      email: user.email,
      username: user.username,
      kindLabel: KIND_LABELS[n.kind].label,
      title: n.title,
      body: n.body,
      url: `${origin}${link?.startsWith("/") ? link : "/notifications"}`,
      unsubscribeUrl: await unsubscribeUrl(origin, env.EMAIL_LINK_KEY, n.userId, n.kind),
    });
    if (sent.ok) return "sent";
    console.error("notification mail failed", n.id, sent.status, sent.error);
    // The mailer refused the mail itself (400): another attempt would be refused the same way.
    return sent.status === 400 ? "skipped" : "retry";
  },
};
