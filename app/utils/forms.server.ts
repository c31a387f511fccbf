/**
 * The one way a form is read on the server: `parseForm(request | formData, schema)` runs a zod
 * schema over the fields and answers `{ ok: true, data }` or the failure shape of utils/forms.ts
 * with every field's messages at once. `failForm` turns a failure into the action's 400 answer;
 * `refuseForm` says no in the same shape after the form was valid (a taken username, a limit).
 */
import { data } from "@remix-run/cloudflare";
import { z } from "zod";
import type { AppError } from "./app-error";
import type { FieldErrors, FormFailure } from "./forms";

export type { FieldErrors, FormFailure } from "./forms";

export type ParsedForm<T> = ({ ok: true; data: T } | ({ ok: false } & FormFailure)) & {
  values: Record<string, string>;
};

/** A typed value is echoed back at most this long. */
const ECHO_MAX = 10_000;
/** Never echoed into a page: passwords of any name, plus the form's own `secret` fields. */
const PASSWORD = /password/i;
/** The message of a rule that forgot its own (a schema should always name its message). */
const FALLBACK = "Isian tidak valid.";

type Entry = FormDataEntryValue | FormDataEntryValue[];

/** The fields as zod reads them: a name sent once is its value, sent more than once a list. */
export function formInput(form: FormData): Record<string, Entry> {
  const input: Record<string, Entry> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    input[key] = all.length === 1 ? all[0]! : all;
  }
  return input;
}

/** What the user typed, to fill the form again: text only, first value, never a secret. */
export function typedValues(form: FormData, secret: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of new Set(form.keys())) {
    const value = form.get(key);
    if (typeof value !== "string" || PASSWORD.test(key) || secret.includes(key)) continue;
    values[key] = value.slice(0, ECHO_MAX);
  }
  return values;
}

/**
 * Every issue under its field (the first part of its path); issues without a field are the form's.
 * A custom issue's `params.title` (see `problem`) becomes its field's title.
 */
export function problemsOf(issues: readonly z.core.$ZodIssue[]) {
  const fieldErrors: FieldErrors = {};
  const titles: Record<string, string> = {};
  let formError: string | null = null;
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) {
      formError ??= issue.message;
      continue;
    }
    const messages = (fieldErrors[String(field)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
    const title = issue.code === "custom" ? (issue.params as { title?: unknown } | undefined)?.title : undefined;
    if (typeof title === "string") titles[String(field)] ??= title;
  }
  return Object.keys(titles).length > 0 ? { fieldErrors, formError, titles } : { fieldErrors, formError };
}

/** The fields an object schema names, also through a `.transform` (a pipe's input). */
function shapeOf(schema: unknown): object {
  const s = schema as { shape?: unknown; in?: unknown };
  if (s.shape && typeof s.shape === "object") return s.shape;
  return s.in ? shapeOf(s.in) : {};
}

/**
 * Reads and checks a form. A field the schema names but the form lacks reads as "" (so a missing
 * field gets the schema's Indonesian message, not zod's). `secret` fields are never echoed.
 */
export async function parseForm<S extends z.ZodType>(
  source: Request | FormData,
  schema: S,
  options: { secret?: readonly string[] } = {},
): Promise<ParsedForm<z.output<S>>> {
  const form = source instanceof Request ? await source.formData() : source;
  const input: Record<string, Entry> = {};
  for (const key of Object.keys(shapeOf(schema))) input[key] = "";
  Object.assign(input, formInput(form));
  const values = typedValues(form, options.secret);
  const parsed = await schema.safeParseAsync(input, { error: () => FALLBACK });
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, ...problemsOf(parsed.error.issues), values };
}

/** A failure from its parts (a check made outside the schema joins the schema's messages). */
export function formFailure(
  values: Record<string, string>,
  problems: { fieldErrors?: FieldErrors; formError?: string | null },
): FormFailure {
  return { fieldErrors: problems.fieldErrors ?? {}, formError: problems.formError ?? null, values };
}

/**
 * The action's answer to a refused form: the failure as data, 400 unless told. `extra` says which
 * form of a page with several it belongs to (`{ form: "deposit" }`, `{ intent: "verify" }`).
 */
export function failForm<Extra extends object = object>(failure: FormFailure, status = 400, extra?: Extra) {
  const { fieldErrors, formError, values, titles } = failure;
  return data({ ...(extra as Extra), fieldErrors, formError, values, ...(titles ? { titles } : {}) }, { status });
}

/** A refusal after the form was valid as a failure: at its field (under its title) if it names one. */
export function refusalOf(error: AppError, values: Record<string, string>): FormFailure {
  const { field, title, message } = error;
  return field
    ? { ...formFailure(values, { fieldErrors: { [field]: [message] } }), titles: { [field]: title } }
    : formFailure(values, { formError: message });
}

/** A refusal after the form was valid, answered in the same shape (see `refusalOf`). */
export function refuseForm<Extra extends object = object>(
  error: AppError,
  values: Record<string, string>,
  status = error.status,
  extra?: Extra,
) {
  return failForm(refusalOf(error, values), status, extra);
}

/** Adds a problem with the spec's title to a field (zod `superRefine`), for forms whose messages have one. */
export function problem(ctx: z.RefinementCtx, p: { field: string; title: string; message: string }) {
  ctx.addIssue({ code: "custom", path: [p.field], message: p.message, params: { title: p.title } });
}

/** A text field checked by a pure rule that returns its message, or null when the value is fine. */
export const ruleText = (rule: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

/** For a cross-field `refine`: run even when a field failed its own rules (zod skips it by default). */
export const always = { when: () => true } as const;
