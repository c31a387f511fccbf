/**
 * Consents ('Persetujuan', UU PDP): marketing by e-mail and by push, kept as the notification
 * settings of the marketing kind (no row: not given). A change is written with its record in the
 * data-request log in one batch, and works at once: the marketing send, the dispatcher's fan-out
 * and each channel at sending all read the same setting.
 */
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { atomic } from "~/db/client.server";
import { notificationPrefs } from "~/db/schema";
import { MARKETING_KIND } from "~/modules/notifications/kinds";
import { doneRequest } from "./data-requests.server";
import { CONSENT_TEXTS as T } from "./texts";

type Ctx = Pick<AppLoadContext, "db">;
export interface Consents {
  marketingEmail: boolean;
  marketingPush: boolean;
}
const CHANNEL = { marketingEmail: "email", marketingPush: "push" } as const;
const LABEL = { marketingEmail: T.marketingEmail, marketingPush: T.marketingPush } as const;

export async function loadConsents(ctx: Ctx, userId: string): Promise<Consents> {
  const rows = await ctx.db
    .select({ channel: notificationPrefs.channel, enabled: notificationPrefs.enabled })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, MARKETING_KIND)));
  const on = (channel: string) => rows.some((r) => r.channel === channel && r.enabled === 1);
  return { marketingEmail: on("email"), marketingPush: on("push") };
}

/** Stores the consents that changed, recorded as one consent change; returns what changed (empty: nothing). */
export async function saveConsents(ctx: Ctx, userId: string, next: Partial<Consents>, now = Date.now()) {
  const current = await loadConsents(ctx, userId);
  const changed = (Object.keys(CHANNEL) as (keyof Consents)[]).filter(
    (key) => next[key] !== undefined && next[key] !== current[key],
  );
  if (changed.length === 0) return [];
  const detail = changed.map((key) => T.change(LABEL[key], next[key] ? T.given : T.withdrawn)).join(" ");
  await atomic(ctx.db, [
    ...changed.map((key) =>
      ctx.db
        .insert(notificationPrefs)
        .values({ userId, kind: MARKETING_KIND, channel: CHANNEL[key], enabled: next[key] ? 1 : 0 })
        .onConflictDoUpdate({
          target: [notificationPrefs.userId, notificationPrefs.kind, notificationPrefs.channel],
          set: { enabled: next[key] ? 1 : 0 },
        }),
    ),
    doneRequest(ctx.db, userId, "consent_change", detail, now),
  ]);
  return changed;
}
