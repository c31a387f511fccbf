export function FormProblem({ id, title, message }: { id: string; title: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid={id}>
      <strong className="font-semibold">{title}</strong>
      {" — "}
      {message}
    </p>
  );
}

export const inputClass =
  "block min-h-11 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950";
