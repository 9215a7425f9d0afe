ALTER TABLE "products" ADD COLUMN "slug" varchar(220) DEFAULT '' NOT NULL;--> statement-breakpoint
-- A name made into an address: lower case, runs of anything but a-z and 0-9 become one '-'
-- (docs/catalogue.md). "HP EliteBook 840 G8" -> "hp-elitebook-840-g8".
CREATE OR REPLACE FUNCTION shop_slugify(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from left(regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'), 200)), ''), 'item')
$$;--> statement-breakpoint
-- A product inserted without a slug gets one from its name; when another product of its brand
-- has that slug already, the id is added ("kikoi-42"), which no other product can have taken.
CREATE OR REPLACE FUNCTION products_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE candidate text;
BEGIN
  IF NEW.slug = '' THEN
    candidate := shop_slugify(NEW.name);
    IF EXISTS (SELECT 1 FROM products WHERE brand = NEW.brand AND slug = candidate AND id <> NEW.id) THEN
      candidate := candidate || '-' || NEW.id;
    END IF;
    NEW.slug := candidate;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_fill_slug BEFORE INSERT OR UPDATE OF slug ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_slug();--> statement-breakpoint
-- The products already there, oldest first, one statement each so each sees the slugs before it.
DO $$
DECLARE row record;
BEGIN
  FOR row IN SELECT brand, id FROM products ORDER BY id, brand LOOP
    UPDATE products SET slug = '' WHERE brand = row.brand AND id = row.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_slug_uq" UNIQUE("brand","slug");
