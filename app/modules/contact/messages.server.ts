import type { Db } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { contactMessages } from "~/db/schema";
import { cleanContact, type ContactInput } from "./validation";

/** Contact messages per client IP per hour; more answer 429 (spam guard for a public form). */
export const CONTACT_PER_IP_PER_HOUR = 5;

/** Stores a validated message for the support staff; returns its id. */
export async function saveContactMessage(
  { db }: { db: Db },
  input: ContactInput,
  userId: string | null,
  now = Date.now(),
): Promise<string> {
  const id = newId("msg");
  const values = cleanContact(input);
  await db.insert(contactMessages).values({ id, ...values, userId, createdAt: now });
  return id;
}
