import type { ReactNode } from "react";
import type { TrustFilterView } from "~/modules/catalog/warranty";

/** A titled list of checkboxes or radios in the filter panel (games, kinds, categories, sub-filters). */
export function ChoiceFieldset({ legend, testId, children }: { legend: string; testId?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1" data-testid={testId}>
        {children}
      </div>
    </fieldset>
  );
}

/** One row of a `ChoiceFieldset`: the whole row is the click target and is highlighted when checked. */
export function Choice({
  type,
  name,
  value,
  checked,
  children,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 hover:bg-surface-200 has-[:checked]:bg-accent-500/10 has-[:checked]:font-semibold dark:hover:bg-surface-800">
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-[var(--color-accent-500)]"
      />
      {children}
    </label>
  );
}

/** 'Pengiriman Instan' and 'Bergaransi', the trust filters of the game page and search (labels from the server). */
export function TrustChoices({ view }: { view: TrustFilterView }) {
  return (
    <ChoiceFieldset legend={view.legend}>
      {view.choices.map((c) => (
        <Choice key={c.name} type="checkbox" name={c.name} value="1" checked={c.checked}>
          {c.label}
        </Choice>
      ))}
    </ChoiceFieldset>
  );
}
