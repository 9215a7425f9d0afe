-- One catalogue for both brands (docs/decisions/0004-one-table-for-both-brands.md): the twin
-- tables of FURSA and IGSUM become one table each with a brand column. Every row keeps its id;
-- the ids of the twins collide, so the merged tables are keyed by (brand, id), and each id
-- sequence starts past the largest id either twin has used (deleted rows' ids included, as the
-- audit log still names them), so new rows get ids unique across brands.
-- The old FURSA category table holds the name of the merged one (and its serial's sequence name).
ALTER TABLE "product_categories" RENAME TO "product_categories_0006";--> statement-breakpoint
ALTER SEQUENCE "product_categories_id_seq" RENAME TO "product_categories_0006_id_seq";--> statement-breakpoint
CREATE TABLE "product_categories" (
	"brand" varchar(10) NOT NULL,
	"id" serial NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"icon" varchar(30) DEFAULT 'laptop' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_pk" PRIMARY KEY("brand","id"),
	CONSTRAINT "product_categories_brand_slug_uq" UNIQUE("brand","slug"),
	CONSTRAINT "product_categories_brand_valid" CHECK ("product_categories"."brand" in ('fursa', 'igsum'))
);--> statement-breakpoint
CREATE TABLE "products" (
	"brand" varchar(10) NOT NULL,
	"id" serial NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"original_price" numeric(14, 2),
	"image" varchar(300),
	"image_url" varchar(1000),
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "products_pk" PRIMARY KEY("brand","id"),
	CONSTRAINT "products_brand_valid" CHECK ("products"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "products_stock_nonneg" CHECK ("products"."stock_quantity" >= 0),
	CONSTRAINT "products_price_nonneg" CHECK ("products"."price" >= 0)
);--> statement-breakpoint
CREATE TABLE "cart_items" (
	"brand" varchar(10) NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_pk" PRIMARY KEY("brand","id"),
	CONSTRAINT "cart_items_user_product_uq" UNIQUE("user_id","brand","product_id"),
	CONSTRAINT "cart_items_brand_valid" CHECK ("cart_items"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "cart_items_quantity_pos" CHECK ("cart_items"."quantity" > 0)
);--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"brand" varchar(10) NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_pk" PRIMARY KEY("brand","id"),
	CONSTRAINT "wishlist_items_user_product_uq" UNIQUE("user_id","brand","product_id"),
	CONSTRAINT "wishlist_items_brand_valid" CHECK ("wishlist_items"."brand" in ('fursa', 'igsum'))
);--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"brand" varchar(10) NOT NULL,
	"id" serial NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_pk" PRIMARY KEY("brand","id"),
	CONSTRAINT "product_reviews_user_product_uq" UNIQUE("user_id","brand","product_id"),
	CONSTRAINT "product_reviews_brand_valid" CHECK ("product_reviews"."brand" in ('fursa', 'igsum')),
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" between 1 and 5)
);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("brand","category_id") REFERENCES "public"."product_categories"("brand","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_fk" FOREIGN KEY ("brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_categories" ("brand", "id", "name", "slug", "icon", "created_at")
  SELECT 'fursa', "id", "name", "slug", "icon", "created_at" FROM "product_categories_0006";--> statement-breakpoint
INSERT INTO "product_categories" ("brand", "id", "name", "slug", "created_at")
  SELECT 'igsum', "id", "name", "slug", "created_at" FROM "igsum_product_categories";--> statement-breakpoint
INSERT INTO "products" ("brand", "id", "name", "description", "price", "original_price", "image", "image_url", "rating", "review_count", "stock_quantity", "is_active", "specifications", "category_id", "created_at", "updated_at", "version")
  SELECT 'fursa', "id", "name", "description", "price", "original_price", "image", "image_url", "rating", "review_count", "stock_quantity", "is_active", "specifications", "category_id", "created_at", "updated_at", "version" FROM "laptop_products";--> statement-breakpoint
INSERT INTO "products" ("brand", "id", "name", "description", "price", "original_price", "image", "image_url", "rating", "review_count", "stock_quantity", "is_active", "specifications", "category_id", "created_at", "updated_at", "version")
  SELECT 'igsum', "id", "name", "description", "price", "original_price", "image", "image_url", "rating", "review_count", "stock_quantity", "is_active", "specifications", "category_id", "created_at", "updated_at", "version" FROM "igsum_products";--> statement-breakpoint
INSERT INTO "cart_items" ("brand", "id", "user_id", "product_id", "quantity", "created_at")
  SELECT 'fursa', "id", "user_id", "product_id", "quantity", "created_at" FROM "fursa_cart_items";--> statement-breakpoint
INSERT INTO "cart_items" ("brand", "id", "user_id", "product_id", "quantity", "created_at")
  SELECT 'igsum', "id", "user_id", "product_id", "quantity", "created_at" FROM "igsum_cart_items";--> statement-breakpoint
INSERT INTO "wishlist_items" ("brand", "id", "user_id", "product_id", "created_at")
  SELECT 'fursa', "id", "user_id", "product_id", "created_at" FROM "fursa_wishlist_items";--> statement-breakpoint
INSERT INTO "wishlist_items" ("brand", "id", "user_id", "product_id", "created_at")
  SELECT 'igsum', "id", "user_id", "product_id", "created_at" FROM "igsum_wishlist_items";--> statement-breakpoint
INSERT INTO "product_reviews" ("brand", "id", "product_id", "user_id", "rating", "comment", "created_at", "updated_at")
  SELECT 'fursa', "id", "product_id", "user_id", "rating", "comment", "created_at", "updated_at" FROM "laptop_reviews";--> statement-breakpoint
INSERT INTO "product_reviews" ("brand", "id", "product_id", "user_id", "rating", "comment", "created_at", "updated_at")
  SELECT 'igsum', "id", "product_id", "user_id", "rating", "comment", "created_at", "updated_at" FROM "igsum_product_reviews";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"product_categories"', 'id'),
  greatest((SELECT max("id") FROM "product_categories_0006"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "product_categories_0006_id_seq"),
           (SELECT max("id") FROM "igsum_product_categories"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "igsum_product_categories_id_seq"), 0) + 1, false);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"products"', 'id'),
  greatest((SELECT max("id") FROM "laptop_products"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "laptop_products_id_seq"),
           (SELECT max("id") FROM "igsum_products"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "igsum_products_id_seq"), 0) + 1, false);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"cart_items"', 'id'),
  greatest((SELECT max("id") FROM "fursa_cart_items"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "fursa_cart_items_id_seq"),
           (SELECT max("id") FROM "igsum_cart_items"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "igsum_cart_items_id_seq"), 0) + 1, false);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"wishlist_items"', 'id'),
  greatest((SELECT max("id") FROM "fursa_wishlist_items"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "fursa_wishlist_items_id_seq"),
           (SELECT max("id") FROM "igsum_wishlist_items"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "igsum_wishlist_items_id_seq"), 0) + 1, false);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"product_reviews"', 'id'),
  greatest((SELECT max("id") FROM "laptop_reviews"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "laptop_reviews_id_seq"),
           (SELECT max("id") FROM "igsum_product_reviews"), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "igsum_product_reviews_id_seq"), 0) + 1, false);--> statement-breakpoint
