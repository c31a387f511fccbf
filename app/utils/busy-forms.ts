/**
 * A posted form shows at once that it is working, also before the page's scripts have run (they
 * start after the load event: on Slow 4G 'Buat Pesanan' or 'Masuk' gave no sign for over a second).
 * Inline in <head>, listening on window (after React's listeners on the document): after a submit
 * the page's own code did not take over (not default-prevented: a native post), the form gets aria-busy and its button data-busy; tailwind.css draws a spinner
 * and takes the second tap. Remix's <Form>s keep their useNavigation texts. Cleared on Back
 * (bfcache) and after 10 s, for a post that answers with a download and leaves the page as it was.
 */
export const busyFormScript = `;(function(){function c(){document.querySelectorAll("form[aria-busy=true]").forEach(function(f){f.removeAttribute("aria-busy")});document.querySelectorAll("[data-busy]").forEach(function(b){b.removeAttribute("data-busy")})}addEventListener("submit",function(e){var f=e.target;if(e.defaultPrevented||!f||f.target&&f.target!=="_self")return;f.setAttribute("aria-busy","true");if(e.submitter)e.submitter.setAttribute("data-busy","");setTimeout(c,1e4)});addEventListener("pageshow",function(e){if(e.persisted)c()})})()`;
