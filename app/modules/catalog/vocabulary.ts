/**
 * The catalog's words, for code above the database layer (components, other modules): the listing
 * types and the shapes of a listing's JSON columns. They are defined once, in the schema, because the
 * database checks them; everything else imports them from here.
 */
export { LISTING_TYPES, type ListingType } from "~/db/vocabulary";
export type { RequiredInput, Spec, SubFilterType } from "~/db/schema";
