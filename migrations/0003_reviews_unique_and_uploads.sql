CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text,
	`size` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`product_id` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "uploads_status_check" CHECK("uploads"."status" IN ('pending', 'verified', 'attached', 'deleted')),
	CONSTRAINT "uploads_size_check" CHECK("uploads"."size" IS NULL OR "uploads"."size" BETWEEN 1 AND 2097152)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_key_unique` ON `uploads` (`key`);--> statement-breakpoint
CREATE INDEX `uploads_user_idx` ON `uploads` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_product_user_unique` ON `reviews` (`product_id`,`user_id`);