/**
 * Staff's promotion announcement ('Kirim Promosi'): one notification of the marketing kind for each
 * active person who consented to marketing by e-mail or push, written in one statement with its
 * audit row; the dispatcher mails and pushes it after the response, asking the consent again at
 * fan-out and at sending, so a consent withdrawn in between stops it.
 */
import { sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic } from "~/db/client.server";
import { notifications, users } from "~/db/schema";
import { MARKETING_KIND } from "~/modules/notifications/kinds";
import { channelOnSql } from "~/modules/notifications/prefs.server";
import { auditStatement } from "./audit.server";

type Ctx = Pick<AppLoadContext, "db">;

const consenting = sql`${users.status} = 'active' AND ${users.deletedAt} IS NULL AND ${users.guestAt} IS NULL
  AND (${channelOnSql(sql`${users.id}`, sql`${MARKETING_KIND}`, "email")}
    OR ${channelOnSql(sql`${users.id}`, sql`${MARKETING_KIND}`, "push")})`;

/** How many people would receive a promotion now. */
export async function consentingCount(ctx: Ctx): Promise<number> {
  const row = await ctx.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${users} WHERE ${consenting}`);
  return row?.n ?? 0;
}

/** Writes the announcement for every consenting person; returns how many. */
export async function sendPromotion(
  ctx: Ctx,
  input: { title: string; body: string; link: string | null; staffId: string },
  now = Date.now(),
): Promise<number> {
  const [written] = await atomic(ctx.db, [
    sql`INSERT INTO ${notifications} (id, user_id, title, body, link, kind, created_at)
      SELECT 'ntf_' || lower(hex(randomblob(16))), ${users.id}, ${input.title}, ${input.body}, ${input.link},
        ${MARKETING_KIND}, ${now}
      FROM ${users} WHERE ${consenting}`,
    auditStatement(
      {
        actorId: input.staffId,
        action: "promotion_sent",
        targetType: "promotion",
        targetId: String(now),
        before: null,
        after: { title: input.title, link: input.link },
      },
      sql`1`,
      now,
    ),
  ]);
  return written?.meta.changes ?? 0;
}
