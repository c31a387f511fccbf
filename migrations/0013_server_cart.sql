-- A signed-in buyer's cart on the server (guests keep theirs in localStorage): one row per line.
CREATE TABLE `cart_lines` (
	`user_id` text NOT NULL,
	`line_key` text NOT NULL,
	`listing_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`user_input_data` text DEFAULT '{}' NOT NULL,
	`expected_price` integer NOT NULL,
	`added_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `line_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_lines_quantity_check" CHECK("cart_lines"."quantity" >= 1)
);
