CREATE TABLE "product_category_translations" (
	"brand" varchar(10) NOT NULL,
	"category_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(100),
	"slug" varchar(120),
	CONSTRAINT "product_category_translations_pk" PRIMARY KEY("brand","category_id","locale"),
	CONSTRAINT "product_category_translations_slug_uq" UNIQUE("brand","locale","slug"),
	CONSTRAINT "product_category_translations_brand_valid" CHECK ("product_category_translations"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "product_category_translations_locale_valid" CHECK ("product_category_translations"."locale" in ('sw'))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"brand" varchar(10) NOT NULL,
	"product_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(200),
	"slug" varchar(220),
	"description" text,
	CONSTRAINT "product_translations_pk" PRIMARY KEY("brand","product_id","locale"),
	CONSTRAINT "product_translations_slug_uq" UNIQUE("brand","locale","slug"),
	CONSTRAINT "product_translations_brand_valid" CHECK ("product_translations"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "product_translations_locale_valid" CHECK ("product_translations"."locale" in ('sw'))
);
--> statement-breakpoint
CREATE TABLE "tour_category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(100),
	"slug" varchar(120),
	"description" text,
	CONSTRAINT "tour_category_translations_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "tour_category_translations_slug_uq" UNIQUE("locale","slug"),
	CONSTRAINT "tour_category_translations_locale_valid" CHECK ("tour_category_translations"."locale" in ('sw'))
);
--> statement-breakpoint
CREATE TABLE "tour_translations" (
	"tour_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"title" varchar(200),
	"description" text,
	"duration" varchar(50),
	"highlights" jsonb,
	CONSTRAINT "tour_translations_pk" PRIMARY KEY("tour_id","locale"),
	CONSTRAINT "tour_translations_locale_valid" CHECK ("tour_translations"."locale" in ('sw'))
);
--> statement-breakpoint
ALTER TABLE "product_category_translations" ADD CONSTRAINT "product_category_translations_category_fk" FOREIGN KEY ("brand","category_id") REFERENCES "public"."product_categories"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_category_translations" ADD CONSTRAINT "tour_category_translations_category_id_tour_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tour_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_translations" ADD CONSTRAINT "tour_translations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The public answers show these texts, so a change empties them like a change of the entity
-- itself (docs/public-cache.md): product and category translations name their brand, tours' are
-- the IGSUM brand's.
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "product_translations" FOR EACH ROW EXECUTE FUNCTION notify_brand_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE ON "product_category_translations" FOR EACH ROW EXECUTE FUNCTION notify_brand_changed();--> statement-breakpoint
CREATE TRIGGER catalog_truncated AFTER TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_truncated AFTER TRUNCATE ON "product_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_translations" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tour_category_translations" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('igsum');--> statement-breakpoint
-- A product's Swahili texts are part of its admin form: changing them moves the product's version
-- on (migration 0005), so a save from a form filled before is refused as for any other field.
CREATE FUNCTION bump_version_of_translated_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET version = version + 1
    WHERE brand = NEW.brand AND id = NEW.product_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_translations_version AFTER INSERT ON "product_translations"
  FOR EACH ROW EXECUTE FUNCTION bump_version_of_translated_product();--> statement-breakpoint
CREATE TRIGGER product_translations_changed_version AFTER UPDATE ON "product_translations"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION bump_version_of_translated_product();
