CREATE TABLE `top_up_denominations` (
	`id` text PRIMARY KEY NOT NULL,
	`game_slug` text NOT NULL,
	`label` text NOT NULL,
	`amount` integer,
	`unit` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`game_slug`) REFERENCES `games`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `top_up_denominations_game_idx` ON `top_up_denominations` (`game_slug`,`active`,`sort_order`);--> statement-breakpoint
ALTER TABLE `products` ADD `denomination_id` text REFERENCES top_up_denominations(id);--> statement-breakpoint
CREATE INDEX `products_denomination_idx` ON `products` (`denomination_id`,`status`,`price`);