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

/**
 * Inline in <head>; tiny and dependency-free, serialised into the HTML as is. It also replays: it
 * watches `<html data-hydrated>` (set by root once React has taken over), so the page's own
 * scripts carry no code for this.
 */
export const earlyTapScript = `(function(){var d=document.documentElement,q=[],a="${REPLAY_ATTRIBUTE}";document.addEventListener("click",function(e){if(d.dataset.hydrated)return;var t=e.target&&e.target.closest?e.target.closest("["+a+"]"):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute(a))},true);new MutationObserver(function(m,o){if(!d.dataset.hydrated)return;o.disconnect();q.splice(0).forEach(function(id){var t=document.querySelector("["+a+'="'+CSS.escape(id)+'"]');if(t)t.click()})}).observe(d,{attributes:true,attributeFilter:["data-hydrated"]})})()`;
