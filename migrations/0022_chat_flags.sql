-- Chat safety: messages the OrderRoom flagged for staff (contact details, off-platform payment).
CREATE TABLE `chat_flags` (
	`order_id` text NOT NULL,
	`message_id` integer NOT NULL,
	`sender_id` text NOT NULL,
	`kinds` text NOT NULL,
	`excerpt` text NOT NULL,
	`warned` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`order_id`, `message_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_flags_created_idx` ON `chat_flags` (`created_at`);
