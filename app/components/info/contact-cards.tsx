import { Clock, Mail, MessageCircle } from "lucide-react";
import { AFTER_HOURS_NOTE, OPENING_HOURS, SUPPORT_CONTACTS } from "~/modules/contact/support";
import { Card } from "~/components/ui";
import { infoLink } from "./info-page";

export function ContactInfoCard() {
  return (
    <Card>
      <h2 className="text-lg font-bold">Informasi Kontak</h2>
      <ul className="mt-4 space-y-4">
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">Email</p>
            <p>
              <a href={SUPPORT_CONTACTS.emailHref} className={infoLink} data-testid="support-email">
                {SUPPORT_CONTACTS.email}
              </a>
            </p>
          </div>
        </li>
        <li className="flex gap-3">
          <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">WhatsApp</p>
            <p>
              <a
                href={SUPPORT_CONTACTS.whatsappHref}
                className={infoLink}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="support-whatsapp"
              >
                {SUPPORT_CONTACTS.whatsapp}
                <span className="sr-only"> (membuka WhatsApp di tab baru)</span>
              </a>
            </p>
          </div>
        </li>
      </ul>
    </Card>
  );
}

export function OpeningHoursCard() {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Clock className="size-5 text-brand" aria-hidden />
        Jam Operasional
      </h2>
      <dl className="mt-4 divide-y divide-surface-200 text-sm dark:divide-surface-800" data-testid="opening-hours">
        {OPENING_HOURS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4 py-2">
            <dt>{row.days}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{AFTER_HOURS_NOTE}</p>
    </Card>
  );
}
