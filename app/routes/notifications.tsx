import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { desc, eq } from "drizzle-orm";
import { Card } from "~/components/ui";
import { requireUser } from "~/utils/auth.server";
import { formatRelativeTime } from "~/utils/format";
import { notifications } from "../../drizzle/schema";

export const meta: MetaFunction = () => [{ title: "Notifikasi — PasarGame" }];

/** The signed-in user's notifications, newest first (orders, deposits, withdrawals write them). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const rows = await context.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  return { notifications: rows, now: Date.now() };
}

export default function Notifications() {
  const { notifications: items, now } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">Notifikasi</h1>
      {items.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">
          Belum ada notifikasi. Kabar tentang pesanan dan saldomu akan muncul di sini.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((n) => (
            <li key={n.id}>
              <Card className="p-4">
                <p className="font-semibold">{n.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{n.body}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {formatRelativeTime(n.createdAt, now)}
                </p>
                {n.link ? (
                  <Link to={n.link} className="mt-2 inline-block text-sm font-semibold text-brand hover:underline">
                    Lihat detail
                  </Link>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
