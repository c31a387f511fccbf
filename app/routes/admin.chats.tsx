/**
 * Flagged conversations: orders and pre-sale conversations whose chat holds messages with contact
 * details or off-platform payment (their rooms flag them, modules/chat/safety.ts), the most
 * recently flagged first. Staff open the order or the conversation to read all of it.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Card } from "~/components/ui";
import { flaggedConversations } from "~/modules/admin/chat-flags.server";
import { requireAdmin } from "~/modules/admin/guard.server";
import { ADMIN_CHAT_TEXTS as T } from "~/modules/admin/texts";
import { pageMeta } from "~/modules/content/meta";
import { CHAT_SAFETY_TEXTS } from "~/modules/chat/texts";
import { INQUIRY_TEXTS } from "~/modules/inquiries/texts";
import { formatRelativeTime } from "~/utils/format-date";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { conversations: await flaggedConversations(context.db), now: Date.now() };
}

export const meta: MetaFunction = () => pageMeta(`${T.title} — Admin`, T.metaDescription);

export default function AdminFlaggedChats() {
  const { conversations, now } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="flagged-chats">
      <h2 id="flagged-chats" className="text-lg font-bold">
        {T.title} ({conversations.length})
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      {conversations.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400" data-testid="flagged-chats-empty">
          {T.empty}
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {conversations.map((c) => (
            <li
              key={c.key}
              data-testid="flagged-chat"
              data-kind={c.kind}
              data-order-id={c.kind === "order" ? c.id : undefined}
              data-inquiry-id={c.kind === "inquiry" ? c.id : undefined}
            >
              <Card className="space-y-3 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-mono text-xs font-semibold" data-testid="order-number">
                      {c.orderNumber ?? T.presale}
                    </p>
                    <p className="truncate font-semibold">{c.productTitle ?? INQUIRY_TEXTS.general}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {c.buyer} → {c.seller} · {T.flaggedCount(c.messages.length)} ·{" "}
                      {formatRelativeTime(c.lastFlaggedAt, now)}
                    </p>
                  </div>
                  <Link
                    to={c.href}
                    className="text-sm font-semibold text-brand hover:underline"
                    data-testid="flagged-chat-link"
                  >
                    {c.kind === "order" ? T.openOrder : T.openInquiry}
                  </Link>
                </div>
                <ul className="space-y-2">
                  {c.messages.map((m) => (
                    <li
                      key={m.messageId}
                      data-testid="flagged-message"
                      className="rounded-xl bg-surface-100 px-3 py-2 text-sm dark:bg-surface-800"
                    >
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        <span className="font-semibold">{m.sender}</span> · {formatRelativeTime(m.createdAt, now)}
                        {m.warned ? ` · ${T.warned}` : ""}
                      </p>
                      <p className="mt-0.5 whitespace-pre-wrap break-words">{m.excerpt}</p>
                      <ul className="mt-1 flex flex-wrap gap-1" aria-label="Yang ditemukan">
                        {m.kinds.map((k) => (
                          <li
                            key={k}
                            data-testid="flag-kind"
                            className="rounded-full bg-amber-100 px-2 text-xs text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                          >
                            {CHAT_SAFETY_TEXTS.kinds[k]}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
