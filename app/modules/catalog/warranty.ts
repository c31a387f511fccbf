/**
 * Garansi: the warranty a seller gives on an Akun listing — the days it may have, and the one way
 * it is written ('Garansi 14 hari') on cards, the listing page and forms. Pure: no bindings.
 */
import type { ListingType } from "./vocabulary";
import { WARRANTY_TEXTS } from "./texts";

/** The days a seller may choose; 0 is 'Tanpa garansi'. The database CHECK allows the same. */
export const WARRANTY_DAYS = [0, 7, 14, 30] as const;
export type WarrantyDays = (typeof WARRANTY_DAYS)[number];
/** What a new Akun listing offers unless the seller chooses otherwise. */
export const DEFAULT_WARRANTY_DAYS: WarrantyDays = 7;

/** Only Akun listings carry a warranty. */
export const hasWarrantyChoice = (type: ListingType | null) => type === "Akun";

/** The game page's and search's trust filters, labelled by the server (no texts in browser code). */
export interface TrustFilterView {
  legend: string;
  choices: { name: "instant" | "warranty"; label: string; checked: boolean }[];
}

export function trustFilterView(filters: { instant: boolean; warranty: boolean }): TrustFilterView {
  return {
    legend: WARRANTY_TEXTS.filterLegend,
    choices: [
      { name: "instant", label: WARRANTY_TEXTS.instantFilter, checked: filters.instant },
      { name: "warranty", label: WARRANTY_TEXTS.warrantyFilter, checked: filters.warranty },
    ],
  };
}

/** 'Garansi 14 hari', or null when there is none. */
export function formatWarranty(days: number): string | null {
  return days > 0 ? WARRANTY_TEXTS.days(days) : null;
}
