-- The listing's promised delivery time as the order's ship deadline (copied at checkout), and the
-- deadline paying started (kept after shipping, for the seller's on-time rate).
ALTER TABLE `orders` ADD `ship_within_ms` integer;
--> statement-breakpoint
ALTER TABLE `orders` ADD `ship_by_at` integer;
