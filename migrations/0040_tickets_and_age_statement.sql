ALTER TABLE `contact_messages` ADD `ticket_number` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answer` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_by` text REFERENCES users(id);--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_ticket_unique` ON `contact_messages` (`ticket_number`);--> statement-breakpoint
CREATE INDEX `contact_messages_open_idx` ON `contact_messages` (`handled_at`,`due_at`);--> statement-breakpoint
-- Messages sent before tickets existed are due 48 hours after they came (the default response time).
UPDATE `contact_messages` SET `due_at` = `created_at` + 172800000 WHERE `due_at` IS NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `age_statement_at` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;
