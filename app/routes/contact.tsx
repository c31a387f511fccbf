import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { ComplaintServiceCard } from "~/components/info/complaint-card";
import { ContactInfoCard, OpeningHoursCard } from "~/components/info/contact-cards";
import { ContactForm } from "~/components/info/contact-form";
import { InfoPage } from "~/components/info/info-page";
import { Alert } from "~/components/ui";
import { complaintService } from "~/modules/contact/complaint-service.server";
import { openTicket } from "~/modules/contact/tickets.server";
import { contactSchema } from "~/modules/contact/forms.server";
import { CONTACT_TEXTS, TICKET_TEXTS } from "~/modules/contact/texts";
import { pageMeta } from "~/modules/content/meta";
import type { Toast } from "~/utils/toast.server";
import { getUser } from "~/modules/auth/guards.server";
import { checkLimits } from "~/modules/limits/check-limits.server";
import { formFailureOf } from "~/utils/forms";
import { failForm, formFailure, parseForm } from "~/utils/forms.server";
import { clientIp } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formatLongDate } from "~/utils/format-date";

/** Signed-in users find their name and e-mail filled in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  return {
    defaults: user ? { name: user.fullName ?? user.username, email: user.email } : {},
    service: complaintService(context.env),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, contactSchema);
  if (!parsed.ok) return failForm(parsed);
  const refused = (formError: string, status: number) => failForm(formFailure(parsed.values, { formError }), status);

  const limited = await checkLimits(context, [
    { limit: "CONTACT_PER_IP_PER_HOUR", key: `contact:ip:${clientIp(request)}` },
  ]);
  if (limited) return refused(limited, 429);

  const user = await getUser(request, context);
  let ticket: Awaited<ReturnType<typeof openTicket>>;
  try {
    ticket = await openTicket(context, parsed.data, user?.id ?? null);
  } catch (error) {
    console.error("contact: saving the message failed", error);
    return refused(CONTACT_TEXTS.failed, 500);
  }
  // The ticket's number and the promised answer time: the toast, and the page itself without JavaScript.
  throw redirectWithToast("/contact", {
    type: "success",
    title: CONTACT_TEXTS.sentTitle,
    description: `${CONTACT_TEXTS.sentDescription} ${TICKET_TEXTS.sentDescription(ticket.ticketNumber, formatLongDate(ticket.dueAt))}`,
  });
}

export default function Contact() {
  const { defaults, service } = useLoaderData<typeof loader>();
  const failure = formFailureOf(useActionData<typeof action>());
  const location = useLocation();
  // The root loader hands every page its pending toast (app/root.tsx).
  const toast = useRouteLoaderData<{ toast: Toast | null }>("root")?.toast;
  const sent = toast?.title === CONTACT_TEXTS.sentTitle;
  return (
    <InfoPage
      title="Hubungi Kami"
      lead="Punya pertanyaan, kendala pesanan atau masukan? Kirim pesan dan tim dukungan kami akan membantu."
      width="wide"
    >
      {/* Without JavaScript there is no toast: the confirmation is shown in the page instead. */}
      {sent ? (
        <noscript>
          <div className="mb-6">
            <Alert tone="success">
              <strong className="block">{CONTACT_TEXTS.sentTitle}</strong>
              {toast?.description}
            </Alert>
          </div>
        </noscript>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="lg:col-span-2">
          <div className="rounded-card border border-surface-200 bg-white p-6 shadow-sm dark:border-surface-800 dark:bg-surface-900">
            <h2 id="contact-form-title" className="mb-4 text-lg font-bold">
              Kirim Pesan
            </h2>
            {/* A new navigation (e.g. the redirect after sending) remounts the form: it is empty again. */}
            <ContactForm
              key={location.key}
              defaults={failure?.values ?? defaults}
              serverErrors={failure && Object.keys(failure.fieldErrors).length > 0 ? failure.fieldErrors : undefined}
              formError={failure?.formError}
            />
          </div>
        </section>
        <div className="space-y-6">
          <ContactInfoCard />
          <ComplaintServiceCard service={service} />
          <OpeningHoursCard />
        </div>
      </div>
    </InfoPage>
  );
}

export const meta: MetaFunction = () =>
  pageMeta(
    "Hubungi Kami",
    "Hubungi tim dukungan PasarGame lewat formulir, email atau WhatsApp. Senin–Jumat 09.00–18.00 WIB, Sabtu 10.00–15.00 WIB.",
  );
