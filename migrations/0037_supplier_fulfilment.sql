CREATE TABLE `supplier_accounts` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`username` text NOT NULL,
	`api_key_sealed` text NOT NULL,
	`verified_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `top_up_fulfilments` (
	`order_id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`provider` text NOT NULL,
	`sku` text NOT NULL,
	`customer_no` text NOT NULL,
	`max_price` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`sn` text,
	`supplier_price` integer,
	`rc` text,
	`message` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_poll_at` integer,
	`settled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "top_up_fulfilments_price_check" CHECK("top_up_fulfilments"."supplier_price" IS NULL OR "top_up_fulfilments"."supplier_price" <= "top_up_fulfilments"."max_price")
);
--> statement-breakpoint
CREATE INDEX `top_up_fulfilments_poll_idx` ON `top_up_fulfilments` (`status`,`next_poll_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `nickname_confirmation` text;--> statement-breakpoint
ALTER TABLE `products` ADD `supplier_sku` text;--> statement-breakpoint
ALTER TABLE `products` ADD `supplier_max_price` integer;