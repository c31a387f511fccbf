/**
 * The listing form's check in the browser before it is sent (create and edit share it): the same
 * rules the server runs (listings/listing-form.ts); on a problem the send stops, every field shows
 * its message, a toast says what is wrong and the first field named gets the focus.
 */
import type { FormEvent, RefObject } from "react";
import { toast } from "~/components/toaster";
import type { ListingType } from "~/modules/catalog/vocabulary";
import { checkListing, type ListingFieldErrors, type ListingFormValues } from "~/modules/listings/listing-form";

export function stopIfInvalid(
  event: FormEvent<HTMLFormElement>,
  values: ListingFormValues,
  type: ListingType | null,
  formRef: RefObject<HTMLFormElement | null>,
  setErrors: (errors: ListingFieldErrors) => void,
) {
  const check = checkListing(values, type);
  if (check.ok) {
    setErrors({});
    return;
  }
  event.preventDefault();
  setErrors(check.errors);
  toast.error(check.title, { description: check.message });
  const first = Object.keys(check.errors)[0];
  formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
