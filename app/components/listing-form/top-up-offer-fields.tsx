/**
 * A Top Up listing's offer on the create and edit forms: the denomination it sells (the game's
 * active ones) and, when the seller has a supplier connected, its SKU and maximum buy price
 * (rules: modules/listings/top-up-offer.ts, checked on the server). No state, no new browser code.
 */
import { Link } from "@remix-run/react";
import { SelectField } from "~/components/form-controls";
import { Card, Field } from "~/components/ui";
import type { ListingFieldErrors, ListingFormValues } from "~/modules/listings/listing-form";
import { TOP_UP_OFFER_TEXTS as T } from "~/modules/listings/texts";

export function TopUpOfferFields({
  denominations,
  supplierConnected,
  initial,
  errors,
}: {
  denominations: { id: string; label: string }[];
  supplierConnected: boolean;
  initial: ListingFormValues;
  errors: ListingFieldErrors;
}) {
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold">{T.title}</h2>
      <SelectField
        label={T.denomination}
        name="denominationId"
        defaultValue={initial.denominationId}
        error={errors.denominationId}
        hint={T.denominationHint}
      >
        <option value="">{T.denominationNone}</option>
        {denominations.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </SelectField>
      {supplierConnected ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={T.sku}
            name="supplierSku"
            autoComplete="off"
            defaultValue={initial.supplierSku}
            error={errors.supplierSku}
            hint={T.skuHint}
          />
          <Field
            label={T.maxPrice}
            name="supplierMaxPrice"
            inputMode="numeric"
            defaultValue={initial.supplierMaxPrice}
            error={errors.supplierMaxPrice}
            hint={T.maxPriceHint}
          />
        </div>
      ) : (
        <>
          {errors.supplierSku ? (
            <p className="text-sm text-red-600 dark:text-red-400" data-testid="supplierSku-error">
              {errors.supplierSku}
            </p>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Link to="/seller/dashboard?tab=supplier" className="font-semibold text-brand hover:underline">
              {T.connectHint}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}
