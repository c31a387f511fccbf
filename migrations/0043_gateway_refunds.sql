-- Refunds of paid orders back to the method they were paid with (QRIS, e-wallets): one per order.
CREATE TABLE `gateway_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`payment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer NOT NULL,
	`status` text DEFAULT 'requested' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_try_at` integer,
	`message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "gateway_refunds_amounts_check" CHECK("gateway_refunds"."amount" > 0 AND "gateway_refunds"."fee" >= 0),
	CONSTRAINT "gateway_refunds_status_check" CHECK("gateway_refunds"."status" IN ('requested', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gateway_refunds_order_unique` ON `gateway_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `gateway_refunds_payment_idx` ON `gateway_refunds` (`payment_id`);--> statement-breakpoint
CREATE INDEX `gateway_refunds_retry_idx` ON `gateway_refunds` (`status`,`next_try_at`);
