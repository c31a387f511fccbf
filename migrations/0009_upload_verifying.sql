-- Uploads get a 'verifying' status: the row is marked before the server reads the stored object
-- back, so a PUT can no longer replace the bytes between the check and the 'verified' mark.
-- SQLite cannot change a CHECK constraint in place: the table is rebuilt (no table references it).
CREATE TABLE `__new_uploads` (
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
	CONSTRAINT "uploads_status_check" CHECK("status" IN ('pending', 'verifying', 'verified', 'attached', 'deleted')),
	CONSTRAINT "uploads_size_check" CHECK("size" IS NULL OR "size" BETWEEN 1 AND 2097152)
);
--> statement-breakpoint
INSERT INTO `__new_uploads`("id", "user_id", "key", "file_name", "content_type", "size", "status", "product_id", "expires_at", "created_at") SELECT "id", "user_id", "key", "file_name", "content_type", "size", "status", "product_id", "expires_at", "created_at" FROM `uploads`;--> statement-breakpoint
DROP TABLE `uploads`;--> statement-breakpoint
ALTER TABLE `__new_uploads` RENAME TO `uploads`;--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_key_unique` ON `uploads` (`key`);--> statement-breakpoint
CREATE INDEX `uploads_user_idx` ON `uploads` (`user_id`,`status`,`created_at`);
