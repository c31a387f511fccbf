import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "~/components/toaster";
import { SelectField } from "~/components/form-controls";
import { AccountDetailsFields } from "~/components/listing-form/account-details-fields";
import { BuyerInputsFields, ListingDetailsFields, WarrantyField } from "~/components/listing-form/listing-fields";
import { accountDetailFields } from "~/modules/listings/account-details";
import { useHydrated } from "~/utils/use-hydrated";
import { ImageUploader } from "~/components/listing-form/image-uploader";
import { stopIfInvalid } from "~/components/listing-form/check-before-submit";
import { ListingFormActions } from "~/components/listing-form/listing-form-actions";
import { TopUpOfferFields } from "~/components/listing-form/top-up-offer-fields";
import { denominationOptions } from "~/modules/listings/top-up-offer.server";
import { hasSupplierAccount } from "~/modules/topups/connect.server";
import { Alert, Button, Card } from "~/components/ui";
import { createListing, imagesForForm, listGameOptions } from "~/modules/listings/create.server";
import { AppError } from "~/utils/app-error";
import {
  EMPTY_LISTING_FORM,
  readListingForm,
  suggestedBuyerInputs,
  type ListingFieldErrors,
  type ListingFormValues,
} from "~/modules/listings/listing-form";
import { LISTING_TEXTS } from "~/modules/listings/texts";
import { forbidden, requireUser } from "~/modules/auth/guards.server";
import { SITE_NAME } from "~/utils/site";
import { redirectWithToast } from "~/utils/toast.server";

const LOGIN_TEXT = "Silakan login sebagai penjual untuk membuat listing.";

async function requireSellerPage(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller")
    throw redirectWithToast("/", {
      type: "error",
      title: "Akses Ditolak",
      description: LISTING_TEXTS.sellerOnlyCreate,
    });
  return user;
}

/** What the URL carries after a no-JavaScript "Tampilkan Kategori" (a GET of the whole form). */
function valuesFromUrl(url: URL): ListingFormValues {
  const params = url.searchParams;
  const fromQuery = readListingForm(toFormData(params));
  return {
    ...EMPTY_LISTING_FORM,
    ...Object.fromEntries(Object.entries(fromQuery).filter(([, v]) => (Array.isArray(v) ? v.length : v))),
    gameSlug: params.get("game") ?? fromQuery.gameSlug,
  };
}

function toFormData(params: URLSearchParams) {
  const form = new FormData();
  for (const [k, v] of params) form.append(k, v);
  return form;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireSellerPage(request, context);
  const values = valuesFromUrl(new URL(request.url));
  const games = await listGameOptions(context);
  const game = games.find((g) => g.slug === values.gameSlug);
  if (!game) values.gameSlug = "";
  // A category that is not one of the chosen game's is cleared (changing the game clears it).
  if (!game?.categories.some((c) => c.slug === values.categorySlug)) values.categorySlug = "";
  const [images, denominations, supplierConnected] = await Promise.all([
    imagesForForm(context, user.id, values.imageIds),
    denominationOptions(context.db),
    hasSupplierAccount(context.db, user.id),
  ]);
  return { games, values, images, denominations, supplierConnected };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, LOGIN_TEXT);
  if (user.role !== "seller") throw forbidden(LISTING_TEXTS.sellerOnlyCreate);
  const values = readListingForm(await request.formData());
  try {
    const result = await createListing(context, user.id, values);
    if (result.ok)
      throw redirectWithToast("/seller/dashboard", {
        type: "success",
        title: LISTING_TEXTS.createdTitle,
        description: LISTING_TEXTS.created,
      });
    const images = await imagesForForm(context, user.id, values.imageIds);
    return data(
      { title: result.title, message: result.message, errors: result.errors, values, images },
      { status: result.status },
    );
  } catch (error) {
    if (error instanceof AppError && error.status === 403) throw forbidden(error.message);
    throw error;
  }
}

export const meta: MetaFunction = () => [
  { title: `Buat Listing — ${SITE_NAME}` },
  {
    name: "description",
    content:
      "Jual akun game, top up, atau jasa joki di PasarGame: isi detail, unggah gambar, dan listing langsung tayang.",
  },
];

