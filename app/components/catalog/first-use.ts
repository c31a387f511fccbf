/**
 * Watches the server's filter form (game page, search) until it is first used: a focus, touch,
 * change or typing on any of its controls (those outside it that name it with `form=` included) or
 * opening its drawer. Then the panel's code loads (filters-on-use.tsx). A submit before that code
 * is there is held and sent by it; what was ticked or typed stays in the page's own fields.
 */
const TRIGGERS = ["focusin", "pointerdown", "change", "input", "submit"] as const;

interface Watch {
  formId: string;
  drawerId: string;
  island: HTMLElement;
  /** Loads the code; resolves once it is there (or failed: then the form stays a plain form). */
  start: () => Promise<unknown>;
  state: "waiting" | "loading" | "loaded";
  submitted: boolean;
}

let watch: Watch | null = null;

type Control = HTMLElement & { form?: HTMLFormElement | null; control?: HTMLElement | null };

function belongs(w: Watch, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (w.island.contains(target)) return true;
  const el = target as Control;
  const label = target.closest("label") as Control | null;
  return el.form?.id === w.formId || label?.control?.id === w.drawerId;
}

const ticked = (el: Element) => el instanceof HTMLInputElement && el.checked !== el.defaultChecked;

function begin(w: Watch) {
  if (w.state !== "waiting") return;
  w.state = "loading";
  const done = () => {
    w.state = "loaded";
  };
  void w.start().then(done, () => {
    done();
    // No code (offline): a held submit goes as the plain form it is.
    const form = document.getElementById(w.formId);
    if (w.submitted && form instanceof HTMLFormElement) form.submit();
  });
}

function onEvent(event: Event) {
  const w = watch;
  if (!w || w.state === "loaded" || !belongs(w, event.target)) return;
  if (event.type === "submit") {
    event.preventDefault();
    w.submitted = true;
  }
  begin(w);
}

if (typeof window !== "undefined") {
  for (const type of TRIGGERS) window.addEventListener(type, onEvent, true);
}

/** Starts watching; returns the stop. `start` runs once, on first use or `useNow`. */
export function watchFirstUse(options: Pick<Watch, "formId" | "drawerId" | "island" | "start">): () => void {
  const w: Watch = { ...options, state: "waiting", submitted: false };
  watch = w;
  const form = document.getElementById(w.formId);
  // Ticked before the page's scripts ran (the panel's code checks every kind of control).
  if (form instanceof HTMLFormElement && [...form.elements].some(ticked)) begin(w);
  return () => {
    if (watch === w) watch = null;
  };
}

/** Loads the code now (the page changed under a form nobody touched). */
export function loadNow() {
  if (watch) begin(watch);
}

/** True once: a submit of form `formId` was held for the code to send. */
export function takeHeldSubmit(formId: string): boolean {
  if (watch?.formId !== formId || !watch.submitted) return false;
  watch.submitted = false;
  return true;
}
