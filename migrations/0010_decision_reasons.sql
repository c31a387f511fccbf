-- Why a paid order was cancelled by its seller or a dispute was decided by staff, and who said so:
-- shown to both parties on the order page and in the notification.
ALTER TABLE `orders` ADD `decision_reason` text;
--> statement-breakpoint
ALTER TABLE `orders` ADD `decided_by` text;
