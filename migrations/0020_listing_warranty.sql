-- Garansi: the days of warranty a seller gives on an Akun listing (0, 7, 14 or 30). Top Up and Jasa
-- listings never carry one. Existing listings keep 0; the demo seed sets its Akun listings' days.
ALTER TABLE `products` ADD `warranty_days` integer DEFAULT 0 NOT NULL
	CHECK (`warranty_days` IN (0, 7, 14, 30) AND (`warranty_days` = 0 OR `type` = 'Akun'));
--> statement-breakpoint
-- The game page's 'Pengiriman Instan' and 'Bergaransi' filters: their listings, without reading
-- the others (the count and the category counts are answered from these alone).
CREATE INDEX `products_instant_idx` ON `products` (`game_slug`,`status`,`category_slug`,`price`,`stock`,`instant_delivery`) WHERE `instant_delivery` = 1;
--> statement-breakpoint
CREATE INDEX `products_warranty_idx` ON `products` (`game_slug`,`status`,`category_slug`,`price`,`stock`,`warranty_days`) WHERE `warranty_days` > 0;
