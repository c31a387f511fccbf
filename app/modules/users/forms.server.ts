/** The schemas of Pengaturan's data forms for `parseForm`: a written data request, the consents. */
import { z } from "zod";
import { WRITTEN_KINDS } from "./data-requests.server";
import { DATA_REQUEST_TEXTS as T } from "./texts";

export const DATA_REQUEST_MAX = 1500;

export const dataRequestSchema = z.object({
  kind: z.enum(WRITTEN_KINDS, T.kindInvalid),
  message: z.string().trim().min(1, T.messageRequired).max(DATA_REQUEST_MAX, T.messageTooLong),
});
