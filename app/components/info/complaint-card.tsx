/**
 * The complaint service as the contact page states it (PP 80/2019 Pasal 27): contact, address,
 * hours, the promised response time, the procedure and the escalation. Its values come from the
 * server's configuration (modules/contact/complaint-service.server.ts).
 */
import { Card } from "~/components/ui";
import type { ComplaintService } from "~/modules/contact/complaint-service.server";
import { COMPLAINT_TEXTS as T } from "~/modules/contact/texts";
import { infoLink } from "./info-page";

export function ComplaintServiceCard({ service }: { service: ComplaintService }) {
  return (
    <Card>
      <section aria-labelledby="complaint-service" data-testid="complaint-service">
        <h2 id="complaint-service" className="text-lg font-bold">
          {T.heading}
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{T.phone}</dt>
            <dd>
              <a href={service.phoneHref} className={infoLink} target="_blank" rel="noopener noreferrer">
                {service.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{T.address}</dt>
            <dd>{service.address}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{T.hours}</dt>
            <dd>{service.hours}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm font-semibold">{T.response(service.responseHours)}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {T.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.escalation}</p>
      </section>
    </Card>
  );
}
