import { PAGE_TEXTS } from "~/modules/content/texts";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui";
import { listOutbox } from "~/modules/auth/mailer.server";

export const meta: MetaFunction = () => [
  { title: "Kotak Surat Pengembangan — PasarGame" },
  { name: "robots", content: "noindex" },
];

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A request to this machine itself: the URL's host and the Host header (when sent) both local. On
 * Cloudflare the URL's host comes from the Host header, so a public request never passes.
 */
function isLocalRequest(request: Request): boolean {
  const hostOf = (value: string) => {
    try {
      return new URL(`http://${value}`).hostname;
    } catch {
      return "";
    }
  };
  const host = request.headers.get("Host");
  return LOCAL_HOSTS.has(new URL(request.url).hostname) && (host === null || LOCAL_HOSTS.has(hostOf(host)));
}

/**
 * The development outbox: every OTP and reset link the mailer "sent" without Resend — enough to
 * take over any account, so it opens only with DEV_OUTBOX=1 (local runs and tests, never in
 * wrangler.toml) and only for a request to a local host. Anything else is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.env.DEV_OUTBOX !== "1" || !isLocalRequest(request)) {
    throw new Response(PAGE_TEXTS.notFoundTitle, { status: 404 });
  }
  const result = await listOutbox(context.env, 50);
  if (!result.ok) throw new Response(result.error, { status: 502 });
  return { messages: result.messages };
}

export default function DevMail() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Kotak Surat Pengembangan</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Email yang dikirim aplikasi saat berjalan lokal (tanpa Resend). Terbaru di atas.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6">Belum ada email.</p>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="outbox">
          {messages.map((m) => (
            <li key={m.id}>
              <Card className="p-4">
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {new Date(m.createdAt).toLocaleString("id-ID", { timeZone: "Asia/Jakarta" })}
                </p>
                <p className="mt-1 font-semibold" data-testid="mail-to">
                  {m.to}
                </p>
                <p>{m.subject}</p>
                {m.code ? (
                  <p className="mt-2 text-2xl font-black tracking-widest tabular-nums" data-testid="mail-code">
                    {m.code}
                  </p>
                ) : null}
                {m.link ? (
                  <a href={m.link} className="mt-2 block break-all text-brand underline" data-testid="mail-link">
                    {m.link}
                  </a>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
