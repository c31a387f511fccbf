-- How to finish paying a pending gateway payment inside the app (issue 30): the VA number, Mandiri
-- bill key and biller code, minimarket pay code, QR string or picture URL and the provider's
-- deadline, as JSON from the provider's last status read that gave them. Null: none given (yet).
ALTER TABLE `payments` ADD `instructions` text;
