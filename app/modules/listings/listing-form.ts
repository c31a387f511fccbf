/**
 * The create-listing and edit-listing rules (spec section 5), shared by the browser (instant
 * messages) and the server (which re-checks everything). Pure: no bindings, no React.
 */
import { parseRupiah, parseWholeNumber } from "~/utils/parse-number";
import type { ListingType } from "~/db/schema";
import {
  accountDetailFields,
  checkAccountDetails,
  readAccountDetails,
  type AccountDetailValues,
  type ParsedAccountDetails,
} from "./account-details";
import { DEFAULT_WARRANTY_DAYS, hasWarrantyChoice, WARRANTY_DAYS, type WarrantyDays } from "~/modules/catalog/warranty";
import { TOP_UP_RULES } from "~/modules/catalog/top-up-rules";
import { MAX_IMAGES } from "./images";
import { LISTING_TEXTS, WARRANTY_FORM_TEXTS } from "./texts";

export const PLATFORMS = ["PC", "Mobile", "PC/Mobile"] as const;
export const DELIVERY_TIMES = ["Instan", "5 Menit", "15 Menit", "30 Menit", "1 Jam", "24 Jam"] as const;
export const MAX_PRICE = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;
export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 5000;
export const MAX_SERVER_REGION = 60;
export const MAX_REQUIRED_INPUTS = 5;
export const MAX_INPUT_LABEL = 40;
/** Buyer inputs a Top Up seller can tick (plus their own labels). */
export const PRESET_BUYER_INPUTS = ["User ID", "Zone ID", "Server ID", "Nickname In-Game"] as const;

export type Platform = (typeof PLATFORMS)[number];
export type DeliveryTime = (typeof DELIVERY_TIMES)[number];

/** What the form sends, as strings (the page keeps them to re-render after an error). */
export interface ListingFormValues {
  gameSlug: string;
  categorySlug: string;
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  stock: string;
  platform: string;
  serverRegion: string;
  deliveryTime: string;
  tags: string;
  buyerInputs: string[];
  customBuyerInputs: string;
  imageIds: string[];
  /** An Akun listing's structured details (account-details.ts), `detail.<key>` in the form. */
  details: AccountDetailValues;
  /** Garansi in days ("0", "7", "14", "30"); only Akun listings have one, blank means the default. */
  warrantyDays: string;
  /** A Top Up's offer (top-up-offer.ts): its denomination, supplier SKU and maximum buy price. */
  denominationId: string;
  supplierSku: string;
  supplierMaxPrice: string;
}

export const EMPTY_LISTING_FORM: ListingFormValues = {
  gameSlug: "",
  categorySlug: "",
  title: "",
  description: "",
  price: "",
  originalPrice: "",
  stock: "1",
  platform: "PC/Mobile",
  serverRegion: "",
  // The 24-hour promise every order has anyway: 'Instan' is for listings that deliver by themselves.
  deliveryTime: "24 Jam",
  tags: "",
  buyerInputs: [],
  customBuyerInputs: "",
  imageIds: [],
  details: {},
  warrantyDays: String(DEFAULT_WARRANTY_DAYS),
  denominationId: "",
  supplierSku: "",
  supplierMaxPrice: "",
};

export function readListingForm(form: FormData): ListingFormValues {
  const text = (key: string, max: number) => String(form.get(key) ?? "").slice(0, max);
  const list = (key: string) =>
    form
      .getAll(key)
      .map((v) => String(v).trim())
      .filter(Boolean)
      .slice(0, 20);
  return {
    gameSlug: text("gameSlug", 60),
    categorySlug: text("categorySlug", 60),
    title: text("title", 500),
    description: text("description", MAX_DESCRIPTION * 2),
    price: text("price", 40),
    originalPrice: text("originalPrice", 40),
    stock: text("stock", 40),
    platform: text("platform", 40),
    serverRegion: text("serverRegion", 200),
    deliveryTime: text("deliveryTime", 40),
    tags: text("tags", 2000),
    buyerInputs: list("buyerInputs"),
    customBuyerInputs: text("customBuyerInputs", 500),
    imageIds: list("imageId"),
    details: readAccountDetails(form),
    warrantyDays: text("warrantyDays", 10),
    denominationId: text("denominationId", 80),
    supplierSku: text("supplierSku", 100),
    supplierMaxPrice: text("supplierMaxPrice", 40),
  };
}

/**
 * An Akun listing's warranty from the form: blank is the default (7 days), anything but 0, 7, 14 or
 * 30 is refused. Top Up and Jasa listings carry none, whatever was posted.
 */
