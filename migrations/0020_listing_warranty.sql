-- Garansi: the days of warranty a seller gives on an Akun listing (0, 7, 14 or 30). Top Up and Jasa
-- listings never carry one. Existing listings keep 0; the demo seed sets its Akun listings' days.
ALTER TABLE `products` ADD `warranty_days` integer DEFAULT 0 NOT NULL
	CHECK (`warranty_days` IN (0, 7, 14, 30) AND (`warranty_days` = 0 OR `type` = 'Akun'));
