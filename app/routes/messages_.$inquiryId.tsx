/**
 * A pre-sale conversation (buyer, seller, listing): the listing with 'Beli', and the live chat with
 * the same delivery, history and safety rules as an order's chat. Only its buyer, its seller and
 * staff may open it; opening it marks it read.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ChevronLeft } from "lucide-react";
import { InquiryListing } from "~/components/inquiries/inquiry-listing";
import { ChatPanel } from "~/components/orders/chat";
import { requireUser } from "~/modules/auth/guards.server";
import { inquiryHistory, loadInquiryForViewer } from "~/modules/inquiries/inquiries.server";
import { INQUIRY_TEXTS as T } from "~/modules/inquiries/texts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, T.loginRequired);
  const inquiry = await loadInquiryForViewer(context, params.inquiryId ?? "", user, { markRead: true });
  const history = await inquiryHistory(context, inquiry.id);
  return { inquiry, history, viewerId: user.id, now: Date.now() };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const other = data ? (data.inquiry.role === "buyer" ? data.inquiry.seller : data.inquiry.buyer).username : null;
  return [
    { title: `${other ? T.pageTitle(other) : T.notFound} — PasarGame` },
    { name: "description", content: T.metaDescription },
    { name: "robots", content: "noindex" },
  ];
};

export default function InquiryPage() {
  const { inquiry, history, viewerId, now } = useLoaderData<typeof loader>();
  const other = inquiry.role === "buyer" ? inquiry.seller : inquiry.buyer;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6">
      <Link
        to="/messages"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-brand dark:text-slate-400"
      >
        <ChevronLeft className="size-4" aria-hidden />
        {T.backToMessages}
      </Link>
      <header className="mt-2 flex items-center gap-3">
        <img src={other.avatarUrl} alt="" width={44} height={44} className="size-11 shrink-0 rounded-full" />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold">{T.pageTitle(other.username)}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{T.badge}</p>
        </div>
      </header>
      <div className="mt-6 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <InquiryListing inquiry={inquiry} />
        <div id="chat" className="min-w-0">
          <ChatPanel
            title={T.chatTitle}
            socketPath={`/messages/${encodeURIComponent(inquiry.id)}/chat`}
            viewerId={viewerId}
            participants={{ [inquiry.buyer.id]: inquiry.buyer.username, [inquiry.seller.id]: inquiry.seller.username }}
            initialMessages={history}
            now={now}
          />
        </div>
      </div>
    </main>
  );
}
