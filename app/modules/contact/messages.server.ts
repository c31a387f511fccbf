import type { Db } from "~/db/client.server";
import { newId } from "~/utils/ids";
import { contactMessages } from "~/db/schema";
import { cleanContact, type ContactInput } from "./validation";

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
