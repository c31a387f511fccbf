-- Notifications beyond the app: each row's kind, when it was fanned out to its channels, the user's
-- per-kind channel choices, and one delivery record per (notification, channel) for retries.
ALTER TABLE `notifications` ADD `kind` text DEFAULT 'account' NOT NULL;
--> statement-breakpoint
ALTER TABLE `notifications` ADD `dispatched_at` integer;
--> statement-breakpoint
-- Rows written before this migration were never meant to leave the app: mark them fanned out.
UPDATE `notifications` SET `dispatched_at` = `created_at`;
--> statement-breakpoint
CREATE INDEX `notifications_undispatched_idx` ON `notifications` (`created_at`) WHERE `dispatched_at` IS NULL;
--> statement-breakpoint
CREATE TABLE `notification_prefs` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`enabled` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`, `channel`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_prefs_channel_check" CHECK("notification_prefs"."channel" IN ('in_app', 'push', 'email')),
	CONSTRAINT "notification_prefs_enabled_check" CHECK("notification_prefs"."enabled" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE `notification_deliveries` (
	`notification_id` text NOT NULL,
	`channel` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	PRIMARY KEY(`notification_id`, `channel`),
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notification_deliveries_channel_check" CHECK("notification_deliveries"."channel" IN ('push', 'email')),
	CONSTRAINT "notification_deliveries_status_check" CHECK("notification_deliveries"."status" IN ('pending', 'sending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `notification_deliveries_due_idx` ON `notification_deliveries` (`status`, `next_attempt_at`);
--> statement-breakpoint
-- The development outbox keeps a mail's extra headers (List-Unsubscribe) as JSON.
ALTER TABLE `mail_outbox` ADD `headers` text;
