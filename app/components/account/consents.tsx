/**
 * 'Persetujuan' in Pengaturan: marketing by e-mail and push in one place, withdrawn at once, and
 * what optional processing there is (none; modules/users/consents.server.ts). Works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { Button, Card } from "~/components/ui";
import { CONSENT_TEXTS as T } from "~/modules/users/texts";

export function ConsentsCard({ consents }: { consents: { marketingEmail: boolean; marketingPush: boolean } }) {
  const boxes = [
    { name: "marketingEmail", label: T.marketingEmail, hint: T.marketingEmailHint, on: consents.marketingEmail },
    { name: "marketingPush", label: T.marketingPush, hint: T.marketingPushHint, on: consents.marketingPush },
  ] as const;
  return (
    <Card>
      <section aria-labelledby="consents" data-testid="consents">
        <h2 id="consents" className="text-lg font-bold">
          {T.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="consents" />
          {boxes.map((box) => (
            <label key={box.name} className="flex min-h-11 items-start gap-3">
              <input
                type="checkbox"
                name={box.name}
                value="1"
                defaultChecked={box.on}
                className="mt-1 h-5 w-5 accent-accent-500"
              />
              <span>
                <span className="block font-semibold">{box.label}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{box.hint}</span>
              </span>
            </label>
          ))}
          <Button type="submit">{T.save}</Button>
        </Form>
        <h3 className="mt-5 font-semibold">{T.optionalHeading}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.optional}</p>
      </section>
    </Card>
  );
}
