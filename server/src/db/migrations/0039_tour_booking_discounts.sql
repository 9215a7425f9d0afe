ALTER TABLE "tour_booking_lines" DROP CONSTRAINT "tour_booking_lines_kind_valid";--> statement-breakpoint
ALTER TABLE "tour_booking_lines" ADD CONSTRAINT "tour_booking_lines_kind_valid" CHECK ("tour_booking_lines"."kind" in ('traveller', 'group', 'private', 'park_fee', 'vat', 'discount'));--> statement-breakpoint
-- The public GET /api/tour-bookings/terms/{tour}/ is kept by the public cache
-- (docs/decisions/0003-catalogue-cache-invalidated-by-triggers.md): every table it reads announces
-- its changes, as the tours' tables do, for IGSUM's answers.
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_terms" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_traveller_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_prices" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_seasons" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_group_tiers" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_parks" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "parks" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');
