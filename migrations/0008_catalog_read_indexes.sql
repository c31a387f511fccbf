-- Two read indexes found with EXPLAIN QUERY PLAN over the bench's 100k listings (docs/performance.md,
-- "Server time: where it goes"):
-- 1. The game page's default order (featured, best-selling, newest) came from products_featured_idx,
--    which walks every active listing of every game and sorts; this one hands over the page in order.
-- 2. A seller's rating (avg and count over the reviews of all their listings) read every product row
--    of the seller (20k in the bench) for its id; (seller_id, id) answers the join from the index.
CREATE INDEX `products_game_rank_idx` ON `products` (`game_slug`,`status`,"is_featured" DESC,"total_sales" DESC,"created_at" DESC);--> statement-breakpoint
CREATE INDEX `products_seller_listing_idx` ON `products` (`seller_id`,`id`);
