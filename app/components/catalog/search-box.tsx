import { Search } from "lucide-react";

/** The keyword box above the results; it belongs to the filter form (`form=`), so a search keeps the filters. */
export function SearchBox({
  id,
  formId,
  label,
  placeholder,
  defaultValue,
}: {
  id: string;
  formId: string;
  label: string;
  placeholder: string;
  defaultValue: string;
}) {
  return (
    <div className="relative" role="search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        form={formId}
        defaultValue={defaultValue}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        className="block min-h-11 w-full rounded-xl border border-surface-200 bg-white pr-12 pl-3 dark:border-surface-700 dark:bg-surface-900"
      />
      <button
        type="submit"
        form={formId}
        aria-label="Cari"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-600 dark:text-slate-400"
      >
        <Search className="size-5" aria-hidden />
      </button>
    </div>
  );
}
