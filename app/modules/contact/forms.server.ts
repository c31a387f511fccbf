/**
 * The contact form's schema for `parseForm`: the four fields, checked by the same pure rules the
 * browser runs before sending (validation.ts), so both sides show the same messages.
 */
import { z } from "zod";
import { validateContact, type ContactInput } from "./validation";

export const contactSchema = z
  .object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() })
  .superRefine((input: ContactInput, ctx) => {
    for (const [field, message] of Object.entries(validateContact(input)))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
