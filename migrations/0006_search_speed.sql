-- Faster search at 100k listings (issue 5): the full-text index is rebuilt with two changes.
-- 1. Prefix indexes for 2-, 3- and 4-letter prefixes: every query term is a prefix ("akun"*), and
--    without them FTS5 merges the doclists of all words starting with the term on every query (and
--    again for bm25's document frequencies). Short terms are the common and the costly ones.
-- 2. Only ACTIVE listings are indexed: the triggers skip deleted rows and follow status changes, so a
--    plain search (no game, type or price filter) is answered by the index alone — it no longer
--    reads every matching product row just to check its status.
-- Same columns, tokenizer and rowids as 0001, so queries and bm25 weights are unchanged.
DROP TRIGGER IF EXISTS `products_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_fts_after_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `products_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	title,
	description,
	tags,
	content = 'products',
	content_rowid = 'rowid',
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` WHEN new.status = 'active' BEGIN
	INSERT INTO products_fts(rowid, title, description, tags) VALUES (new.rowid, new.title, new.description, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` WHEN old.status = 'active' BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.rowid, old.title, old.description, old.tags);
END;
--> statement-breakpoint
-- An external-content 'delete' must repeat exactly what was indexed, so it runs only for a row that
-- was indexed (old status active), and the new text is indexed only while the listing is active.
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags, status ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags)
		SELECT 'delete', old.rowid, old.title, old.description, old.tags WHERE old.status = 'active';
	INSERT INTO products_fts(rowid, title, description, tags)
		SELECT new.rowid, new.title, new.description, new.tags WHERE new.status = 'active';
END;
--> statement-breakpoint
-- Not 'rebuild': that would index every row of the content table, deleted listings included.
INSERT INTO products_fts(rowid, title, description, tags)
	SELECT rowid, title, description, tags FROM products WHERE status = 'active';
--> statement-breakpoint
INSERT INTO products_fts(products_fts) VALUES ('optimize');
