-- Gateway payments (app/modules/payments/): one row per gateway transaction, the orders it pays,
-- the notifications received; and the moment a manual-transfer depositor says they have transferred.
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` text NOT NULL,
	`status` text NOT NULL,
	`raw` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_once` ON `payment_events` (`payment_id`,`status`);--> statement-breakpoint
CREATE TABLE `payment_orders` (
	`payment_id` text NOT NULL,
	`order_id` text NOT NULL,
	`amount` integer NOT NULL,
	`outcome` text,
	PRIMARY KEY(`payment_id`, `order_id`),
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payment_orders_amount_check" CHECK("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_outcome_check" CHECK("payment_orders"."outcome" IS NULL OR "payment_orders"."outcome" IN ('paid', 'credited'))
);
--> statement-breakpoint
CREATE INDEX `payment_orders_order_idx` ON `payment_orders` (`order_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`deposit_id` text,
	`provider` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`fee` integer NOT NULL,
	`gross_amount` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`flag` text,
	`redirect_url` text,
	`provider_transaction_id` text,
	`last_notification` text,
	`expires_at` integer NOT NULL,
	`settled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_amounts_check" CHECK("payments"."amount" > 0 AND "payments"."fee" >= 0 AND "payments"."gross_amount" = "payments"."amount" + "payments"."fee"),
	CONSTRAINT "payments_status_check" CHECK("payments"."status" IN ('pending', 'settled', 'expired', 'cancelled', 'denied')),
	CONSTRAINT "payments_purpose_check" CHECK(("payments"."purpose" = 'deposit') = ("payments"."deposit_id" IS NOT NULL) AND "payments"."purpose" IN ('orders', 'deposit'))
);
--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_deposit_idx` ON `payments` (`deposit_id`);--> statement-breakpoint
ALTER TABLE `deposits` ADD `transfer_claimed_at` integer;