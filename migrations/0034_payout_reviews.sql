-- Provider answers about a payout that no longer fit its withdrawal ('Perlu Ditinjau', issue 30):
-- nothing moves when they arrive; staff resolve each with a recorded reason.
CREATE TABLE `payout_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`payout_id` text NOT NULL,
	`withdrawal_id` text NOT NULL,
	`kind` text NOT NULL,
	`provider_status` text NOT NULL,
	`withdrawal_status` text NOT NULL,
	`provider_amount` integer,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	`resolved_by` text,
	`resolution` text,
	`resolution_reason` text,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`withdrawal_id`) REFERENCES `withdrawals`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payout_reviews_kind_check" CHECK("payout_reviews"."kind" IN ('unexpected_state', 'amount_mismatch')),
	CONSTRAINT "payout_reviews_resolution_check" CHECK("payout_reviews"."resolution" IS NULL OR "payout_reviews"."resolution" IN ('recovered', 'noted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_reviews_unique` ON `payout_reviews` (`payout_id`,`provider_status`,`kind`);
--> statement-breakpoint
CREATE INDEX `payout_reviews_open_idx` ON `payout_reviews` (`resolved_at`,`created_at`);
