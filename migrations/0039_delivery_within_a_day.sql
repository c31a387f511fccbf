-- Delivery-time choices agree with the escrow's 24-hour ship deadline: '1-3 Hari' promised buyers
-- days while every order was cancelled after 24 hours (ship-deadline.ts caps it). Listings that
-- said '1-3 Hari' now say '24 Jam', what their orders always had; cached pages are rebuilt.
UPDATE `products` SET `delivery_time` = '24 Jam' WHERE `delivery_time` = '1-3 Hari';--> statement-breakpoint
UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `key` = 'catalog';
