/**
 * The listing form's fields shared by creating and editing a listing (same names, same rules in
 * modules/listings/listing-form.ts): the product details with the live platform fee, the data a
 * Top Up buyer must give, and an Akun listing's warranty.
 */
import { useState } from "react";
import { FeeSummary } from "~/components/seller/fee-summary";
import { Card, Field } from "~/components/ui";
import {
  DELIVERY_TIMES,
  MAX_TAGS,
  PLATFORMS,
  PRESET_BUYER_INPUTS,
  type ListingFieldErrors,
  type ListingFormValues,
} from "~/modules/listings/listing-form";
import { LISTING_TEXTS, WARRANTY_FORM_TEXTS as WARRANTY_TEXTS } from "~/modules/listings/texts";
import { INSTANT } from "~/modules/listings/top-up-offer";
import { WARRANTY_DAYS } from "~/modules/catalog/warranty";
import { parseRupiah } from "~/utils/parse-number";
import { SelectField, TextareaField } from "~/components/form-controls";

export function ListingDetailsFields({ initial, errors }: { initial: ListingFormValues; errors: ListingFieldErrors }) {
  const [price, setPrice] = useState(initial.price);
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold">Detail Produk</h2>
      <Field
        label="Judul *"
        name="title"
        aria-required
        defaultValue={initial.title}
        error={errors.title}
        placeholder="Contoh: Akun Valorant Immortal 2 — 43 Skin"
        maxLength={120}
      />
      <TextareaField
        label="Deskripsi"
        name="description"
        required
        defaultValue={initial.description}
        error={errors.description}
        placeholder="Jelaskan isi akun, item, atau jasa Anda secara lengkap."
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Harga (Rp) *"
          name="price"
          inputMode="numeric"
          aria-required
          defaultValue={initial.price}
          error={errors.price}
          placeholder="150000"
          onChange={(e) => setPrice(e.currentTarget.value)}
        />
        <Field
          label="Harga Asli (Rp)"
          name="originalPrice"
          inputMode="numeric"
          defaultValue={initial.originalPrice}
          error={errors.originalPrice}
          hint="Opsional, untuk menampilkan diskon."
        />
        <Field
          label="Stok *"
          name="stock"
          inputMode="numeric"
          aria-required
          defaultValue={initial.stock}
          error={errors.stock}
        />
      </div>
      <div className="space-y-1">
        <FeeSummary amount={parseRupiah(price)} live />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Memasang listing gratis. Biaya platform dipotong dari harga saat pesanan selesai.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Platform" name="platform" defaultValue={initial.platform} error={errors.platform}>
          {PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
        <Field
          label="Server / Region"
          name="serverRegion"
          defaultValue={initial.serverRegion}
          error={errors.serverRegion}
          placeholder="Contoh: Asia"
        />
        <SelectField
          label="Waktu Pengiriman"
          name="deliveryTime"
          defaultValue={initial.deliveryTime}
          error={errors.deliveryTime}
          hint={LISTING_TEXTS.deliveryTimeHint}
        >
          {DELIVERY_TIMES.map((d) => (
            <option key={d} value={d}>
              {d === INSTANT ? LISTING_TEXTS.instantChoice : d}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label="Tag"
        name="tags"
        defaultValue={initial.tags}
        error={errors.tags}
        placeholder="immortal, skin premium, full akses"
        hint={`Pisahkan dengan koma, maksimal ${MAX_TAGS} tag.`}
      />
    </Card>
  );
}

export function BuyerInputsFields({
  initial,
  error,
  hint,
}: {
  initial: ListingFormValues;
  error?: string;
  hint: string;
}) {
  return (
    <Card className="space-y-3">
      <fieldset className="space-y-3" aria-describedby="buyer-inputs-hint">
        <legend className="text-lg font-bold">Data dari Pembeli</legend>
        <p id="buyer-inputs-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {PRESET_BUYER_INPUTS.map((label) => (
            <label key={label} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name="buyerInputs"
                value={label}
                defaultChecked={initial.buyerInputs.includes(label)}
                className="size-5 accent-accent-500"
              />
              {label}
            </label>
          ))}
        </div>
        <Field
          label="Data lain"
          name="customBuyerInputs"
          defaultValue={initial.customBuyerInputs}
          hint="Opsional, pisahkan dengan koma. Contoh: Nama Karakter, Server"
        />
        {error ? (
          <p className="text-sm text-red-600 dark:text-red-400" data-testid="buyerInputs-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </Card>
  );
}

/** Garansi of an Akun listing: none, 7, 14 or 30 days (the server gives Top Up and Jasa none). */
export function WarrantyField({ initial, error, akunOnly }: { initial: string; error?: string; akunOnly?: boolean }) {
  return (
    <Card>
      <SelectField
        label={WARRANTY_TEXTS.label}
        name="warrantyDays"
        defaultValue={initial}
        error={error}
        hint={akunOnly ? `${WARRANTY_TEXTS.akunOnly} ${WARRANTY_TEXTS.hint}` : WARRANTY_TEXTS.hint}
      >
        {WARRANTY_DAYS.map((days) => (
          <option key={days} value={days}>
            {days ? WARRANTY_TEXTS.option(days) : WARRANTY_TEXTS.none}
          </option>
        ))}
      </SelectField>
    </Card>
  );
}
