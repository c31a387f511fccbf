/**
 * What a purchase's line must hold (spec section 5), pure so the buy box (instant feedback, loaded
 * on the first touch) and the server (cart and checkout: the word that counts) apply the same rule:
 * a quantity within the stock and every required extra input filled in — and, where the game's
 * top-up asks for an ID of a known form (./top-up-rules.ts), in that form.
 */
import { LISTING_PAGE_TEXTS } from "./listing-page-texts";
import type { RequiredInput } from "./vocabulary";

/**
 * The form one input must take. The server builds it from the game's rules and sends the listing's
 * own to the page as data, so the browser carries no table of games, only this check.
 */
export interface InputRule {
  /** A regular expression's source (Unicode); the trimmed value must match it whole. */
  pattern: string;
  /** What the buyer reads when it does not: names the field and the expected form. */
  message: string;
  /** "numeric": an ID of digits only, so phones show the number pad. */
  inputMode?: "numeric";
  /** A choice from a fixed list, e.g. Genshin Impact's server: any letter case, kept as listed. */
  options?: string[];
}

/** A listing's required input with the rule its game gives it, if any. */
export type PurchaseInput = RequiredInput & { rule?: InputRule };

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

/** The value as the rule keeps it: a choice as listed ("asia" → "Asia"), anything else as typed. */
export function canonical(rule: InputRule | undefined, value: string): string {
  return rule?.options?.find((option) => option.toLowerCase() === value.toLowerCase()) ?? value;
}

/** Whether `value` (trimmed) has the form the rule asks for; true without a rule. */
export function followsRule(rule: InputRule | undefined, value: string): boolean {
  return !rule || new RegExp(`^(?:${rule.pattern})$`, "u").test(canonical(rule, value));
}

/**
 * The trimmed values of the listing's required inputs, and a message for each blank one or each
 * one not in its rule's form.
 */
export function checkRequiredInputs(
  inputs: PurchaseInput[],
  values: Record<string, string | null | undefined>,
): { data: Record<string, string>; errors: Record<string, string> } {
  const data: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const input of inputs) {
    const value = String(values[input.id] ?? "").trim();
    if (!value) errors[input.id] = LISTING_PAGE_TEXTS.fillInput(input.label);
    else if (!followsRule(input.rule, value)) errors[input.id] = input.rule!.message;
    else data[input.id] = canonical(input.rule, value);
  }
  return { data, errors };
}
