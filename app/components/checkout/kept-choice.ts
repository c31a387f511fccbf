/**
 * The buyer's choices on a checkout review (the method, the IDs' tick) kept for this tab in
 * sessionStorage under the review's address, so a reload shows them again (issue 33).
 */
const storageKey = (review: string) => `pg_checkout:${review}`;

/** Remembers what `form` holds now. */
export function keepChoice(form: HTMLFormElement, review: string) {
  const data = new FormData(form);
  const choice = { method: data.get("method"), ticked: data.get("idsConfirmed") === "1" };
  try {
    sessionStorage.setItem(storageKey(review), JSON.stringify(choice));
  } catch {
    // Storage full or refused (private mode): a reload then starts from the defaults.
  }
}

/** Puts the kept choices back into `form`; answers the method put back (null when none was kept). */
export function restoreChoice(form: HTMLFormElement, review: string): string | null {
  let kept: { method?: unknown; ticked?: unknown } | null = null;
  try {
    kept = JSON.parse(sessionStorage.getItem(storageKey(review)) ?? "null");
  } catch {
    return null;
  }
  if (!kept) return null;
  const tick = form.elements.namedItem("idsConfirmed");
  if (tick instanceof HTMLInputElement && kept.ticked === true) tick.checked = true;
  const radio = [...form.querySelectorAll<HTMLInputElement>('input[name="method"]')].find(
    (input) => input.value === kept.method,
  );
  if (!radio) return null;
  radio.checked = true;
  // A method behind 'Metode lainnya' is never hidden.
  radio.closest("details")?.setAttribute("open", "");
  return radio.value;
}
