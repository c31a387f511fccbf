/**
 * Taps made before the page's scripts ran. Scripts start after the load event (ScriptsAfterLoad),
 * so on a slow phone a control that needs JavaScript is on screen for a second or two before it
 * works. Controls that a form post cannot stand in for (the theme toggle, the carousels' arrows and
 * dots, the quantity stepper) carry `data-replay="<id unique on the page>"`: until the page is
 * hydrated, a click on one is held back and remembered (inline script in <head>), and once React
 * has taken over (root's hydration mark) each remembered tap is clicked again, in order. Forms need
 * none of this: before hydration they post natively.
 */
export const REPLAY_ATTRIBUTE = "data-replay";

/** Inline in <head>; tiny and dependency-free, serialised into the HTML as is. */
export const earlyTapScript = `(function(){var q=window.__earlyTaps=[];document.addEventListener("click",function(e){if(document.documentElement.dataset.hydrated)return;var t=e.target&&e.target.closest?e.target.closest("[${REPLAY_ATTRIBUTE}]"):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute("${REPLAY_ATTRIBUTE}"))},true)})()`;

/** Clicks every remembered tap again (call once the page is hydrated). */
export function replayEarlyTaps(): void {
  const holder = window as { __earlyTaps?: string[] };
  const taps = holder.__earlyTaps ?? [];
  holder.__earlyTaps = [];
  for (const id of taps) {
    document.querySelector<HTMLElement>(`[${REPLAY_ATTRIBUTE}="${CSS.escape(id)}"]`)?.click();
  }
}
