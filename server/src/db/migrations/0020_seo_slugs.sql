CREATE TABLE "slug_history" (
	"kind" varchar(10) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"item_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "slug_history_kind_valid" CHECK ("slug_history"."kind" in ('fursa', 'igsum', 'tour'))
);
--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "slug" varchar(220) DEFAULT '' NOT NULL;--> statement-breakpoint
-- A tour inserted (or updated) with an empty slug gets one from its title, as products do from
-- their names (0019); the id is added when another tour has that slug already (docs/seo.md).
CREATE OR REPLACE FUNCTION tours_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE candidate text;
BEGIN
  IF NEW.slug = '' THEN
    candidate := shop_slugify(NEW.title);
    IF EXISTS (SELECT 1 FROM tours WHERE slug = candidate AND id <> NEW.id) THEN
      candidate := candidate || '-' || NEW.id;
    END IF;
    NEW.slug := candidate;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tours_fill_slug BEFORE INSERT OR UPDATE OF slug ON tours
  FOR EACH ROW EXECUTE FUNCTION tours_fill_slug();--> statement-breakpoint
DO $$
DECLARE row record;
BEGIN
  FOR row IN SELECT id FROM tours ORDER BY id LOOP
    UPDATE tours SET slug = '' WHERE id = row.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_slug_uq" UNIQUE("slug");--> statement-breakpoint
-- docs/seo.md: a changed slug keeps answering, with a permanent redirect to the new one. The old
-- slug is remembered for the item whatever wrote the change; a slug that is current again is
-- forgotten, so a lookup never finds a slug both current and former.
CREATE OR REPLACE FUNCTION remember_old_slug() RETURNS trigger LANGUAGE plpgsql AS $$
-- The kind is the trigger's argument for tours, the row's brand for products.
DECLARE item_kind text := coalesce(TG_ARGV[0], to_jsonb(NEW) ->> 'brand');
BEGIN
  IF OLD.slug IS DISTINCT FROM NEW.slug THEN
    DELETE FROM slug_history h WHERE h.kind = item_kind AND h.slug = NEW.slug;
    IF OLD.slug <> '' THEN
      INSERT INTO slug_history (kind, slug, item_id) VALUES (item_kind, OLD.slug, NEW.id)
        ON CONFLICT (kind, slug) DO UPDATE SET item_id = EXCLUDED.item_id, changed_at = now();
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_remember_old_slug AFTER UPDATE OF slug ON products
  FOR EACH ROW EXECUTE FUNCTION remember_old_slug();--> statement-breakpoint
CREATE TRIGGER tours_remember_old_slug AFTER UPDATE OF slug ON tours
  FOR EACH ROW EXECUTE FUNCTION remember_old_slug('tour');
