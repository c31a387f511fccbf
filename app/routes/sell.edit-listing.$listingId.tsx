/**
 * Editing a listing after creation (/sell/edit-listing/{id}): the create form's detail fields, buyer
 * inputs and image uploader with the listing's current values, the same rules, only for its seller
 * (others: 403 'Akses Ditolak'). Works without JavaScript except adding images.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { ImageUploader } from "~/components/listing-form/image-uploader";
import { AccountDetailsFields } from "~/components/listing-form/account-details-fields";
import { BuyerInputsFields, ListingDetailsFields, WarrantyField } from "~/components/listing-form/listing-fields";
import { accountDetailFields } from "~/modules/listings/account-details";
import { toast } from "~/components/toaster";
import { stopIfInvalid } from "~/components/listing-form/check-before-submit";
import { ListingFormActions } from "~/components/listing-form/listing-form-actions";
import { TopUpOfferFields } from "~/components/listing-form/top-up-offer-fields";
import { Alert, Card } from "~/components/ui";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { imagesForEdit, listingForEdit, updateListingDetails } from "~/modules/listings/edit.server";
import { readListingForm, type ListingFieldErrors } from "~/modules/listings/listing-form";
import { INSTANT_TEXTS, LISTING_TEXTS } from "~/modules/listings/texts";
import { SITE_NAME } from "~/utils/site";
import { orRefusal, refusalAnswer } from "~/utils/guard-responses.server";
import { redirectWithToast } from "~/utils/toast.server";

const LOGIN_TEXT = "Silakan login sebagai penjual untuk mengubah listing.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller")
    throw redirectWithToast("/", {
      type: "error",
      title: "Akses Ditolak",
      description: LISTING_TEXTS.sellerOnlyDashboard,
    });
  return orRefusal(() => listingForEdit(context, user.id, params.listingId ?? ""));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(LISTING_TEXTS.sellerOnlyDashboard);
  const listingId = params.listingId ?? "";
  const values = readListingForm(await request.formData());
  try {
    const result = await updateListingDetails(context, user.id, listingId, values);
    if (result.ok)
      throw redirectWithToast("/seller/dashboard", {
        type: "success",
        title: LISTING_TEXTS.updatedTitle,
        description: LISTING_TEXTS.detailsUpdated,
      });
    const images = await imagesForEdit(context, user.id, listingId, values.imageIds);
    return data(
      { title: result.title, message: result.message, errors: result.errors, values, images },
      { status: result.status },
    );
  } catch (error) {
    throw refusalAnswer(error);
  }
}

export const meta: MetaFunction = () => [
  { title: `Ubah Listing — ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const DETAILS_HINT = "Opsional. Tampil di 'Detail Produk' dan dipakai filter di halaman game.";

export default function EditListingPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { listing } = loaderData;
  const initial = actionData?.values ?? loaderData.values;
  const initialImages = actionData?.images ?? loaderData.images;
  const [errors, setErrors] = useState<ListingFieldErrors>(actionData?.errors ?? {});
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  useEffect(() => {
    if (!actionData) return;
    setErrors(actionData.errors);
    toast.error(actionData.title, { description: actionData.message });
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const values = {
      ...readListingForm(new FormData(event.currentTarget)),
      gameSlug: listing.gameSlug,
      categorySlug: listing.categorySlug,
    };
    stopIfInvalid(event, values, listing.type, formRef, setErrors);
  }

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Ubah Listing</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Perubahan langsung tampil untuk pembeli. Pesanan yang sudah dibuat tetap memakai judul dan harga saat dibeli.
      </p>
      <p className="mt-2 text-sm">
        <Link to={`/sell/instant/${listing.id}`} className="font-semibold text-brand hover:underline">
          {INSTANT_TEXTS.manage}
        </Link>
        {listing.instantDelivery ? ` — ${INSTANT_TEXTS.stockFromItems}` : null}
      </p>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="mt-6 space-y-6">
        {actionData ? (
          <Alert testId="form-error">
            <strong>{actionData.title}</strong> — {actionData.message}
          </Alert>
        ) : null}
        <Card>
          <h2 className="text-lg font-bold">Game & Kategori</h2>
          <p className="mt-2" data-testid="edit-game-category">
            {listing.gameName} · {listing.categoryName} ({listing.type})
          </p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Game dan kategori tidak dapat diubah. Buat listing baru untuk game atau kategori lain.
          </p>
        </Card>

        <ListingDetailsFields initial={initial} errors={errors} />

        <AccountDetailsFields
          fields={accountDetailFields(listing.gameSlug, listing.type)}
          initial={initial.details}
          errors={errors}
          hint={DETAILS_HINT}
        />

        {listing.type === "Akun" ? <WarrantyField initial={initial.warrantyDays} error={errors.warrantyDays} /> : null}

        {listing.type === "Top Up" ? (
          <BuyerInputsFields
            initial={initial}
            error={errors.buyerInputs}
            hint="Data yang harus diisi pembeli saat membeli top up ini."
          />
        ) : null}

        {listing.type === "Top Up" ? (
          <TopUpOfferFields
            denominations={loaderData.offer.denominations}
            supplierConnected={loaderData.offer.supplierConnected}
            initial={initial}
            errors={errors}
          />
        ) : null}

        <Card>
          <ImageUploader
            initial={initialImages}
            error={errors.imageIds}
            onBusyChange={onBusyChange}
            saved={loaderData.images.map((i) => i.id)}
          />
        </Card>

        <ListingFormActions submitting={submitting} uploading={uploading} label="Simpan Perubahan" />
      </Form>
    </main>
  );
}
