/**
 * Taps and typing made before the page's scripts ran. Scripts start after the load event
 * (ScriptsAfterLoad), so on a slow phone the page is on screen for a second or two before it works.
 * Taps: controls that a form post cannot stand in for (the theme toggle, the carousels, the
 * quantity stepper) carry `data-replay="<id unique on the page>"`; a click on one before hydration
 * is held back and clicked again, in order, once React has taken over (root's hydration mark).
 * Typing: every field typed into before hydration is written again after it (its element, else the
 * same id or name) with the events React listens to, so a field React rebuilt or holds in state
 * shows and knows what was typed (decision 0005; tests/e2e/early-taps.spec.ts).
 */
export const REPLAY_ATTRIBUTE = "data-replay";

/**
 * Inline in <head>; tiny and dependency-free, serialised into the HTML as is. It also replays: it
 * watches `<html data-hydrated>` (set by root once React has taken over), so the page's own
 * scripts carry no code for this.
 */
export const earlyTapScript = `(function(){var d=document.documentElement,q=[],f=[],a="${REPLAY_ATTRIBUTE}";document.addEventListener("click",function(e){if(d.dataset.hydrated)return;var t=e.target&&e.target.closest?e.target.closest("["+a+"]"):null;if(!t)return;e.preventDefault();e.stopImmediatePropagation();q.push(t.getAttribute(a))},true);document.addEventListener("input",function(e){var t=e.target;if(d.dataset.hydrated||!t||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||/^(file|hidden|range|checkbox|radio)$/.test(t.type))return;for(var i=0;i<f.length;i++)if(f[i].t===t){f[i].v=t.value;return}f.push({t:t,i:t.id,n:t.name,g:t.tagName,v:t.value})},true);function w(r){var t=r.t.isConnected?r.t:(r.i&&document.getElementById(r.i))||(r.n&&document.querySelector(r.g+'[name="'+CSS.escape(r.n)+'"]'));if(!t)return;var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set;t.value=r.v?"":" ";s.call(t,r.v);t.dispatchEvent(new Event(t.tagName==="SELECT"?"change":"input",{bubbles:true}))}new MutationObserver(function(m,o){if(!d.dataset.hydrated)return;o.disconnect();f.splice(0).forEach(w);q.splice(0).forEach(function(id){var t=document.querySelector("["+a+'="'+CSS.escape(id)+'"]');if(t)t.click()})}).observe(d,{attributes:true,attributeFilter:["data-hydrated"]})})()`;
