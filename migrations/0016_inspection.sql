-- The buyer's 'Akun sudah diamankan' checklist stored with the confirmation (JSON), the one-time
-- extension of the inspection window, and the reminder sent 24 h before auto-complete (once).
ALTER TABLE `orders` ADD `secure_checklist` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `inspection_extended_at` integer;
--> statement-breakpoint
ALTER TABLE `orders` ADD `reminder_sent_at` integer;
