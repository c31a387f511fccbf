/*
 * PasarGame's service worker (plain JavaScript, no library; registered by a few inline bytes after
 * the load event, see app/modules/content/head.server.ts).
 *
 * - Installs the app shell: the offline page, the manifest's icons and the site image.
 * - Static assets (/assets/ — hashed build files — icons, /seed/, favicon): cache first, stored on
 *   first use.
 * - Public pages: network first; a copy is kept so they open offline; without network and without
 *   a copy, the Indonesian offline page.
 * - Never cached: any request that is not a GET, another origin, and the personal areas (account,
 *   orders, cart, checkout, admin, messages, notifications, payments, seller, uploads, internal).
 *   A private page offline shows the offline page, never an old copy.
 */
const VERSION = "pg-v1";
const SHELL = `${VERSION}-shell`;
const PAGES = `${VERSION}-pages`;
// The assets binding serves public/offline.html at /offline (it redirects the .html address).
const OFFLINE_URL = "/offline";
const SHELL_FILES = [
  OFFLINE_URL,
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/maskable-512.png",
];
const PRIVATE =
  /^\/(?:my-account|order|orders|cart|checkout|admin|messages|notifications|payment|payments|seller|sell|buyer|uploads|internal|dev|login|logout|register|auth|verify-otp|update-password|forgot-password)(?:[/._]|$)/;
const STATIC = /^\/(?:assets\/|icons\/|seed\/|favicon\.svg$|og-image\.png$|manifest\.webmanifest$)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** The offline page, as a fresh response (a navigation may not be answered with a redirected one). */
function offlinePage() {
  return caches.match(OFFLINE_URL).then((page) =>
    page
      ? page.blob().then((body) => new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } }))
      : new Response("Anda sedang offline.", {
          status: 503,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        }),
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (STATIC.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(SHELL).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode !== "navigate") return;
  const personal = PRIVATE.test(url.pathname);
  event.respondWith(
    fetch(request)
      .then((response) => {
        const cacheable =
          !personal &&
          response.ok &&
          !response.headers.has("Set-Cookie") &&
          !/no-store|private/.test(response.headers.get("Cache-Control") || "");
        if (cacheable) {
          const copy = response.clone();
          caches.open(PAGES).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() =>
        (personal ? Promise.resolve(undefined) : caches.match(request, { cacheName: PAGES })).then(
          (hit) => hit || offlinePage(),
        ),
      ),
  );
});

/*
 * Web Push (app/modules/push/): the payload is JSON { title, body, url } — a notification the app
 * made. Clicking it focuses a tab of the site and opens the url there, or opens a new window; only
 * same-origin paths are opened (anything else opens /notifications).
 */
function samePath(url) {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//") || url.startsWith("/\\")) {
    return "/notifications";
  }
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.pathname + target.search + target.hash : "/notifications";
}

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof message.title === "string" && message.title ? message.title : "PasarGame";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: samePath(message.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = samePath(event.notification.data && event.notification.data.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        return open.focus().then((client) => (client && "navigate" in client ? client.navigate(target) : undefined));
      }
      return self.clients.openWindow(target);
    }),
  );
});
