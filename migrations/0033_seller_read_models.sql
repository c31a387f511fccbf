-- A seller's rating (every review of the seller's listings) as a read model the database keeps exact:
-- one row per seller with the count, the sum and the 4–5-star count of those reviews, maintained by
-- the triggers below on every review insert, update and delete (a review's seller is its listing's
-- seller; a listing handed to another seller takes its reviews along). Read by the listing page, the
-- public profile and the seller dashboard instead of walking the seller's reviews per view.
CREATE TABLE `seller_ratings` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`positive_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `seller_ratings` (`seller_id`, `review_count`, `rating_sum`, `positive_count`)
SELECT p.`seller_id`, count(*), sum(r.`rating`), sum(r.`rating` >= 4)
FROM `reviews` r JOIN `products` p ON p.`id` = r.`product_id`
GROUP BY p.`seller_id`;
--> statement-breakpoint
CREATE TRIGGER `reviews_seller_rating_insert` AFTER INSERT ON `reviews` BEGIN
  INSERT INTO `seller_ratings` (`seller_id`, `review_count`, `rating_sum`, `positive_count`)
    SELECT p.`seller_id`, 1, NEW.`rating`, NEW.`rating` >= 4 FROM `products` p WHERE p.`id` = NEW.`product_id`
    ON CONFLICT (`seller_id`) DO UPDATE SET
      `review_count` = `review_count` + 1,
      `rating_sum` = `rating_sum` + excluded.`rating_sum`,
      `positive_count` = `positive_count` + excluded.`positive_count`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_seller_rating_delete` AFTER DELETE ON `reviews` BEGIN
  UPDATE `seller_ratings` SET
    `review_count` = `review_count` - 1,
    `rating_sum` = `rating_sum` - OLD.`rating`,
    `positive_count` = `positive_count` - (OLD.`rating` >= 4)
  WHERE `seller_id` = (SELECT `seller_id` FROM `products` WHERE `id` = OLD.`product_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_seller_rating_update` AFTER UPDATE OF `rating`, `product_id` ON `reviews` BEGIN
  UPDATE `seller_ratings` SET
    `review_count` = `review_count` - 1,
    `rating_sum` = `rating_sum` - OLD.`rating`,
    `positive_count` = `positive_count` - (OLD.`rating` >= 4)
  WHERE `seller_id` = (SELECT `seller_id` FROM `products` WHERE `id` = OLD.`product_id`);
  INSERT INTO `seller_ratings` (`seller_id`, `review_count`, `rating_sum`, `positive_count`)
    SELECT p.`seller_id`, 1, NEW.`rating`, NEW.`rating` >= 4 FROM `products` p WHERE p.`id` = NEW.`product_id`
    ON CONFLICT (`seller_id`) DO UPDATE SET
      `review_count` = `review_count` + 1,
      `rating_sum` = `rating_sum` + excluded.`rating_sum`,
      `positive_count` = `positive_count` + excluded.`positive_count`;
END;
--> statement-breakpoint
CREATE TRIGGER `products_seller_rating_move` AFTER UPDATE OF `seller_id` ON `products`
WHEN OLD.`seller_id` IS NOT NEW.`seller_id` BEGIN
  UPDATE `seller_ratings` SET
    `review_count` = `review_count` - (SELECT count(*) FROM `reviews` WHERE `product_id` = NEW.`id`),
    `rating_sum` = `rating_sum` - (SELECT coalesce(sum(`rating`), 0) FROM `reviews` WHERE `product_id` = NEW.`id`),
    `positive_count` = `positive_count` - (SELECT coalesce(sum(`rating` >= 4), 0) FROM `reviews` WHERE `product_id` = NEW.`id`)
  WHERE `seller_id` = OLD.`seller_id`;
  INSERT INTO `seller_ratings` (`seller_id`, `review_count`, `rating_sum`, `positive_count`)
    SELECT NEW.`seller_id`, count(*), coalesce(sum(`rating`), 0), coalesce(sum(`rating` >= 4), 0)
    FROM `reviews` WHERE `product_id` = NEW.`id`
    ON CONFLICT (`seller_id`) DO UPDATE SET
      `review_count` = `review_count` + excluded.`review_count`,
      `rating_sum` = `rating_sum` + excluded.`rating_sum`,
      `positive_count` = `positive_count` + excluded.`positive_count`;
END;
--> statement-breakpoint
-- A seller's reliability figures (catalog/seller-figures.server.ts) as a short-lived cache: the JSON
-- of the figures and when they were computed. A view reads the row by key; a missing row is computed
-- and stored by the view, one older than the TTL (SELLER_FIGURES_TTL_MS) is served and recomputed
-- after the response. Shared by the listing page's seller card and the public profile.
CREATE TABLE `seller_figures_cache` (
	`seller_id` text PRIMARY KEY NOT NULL,
	`figures` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
