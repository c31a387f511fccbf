import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MessageCircle } from "lucide-react";
import { OrderStatusBadge } from "~/components/orders/order-status-badge";
import { LoadMoreLink } from "~/components/load-more-link";
import { Card } from "~/components/ui";
import { pageMeta } from "~/modules/content/meta";
import { parsePage } from "~/modules/orders/lists.server";
import { listInbox } from "~/modules/inquiries/inbox.server";
import { INQUIRY_TEXTS } from "~/modules/inquiries/texts";
import { requireUser } from "~/modules/auth/guards.server";
import { formatNumber } from "~/utils/format";
import { formatRelativeTime } from "~/utils/format-date";
import { cn } from "~/utils/cn";

/** Shown in the list; the full message is on the order page. */
const PREVIEW_CHARS = 90;

/**
 * The user's conversations (spec route /messages): order chats and pre-sale conversations, newest
 * message first, with unread counts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, "Anda harus login untuk melihat pesan Anda.");
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const conversations = await listInbox(context, user.id, { page });
  return { conversations, now: Date.now() };
}

export const meta: MetaFunction = () =>
  pageMeta("Pesan", "Percakapan Anda dengan penjual dan pembeli di PasarGame, sebelum dan sesudah membeli.");

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

export default function Messages() {
  const { conversations, now } = useLoaderData<typeof loader>();
  const { items, hasMore, page } = conversations;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">Pesan</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Percakapan sebelum membeli dan chat setiap pesanan Anda, yang terbaru di atas.
      </p>
      {items.length === 0 ? (
        <Card className="mt-6 text-center">
          <MessageCircle className="mx-auto size-10 text-brand" aria-hidden />
          <p className="mt-3 font-semibold">Belum ada percakapan.</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Tanyakan produk lewat tombol Chat dengan Penjual, atau mulai dari pesanan Anda: percakapan dengan pihak lain
            akan muncul di sini.
          </p>
          <Link to="/my-account/orders" className="mt-4 inline-block font-semibold text-brand hover:underline">
            Lihat Pesanan Saya
          </Link>
        </Card>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((c) => (
            <li
              key={c.key}
              data-testid="conversation"
              data-kind={c.kind}
              data-order-id={c.kind === "order" ? c.orderId : undefined}
              data-inquiry-id={c.kind === "inquiry" ? c.inquiryId : undefined}
            >
              <Link
                to={
                  c.kind === "order"
                    ? `/order/${encodeURIComponent(c.orderId)}`
                    : `/messages/${encodeURIComponent(c.inquiryId)}`
                }
                className={cn(
                  "flex gap-3 rounded-card border bg-white p-4 hover:border-accent-500 dark:bg-surface-900",
                  c.unread > 0 ? "border-accent-500/60" : "border-surface-200 dark:border-surface-800",
                )}
              >
                <img src={c.otherAvatarUrl} alt="" width={44} height={44} className="size-11 shrink-0 rounded-full" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    {/* A long name is shortened, never the role beside it. */}
                    <p className="flex min-w-0 items-baseline gap-2">
                      <span className="truncate font-semibold">{c.otherUsername}</span>
                      <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                        {c.otherIsSeller ? "Penjual" : "Pembeli"}
                      </span>
                    </p>
                    <time
                      dateTime={new Date(c.lastMessageAt).toISOString()}
                      className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
                    >
                      {formatRelativeTime(c.lastMessageAt, now)}
                    </time>
                  </div>
                  <p className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    <span className="truncate">{c.productTitle ?? INQUIRY_TEXTS.general}</span>
                    {c.kind === "order" ? (
                      <OrderStatusBadge status={c.status} className="shrink-0" />
                    ) : (
                      <span
                        className="shrink-0 rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-200"
                        data-testid="conversation-presale"
                      >
                        {INQUIRY_TEXTS.badge}
                      </span>
                    )}
                  </p>
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <p
                      className={cn(
                        "truncate text-sm",
                        c.unread > 0 ? "font-semibold" : "text-slate-600 dark:text-slate-400",
                      )}
                      data-testid="conversation-preview"
                    >
                      {c.lastFromMe ? "Anda: " : ""}
                      {truncate(c.lastMessagePreview, PREVIEW_CHARS)}
                    </p>
                    {c.unread > 0 ? (
                      <span
                        className="min-w-6 shrink-0 rounded-full bg-accent-500 px-1.5 text-center text-xs leading-6 font-bold text-white tabular-nums"
                        data-testid="conversation-unread"
                      >
                        {c.unread > 99 ? "99+" : formatNumber(c.unread)}
                        <span className="sr-only"> pesan belum dibaca</span>
                      </span>
                    ) : null}
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? <LoadMoreLink to={`/messages?page=${page + 1}`} className="mt-6 text-center" /> : null}
    </main>
  );
}
