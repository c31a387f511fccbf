/**
 * What a review may hold (spec section 5): its star values and its comment's length. A module of
 * its own so the review form (loaded only for buyers who may review) and the rules
 * (listing-rules.ts) share it, and the listing page's own chunk carries neither.
 */

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** The longest review comment; the rule (listing-rules.ts) and its message quote the same number. */
export const REVIEW_COMMENT_MAX = 1000;
