-- Pre-sale conversations: one per (buyer, seller, listing), their inbox rows and flagged messages.
CREATE TABLE `inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`room_key` text NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`listing_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "inquiries_parties_check" CHECK("inquiries"."buyer_id" <> "inquiries"."seller_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inquiries_room_key_unique` ON `inquiries` (`room_key`);
--> statement-breakpoint
CREATE INDEX `inquiries_buyer_created_idx` ON `inquiries` (`buyer_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `inquiry_threads` (
	`inquiry_id` text NOT NULL,
	`user_id` text NOT NULL,
	`unread` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer NOT NULL,
	`last_message_preview` text NOT NULL,
	`last_sender_id` text NOT NULL,
	PRIMARY KEY(`inquiry_id`, `user_id`),
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "inquiry_threads_unread_check" CHECK("inquiry_threads"."unread" >= 0)
);
--> statement-breakpoint
CREATE INDEX `inquiry_threads_user_idx` ON `inquiry_threads` (`user_id`,`last_message_at`);
--> statement-breakpoint
CREATE TABLE `inquiry_flags` (
	`inquiry_id` text NOT NULL,
	`message_id` integer NOT NULL,
	`sender_id` text NOT NULL,
	`kinds` text NOT NULL,
	`excerpt` text NOT NULL,
	`warned` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`inquiry_id`, `message_id`),
	FOREIGN KEY (`inquiry_id`) REFERENCES `inquiries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `inquiry_flags_created_idx` ON `inquiry_flags` (`created_at`);
