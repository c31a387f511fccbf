-- Pengiriman Instan: items a seller stocks in advance, assigned to an order when it is paid.
CREATE TABLE `delivery_items` (
	`id` text PRIMARY KEY NOT NULL,
	`listing_id` text NOT NULL,
	`content` text NOT NULL,
	`order_id` text,
	`created_at` integer NOT NULL,
	`sold_at` integer,
	FOREIGN KEY (`listing_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `delivery_items_unsold_idx` ON `delivery_items` (`listing_id`,`order_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `delivery_items_order_idx` ON `delivery_items` (`order_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `instant_delivery` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `instant_delivery` integer DEFAULT false NOT NULL;
