-- Every API process caches the public catalogue reads in memory. Any statement that changes a
-- table those reads show announces it on the catalog_changed channel when its transaction
-- commits, whoever made the write; each process listens and empties its cache. A rolled-back
-- transaction announces nothing.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "igsum_product_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "laptop_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "igsum_products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "laptop_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "igsum_product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tours" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_departures" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- Reviews show their author's username; other changes to users (sign-ins, roles) do not show.
CREATE TRIGGER catalog_changed AFTER UPDATE OF "username" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
