/**
 * The contact form. The browser checks the same rules as the server before sending (messages next
 * to each field at once); without JavaScript the server answers with the same messages.
 */
import { Form, useNavigation } from "@remix-run/react";
import { Send } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type TextareaHTMLAttributes } from "react";
import { FieldShell, fieldControlProps, hasMessages, type FieldError } from "~/components/field-shell";
import { Button, Field } from "~/components/ui";
import { FormError } from "~/components/auth-layout";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  readContactForm,
  validateContact,
  type ContactField,
  type ContactInput,
} from "~/modules/contact/validation";
import { cn } from "~/utils/cn";
import type { FieldErrors } from "~/utils/forms";
import { useHydrated } from "~/utils/use-hydrated";

function TextAreaField({
  label,
  name,
  error,
  hint,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: FieldError; hint?: string }) {
  const shell = { id: `field-${name}`, label, name, error, hint };
  return (
    <FieldShell {...shell}>
      <textarea
        {...fieldControlProps(shell)}
        className={cn(
          "block min-h-40 w-full rounded-xl border border-surface-200 bg-surface-50 px-3 py-2 text-base outline-none focus:border-accent-500 focus:ring-2 focus:ring-accent-500/30 dark:border-surface-700 dark:bg-surface-950",
          hasMessages(error) && "border-red-500",
        )}
        {...props}
      />
    </FieldShell>
  );
}

/** Each field's messages: the browser's check (one) or the server's answer (all). */
type Shown = Partial<Record<string, FieldError>>;

function focusFirstError(form: HTMLFormElement | null, found: Shown) {
  const first = CONTACT_FIELDS.find((f) => hasMessages(found[f]));
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

export function ContactForm({
  defaults,
  serverErrors,
  formError,
}: {
  /** What the fields start with: the typed values after a refused submit, or the signed-in user's name and e-mail. */
  defaults: Partial<ContactInput>;
  serverErrors?: FieldErrors;
  formError?: string | null;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [errors, setErrors] = useState<Shown>(serverErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit (this form is remounted per navigation), put the cursor on the first problem.
  useEffect(() => {
    if (serverErrors) focusFirstError(formRef.current, serverErrors);
  }, [serverErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validateContact(readContactForm(new FormData(event.currentTarget)));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      focusFirstError(event.currentTarget, found);
    }
  };

  /** Once a field was flagged, re-check it as the user corrects it. */
  const recheck = (field: ContactField) => () => {
    if (!hasMessages(errors[field]) || !formRef.current) return;
    const next = validateContact(readContactForm(new FormData(formRef.current)))[field];
    setErrors((prev) => ({ ...prev, [field]: next }));
  };

  /** What every field takes alike: its name, required, its start value, its message and the re-check. */
  const bind = (field: ContactField) => ({
    name: field,
    "aria-required": true,
    defaultValue: defaults[field],
    error: errors[field],
    onChange: recheck(field),
  });

  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid="contact-form"
      data-hydrated={hydrated || undefined}
    >
      <FormError message={formError} />
      <p className="text-sm text-slate-600 dark:text-slate-400">Semua kolom wajib diisi.</p>
      <Field label="Nama Lengkap" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} {...bind("name")} />
      <Field label="Alamat Email" type="email" inputMode="email" autoComplete="email" {...bind("email")} />
      <Field label="Subjek" maxLength={CONTACT_LIMITS.subjectMax} {...bind("subject")} />
      <TextAreaField
        label="Pesan Anda"
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={`Minimal ${CONTACT_LIMITS.messageMin} karakter. Sertakan nomor pesanan jika ada.`}
        {...bind("message")}
      />
      <Button type="submit" disabled={busy} className="w-full sm:w-auto" data-testid="contact-submit">
        <Send className="size-4" aria-hidden />
        {busy ? "Mengirim..." : "Kirim Pesan"}
      </Button>
    </Form>
  );
}
