/**
 * 'Terakhir Dilihat' without an account: the root's head script (SSR only, no bundle bytes) notes
 * each listing page opened in this browser in localStorage (newest first, at most RECENT_MAX ids),
 * and on the home page fills #recent-viewed with the server's fragment from GET /recent?ids=….
 * (It starts with ";": it follows the other head scripts in one <script>.) A page opened by a client-side link is noted when the browser next loads a page in full.
 */
export const RECENT_KEY = "pg_recent";
export const RECENT_MAX = 12;
/** The ids the fragment accepts (and the script notes). */
export const RECENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const recentViewsScript = `;(function(){try{var k="${RECENT_KEY}",s=localStorage,p=location.pathname,m=/^\\/games\\/[^/]+\\/[^/]+\\/([A-Za-z0-9_-]{1,64})$/.exec(p),l=(s.getItem(k)||"").split(",").filter(Boolean);if(m){l=[m[1]].concat(l.filter(function(i){return i!==m[1]})).slice(0,${RECENT_MAX});s.setItem(k,l.join(","))}if(p==="/"&&l.length)document.addEventListener("DOMContentLoaded",function(){fetch("/recent?ids="+encodeURIComponent(l.join(","))).then(function(r){return r.ok?r.text():""}).then(function(h){var e=document.getElementById("recent-viewed");if(e&&h)e.innerHTML=h}).catch(function(){})})}catch(e){}})()`;
