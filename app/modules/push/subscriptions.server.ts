/**
 * Push subscriptions: what a browser's PushSubscription gives (endpoint, p256dh, auth), validated,
 * stored per user, removed by its owner only. A user keeps at most MAX_PER_USER devices (oldest go).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { pushSubscriptions } from "~/db/schema";
import { AppError, denied } from "~/utils/app-error";
import { newId } from "~/utils/ids";
import { isAllowedPushEndpoint, type LocalPushSwitches } from "./endpoints";
import { PUSH } from "./texts";
import { fromBase64Url } from "./web-push";

export const MAX_PER_USER = 10;

function decodedLength(text: string): number {
  try {
    return fromBase64Url(text).length;
  } catch {
    return -1;
  }
}

/**
 * The subscription form: a push service's endpoint (endpoints.ts; the simulator's stand-in only with
 * the local switches), a P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret.
 */
export function subscriptionSchema(env: LocalPushSwitches) {
  return z.object({
    endpoint: z
      .string()
      .max(1024)
      // No spaces or control characters anywhere (the URL parser would quietly trim or escape them).
      .refine((value) => /^https?:\/\/[\x21-\x7e]+$/.test(value) && isAllowedPushEndpoint(value, env)),
    p256dh: z
      .string()
      .max(100)
      .refine((value) => decodedLength(value) === 65 && fromBase64Url(value)[0] === 4),
    auth: z
      .string()
      .max(40)
      .refine((value) => decodedLength(value) === 16),
  });
}

export type SubscriptionInput = z.infer<ReturnType<typeof subscriptionSchema>>;

export const invalidSubscription = () => new AppError("Data Tidak Valid", PUSH.invalid, 400);

/** A short label of the browser and system ("Chrome · Android"), for the user's list of devices. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /SamsungBrowser\//.test(userAgent)
        ? "Samsung Internet"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} · ${system}` : browser;
}

/**
 * Stores the subscription for `userId`. The same endpoint again (the same browser) updates it; an
 * endpoint another account registered moves to this one only when its keys match (the same browser,
 * another account signed in there) — someone who merely learned the URL cannot take it over.
 */
export async function saveSubscription(db: Db, userId: string, input: SubscriptionInput, userAgent: string | null) {
  const [existing] = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint));
  if (existing && existing.userId !== userId && (existing.p256dh !== input.p256dh || existing.auth !== input.auth)) {
    throw denied("Langganan push ini milik akun lain.");
  }
  const label = deviceLabel(userAgent);
  if (existing) {
    await db
      .update(pushSubscriptions)
      .set({ userId, p256dh: input.p256dh, auth: input.auth, userAgent: label })
      .where(eq(pushSubscriptions.id, existing.id));
  } else {
    await db
      .insert(pushSubscriptions)
      .values({ id: newId("psub"), userId, ...input, userAgent: label, createdAt: Date.now() })
      .onConflictDoNothing();
  }
  // At most MAX_PER_USER devices: the oldest beyond it go.
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  const surplus = rows.slice(0, Math.max(0, rows.length - MAX_PER_USER)).map((r) => r.id);
  for (const id of surplus) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Removes the user's own subscription with this endpoint: "removed", "absent", or "other" (another user's stays). */
export async function removeSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<"removed" | "absent" | "other"> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length > 0) return "removed";
  const [other] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return other ? "other" : "absent";
}

/** How many devices the user has push on. */
export async function countSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
