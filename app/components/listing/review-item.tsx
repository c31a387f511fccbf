import type { ReactNode } from "react";
import { formatLongDate } from "~/utils/format-date";
import { Stars } from "./stars";

/** One review: avatar, name, stars, date, optional context line, comment as plain text (never HTML). */
export function ReviewItem({
  avatarUrl,
  name,
  rating,
  createdAt,
  comment,
  context,
  testId,
}: {
  avatarUrl: string;
  name: string;
  rating: number;
  createdAt: number;
  comment: string | null;
  context?: ReactNode;
  testId: string;
}) {
  return (
    <li className="flex gap-3 py-4" data-testid={testId}>
      <img src={avatarUrl} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold">{name}</span>
          <Stars value={rating} />
          <time dateTime={new Date(createdAt).toISOString()} className="text-xs text-slate-600 dark:text-slate-400">
            {formatLongDate(createdAt)}
          </time>
        </div>
        {context ? <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{context}</p> : null}
        {comment ? (
          <p className="mt-1 text-sm break-words whitespace-pre-line" data-testid="review-comment">
            {comment}
          </p>
        ) : null}
      </div>
    </li>
  );
}
