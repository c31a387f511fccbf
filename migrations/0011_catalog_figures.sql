-- The catalog's figures and order (app/modules/catalog/figures.server.ts):
-- 1. A listing's sold count is its completed orders, counted per card: (product_id, status) answers
--    it from the index.
-- 2. Sold-out listings come after the available ones in every list. The game page's default and
--    newest orders lead with the same expression (stock = 0), so the page is still read in order from
--    the index; the price index carries the stock so a price sort stays inside it; the small partial
--    index lists the sold-out rowids for the full-text search, which never reads listing rows.
-- 3. Promo banners quote the largest discount of a game's available listings; the partial index of
--    discounted listings answers it, and the promo filter (`promo=`), without reading other rows.
CREATE INDEX `orders_product_idx` ON `orders` (`product_id`,`status`);--> statement-breakpoint
DROP INDEX `products_game_rank_idx`;--> statement-breakpoint
CREATE INDEX `products_game_rank_idx` ON `products` (`game_slug`,`status`,("stock" = 0),"is_featured" DESC,"total_sales" DESC,"created_at" DESC);--> statement-breakpoint
DROP INDEX `products_game_created_idx`;--> statement-breakpoint
CREATE INDEX `products_game_created_idx` ON `products` (`game_slug`,`status`,("stock" = 0),`created_at`);--> statement-breakpoint
DROP INDEX `products_game_idx`;--> statement-breakpoint
CREATE INDEX `products_game_idx` ON `products` (`game_slug`,`status`,`category_slug`,`price`,`stock`);--> statement-breakpoint
CREATE INDEX `products_sold_out_idx` ON `products` (`stock`) WHERE "stock" = 0;--> statement-breakpoint
CREATE INDEX `products_discount_idx` ON `products` (`game_slug`,`status`,`stock`,`original_price`,`price`) WHERE "original_price" > "price";
