-- Seller analytics: each listing's views and add-to-cart per day (WIB), counted after the response.
CREATE TABLE `listing_daily_stats` (
	`listing_id` text NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`cart_adds` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`listing_id`, `day`),
	FOREIGN KEY (`listing_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
