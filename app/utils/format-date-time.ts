/**
 * A moment people must act by: "25 November 2026 10.05 WIB" (Jakarta time). Its own file so the
 * pages that never show one (the catalogue's tight script budgets) do not carry it.
 */
const dateTime = new Intl.DateTimeFormat("id-ID", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jakarta",
});

export function formatDateTime(value: number | Date): string {
  return `${dateTime.format(value).replace(" pukul", "")} WIB`;
}
