/**
 * The identity numbers seller verification asks for, checked the same way in the browser and the
 * server: an NIK is 16 digits whose parts can be real (province 11–94, a day 1–31 or 41–71 for
 * women, a month 1–12, a serial not 0000); an NPWP is 15 digits (the old format, typed with or
 * without its dots and dash) or 16 (the NIK-based one).
 */
import { VERIFICATION_TEXTS as T } from "./texts";

/** The NIK's message, or null when it is well formed. */
export function nikProblem(value: string): string | null {
  const nik = value.trim();
  if (!/^\d{16}$/.test(nik)) return T.nikFormat;
  const province = Number(nik.slice(0, 2));
  const day = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const realDay = (day >= 1 && day <= 31) || (day >= 41 && day <= 71);
  if (province < 11 || province > 94 || !realDay || month < 1 || month > 12 || nik.endsWith("0000"))
    return T.nikInvalid;
  return null;
}

/** The NPWP's digits (dots, dashes and spaces dropped), or null when it is not 15 or 16 digits. */
export function npwpDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d.\s-]{15,25}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[.\s-]/g, "");
  return /^\d{15,16}$/.test(digits) ? digits : null;
}

/** An NIK shown to its owner and in lists: the last four digits only. */
export const maskNik = (nik: string) => `${"•".repeat(Math.max(0, nik.length - 4))}${nik.slice(-4)}`;
