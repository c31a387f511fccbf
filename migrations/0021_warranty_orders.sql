-- Warranty (Garansi) of account orders: the days bought at checkout, the warranty's state and end
-- once the order completed (its money waits in the seller's warranty hold `warranty:<seller>:<order>`
-- until then), and the buyer's claims with the seller's answer and staff's decision.
ALTER TABLE `orders` ADD `warranty_days` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `orders` ADD `warranty_status` text CHECK (`warranty_status` IS NULL OR `warranty_status` IN ('active', 'claimed', 'released', 'refunded'));
--> statement-breakpoint
ALTER TABLE `orders` ADD `warranty_ends_at` integer;
--> statement-breakpoint
CREATE INDEX `orders_seller_warranty_idx` ON `orders` (`seller_id`,`warranty_status`);
--> statement-breakpoint
CREATE TABLE `warranty_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`reason` text NOT NULL,
	`description` text NOT NULL,
	`evidence` text DEFAULT '[]' NOT NULL,
	`seller_answer` text,
	`seller_offer` text,
	`answered_at` integer,
	`decision` text,
	`refund_amount` integer,
	`decision_reason` text,
	`decided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "warranty_claims_refund_check" CHECK("warranty_claims"."refund_amount" IS NULL OR "warranty_claims"."refund_amount" > 0),
	CONSTRAINT "warranty_claims_reason_check" CHECK("warranty_claims"."reason" IN ('recovered', 'banned', 'mismatch')),
	CONSTRAINT "warranty_claims_offer_check" CHECK("warranty_claims"."seller_offer" IS NULL OR "warranty_claims"."seller_offer" IN ('resecure', 'replacement', 'partial_refund', 'none')),
	CONSTRAINT "warranty_claims_decision_check" CHECK("warranty_claims"."decision" IS NULL OR "warranty_claims"."decision" IN ('refund', 'release'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warranty_claims_order_unique` ON `warranty_claims` (`order_id`);
