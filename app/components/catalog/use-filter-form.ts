import { useLocation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { cleanFilterParams } from "~/modules/catalog/filter-form-params";
import { takeHeldSubmit } from "./first-use";

/** Free-text fields submit with Enter or the button; everything else applies as soon as it changes. */
const TYPED = new Set(["text", "search", "number"]);

/** Whether a choice (box, radio, list, slider — not typed text) differs from what the page rendered. */
function changedChoices(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) => {
    if (el instanceof HTMLSelectElement) {
      const options = [...el.options];
      return options.some((o) => o.defaultSelected) && options.some((o) => o.selected !== o.defaultSelected);
    }
    if (!(el instanceof HTMLInputElement) || TYPED.has(el.type)) return false;
    if (el.type === "checkbox" || el.type === "radio") return el.checked !== el.defaultChecked;
    // A slider that only followed a typed amount (price-range.tsx) is typing, not a choice.
    return el.type === "range" && el.value !== el.defaultValue && el.dataset.followsTyped === undefined;
  });
}

/** 'Terapkan' on a phone: the results show under the drawer, so close it. */
function closeDrawer(drawerId: string) {
  const drawer = document.getElementById(drawerId);
  if (drawer instanceof HTMLInputElement) drawer.checked = false;
}

/** How the panel came to life (filters-on-use.tsx): `live` once it shows the current page's values. */
export interface OnUse {
  live: boolean;
  onHydrated: () => void;
}

/**
 * Progressive enhancement for a GET filter form: without JavaScript it is a plain form; with it,
 * choices apply at once (controls outside the form that name it with `form=` included), the URL
 * stays tidy (defaults left out) and the mobile drawer closes on 'Terapkan'. The code arrives on
 * first use: a choice made or a submit held before that is sent once the panel is live.
 */
export function useFilterForm({
  action,
  drawerId,
  dropSubFiltersUnless,
  live,
  onHydrated,
}: {
  action: string;
  drawerId: string;
  dropSubFiltersUnless?: string | null;
} & OnUse) {
  const submit = useSubmit();
  const ref = useRef<HTMLFormElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);

  // Fields are uncontrolled (they must work before hydration): when the URL changes — another
  // filter, 'Reset Filter', the back button — put every field back to what the new page rendered.
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    ref.current?.reset();
  }, [search]);

  const send = useCallback(
    (form: HTMLFormElement) => {
      const params = cleanFilterParams(new FormData(form), { dropSubFiltersUnless });
      submit(params, { method: "get", action, preventScrollReset: true });
    },
    [submit, action, dropSubFiltersUnless],
  );

  // What the shopper did before the code arrived: a held submit, or a choice that differs from
  // what this page shows.
  const replayed = useRef(false);
  useEffect(() => {
    const form = ref.current;
    if (!live || !form || replayed.current) return;
    replayed.current = true;
    const held = takeHeldSubmit(form.id);
    if (held) closeDrawer(drawerId);
    if (held || changedChoices(form)) send(form);
  }, [live, send, drawerId]);

  // After the replay above (a panel rendered live takes its held submit first).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the server's form is React's
  useEffect(onHydrated, []);

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
    closeDrawer(drawerId);
    send(event.currentTarget);
  };

  return { ref, onSubmit };
}
