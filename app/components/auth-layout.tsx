/**
 * The frame of the account pages (login, register, OTP, password) and a refused form's own message.
 * Kept out of ui.tsx, which every page loads: the shop's pages never need them.
 */
import type { ReactNode } from "react";
import { Alert, Card } from "./ui";

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  );
}

/** The form's own message (not one field's) of a refused form, above its fields. */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Alert testId="form-error">
      <span id={id}>{message}</span>
    </Alert>
  );
}
