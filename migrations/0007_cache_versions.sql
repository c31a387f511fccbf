-- Content versions for the edge page cache (app/modules/cache). Cached public pages are keyed by
-- the 'catalog' version, which every listing writer bumps in the same batch as its change. It
-- starts at a random number so a fresh or restored database never meets pages cached for another
-- database under the same version.
CREATE TABLE `cache_versions` (
	`key` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `cache_versions` (`key`, `version`) VALUES ('catalog', abs(random() % 1000000000000));
