/** A warranty claim's limits, browser-safe: the claim page's form shows the limits the server enforces. */
export const CLAIM_DESCRIPTION_MAX_LENGTH = 1000;
export const CLAIM_ANSWER_MAX_LENGTH = 1000;
export const MAX_EVIDENCE_FILES = 3;
