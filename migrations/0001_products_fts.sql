-- Full-text search over listing title, description and tags (external-content FTS5 table kept in
-- sync with `products` by triggers). `remove_diacritics 2` makes "pokémon" match "pokemon";
-- queries use prefix terms ("valo*"). Tags are stored as a JSON array; the tokenizer treats the
-- JSON punctuation as separators, so each tag is its own token.
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	title,
	description,
	tags,
	content = 'products',
	content_rowid = 'rowid',
	tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO products_fts(rowid, title, description, tags) VALUES (new.rowid, new.title, new.description, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.rowid, old.title, old.description, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags ON `products` BEGIN
	INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.rowid, old.title, old.description, old.tags);
	INSERT INTO products_fts(rowid, title, description, tags) VALUES (new.rowid, new.title, new.description, new.tags);
END;
