-- Public answers are dropped per brand (docs/decisions/0003-catalogue-cache-invalidated-by-triggers.md):
-- a change announces the brand whose answers it can make stale, so a laptop hold or sale drops the
-- FURSA answers and pages and leaves the tours and IGSUM products kept. The payload is the brand,
-- or '' for a change that may show anywhere (a reviewer's username, the delivery terms,
-- testimonials, a TRUNCATE): every process then empties its whole cache, as before.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', coalesce(TG_ARGV[0], ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The merged catalogue tables hold both brands and each row names its own. PostgreSQL delivers one
-- notification per distinct payload and transaction, so a statement touching many rows of a brand
-- still announces it once.
CREATE FUNCTION notify_brand_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('catalog_changed', OLD.brand); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('catalog_changed', NEW.brand); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER catalog_changed ON "products";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "product_categories";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "product_reviews";--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION notify_brand_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "product_categories" FOR EACH ROW EXECUTE FUNCTION notify_brand_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "product_reviews" FOR EACH ROW EXECUTE FUNCTION notify_brand_changed();--> statement-breakpoint
CREATE TRIGGER catalog_truncated AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_truncated AFTER TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_truncated AFTER TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
-- Tours, their dates, categories and reviews and the gallery are the IGSUM brand's: only answers
-- under /api/igsum/ (and pages made from them) show them.
DROP TRIGGER catalog_changed ON "tours";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "tour_departures";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "tour_categories";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "tour_reviews";--> statement-breakpoint
DROP TRIGGER catalog_changed ON "gallery_images";--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_departures" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');