export function checkWarrantyDays(
  value: string,
  categoryType: ListingType | null,
): { days: WarrantyDays } | { error: string } {
  if (!hasWarrantyChoice(categoryType)) return { days: 0 };
  const raw = value.trim();
  if (!raw) return { days: DEFAULT_WARRANTY_DAYS };
  const days = WARRANTY_DAYS.find((d) => String(d) === raw);
  return days === undefined ? { error: WARRANTY_FORM_TEXTS.invalid } : { days };
}

/** Tags: comma-separated, trimmed, blanks and repeats dropped. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** The preset a game's own ID rule stands for (catalog/top-up-rules.ts ids → preset labels). */
const PRESET_FOR_RULE_ID: Record<string, (typeof PRESET_BUYER_INPUTS)[number]> = {
  user_id: "User ID",
  zone_id: "Zone ID",
  server_id: "Server ID",
};

/**
 * The buyer inputs ticked for a new Top Up listing of `gameSlug`: the IDs the game's top-up asks
 * for (Mobile Legends: User ID and Zone ID), so a seller does not have to know them.
 */
export function suggestedBuyerInputs(gameSlug: string): string[] {
  const labels = (TOP_UP_RULES[gameSlug] ?? []).map((rule) =>
    rule.ids.map((id) => PRESET_FOR_RULE_ID[id]).find(Boolean),
  );
  return labels.filter((label): label is (typeof PRESET_BUYER_INPUTS)[number] => label !== undefined);
}

/** "Nickname In-Game" → "nickname_in_game". */
export function inputIdFor(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "") || "input"
  );
}

export interface RequiredInputSpec {
  id: string;
  label: string;
  type: "text";
  placeholder: string;
}

/** The buyer inputs of a Top Up listing from the ticked presets and the seller's own labels. */
export function parseBuyerInputs(ticked: string[], custom: string): RequiredInputSpec[] {
  const labels = [
    ...ticked.filter((l) => (PRESET_BUYER_INPUTS as readonly string[]).includes(l)),
    ...custom.split(",").map((l) => l.trim().replace(/\s+/g, " ")),
  ].filter(Boolean);
  const seen = new Set<string>();
  const out: RequiredInputSpec[] = [];
  for (const label of labels) {
    const id = inputIdFor(label);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ id, label, type: "text", placeholder: `Masukkan ${label}` });
  }
  return out;
}

/** Messages by field name; an account detail's is under its form name, `detail.<key>`. */
export type ListingFieldErrors = Partial<Record<keyof ListingFormValues | `detail.${string}`, string>>;

export interface ParsedListing {
  gameSlug: string;
  categorySlug: string;
  title: string;
  description: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  platform: Platform;
  serverRegion: string | null;
  deliveryTime: DeliveryTime;
  tags: string[];
  requiredInputs: RequiredInputSpec[];
  imageIds: string[];
  /** An Akun listing's structured details; null for other types. */
  details: ParsedAccountDetails | null;
  /** Garansi in days; 0 for Top Up and Jasa. */
  warrantyDays: WarrantyDays;
}

export type ListingCheck =
  { ok: true; listing: ParsedListing } | { ok: false; title: string; message: string; errors: ListingFieldErrors };

/** Price rules shared by create and the dashboard's inline edit. */
export function checkPrice(value: string): { price: number } | { error: string } {
  const price = parseRupiah(value);
  if (price === null || price <= 0) return { error: "Harga harus berupa angka bulat lebih dari 0." };
  if (price > MAX_PRICE) return { error: "Harga maksimal Rp100.000.000." };
  return { price };
}

export function checkOriginalPrice(
  value: string,
  price: number | null,
): { originalPrice: number | null } | { error: string } {
  if (!value.trim()) return { originalPrice: null };
  const original = parseRupiah(value);
  if (original === null || original <= 0) return { error: "Harga asli harus berupa angka bulat." };
  if (original > MAX_PRICE) return { error: "Harga asli maksimal Rp100.000.000." };
  if (price !== null && original <= price) return { error: "Harga asli harus lebih besar dari harga jual." };
  return { originalPrice: original };
}

export function checkStock(value: string): { stock: number } | { error: string } {
  if (!value.trim()) return { error: LISTING_TEXTS.required };
  const stock = parseWholeNumber(value);
  if (stock === null) return { error: "Stok harus berupa angka bulat minimal 0." };
  if (stock > MAX_STOCK) return { error: "Stok maksimal 1.000.000." };
  return { stock };
}

/**
 * Checks a listing form. `categoryType` is the type of the chosen category when it belongs to the
 * chosen game (null when it does not), which decides whether buyer inputs apply (Top Up).
 */
