-- Guest checkout for top-ups (issue 32, point 3; docs/decisions/0007-guest-checkout.md): a guest is
-- a users row marked with the time it was made as a guest; it has no password and cannot log in.
-- Registering the same e-mail and verifying it turns the row into the real account.
ALTER TABLE `users` ADD `guest_at` integer;
