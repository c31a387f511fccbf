/**
 * The cases' shapes that several files share: a timeline row and its subject, what a person posts
 * with a case step, and a warranty claim's part of an order step. Types only: anything may import it.
 */
import type { caseEvents, warrantyClaims } from "~/db/schema";
import type { CLAIM_OFFERS, CLAIM_REASONS } from "~/db/vocabulary";

export type CaseEventRow = typeof caseEvents.$inferSelect;
/** Whose case: the order's dispute or its warranty claim (one order may have had both). */
export type CaseSubject = CaseEventRow["subject"];

/** What a person posts with a case step (it travels to the OrderRoom, so it is plain data). */
export interface CaseEventInput {
  reason?: string;
  body: string;
  images: string[];
  links: string[];
}

export type ClaimReason = (typeof CLAIM_REASONS)[number];
export type ClaimOffer = (typeof CLAIM_OFFERS)[number];
export type ClaimRow = typeof warrantyClaims.$inferSelect;

/** The claim's part of an order step (it travels to the OrderRoom, so it is plain data). */
export type ClaimStep =
  | { kind: "file"; id: string; reason: ClaimReason; description: string; evidence: string[]; links?: string[] }
  | { kind: "answer"; answer: string; offer: ClaimOffer }
  | { kind: "decide"; refundAmount?: number; reason: string };
