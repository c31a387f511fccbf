/**
 * The Web Push switch on /notifications, for this browser: asks permission, subscribes with the
 * VAPID public key and hands the subscription to POST /notifications/push (or takes it back).
 * Loaded lazily (only this page uses it). Without the Push API, or with notifications blocked, it
 * says so instead of offering the button; without JavaScript the button stays disabled.
 */
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, Card } from "~/components/ui";
import { PUSH } from "~/modules/push/texts";

type State = "checking" | "unsupported" | "denied" | "off" | "on" | "working" | "failed";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const plain = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(plain + "=".repeat((4 - (plain.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function supported() {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration() {
  await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

async function post(fields: Record<string, string>) {
  const response = await fetch("/notifications/push", { method: "POST", body: new URLSearchParams(fields) });
  if (!response.ok) throw new Error(`push subscription ${response.status}`);
}

export function PushOptIn({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("denied");
    let live = true;
    navigator.serviceWorker
      .getRegistration()
      .then((reg) => reg?.pushManager.getSubscription() ?? null)
      .then((sub) => live && setState(sub && Notification.permission === "granted" ? "on" : "off"))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setState("working");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") return setState(permission === "denied" ? "denied" : "off");
      const reg = await registration();
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const { endpoint, keys } = sub.toJSON();
      await post({ intent: "subscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" });
      setState("on");
    } catch {
      setState("failed");
    }
  }

  async function disable() {
    setState("working");
    try {
      const sub = await (await registration()).pushManager.getSubscription();
      if (sub) {
        await post({ intent: "unsubscribe", endpoint: sub.endpoint });
        await sub.unsubscribe();
      }
      setState("off");
    } catch {
      setState("failed");
    }
  }

  const note =
    state === "unsupported"
      ? PUSH.unsupported
      : state === "denied"
        ? PUSH.denied
        : state === "on"
          ? PUSH.stateOn
          : state === "failed"
            ? PUSH.failed
            : PUSH.stateOff;
  const canAct = state === "on" || state === "off" || state === "failed";
  return (
    <section className="mt-6" data-testid="push-opt-in" data-state={state} aria-labelledby="push-opt-in-heading">
      <Card className="p-4">
        <div className="flex items-start gap-3">
          <BellRing className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
          <div className="min-w-0 flex-1">
            <h2 id="push-opt-in-heading" className="font-semibold">
              {PUSH.heading}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{PUSH.intro}</p>
            <p className="mt-2 text-sm font-medium" role="status" aria-live="polite">
              {state === "working" ? PUSH.working : note}
            </p>
            {state === "unsupported" || state === "denied" ? null : (
              <Button
                type="button"
                variant={state === "on" ? "secondary" : "primary"}
                className="mt-3"
                disabled={!canAct}
                onClick={state === "on" ? disable : enable}
              >
                {state === "on" ? PUSH.disable : PUSH.enable}
              </Button>
            )}
          </div>
        </div>
      </Card>
    </section>
  );
}
