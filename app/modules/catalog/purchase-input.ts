/**
 * What a purchase's line must hold (spec section 5), pure so the buy box (instant feedback, loaded
 * on the first touch) and the server (cart and checkout: the word that counts) apply the same rule:
 * a quantity within the stock and every required extra input filled in.
 */
import { LISTING_PAGE_TEXTS } from "./texts";
import type { RequiredInput } from "./vocabulary";

/** A whole number from 1 up to the stock, or the message that explains the range. */
export function parseQuantity(
  raw: string | number | null | undefined,
  stock: number,
): { ok: true; value: number } | { ok: false; message: string } {
  const text = String(raw ?? "").trim();
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > stock)
    return { ok: false, message: LISTING_PAGE_TEXTS.quantityRange(Math.max(stock, 1)) };
  return { ok: true, value };
}

/** The trimmed values of the listing's required inputs, and a message for each blank one. */
export function checkRequiredInputs(
  inputs: RequiredInput[],
  values: Record<string, string | null | undefined>,
): { data: Record<string, string>; errors: Record<string, string> } {
  const data: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    const value = String(values[input.id] ?? "").trim();
    if (value) data[input.id] = value;
    else errors[input.id] = LISTING_PAGE_TEXTS.fillInput(input.label);
  }
  return { data, errors };
}
