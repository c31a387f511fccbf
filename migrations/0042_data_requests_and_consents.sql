-- Recorded requests about a person's own data (UU PDP 'permohonan tercatat', due in 3 × 24 h).
-- Consents to marketing live in notification_prefs under the kind 'promo' (no row: not given).
CREATE TABLE `data_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`handled_at` integer,
	`handled_by` text,
	`note` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`handled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "data_requests_kind_check" CHECK("data_requests"."kind" IN ('export', 'deletion', 'consent_change', 'correction', 'objection', 'other')),
	CONSTRAINT "data_requests_status_check" CHECK("data_requests"."status" IN ('open', 'done')),
	CONSTRAINT "data_requests_handled_check" CHECK(("data_requests"."status" = 'open') = ("data_requests"."handled_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX `data_requests_open_idx` ON `data_requests` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `data_requests_user_idx` ON `data_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `data_requests_open_deletion_unique` ON `data_requests` (`user_id`) WHERE "data_requests"."status" = 'open' AND "data_requests"."kind" = 'deletion';