export function checkListing(values: ListingFormValues, categoryType: ListingType | null): ListingCheck {
  const errors: ListingFieldErrors = {};
  const requiredFields = ["gameSlug", "categorySlug", "title", "price", "description", "stock"] as const;
  for (const field of requiredFields) if (!values[field].trim()) errors[field] = LISTING_TEXTS.required;
  const incomplete = Object.keys(errors).length > 0;
  // Every field is checked at once; an empty required field keeps its 'wajib diisi' message only.
  const flag = (field: keyof ListingFieldErrors, message: string) => (errors[field] ??= message);

  if (!categoryType) flag("categorySlug", "Pilih kategori dari game yang dipilih.");
  const title = values.title.trim().replace(/\s+/g, " ");
  if (title.length < 5) flag("title", "Judul minimal 5 karakter.");
  else if (title.length > MAX_TITLE) flag("title", `Judul maksimal ${MAX_TITLE} karakter.`);
  const description = values.description.trim();
  if (description.length > MAX_DESCRIPTION) flag("description", `Deskripsi maksimal ${MAX_DESCRIPTION} karakter.`);

  const price = checkPrice(values.price);
  if ("error" in price) flag("price", price.error);
  const original = checkOriginalPrice(values.originalPrice, "price" in price ? price.price : null);
  if ("error" in original) flag("originalPrice", original.error);
  const stock = checkStock(values.stock);
  if ("error" in stock) flag("stock", stock.error);

  if (!(PLATFORMS as readonly string[]).includes(values.platform)) flag("platform", "Pilih platform.");
  if (!(DELIVERY_TIMES as readonly string[]).includes(values.deliveryTime))
    flag("deliveryTime", "Pilih waktu pengiriman.");
  const serverRegion = values.serverRegion.trim();
  if (serverRegion.length > MAX_SERVER_REGION) flag("serverRegion", `Server maksimal ${MAX_SERVER_REGION} karakter.`);

  const tags = parseTags(values.tags);
  if (tags.length > MAX_TAGS) flag("tags", `Maksimal ${MAX_TAGS} tag.`);
  else if (tags.some((t) => t.length > MAX_TAG_LENGTH)) flag("tags", `Setiap tag maksimal ${MAX_TAG_LENGTH} karakter.`);

  const requiredInputs =
    categoryType === "Top Up" ? parseBuyerInputs(values.buyerInputs, values.customBuyerInputs) : [];
  if (categoryType === "Top Up") {
    if (requiredInputs.length === 0) flag("buyerInputs", "Pilih minimal satu data yang harus diisi pembeli.");
    else if (requiredInputs.length > MAX_REQUIRED_INPUTS)
      flag("buyerInputs", `Maksimal ${MAX_REQUIRED_INPUTS} data pembeli.`);
    else if (requiredInputs.some((i) => i.label.length > MAX_INPUT_LABEL))
      flag("buyerInputs", `Setiap nama data maksimal ${MAX_INPUT_LABEL} karakter.`);
  }

  const detailFields = accountDetailFields(values.gameSlug.trim(), categoryType);
  const details = checkAccountDetails(detailFields, values.details);
  if (!details.ok)
    for (const [field, message] of Object.entries(details.errors)) flag(field as `detail.${string}`, message);

  const warranty = checkWarrantyDays(values.warrantyDays, categoryType);
  if ("error" in warranty) flag("warrantyDays", warranty.error);

  const imageIds = [...new Set(values.imageIds)];
  if (imageIds.length > MAX_IMAGES) flag("imageIds", `Maksimal ${MAX_IMAGES} gambar per listing.`);

  if (
    Object.keys(errors).length > 0 ||
    !("price" in price) ||
    !("stock" in stock) ||
    "error" in original ||
    "error" in warranty ||
    !details.ok
  )
    return incomplete
      ? { ok: false, title: LISTING_TEXTS.incompleteTitle, message: LISTING_TEXTS.incomplete, errors }
      : { ok: false, title: LISTING_TEXTS.createFailedTitle, message: "Periksa kembali isian yang ditandai.", errors };
  return {
    ok: true,
    listing: {
      gameSlug: values.gameSlug.trim(),
      categorySlug: values.categorySlug.trim(),
      title,
      description,
      price: price.price,
      originalPrice: original.originalPrice,
      stock: stock.stock,
      platform: values.platform as Platform,
      serverRegion: serverRegion || null,
      deliveryTime: values.deliveryTime as DeliveryTime,
      tags,
      requiredInputs,
      imageIds,
      details: detailFields.length ? details.details : null,
      warrantyDays: warranty.days,
    },
  };
}
