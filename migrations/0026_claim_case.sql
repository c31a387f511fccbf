-- A warranty claim becomes a case like a dispute: its timeline lives in `case_events` too, told apart
-- by `subject` ('dispute' or 'claim': one order may have had a decided dispute before its claim), and
-- the order's case columns (case_stage, case_unresponsive, case_reminder_sent_at) and deadline_at
-- carry the open claim's stage, mark and deadline.
ALTER TABLE `case_events` ADD `subject` text DEFAULT 'dispute' NOT NULL CHECK (`subject` IN ('dispute', 'claim'));
--> statement-breakpoint
-- Claims filed before: their timeline from the claim row (opened, the answer, the decision) ...
INSERT INTO `case_events` (`id`, `order_id`, `kind`, `actor_role`, `reason`, `body`, `images`, `links`, `created_at`, `subject`)
SELECT 'cev_' || lower(hex(randomblob(10))), `order_id`, 'opened', 'buyer',
  CASE `reason` WHEN 'recovered' THEN 'Akun ditarik kembali oleh pemilik lama' WHEN 'banned' THEN 'Akun diblokir (banned)' ELSE 'Akun tidak sesuai deskripsi' END,
  `description`, `evidence`, '[]', `created_at`, 'claim'
FROM `warranty_claims`;
--> statement-breakpoint
INSERT INTO `case_events` (`id`, `order_id`, `kind`, `actor_role`, `reason`, `body`, `images`, `links`, `created_at`, `subject`)
SELECT 'cev_' || lower(hex(randomblob(10))), `order_id`, 'answer', 'seller', `seller_offer`, `seller_answer`, '[]', '[]', `answered_at`, 'claim'
FROM `warranty_claims` WHERE `answered_at` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `case_events` (`id`, `order_id`, `kind`, `actor_role`, `reason`, `body`, `images`, `links`, `created_at`, `subject`)
SELECT 'cev_' || lower(hex(randomblob(10))), `order_id`, 'decided', 'admin', `decision`, coalesce(`decision_reason`, ''), '[]', '[]', `decided_at`, 'claim'
FROM `warranty_claims` WHERE `decided_at` IS NOT NULL;
--> statement-breakpoint
-- ... and the open ones' stage and deadline: the seller's answer due 48 h after the claim, or staff's
-- decision 3 days after the answer.
UPDATE `orders` SET
  `case_stage` = CASE WHEN (SELECT `answered_at` FROM `warranty_claims` c WHERE c.`order_id` = `orders`.`id`) IS NULL THEN 'seller' ELSE 'staff' END,
  `case_unresponsive` = false,
  `case_reminder_sent_at` = NULL,
  `deadline_at` = (SELECT CASE WHEN c.`answered_at` IS NULL THEN c.`created_at` + 172800000 ELSE c.`answered_at` + 259200000 END
    FROM `warranty_claims` c WHERE c.`order_id` = `orders`.`id`)
WHERE `warranty_status` = 'claimed' AND EXISTS (SELECT 1 FROM `warranty_claims` c WHERE c.`order_id` = `orders`.`id`);
--> statement-breakpoint
UPDATE `orders` SET `case_stage` = 'closed'
WHERE `warranty_status` IN ('released', 'refunded') AND EXISTS (SELECT 1 FROM `warranty_claims` c WHERE c.`order_id` = `orders`.`id`);
