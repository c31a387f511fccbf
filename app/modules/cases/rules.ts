/**
 * A dispute case's rules, browser-safe: the preset reasons, the limits of its forms and how posted
 * video links are checked (http(s) only, shown as links and never as HTML). The case page's forms
 * show the same limits the server enforces (steps.server.ts).
 */
import { CASE_TEXTS as T } from "./texts";

/** Why a buyer complains (the preset reasons, stored as written). */
export const CASE_REASONS = [
  "Akun tidak bisa login",
  "Data tidak sesuai",
  "Akun ditarik kembali",
  "Item belum masuk",
  "Lainnya",
] as const;
export type CaseReason = (typeof CASE_REASONS)[number];
export const isCaseReason = (v: unknown): v is CaseReason => CASE_REASONS.includes(v as CaseReason);

export const CASE_TEXT_MAX_LENGTH = 2000;
export const MAX_CASE_LINKS = 5;
export const CASE_LINK_MAX_LENGTH = 500;

/**
 * The posted links (one per line; blank lines ignored): each must be an absolute http(s) URL.
 * Answers them normalised, or the first problem in words.
 */
export function parseCaseLinks(text: string): { ok: true; links: string[] } | { ok: false; error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > MAX_CASE_LINKS) return { ok: false, error: T.tooManyLinks(MAX_CASE_LINKS) };
  const links: string[] = [];
  for (const line of lines) {
    let url: URL | null = null;
    try {
      url = line.length <= CASE_LINK_MAX_LENGTH ? new URL(line) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname)
      return { ok: false, error: T.badLink(line.slice(0, 80)) };
    links.push(url.href);
  }
  return { ok: true, links };
}
