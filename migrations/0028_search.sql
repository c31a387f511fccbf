-- Search finds a listing by its game's and category's names too (issue 21): the full-text index
-- gets a fourth column, `facets` — the game's name, the category's name and the listing type
-- ("Mobile Legends Diamond Top Up") — so 'mobile legends' or 'genshin' match every listing of the
-- game, and 'top up ml' the game's top-ups. Same tokenizer, prefixes and rowids as 0006; still
-- only active listings.
--
-- The index's content is the view `products_search` (a listing's text plus its facets), so
-- 'rebuild' and 'integrity-check' read what the triggers write. The triggers compute the facets
-- from the game and category rows of the moment; renaming a game or category re-indexes its
-- listings (the triggers on games and categories), so a 'delete' always repeats what was indexed.
DROP TRIGGER IF EXISTS `products_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts`;
--> statement-breakpoint
CREATE VIEW `products_search` AS
	SELECT p.rowid AS rid, p.game_slug, p.category_slug, p.title, p.description, p.tags,
		coalesce((SELECT g.name FROM games g WHERE g.slug = p.game_slug), '') || ' ' ||
		coalesce((SELECT c.name FROM categories c WHERE c.game_slug = p.game_slug AND c.slug = p.category_slug), '') || ' ' ||
		p.type AS facets
	FROM products p WHERE p.status = 'active';
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	title,
	description,
	tags,
	facets,
	content = 'products_search',
	content_rowid = 'rid',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` WHEN new.status = 'active' BEGIN
	INSERT INTO products_fts(rowid, title, description, tags, facets)
		SELECT rid, title, description, tags, facets FROM products_search WHERE rid = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` WHEN old.status = 'active' BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags, facets) VALUES ('delete', old.rowid, old.title, old.description, old.tags,
		coalesce((SELECT g.name FROM games g WHERE g.slug = old.game_slug), '') || ' ' ||
		coalesce((SELECT c.name FROM categories c WHERE c.game_slug = old.game_slug AND c.slug = old.category_slug), '') || ' ' ||
		old.type);
END;
--> statement-breakpoint
-- An external-content 'delete' must repeat exactly what was indexed, so it runs only for a row that
-- was indexed (old status active), and the new text is indexed only while the listing is active.
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags, status, game_slug, category_slug, type ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags, facets)
		SELECT 'delete', old.rowid, old.title, old.description, old.tags,
			coalesce((SELECT g.name FROM games g WHERE g.slug = old.game_slug), '') || ' ' ||
			coalesce((SELECT c.name FROM categories c WHERE c.game_slug = old.game_slug AND c.slug = old.category_slug), '') || ' ' ||
			old.type
		WHERE old.status = 'active';
	INSERT INTO products_fts(rowid, title, description, tags, facets)
		SELECT rid, title, description, tags, facets FROM products_search WHERE rid = new.rowid;
END;
--> statement-breakpoint
-- A renamed game or category: its listings are indexed again with the old name out, the new in.
CREATE TRIGGER `games_fts_after_rename` AFTER UPDATE OF name ON `games` WHEN old.name IS NOT new.name BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags, facets)
		SELECT 'delete', p.rowid, p.title, p.description, p.tags,
			old.name || ' ' ||
			coalesce((SELECT c.name FROM categories c WHERE c.game_slug = p.game_slug AND c.slug = p.category_slug), '') || ' ' ||
			p.type
		FROM products p WHERE p.game_slug = old.slug AND p.status = 'active';
	INSERT INTO products_fts(rowid, title, description, tags, facets)
		SELECT rid, title, description, tags, facets FROM products_search WHERE game_slug = new.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_fts_after_rename` AFTER UPDATE OF name ON `categories` WHEN old.name IS NOT new.name BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags, facets)
		SELECT 'delete', p.rowid, p.title, p.description, p.tags,
			coalesce((SELECT g.name FROM games g WHERE g.slug = p.game_slug), '') || ' ' || old.name || ' ' || p.type
		FROM products p WHERE p.game_slug = old.game_slug AND p.category_slug = old.slug AND p.status = 'active';
	INSERT INTO products_fts(rowid, title, description, tags, facets)
		SELECT rid, title, description, tags, facets FROM products_search
		WHERE game_slug = new.game_slug AND category_slug = new.slug;
END;
--> statement-breakpoint
-- 'rebuild' reads the view: every active listing with its facets.
INSERT INTO products_fts(products_fts) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO products_fts(products_fts) VALUES ('optimize');
