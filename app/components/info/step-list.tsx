import type { GuideStep } from "~/modules/content/guides";

/** Numbered steps of the how-to guides (an ordered list, so screen readers announce the count). */
export function StepList({ steps }: { steps: GuideStep[] }) {
  return (
    <ol className="space-y-4" data-testid="steps">
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-card border border-surface-200 bg-white p-5 dark:border-surface-800 dark:bg-surface-900"
        >
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 font-bold text-white tabular-nums"
          >
            {i + 1}
          </span>
          <div>
            <h2 className="text-lg font-bold">
              <span className="sr-only">Langkah {i + 1}: </span>
              {step.title}
            </h2>
            <p className="mt-1 leading-relaxed text-slate-600 dark:text-slate-300">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
