/**
 * 'Pastikan ID sudah benar': a top-up's IDs shown once more with the tick the server requires. The
 * tick is no browser constraint (its bubble speaks the browser's language): a missing tick is told
 * in place in Indonesian, by the server's refusal or, with scripts, before posting (`asked`).
 */
import { useState } from "react";
import { CHECKOUT_TEXTS } from "~/modules/cart/texts";
import type { ReviewLine } from "~/modules/checkout/form.server";
import { errorsOf, type FormFailure } from "~/utils/forms";
import { NicknameNote } from "~/components/topups/nickname-note";
import { FailureAt } from "./field-problem";

/** The server's refusal of a missing tick (modules/checkout/forms.server.ts), told before posting. */
const MISSING: FormFailure = {
  fieldErrors: { idsConfirmed: [CHECKOUT_TEXTS.idCheckMissing] },
  formError: null,
  values: {},
  titles: { idsConfirmed: CHECKOUT_TEXTS.idCheckMissingTitle },
};

export function IdCheck({
  lines,
  failure,
  asked,
  defaultTicked = false,
  onTick,
}: {
  lines: ReviewLine[];
  failure: FormFailure | null;
  /** Pay was pressed without the tick (seen in the browser). */
  asked: boolean;
  defaultTicked?: boolean;
  onTick?: (ticked: boolean) => void;
}) {
  const [ticked, setTicked] = useState(false);
  const shown = ticked ? null : asked ? MISSING : failure;
  const invalid = Boolean(errorsOf(shown, "idsConfirmed"));
  return (
    <fieldset
      className="space-y-2 rounded-xl border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
      data-testid="id-check"
    >
      <legend className="px-1 font-semibold">{CHECKOUT_TEXTS.idCheckTitle}</legend>
      <p>{CHECKOUT_TEXTS.idCheckIntro}</p>
      <ul className="space-y-1">
        {lines.map((line) => (
          <li key={line.key}>
            <span className="font-medium">{line.title}</span>
            {line.inputs.map((input) => (
              <span key={input.label} className="block">
                {input.label}: <strong className="break-all">{input.value}</strong>
              </span>
            ))}
            {line.nickname ? <NicknameNote check={line.nickname} /> : null}
          </li>
        ))}
      </ul>
      <label className="flex items-start gap-2 font-medium">
        <input
          type="checkbox"
          name="idsConfirmed"
          value="1"
          defaultChecked={defaultTicked}
          onChange={(event) => {
            setTicked(event.target.checked);
            onTick?.(event.target.checked);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "ids-confirmed-error" : undefined}
          className="mt-0.5 size-5 shrink-0"
          data-testid="ids-confirmed"
        />
        {CHECKOUT_TEXTS.idCheckConfirm}
      </label>
      <FailureAt failure={shown} field="idsConfirmed" id="ids-confirmed-error" />
    </fieldset>
  );
}
