import { useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { cleanFilterParams } from "~/modules/catalog/filter-params";

/** Free-text fields submit with Enter or the button; everything else applies as soon as it changes. */
const TYPED = new Set(["text", "search", "number"]);

/**
 * Progressive enhancement for a GET filter form: without JavaScript it is a plain form; with it,
 * choices apply at once (controls outside the form that name it with `form=` included), the URL
 * stays tidy (defaults left out) and the mobile drawer closes on 'Terapkan'.
 */
export function useFilterForm({
  action,
  drawerId,
  dropSubFiltersUnless,
}: {
  action: string;
  drawerId: string;
  dropSubFiltersUnless?: string | null;
}) {
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const { search } = useLocation();

  // Fields are uncontrolled (they must work before hydration): when the URL changes — another
  // filter, 'Reset Filter', the back button — put every field back to what the new page rendered.
  useEffect(() => {
    ref.current?.reset();
  }, [search]);

  const send = useCallback(
    (form: HTMLFormElement) => {
      const params = cleanFilterParams(new FormData(form), { dropSubFiltersUnless });
      submit(params, { method: "get", action, preventScrollReset: true });
    },
    [submit, action, dropSubFiltersUnless],
  );

  useEffect(() => {
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement | null;
      const form = ref.current;
      if (!form || !target || !("form" in target) || target.form !== form) return;
      if (TYPED.has(target.type)) return;
      send(form);
    };
    document.addEventListener("change", onChange);
    return () => document.removeEventListener("change", onChange);
  }, [send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const drawer = document.getElementById(drawerId);
    if (drawer instanceof HTMLInputElement) drawer.checked = false;
    send(event.currentTarget);
  };

  return { ref, onSubmit };
}

/** True while a navigation to `pathname` (a new filter, sort or search) is loading. */
export function usePendingResults(pathnames: string[]): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && pathnames.includes(navigation.location.pathname);
}