-- An order's type named both its brand and what it was: FURSA orders are cart checkouts,
-- IGSUM orders tour bookings (the release before this one had no IGSUM product checkout).
ALTER TABLE "orders" ADD COLUMN "brand" varchar(10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" varchar(20);--> statement-breakpoint
UPDATE "orders" SET "brand" = "order_type",
  "kind" = CASE "order_type" WHEN 'fursa' THEN 'product_order' ELSE 'tour_booking' END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "brand" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "order_type";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_valid" CHECK ("orders"."brand" in ('fursa', 'igsum'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_valid" CHECK ("orders"."kind" in ('product_order', 'tour_booking'));--> statement-breakpoint
-- Order lines name their product by brand and id.
ALTER TABLE "order_items" ADD COLUMN "product_brand" varchar(10);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "product_id" integer;--> statement-breakpoint
UPDATE "order_items" SET "product_brand" = 'fursa', "product_id" = "laptop_product_id"
  WHERE "laptop_product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET "product_brand" = 'igsum', "product_id" = "igsum_product_id"
  WHERE "igsum_product_id" IS NOT NULL;--> statement-breakpoint
-- A line whose product was deleted lost both references; it is the only line with neither a
-- tour nor a tour date, and its product was of its order's brand. It keeps that brand from now on.
UPDATE "order_items" SET "product_brand" = "orders"."brand"
  FROM "orders"
  WHERE "orders"."id" = "order_items"."order_id"
    AND "order_items"."laptop_product_id" IS NULL AND "order_items"."igsum_product_id" IS NULL
    AND "order_items"."tour_id" IS NULL AND "order_items"."tour_date" IS NULL;--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "laptop_product_id";--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "igsum_product_id";--> statement-breakpoint
-- Deleting a product clears only the line's product_id (PostgreSQL 15's column list): the line
-- keeps its brand, name and price. drizzle's schema can only say "set null".
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_fk" FOREIGN KEY ("product_brand","product_id") REFERENCES "public"."products"("brand","id") ON DELETE SET NULL ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_brand_valid" CHECK ("order_items"."product_brand" in ('fursa', 'igsum'));--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("brand","category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("brand","price");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree ("brand",lower("name"));--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("brand","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("brand","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("brand","product_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_brand","product_id");--> statement-breakpoint
-- The triggers of migrations 0005 and 0006, on the merged tables.
CREATE TRIGGER "products_version" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "bump_product_version"();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
-- Their rows are all in the merged tables now.
DROP TABLE "laptop_reviews", "igsum_product_reviews", "fursa_cart_items", "igsum_cart_items",
  "fursa_wishlist_items", "igsum_wishlist_items", "laptop_products", "igsum_products",
  "product_categories_0006", "igsum_product_categories";
