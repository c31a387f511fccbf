-- Verified sellers (issue 34 point 3): one identity verification per seller. The identity is sealed
-- (AES-GCM, like delivery info); the KTP photo and selfie live under the private identity/<user>/ prefix.
CREATE TABLE `seller_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`identity_sealed` text NOT NULL,
	`ktp_key` text NOT NULL,
	`selfie_key` text NOT NULL,
	`tax_basis` text NOT NULL,
	`turnover_stated_at` integer,
	`reviewer_id` text,
	`reason` text,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "seller_verifications_status_check" CHECK("seller_verifications"."status" IN ('submitted', 'approved', 'rejected')),
	CONSTRAINT "seller_verifications_tax_basis_check" CHECK("seller_verifications"."tax_basis" IN ('npwp', 'turnover_statement')),
	CONSTRAINT "seller_verifications_private_keys_check" CHECK(substr("seller_verifications"."ktp_key", 1, length("seller_verifications"."user_id") + 10) = 'identity/' || "seller_verifications"."user_id" || '/' AND substr("seller_verifications"."selfie_key", 1, length("seller_verifications"."user_id") + 10) = 'identity/' || "seller_verifications"."user_id" || '/')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `seller_verifications_user_unique` ON `seller_verifications` (`user_id`);--> statement-breakpoint
CREATE INDEX `seller_verifications_queue_idx` ON `seller_verifications` (`status`,`submitted_at`);
