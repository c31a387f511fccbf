-- Withdrawals paid through the disbursement provider (Midtrans Payouts / Iris): one payout per
-- withdrawal, maker and checker kept apart; and the holder name the provider reported.
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`withdrawal_id` text NOT NULL,
	`provider` text NOT NULL,
	`reference_no` text NOT NULL,
	`batch_id` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`created_by` text,
	`approved_by` text,
	`error_message` text,
	`last_notification` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`withdrawal_id`) REFERENCES `withdrawals`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payouts_status_check" CHECK("payouts"."status" IN ('queued', 'approved', 'processed', 'completed', 'failed', 'rejected')),
	CONSTRAINT "payouts_checker_check" CHECK("payouts"."approved_by" IS NULL OR "payouts"."created_by" IS NULL OR "payouts"."approved_by" <> "payouts"."created_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_withdrawal_unique` ON `payouts` (`withdrawal_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_reference_unique` ON `payouts` (`reference_no`);--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `withdrawals` ADD `verified_account_name` text;