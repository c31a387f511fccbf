/**
 * The running deadline of an order (ARCHITECTURE.md section 3), shown to both parties: what it
 * means, the date (server-rendered, readable without JavaScript) and a live countdown.
 */
import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { formatLongDate, formatRelativeTime } from "~/utils/format-date";

/** 183_000_000 ms → "2 hari 2 jam 50 menit"; under an hour also seconds ("4 menit 5 detik"). */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return "Waktu habis";
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} hari`);
  if (hours) parts.push(`${hours} jam`);
  if (minutes) parts.push(`${minutes} menit`);
  if (days === 0 && hours === 0) parts.push(`${seconds} detik`);
  return parts.join(" ");
}

export function DeadlineCountdown({ deadlineAt, label, now }: { deadlineAt: number; label: string; now: number }) {
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setClock(Date.now());
    const tick = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const left = deadlineAt - clock;
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
      data-testid="order-deadline"
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-300" aria-hidden />
      <div>
        <p className="font-semibold">{label}</p>
        <p className="mt-0.5 text-slate-700 dark:text-slate-300">
          Batas waktu <time dateTime={new Date(deadlineAt).toISOString()}>{formatLongDate(deadlineAt)}</time> (
          {formatRelativeTime(deadlineAt, clock)})
        </p>
        <p className="mt-1 font-mono text-base font-bold tabular-nums" role="timer" data-testid="deadline-countdown">
          {left > 0 ? `Sisa ${formatCountdown(left)}` : formatCountdown(left)}
        </p>
      </div>
    </div>
  );
}
