/**
 * The complaint service as PP 80/2019 Pasal 27 asks a platform to state it: a contact number and
 * address, the time an answer is promised by, the procedure and where to escalate. Counsel and
 * operations change these through the environment (COMPLAINT_*), never in code; the defaults below
 * are what the site shows until then.
 */
import type { Env } from "~/env.server";
import { displayPhone } from "./support";
import { SUPPORT_WHATSAPP, whatsappLink } from "~/utils/site";

const DEFAULTS = {
  address: "PasarGame, Jl. Jenderal Sudirman Kav. 52–53, Jakarta Selatan 12190",
  hours: "Senin–Jumat 09.00–18.00 WIB, Sabtu 10.00–15.00 WIB",
  responseHours: 48,
};

export interface ComplaintService {
  phone: string;
  phoneHref: string;
  address: string;
  hours: string;
  /** Hours within which staff answer a ticket (its due time). */
  responseHours: number;
}

type ComplaintEnv = Pick<
  Env,
  "COMPLAINT_PHONE" | "COMPLAINT_ADDRESS" | "COMPLAINT_HOURS" | "COMPLAINT_RESPONSE_HOURS" | "SUPPORT_WHATSAPP"
>;

export function complaintService(env: ComplaintEnv): ComplaintService {
  const phone = (env.COMPLAINT_PHONE || env.SUPPORT_WHATSAPP || SUPPORT_WHATSAPP).replace(/\D/g, "");
  const hours = Number(env.COMPLAINT_RESPONSE_HOURS);
  return {
    phone: displayPhone(phone),
    phoneHref: whatsappLink(phone),
    address: env.COMPLAINT_ADDRESS || DEFAULTS.address,
    hours: env.COMPLAINT_HOURS || DEFAULTS.hours,
    responseHours: Number.isInteger(hours) && hours > 0 && hours <= 24 * 14 ? hours : DEFAULTS.responseHours,
  };
}
