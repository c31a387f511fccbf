CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` text PRIMARY KEY NOT NULL,
	`image_url` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`link` text NOT NULL,
	`text_color` text NOT NULL,
	`button_text` text NOT NULL,
	`gradient` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `categories` (
	`game_slug` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_slug`, `slug`),
	FOREIGN KEY (`game_slug`) REFERENCES `games`(`slug`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "categories_type_check" CHECK("categories"."type" IN ('Akun', 'Top Up', 'Jasa'))
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`user_id` text,
	`handled_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `deposits` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`payment_method` text NOT NULL,
	`unique_code` integer,
	`admin_fee` integer DEFAULT 0 NOT NULL,
	`total_payment_due` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reject_reason` text,
	`processed_by` text,
	`processed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "deposits_amount_check" CHECK("deposits"."amount" > 0),
	CONSTRAINT "deposits_unique_code_check" CHECK("deposits"."unique_code" IS NULL OR "deposits"."unique_code" BETWEEN 100 AND 999),
	CONSTRAINT "deposits_total_check" CHECK("deposits"."total_payment_due" = "deposits"."amount" + coalesce("deposits"."unique_code", 0) + "deposits"."admin_fee"),
	CONSTRAINT "deposits_status_check" CHECK("deposits"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `deposits_user_idx` ON `deposits` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `deposits_status_idx` ON `deposits` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `games` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`icon_url` text NOT NULL,
	`banner_url` text NOT NULL,
	`description` text NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`owner_id` text,
	`balance` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK("ledger_accounts"."kind" = 'external' OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_kind_check" CHECK("ledger_accounts"."kind" IN ('wallet', 'hold', 'escrow', 'platform', 'external'))
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_owner_idx` ON `ledger_accounts` (`owner_id`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`transaction_id` text NOT NULL,
	`account_id` text NOT NULL,
	`amount` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `ledger_accounts`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_entries_amount_check" CHECK("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_account_idx` ON `ledger_entries` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_transaction_idx` ON `ledger_entries` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `ledger_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`reference` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_transactions_kind_reference_unique` ON `ledger_transactions` (`kind`,`reference`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`code` text,
	`link` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `provider_user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_id` text NOT NULL,
	`seller_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_title` text NOT NULL,
	`product_type` text NOT NULL,
	`unit_price` integer NOT NULL,
	`quantity` integer NOT NULL,
	`total_amount` integer NOT NULL,
	`status` text DEFAULT 'Menunggu Pembayaran' NOT NULL,
	`user_input_data` text DEFAULT '{}' NOT NULL,
	`payment_method` text DEFAULT 'wallet' NOT NULL,
	`delivery_info` text,
	`dispute_reason` text,
	`dispute_evidence` text,
	`idempotency_key` text,
	`deadline_at` integer,
	`paid_at` integer,
	`shipped_at` integer,
	`completed_at` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_quantity_check" CHECK("orders"."quantity" > 0),
	CONSTRAINT "orders_unit_price_check" CHECK("orders"."unit_price" > 0),
	CONSTRAINT "orders_total_check" CHECK("orders"."total_amount" = "orders"."unit_price" * "orders"."quantity"),
	CONSTRAINT "orders_status_check" CHECK("orders"."status" IN ('Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan', 'Dikomplain'))
);
--> statement-breakpoint
CREATE INDEX `orders_buyer_idx` ON `orders` (`buyer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_seller_idx` ON `orders` (`seller_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_deadline_idx` ON `orders` (`status`,`deadline_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_unique` ON `orders` (`buyer_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `otp_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`purpose` text DEFAULT 'verify_email' NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	`created_at` integer NOT NULL,
	CONSTRAINT "otp_codes_attempts_check" CHECK("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX `otp_codes_email_idx` ON `otp_codes` (`email`,`created_at`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_user_idx` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`seller_id` text NOT NULL,
	`game_slug` text NOT NULL,
	`category_slug` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`original_price` integer,
	`stock` integer DEFAULT 0 NOT NULL,
	`platform` text,
	`server_region` text,
	`delivery_time` text,
	`rank` text,
	`game_level` text,
	`account_info` text,
	`login_method` text,
	`warranty_info` text,
	`important_notes` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`required_inputs` text DEFAULT '[]' NOT NULL,
	`specs` text DEFAULT '[]' NOT NULL,
	`attributes` text DEFAULT '{}' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`total_sales` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`game_slug`) REFERENCES `games`(`slug`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "products_price_check" CHECK("products"."price" > 0),
	CONSTRAINT "products_original_price_check" CHECK("products"."original_price" IS NULL OR "products"."original_price" > 0),
	CONSTRAINT "products_stock_check" CHECK("products"."stock" >= 0),
	CONSTRAINT "products_type_check" CHECK("products"."type" IN ('Akun', 'Top Up', 'Jasa')),
	CONSTRAINT "products_status_check" CHECK("products"."status" IN ('active', 'deleted'))
);
--> statement-breakpoint
CREATE INDEX `products_game_idx` ON `products` (`game_slug`,`status`,`category_slug`,`price`);--> statement-breakpoint
CREATE INDEX `products_game_created_idx` ON `products` (`game_slug`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_seller_idx` ON `products` (`seller_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_featured_idx` ON `products` (`status`,`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text NOT NULL,
	`game_slug` text,
	`category_slug` text,
	`discount_percentage` integer,
	`valid_until` integer NOT NULL,
	`button_text` text NOT NULL,
	`link` text NOT NULL,
	CONSTRAINT "promotions_discount_check" CHECK("promotions"."discount_percentage" IS NULL OR "promotions"."discount_percentage" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text,
	`rating` integer NOT NULL,
	`comment` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_unique` ON `reviews` (`order_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_active_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `sub_filters` (
	`game_slug` text NOT NULL,
	`category_slug` text NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`type` text NOT NULL,
	`options` text,
	`placeholder` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_slug`, `category_slug`, `key`),
	CONSTRAINT "sub_filters_type_check" CHECK("sub_filters"."type" IN ('select', 'checkbox', 'text'))
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`full_name` text,
	`avatar_url` text,
	`phone` text,
	`role` text DEFAULT 'buyer' NOT NULL,
	`password_hash` text,
	`email_verified_at` integer,
	`is_verified` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`location` text,
	`bio` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_role_check" CHECK("users"."role" IN ('buyer', 'seller', 'admin')),
	CONSTRAINT "users_status_check" CHECK("users"."status" IN ('active', 'suspended'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount` integer NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`bank_name` text,
	`account_number` text,
	`account_name` text,
	`ewallet_provider` text,
	`ewallet_phone_number` text,
	`transfer_reference` text,
	`reject_reason` text,
	`processed_by` text,
	`processed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "withdrawals_amount_check" CHECK("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_method_check" CHECK("withdrawals"."method" IN ('bank_transfer', 'e_wallet')),
	CONSTRAINT "withdrawals_status_check" CHECK("withdrawals"."status" IN ('pending', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `withdrawals_user_idx` ON `withdrawals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_idx` ON `withdrawals` (`status`,`created_at`);