export default function CreateListingPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const initial = actionData?.values ?? loaderData.values;
  const initialImages = actionData?.images ?? loaderData.images;
  const { games, denominations, supplierConnected } = loaderData;

  const [gameSlug, setGameSlug] = useState(initial.gameSlug);
  const [categorySlug, setCategorySlug] = useState(initial.categorySlug);
  const [errors, setErrors] = useState<ListingFieldErrors>(actionData?.errors ?? {});
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!actionData) return;
    setErrors(actionData.errors);
    toast.error(actionData.title, { description: actionData.message });
  }, [actionData]);

  const game = games.find((g) => g.slug === gameSlug);
  const category = game?.categories.find((c) => c.slug === categorySlug);
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.formMethod === "get") return;
    stopIfInvalid(
      event,
      readListingForm(new FormData(event.currentTarget)),
      category?.type ?? null,
      formRef,
      setErrors,
    );
  }

  const showBuyerInputs = hydrated ? category?.type === "Top Up" : true;
  // Garansi: Akun only; without JavaScript it shows until a category says otherwise.
  const showWarranty = hydrated ? category?.type === "Akun" : !category || category.type === "Akun";

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Buat Listing Baru</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Isi detail produk Anda. Kolom bertanda * wajib diisi. Uang pembeli ditahan rekening bersama sampai pesanan
        selesai.
      </p>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} className="mt-6 space-y-6">
        {actionData ? (
          <Alert testId="form-error">
            <strong>{actionData.title}</strong> — {actionData.message}
          </Alert>
        ) : null}
        <Card className="space-y-4">
          <h2 className="text-lg font-bold">Game & Kategori</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Game"
              name="gameSlug"
              required
              value={gameSlug}
              error={errors.gameSlug}
              onChange={(e) => {
                setGameSlug(e.currentTarget.value);
                setCategorySlug("");
              }}
            >
              <option value="">Pilih game</option>
              {games.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Kategori"
              name="categorySlug"
              required
              value={categorySlug}
              error={errors.categorySlug}
              disabled={!game}
              hint={game ? (category ? `Tipe: ${category.type}` : undefined) : "Pilih game terlebih dahulu."}
              onChange={(e) => setCategorySlug(e.currentTarget.value)}
            >
              <option value="">Pilih kategori</option>
              {game?.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name} ({c.type})
                </option>
              ))}
            </SelectField>
          </div>
          {!hydrated ? (
            <Button type="submit" variant="secondary" formMethod="get" formNoValidate>
              Tampilkan Kategori
            </Button>
          ) : null}
        </Card>

        <ListingDetailsFields initial={initial} errors={errors} />

        {/* Without JavaScript the chosen game's account fields show until a category says otherwise. */}
        <AccountDetailsFields
          key={gameSlug}
          fields={
            gameSlug ? accountDetailFields(gameSlug, hydrated || category ? (category?.type ?? null) : "Akun") : []
          }
          initial={initial.details}
          errors={errors}
          hint={
            hydrated
              ? "Opsional. Tampil di 'Detail Produk' dan dipakai filter di halaman game."
              : "Khusus kategori Akun, opsional: tampil di 'Detail Produk' dan dipakai filter di halaman game."
          }
        />

        {showWarranty ? (
          <WarrantyField initial={initial.warrantyDays} error={errors.warrantyDays} akunOnly={!category} />
        ) : null}

        {showBuyerInputs ? (
          <BuyerInputsFields
            // A new game starts from its own IDs (User ID + Zone ID for Mobile Legends); what the
            // seller sent back with a refusal stays as sent. (Keys of the form's children differ:
            // TopUpOfferFields below is keyed by the game too.)
            key={`buyer-inputs-${gameSlug}`}
            initial={
              actionData || initial.buyerInputs.length
                ? initial
                : { ...initial, buyerInputs: suggestedBuyerInputs(gameSlug) }
            }
            error={errors.buyerInputs}
            hint={
              hydrated
                ? "Data yang harus diisi pembeli saat membeli top up ini."
                : "Khusus kategori Top Up: data yang harus diisi pembeli saat membeli."
            }
          />
        ) : null}

        {showBuyerInputs ? (
          <TopUpOfferFields
            key={gameSlug}
            denominations={denominations.filter((d) => d.gameSlug === gameSlug)}
            supplierConnected={supplierConnected}
            initial={initial}
            errors={errors}
          />
        ) : null}

        <Card>
          <ImageUploader initial={initialImages} error={errors.imageIds} onBusyChange={onBusyChange} />
        </Card>

        <ListingFormActions submitting={submitting} uploading={uploading} label="Buat Listing" />
      </Form>
    </main>
  );
}
