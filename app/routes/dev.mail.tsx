import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui";
import { listOutbox } from "~/modules/auth/mailer.server";

export const meta: MetaFunction = () => [
  { title: "Kotak Surat Pengembangan — PasarGame" },
  { name: "robots", content: "noindex" },
];

/**
 * The development outbox: mail the mailer "sent" while no Resend key is configured. Only when
 * DEV_OUTBOX=1 (local runs and tests); in production this route is a 404.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (context.env.DEV_OUTBOX !== "1") throw new Response("Halaman Tidak Ditemukan", { status: 404 });
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
