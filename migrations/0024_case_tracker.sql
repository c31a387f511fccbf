-- The dispute case tracker: the case's stage on the order (the seller's answer due, staff's decision
-- due, closed), whether the seller let the answer lapse, the seller's one reminder, and the case's
-- timeline (opened, evidence, answer, reminder, escalated, decided) with evidence images and links.
ALTER TABLE `orders` ADD `case_stage` text CHECK (`case_stage` IS NULL OR `case_stage` IN ('seller', 'staff', 'closed'));
--> statement-breakpoint
ALTER TABLE `orders` ADD `case_unresponsive` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `case_reminder_sent_at` integer;
--> statement-breakpoint
CREATE TABLE `case_events` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor_role` text NOT NULL,
	`reason` text,
	`body` text DEFAULT '' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "case_events_kind_check" CHECK("case_events"."kind" IN ('opened', 'evidence', 'answer', 'reminder', 'escalated', 'decided'))
);
--> statement-breakpoint
CREATE INDEX `case_events_order_idx` ON `case_events` (`order_id`,`created_at`);
