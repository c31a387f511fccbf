-- The seller's first answer in each order's chat (seller figures: median chat response time). The
-- messages live in the OrderRoom's storage; D1 keeps, on the seller's chat_threads row, when the
-- buyer's first message was sent and how long the seller's first answer after it took.
ALTER TABLE `chat_threads` ADD `awaiting_reply_since` integer;
--> statement-breakpoint
ALTER TABLE `chat_threads` ADD `first_reply_ms` integer;
