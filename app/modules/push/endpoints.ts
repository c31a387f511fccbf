/**
 * Where a push may go: only the browsers' push services (Chrome's FCM, Firefox's autopush, Safari's
 * and Edge's), on https and their default port — or, in development, the simulator's stand-in. A
 * subscription names its endpoint itself, so without this the worker would POST to any address a
 * user chose (a network's inside, a cloud metadata service, loopback). Checked when a subscription
 * is saved and again before each send.
 */

/** Push services' hosts: exact names, and domains whose sub-hosts are push hosts. */
const PUSH_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const PUSH_DOMAINS = [".push.apple.com", ".notify.windows.com"];

const LOOPBACK = new Set(["localhost", "127.0.0.1"]);

/** The local switches that allow the simulator's stand-in (scripts/lib.mjs localVars, the tests). */
export interface LocalPushSwitches {
  DEV_OUTBOX?: string;
  MIDTRANS_SIMULATOR_URL?: string;
}

/** The simulator's URL when development switches are on (DEV_OUTBOX=1 and its URL), else null. */
export function localPushService(env: LocalPushSwitches): URL | null {
  if (env.DEV_OUTBOX !== "1" || !env.MIDTRANS_SIMULATOR_URL) return null;
  try {
    return new URL(env.MIDTRANS_SIMULATOR_URL);
  } catch {
    return null;
  }
}

function isPushServiceHost(host: string): boolean {
  return PUSH_HOSTS.has(host) || PUSH_DOMAINS.some((d) => host.endsWith(d) && host.length > d.length);
}

/**
 * Whether `endpoint` is a push service's (or, with the local switches, the simulator's stand-in at
 * `{simulator origin}/push/…`; a loopback simulator under either loopback name, as browsers write it).
 */
export function isAllowedPushEndpoint(endpoint: string, env: LocalPushSwitches): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === "https:" && url.port === "" && isPushServiceHost(url.hostname)) return true;
  const simulator = localPushService(env);
  if (!simulator || !url.pathname.startsWith("/push/")) return false;
  if (url.protocol !== simulator.protocol || url.port !== simulator.port) return false;
  return url.hostname === simulator.hostname || (LOOPBACK.has(url.hostname) && LOOPBACK.has(simulator.hostname));
}
