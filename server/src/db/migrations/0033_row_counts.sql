CREATE TABLE "row_counts" (
	"table_name" varchar(32) NOT NULL,
	"slot" integer NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_pk" PRIMARY KEY("table_name","slot")
);
--> statement-breakpoint
-- docs/admin-dashboard.md: the overview's customers, products and tours, kept as order_figures
-- keeps the orders' figures (0018): count(*) of 50,000 customers read every row, 12 to 28 ms on a
-- loaded machine (docs/performance-log.md, 2026-11-29), where 16 rows a table are always the same.
CREATE OR REPLACE FUNCTION row_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE row_counts SET n = 0 WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + 1 WHERE table_name = TG_TABLE_NAME AND slot = NEW.id % 16;
  ELSE
    UPDATE row_counts SET n = n - 1 WHERE table_name = TG_TABLE_NAME AND slot = OLD.id % 16;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_row_counts AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER users_row_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER products_row_counts AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER products_row_counts_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER tours_row_counts AFTER INSERT OR DELETE ON tours
  FOR EACH ROW EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
CREATE TRIGGER tours_row_counts_truncate AFTER TRUNCATE ON tours
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_track();--> statement-breakpoint
-- The rows already there, once (the table locks keep new ones waiting until this commits).
LOCK TABLE users, products, tours IN SHARE MODE;--> statement-breakpoint
INSERT INTO row_counts (table_name, slot)
SELECT t.name, s.slot FROM (VALUES ('users'), ('products'), ('tours')) t(name), generate_series(0, 15) s(slot);--> statement-breakpoint
UPDATE row_counts r SET n = c.n
FROM (
  SELECT 'users' t, id % 16 slot, count(*) n FROM users GROUP BY 2
  UNION ALL SELECT 'products', id % 16, count(*) FROM products GROUP BY 2
  UNION ALL SELECT 'tours', id % 16, count(*) FROM tours GROUP BY 2
) c
WHERE r.table_name = c.t AND r.slot = c.slot;
